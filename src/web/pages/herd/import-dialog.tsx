import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { formatNumber } from '@/domain/format';
import { decodeScaleFile } from '@/domain/import/scale-csv';
import {
  HERD_FILE_TOO_BIG_MESSAGE,
  HERD_HEADER,
  HERD_IMPORT_MAX_BYTES,
  type HerdImportLine,
  type HerdImportPreview,
  type HerdImportResult,
} from '@/domain/import/herd-csv';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { apiFetch, errorMessage, isApiError } from '../../lib/api';
import { ANIMALS_KEY } from './herd-api';

const FORM_ID = 'herd-import';
/** Lines of the preview's table a page. */
const PREVIEW_PAGE = 50;

const STATUS_LABEL: Record<HerdImportLine['status'], string> = {
  new: 'Novo',
  existing: 'Já cadastrado',
  invalid: 'Com erro',
};
const STATUS_CLASS: Record<HerdImportLine['status'], string> = {
  new: 'bg-green-100 text-green-900',
  existing: 'bg-stone-100 text-stone-800',
  invalid: 'bg-red-100 text-red-900',
};
/** Errors first, then the ones already registered, then the new ones; by line within each. */
const ORDER: Record<HerdImportLine['status'], number> = { invalid: 0, existing: 1, new: 2 };

const animals = (n: number) => (n === 1 ? '1 animal' : `${formatNumber(n, 0)} animais`);

/**
 * 'Importar animais' (issue 25 item 6): a CSV file with the header
 * 'Brinco;EID;Sexo;Raça;Nascimento;Lote', read by the server (domain/import/herd-csv.ts) for a
 * preview — counts of new, already registered and lines with errors, a page of lines at a time,
 * errors first — then imported in one request. Lines already registered are never added again.
 */
export function HerdImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [page, setPage] = useState(0);
  const [inputKey, setInputKey] = useState(0);
  // A new file, a new preview (even one of the same name and size).
  const [version, setVersion] = useState(0);
  const queryClient = useQueryClient();

  const preview = useQuery({
    queryKey: ['herd-import-preview', version],
    enabled: file !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    queryFn: ({ signal }) =>
      apiFetch<HerdImportPreview>('/api/animals/import/preview', {
        method: 'POST',
        body: { text: file!.text },
        signal,
      }),
  });
  const save = useMutation({
    networkMode: 'always',
    mutationFn: () =>
      apiFetch<HerdImportResult>('/api/animals/import', {
        method: 'POST',
        body: { text: file!.text, skipInvalid },
      }),
  });

  const lines = useMemo(
    () =>
      [...(preview.data?.lines ?? [])].sort(
        (a, b) => ORDER[a.status] - ORDER[b.status] || a.line - b.line,
      ),
    [preview.data],
  );
  const pages = Math.max(1, Math.ceil(lines.length / PREVIEW_PAGE));
  const shown = lines.slice(page * PREVIEW_PAGE, (page + 1) * PREVIEW_PAGE);

  function reset() {
    setFile(null);
    setFileError(null);
    setSkipInvalid(false);
    setPage(0);
    setInputKey((k) => k + 1);
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setFile(null);
    setPage(0);
    setSkipInvalid(false);
    setFileError(null);
    if (!chosen) return;
    if (chosen.size > HERD_IMPORT_MAX_BYTES) {
      setFileError(HERD_FILE_TOO_BIG_MESSAGE);
      return;
    }
    const text = decodeScaleFile(new Uint8Array(await chosen.arrayBuffer()));
    setVersion((v) => v + 1);
    setFile({ name: chosen.name, text });
  }

  const counts = preview.data;
  const blocked = !!counts && counts.invalid > 0 && !skipInvalid;
  const canImport = !!counts && counts.new > 0 && !blocked && !save.isPending;
  const fileFailure =
    preview.isError && isApiError(preview.error)
      ? (preview.error.fields?.file ?? errorMessage(preview.error))
      : preview.isError
        ? errorMessage(preview.error)
        : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canImport) return;
    save.mutate(undefined, {
      onSuccess: (result) => {
        void queryClient.invalidateQueries({ queryKey: ANIMALS_KEY });
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        toast.success(
          result.created === 1 ? '1 animal importado' : `${animals(result.created)} importados`,
          result.existing > 0
            ? { description: `${animals(result.existing)} já estavam cadastrados.` }
            : undefined,
        );
        reset();
        onOpenChange(false);
      },
      onError: (error) => {
        toast.error('Erro ao importar os animais', { description: errorMessage(error) });
        void preview.refetch();
      },
    });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      id={FORM_ID}
      title="Importar animais"
      description={
        <>
          Um arquivo CSV com o cabeçalho <code className="text-sm">{HERD_HEADER}</code> (também
          separado por vírgula). Sexo M ou F, nascimento em dd/mm/aaaa, lote pelo nome. Animais já
          cadastrados (mesmo brinco ativo ou mesmo EID) não se repetem.
        </>
      }
      submitLabel={counts ? `Importar ${animals(counts.new)}` : 'Importar'}
      pending={save.isPending}
      onSubmit={onSubmit}
      wide
    >
      <FormField
        key={inputKey}
        id="herd-import-file"
        label="Arquivo CSV dos animais"
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        className="cursor-pointer px-1.5 py-1 text-sm text-stone-700 file:mr-3 file:h-8 file:cursor-pointer file:rounded-md file:border-0 file:bg-green-700 file:px-3 file:text-sm file:font-medium file:text-white hover:file:bg-green-800"
        onChange={(e) => void onFile(e)}
        error={fileError ?? fileFailure ?? undefined}
      />
      {file && preview.isFetching && (
        <Spinner label="Lendo o arquivo..." className="justify-start" />
      )}
      {counts && (
        <section aria-label="Prévia da importação" className="flex min-w-0 flex-col gap-3">
          <p className="text-sm text-stone-800" aria-live="polite">
            Novos: <strong>{formatNumber(counts.new, 0)}</strong> · Já cadastrados:{' '}
            <strong>{formatNumber(counts.existing, 0)}</strong> · Com erro:{' '}
            <strong>{formatNumber(counts.invalid, 0)}</strong>
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-stone-200 text-stone-600">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Linha
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Brinco
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Situação
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((l) => (
                  <tr key={l.line} className="border-b border-stone-100 align-top">
                    <td className="py-1 pr-3 tabular-nums">{l.line}</td>
                    <td className="py-1 pr-3 break-all">{l.tag || '—'}</td>
                    <td className="py-1">
                      <span className="flex flex-wrap items-center gap-1.5">
                        <span
                          className={`rounded px-1.5 py-0.5 text-xs font-medium ${STATUS_CLASS[l.status]}`}
                        >
                          {STATUS_LABEL[l.status]}
                        </span>
                        {l.status === 'invalid' && l.reason && (
                          <span className="text-red-800">{l.reason}</span>
                        )}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav aria-label="Páginas da prévia" className="flex flex-wrap items-center gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={page === 0}
                onClick={() => setPage(page - 1)}
              >
                Anterior
              </Button>
              <p className="text-xs text-stone-600">
                Linhas {formatNumber(page * PREVIEW_PAGE + 1, 0)}–
                {formatNumber(page * PREVIEW_PAGE + shown.length, 0)} de{' '}
                {formatNumber(lines.length, 0)} (as com erro primeiro)
              </p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={page === pages - 1}
                onClick={() => setPage(page + 1)}
              >
                Próxima
              </Button>
            </nav>
          )}
          {counts.invalid > 0 && (
            <div className="flex flex-col gap-2">
              <div className="flex items-center gap-2">
                <input
                  id="herd-import-skip"
                  type="checkbox"
                  className="size-5 accent-green-700"
                  checked={skipInvalid}
                  onChange={(e) => setSkipInvalid(e.target.checked)}
                />
                <Label htmlFor="herd-import-skip">Ignorar linhas com erro</Label>
              </div>
              {blocked && (
                <p className="text-sm text-red-800">
                  Corrija o arquivo ou marque “Ignorar linhas com erro” para importar os demais.
                </p>
              )}
            </div>
          )}
          {counts.new === 0 && (
            <Alert>Nenhum animal novo no arquivo: todos já estão cadastrados ou têm erro.</Alert>
          )}
        </section>
      )}
    </FormDialog>
  );
}
