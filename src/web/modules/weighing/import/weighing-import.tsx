import { useMemo, useState, type ChangeEvent } from 'react';
import { FileUp, LoaderCircle, Save, X } from 'lucide-react';
import { toast } from 'sonner';
import {
  COLUMN_ROLE_LABELS,
  decodeScaleFile,
  readScaleCsv,
  detectColumns,
  toWeighings,
  type ColumnMapping,
  type ColumnRole,
  type ImportLine,
  type ScaleFile,
} from '@/domain/import/scale-csv';
import { FILE_TOO_BIG_MESSAGE, IMPORT_MAX_BYTES } from '@/domain/import/import-request';
import { formatDateBR, todayIn } from '@/domain/records/dates';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { SelectField } from '../../../components/ui/select-field';
import { isApiError } from '../../../lib/api';
import { formatKg } from '../weighing-format';
import { importBody, useImportPreview, useOpenLots, useSaveImport } from './import-queries';

/** Rows of the preview table; the problem lines come first, so none is hidden by the cut. */
const SHOWN_LINES = 200;

const ROLE_OPTIONS = (Object.keys(COLUMN_ROLE_LABELS) as ColumnRole[]).map((role) => ({
  value: role,
  label: COLUMN_ROLE_LABELS[role],
}));
/** Roles one column at most may have: picking one elsewhere clears it here. */
const SINGLE_ROLES: ColumnRole[] = ['weight', 'date', 'time'];

const STATUS_LABEL = { new: 'Nova', duplicate: 'Duplicada', invalid: 'Inválida' } as const;
const STATUS_CLASS = {
  new: 'bg-green-100 text-green-900',
  duplicate: 'bg-stone-200 text-stone-800',
  invalid: 'bg-red-100 text-red-900',
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * 'Importar da balança' (issue 12 item 2): a scale's CSV file read in the browser, its columns
 * shown to remap, each line previewed against the farm (new, duplicate, invalid) and the new ones
 * saved in one request. Invalid lines block the save unless 'Ignorar linhas inválidas' is ticked;
 * then only the valid new lines are sent. Duplicates are never saved again.
 */
export function WeighingImport() {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <div className="lg:col-span-2">
        <Button variant="outline" onClick={() => setOpen(true)}>
          <FileUp aria-hidden="true" />
          Importar da balança
        </Button>
      </div>
    );
  }
  return <ImportCard onClose={() => setOpen(false)} />;
}

interface LoadedFile extends ScaleFile {
  name: string;
}

function ImportCard({ onClose }: { onClose: () => void }) {
  const today = todayIn(new Date());
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [date, setDate] = useState(today);
  const [batchId, setBatchId] = useState('');
  const [ignoreInvalid, setIgnoreInvalid] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const lots = useOpenLots();
  const save = useSaveImport();

  const lines = useMemo<ImportLine[]>(
    () => (file && mapping ? toWeighings(file.rows, mapping, { today, date }) : []),
    [file, mapping, today, date],
  );
  const valid = useMemo(() => lines.flatMap((l) => (l.weighing ? [l.weighing] : [])), [lines]);
  const preview = useImportPreview(valid, batchId || null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setFile(null);
    setMapping(null);
    setFileError(null);
    if (!chosen) return;
    // Said at once, before a byte is read: the server would refuse it after a long parse.
    if (chosen.size > IMPORT_MAX_BYTES) {
      setFileError(FILE_TOO_BIG_MESSAGE);
      return;
    }
    const text = decodeScaleFile(new Uint8Array(await chosen.arrayBuffer()));
    const read = readScaleCsv(text);
    if ('error' in read) {
      setFileError(read.error);
      return;
    }
    const detected = detectColumns(read.rows.map((r) => r.cells));
    const tooMany = toWeighings(read.rows, detected, { today, date });
    if (tooMany.length === 1 && !tooMany[0]!.weighing && tooMany[0]!.raw.length === 0) {
      setFileError(tooMany[0]!.error ?? null);
      return;
    }
    setFile({ ...read, name: chosen.name });
    setMapping(detected);
  }

  function setRole(column: number, role: ColumnRole) {
    setMapping(
      (m) =>
        m && {
          ...m,
          columns: m.columns.map((r, i) =>
            i === column ? role : SINGLE_ROLES.includes(role) && r === role ? 'ignore' : r,
          ),
        },
    );
  }

  // Each line with its status: the server's for the valid ones (in order), 'invalid' otherwise.
  const statusOf = new Map<number, { status: 'new' | 'duplicate' | 'invalid'; reason?: string }>();
  let validIndex = 0;
  for (const line of lines) {
    if (!line.weighing) {
      statusOf.set(line.line, { status: 'invalid', reason: line.error });
      continue;
    }
    const item = preview.data?.items[validIndex++];
    if (item) statusOf.set(line.line, { status: item.status, reason: item.reason });
  }
  const invalidLocal = lines.length - valid.length;
  const counts = preview.data
    ? {
        new: preview.data.new,
        duplicates: preview.data.duplicates,
        invalid: preview.data.invalid + invalidLocal,
      }
    : null;
  const blocked = counts !== null && counts.invalid > 0 && !ignoreInvalid;
  const canSave = counts !== null && counts.new > 0 && !blocked && !save.isPending;

  function onSave() {
    if (!preview.data) return;
    const newOnes = valid.filter((_, i) => preview.data.items[i]?.status === 'new');
    save.mutate(importBody(newOnes, batchId || null), {
      onSuccess: (result) => {
        toast.success(
          result.created === 1 ? '1 pesagem importada.' : `${result.created} pesagens importadas.`,
        );
        setFile(null);
        setMapping(null);
        setInputKey((k) => k + 1);
      },
      onError: (error) =>
        toast.error('Não foi possível importar', {
          description: isApiError(error) ? error.message : 'Tente novamente.',
        }),
    });
  }

  const shown = [...lines]
    .sort((a, b) => Number(!!a.weighing) - Number(!!b.weighing) || a.line - b.line)
    .slice(0, SHOWN_LINES);
  const header = file && mapping?.hasHeader ? file.rows[0]!.cells : null;
  const sample = file ? file.rows[mapping?.hasHeader ? 1 : 0]?.cells : undefined;
  const openLots = lots.data ?? [];

  return (
    <Card role="region" aria-labelledby="import-title" className="min-w-0 lg:col-span-2">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle id="import-title">Importar da balança</CardTitle>
          <CardDescription>
            Envie o arquivo CSV exportado pelo indicador da balança (Tru-Test, Gallagher e outros).
            Linhas já importadas são reconhecidas e não se repetem.
          </CardDescription>
        </div>
        <Button variant="ghost" size="icon" aria-label="Fechar importação" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            key={inputKey}
            id="import-file"
            label="Arquivo CSV da balança"
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            onChange={(e) => void onFile(e)}
            error={fileError ?? undefined}
          />
          <FormField
            id="import-date"
            label="Data das pesagens"
            type="date"
            max={today}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            hint="Usada nas linhas sem data."
          />
          {lots.isSuccess && openLots.length > 0 && (
            <SelectField
              id="import-lot"
              label="Lote"
              value={batchId}
              onChange={(e) => setBatchId(e.target.value)}
              options={[
                { value: '', label: 'Sem lote' },
                ...openLots.map((lot) => ({ value: lot.id, label: lot.name })),
              ]}
            />
          )}
        </div>

        {file && mapping && (
          <section aria-labelledby="import-columns" className="flex flex-col gap-3">
            <h3 id="import-columns" className="text-base font-semibold text-stone-900">
              Colunas do arquivo
            </h3>
            <p className="text-sm text-stone-600">
              Confira o que cada coluna contém. Com mais de uma coluna de identificação, vale a
              primeira preenchida em cada linha.
            </p>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {mapping.columns.map((role, i) => (
                <SelectField
                  key={i}
                  id={`import-column-${i}`}
                  label={`Coluna ${i + 1}${header?.[i] ? `: ${header[i]}` : ''}`}
                  hint={sample?.[i] ? `Ex.: ${sample[i]}` : undefined}
                  value={role}
                  onChange={(e) => setRole(i, e.target.value as ColumnRole)}
                  options={ROLE_OPTIONS}
                />
              ))}
            </div>
          </section>
        )}

        {file && mapping && (
          <section aria-labelledby="import-preview" className="flex flex-col gap-3">
            <h3 id="import-preview" className="text-base font-semibold text-stone-900">
              Prévia de {file.name}
            </h3>
            {preview.isError && (
              <Alert tone="error" role="alert">
                {isApiError(preview.error)
                  ? preview.error.message
                  : 'Não foi possível conferir as linhas.'}
              </Alert>
            )}
            {valid.length > 0 && preview.isPending ? (
              <p className="flex items-center gap-2 text-sm text-stone-700" role="status">
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                Conferindo as linhas...
              </p>
            ) : (
              <p className="text-sm font-medium text-stone-900" role="status">
                {plural(counts?.new ?? 0, 'nova', 'novas')},{' '}
                {plural(counts?.duplicates ?? 0, 'duplicada', 'duplicadas')},{' '}
                {plural(counts?.invalid ?? invalidLocal, 'inválida', 'inválidas')}
              </p>
            )}
            <div
              role="region"
              aria-label="Linhas do arquivo"
              tabIndex={0}
              className="max-h-96 overflow-auto rounded-lg border border-stone-200 focus-visible:ring-2 focus-visible:ring-green-700/30 focus-visible:outline-none"
            >
              <table className="w-full min-w-[30rem] text-left text-sm">
                <thead className="sticky top-0 bg-stone-100 text-stone-700">
                  <tr>
                    <th className="px-3 py-2 font-medium">Linha</th>
                    <th className="px-3 py-2 font-medium">Animal</th>
                    <th className="px-3 py-2 font-medium">Data</th>
                    <th className="px-3 py-2 font-medium">Peso</th>
                    <th className="px-3 py-2 font-medium">Situação</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((line) => {
                    const s = statusOf.get(line.line);
                    const w = line.weighing;
                    return (
                      <tr key={line.line} className="border-t border-stone-200">
                        <td className="px-3 py-2 tabular-nums">{line.line}</td>
                        <td className="px-3 py-2">{w?.animalId ?? line.raw.join(' · ')}</td>
                        <td className="px-3 py-2 tabular-nums">
                          {w ? formatDateBR(w.weighingDate) : ''}
                        </td>
                        <td className="px-3 py-2 tabular-nums">{w ? formatKg(w.weight) : ''}</td>
                        <td className="px-3 py-2">
                          {s ? (
                            <span className="flex flex-wrap items-center gap-1.5">
                              <span
                                className={`rounded px-1.5 py-0.5 text-xs font-medium ${STATUS_CLASS[s.status]}`}
                              >
                                {STATUS_LABEL[s.status]}
                              </span>
                              {s.reason && <span className="text-red-800">{s.reason}</span>}
                            </span>
                          ) : (
                            '…'
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {lines.length > SHOWN_LINES && (
              <p className="text-xs text-stone-600">
                Mostrando {SHOWN_LINES} de {lines.length} linhas (as inválidas primeiro).
              </p>
            )}
            {counts !== null && counts.invalid > 0 && (
              <div className="flex flex-col gap-2">
                <div className="flex items-center gap-2">
                  <input
                    id="import-ignore-invalid"
                    type="checkbox"
                    className="size-5 accent-green-700"
                    checked={ignoreInvalid}
                    onChange={(e) => setIgnoreInvalid(e.target.checked)}
                  />
                  <Label htmlFor="import-ignore-invalid">Ignorar linhas inválidas</Label>
                </div>
                {blocked && (
                  <p className="text-sm text-red-800">
                    Corrija o arquivo ou marque “Ignorar linhas inválidas” para salvar as demais.
                  </p>
                )}
              </div>
            )}
            <div>
              <Button onClick={onSave} disabled={!canSave}>
                {save.isPending ? (
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                ) : (
                  <Save aria-hidden="true" />
                )}
                {`Salvar ${plural(counts?.new ?? 0, 'pesagem', 'pesagens')}`}
              </Button>
            </div>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
