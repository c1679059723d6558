import { useMemo, useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileUp, LoaderCircle, X } from 'lucide-react';
import { toast } from 'sonner';
import {
  dataRows,
  decodeScaleFile,
  readScaleCsv,
  detectColumns,
  fileDateOrder,
  headerCells,
  toWeighings,
  type ColumnMapping,
  type ColumnRole,
  type DateOrder,
  type ImportLine,
  type ScaleFile,
} from '@/domain/import/scale-csv';
import { FILE_TOO_BIG_MESSAGE, IMPORT_MAX_BYTES } from '@/domain/import/import-request';
import { todayIn } from '@/domain/records/dates';
import { formatNumber } from '@/domain/format';
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
import { Combobox } from '../../../components/ui/combobox';
import { isApiError } from '../../../lib/api';
import { ImportColumns, withRole } from './import-columns';
import { ImportLinesTable, lineStatuses } from './import-lines-table';
import { ImportReading } from './import-reading';
import { ImportSave, plural } from './import-save';
import { ImportUnknownAnimals } from './import-unknown-animals';
import { importBody, importPreviewQuery, openLotsQuery, useSaveImport } from './import-queries';

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
  // The answer to 'As datas estão como dia/mês ou mês/dia?' (asked when every date reads both ways).
  const [dateAnswer, setDateAnswer] = useState<DateOrder>('dmy');
  const [inputKey, setInputKey] = useState(0);
  const lots = useQuery(openLotsQuery);
  const save = useSaveImport();

  const dates = useMemo(
    () => (file && mapping ? fileDateOrder(file.rows, mapping) : 'dmy'),
    [file, mapping],
  );
  const lines = useMemo<ImportLine[]>(
    () =>
      file && mapping
        ? toWeighings(file.rows, mapping, { today, date, dateOrder: dateAnswer })
        : [],
    [file, mapping, today, date, dateAnswer],
  );
  const pounds = useMemo(
    () => lines.filter((l) => l.weighing?.pounds !== undefined).length,
    [lines],
  );
  const valid = useMemo(() => lines.flatMap((l) => (l.weighing ? [l.weighing] : [])), [lines]);
  const preview = useQuery(importPreviewQuery(valid, batchId || null));

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setFile(null);
    setMapping(null);
    setFileError(null);
    setDateAnswer('dmy');
    if (!chosen) return;
    const read = await readChosenFile(chosen, { today, date });
    if ('error' in read) {
      setFileError(read.error);
      return;
    }
    setFile(read.file);
    setMapping(read.mapping);
  }

  const setRole = (column: number, role: ColumnRole) =>
    setMapping((m) => m && withRole(m, column, role));

  const statusOf = lineStatuses(lines, preview.data?.items);
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
          result.registered > 0
            ? {
                description:
                  result.registered === 1
                    ? '1 animal cadastrado no Rebanho.'
                    : `${formatNumber(result.registered, 0)} animais cadastrados no Rebanho.`,
              }
            : undefined,
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

  const header = file && mapping ? headerCells(file.rows, mapping) : null;
  const sample = file && mapping ? dataRows(file.rows, mapping)[0]?.cells : undefined;
  const headerLine =
    file && mapping?.hasHeader && mapping.skip > 0 ? (file.rows[mapping.skip]?.line ?? null) : null;
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
            // The browser's own file button, styled like the app's buttons: still one labelled,
            // keyboard-reachable input (Tab, then Enter or Space opens the picker).
            className="cursor-pointer px-1.5 py-1 text-sm text-stone-700 file:mr-3 file:h-8 file:cursor-pointer file:rounded-md file:border-0 file:bg-green-700 file:px-3 file:text-sm file:font-medium file:text-white hover:file:bg-green-800"
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
            <Combobox
              id="import-lot"
              label="Lote"
              listLabel="Lotes abertos"
              value={batchId}
              onValueChange={setBatchId}
              options={[
                { value: '', label: 'Sem lote' },
                ...openLots.map((lot) => ({ value: lot.id, label: lot.name })),
              ]}
              placeholder="Digite o nome do lote"
              emptyText="Nenhum lote aberto com esse nome."
            />
          )}
        </div>

        {file && mapping && (
          <ImportReading
            headerLine={headerLine}
            weightUnit={mapping.weightUnit}
            onWeightUnit={(weightUnit) => setMapping((m) => m && { ...m, weightUnit })}
            dates={dates}
            dateAnswer={dateAnswer}
            onDateAnswer={setDateAnswer}
          />
        )}

        {file && mapping && (
          <ImportColumns mapping={mapping} header={header} sample={sample} onRole={setRole} />
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
            {pounds > 0 && (
              <p className="text-sm text-stone-700">
                {pounds === 1
                  ? '1 peso convertido de libras (lb) para kg.'
                  : `${formatNumber(pounds, 0)} pesos convertidos de libras (lb) para kg.`}
              </p>
            )}
            <ImportUnknownAnimals unknown={preview.data?.unknownAnimals} />
            <ImportLinesTable lines={lines} statusOf={statusOf} />
            <ImportSave
              invalid={counts !== null && counts.invalid > 0}
              newCount={counts?.new ?? 0}
              ignoreInvalid={ignoreInvalid}
              onIgnoreInvalid={setIgnoreInvalid}
              blocked={blocked}
              canSave={canSave}
              saving={save.isPending}
              onSave={onSave}
            />
          </section>
        )}
      </CardContent>
    </Card>
  );
}

/** The chosen file read and its columns detected, or what is wrong with it. */
async function readChosenFile(
  chosen: File,
  dates: { today: string; date: string },
): Promise<{ file: LoadedFile; mapping: ColumnMapping } | { error: string | null }> {
  // Said at once, before a byte is read: the server would refuse it after a long parse.
  if (chosen.size > IMPORT_MAX_BYTES) return { error: FILE_TOO_BIG_MESSAGE };
  const text = decodeScaleFile(new Uint8Array(await chosen.arrayBuffer()));
  const read = readScaleCsv(text);
  if ('error' in read) return { error: read.error };
  const mapping = detectColumns(read.rows.map((r) => r.cells));
  const tooMany = toWeighings(read.rows, mapping, dates);
  if (tooMany.length === 1 && !tooMany[0]!.weighing && tooMany[0]!.raw.length === 0) {
    return { error: tooMany[0]!.error ?? null };
  }
  return { file: { ...read, name: chosen.name }, mapping };
}
