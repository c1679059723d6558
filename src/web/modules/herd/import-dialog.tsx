import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { formatNumber } from '@/domain/format';
import { decodeScaleFile } from '@/domain/import/scale-csv';
import {
  HERD_FILE_TOO_BIG_MESSAGE,
  HERD_HEADER,
  HERD_IMPORT_MAX_BYTES,
  type HerdImportPreview,
  type HerdImportResult,
} from '@/domain/import/herd-csv';
import { Alert } from '../../components/ui/alert';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { apiFetch, errorMessage, isApiError } from '../../lib/api';
import { useHerdRefresh } from './herd-api';
import { HerdImportLines } from './import-lines';

const FORM_ID = 'herd-import';
const animals = (n: number) => (n === 1 ? '1 animal' : `${formatNumber(n, 0)} animais`);

/** The preview's word on animals without a sex: the file's new ones, and the registered ones. */
function sexNotes(counts: HerdImportPreview): string[] {
  const notes: string[] = [];
  if (counts.noSex > 0) {
    notes.push(
      counts.noSex === 1
        ? '1 animal sem sexo no arquivo não entra no estoque. Complete-o no Rebanho.'
        : `${formatNumber(counts.noSex, 0)} animais sem sexo no arquivo não entram no estoque. Complete-os no Rebanho.`,
    );
  }
  if (counts.givesSex > 0) {
    notes.push(
      counts.givesSex === 1
        ? '1 animal já cadastrado sem sexo recebe o sexo do arquivo.'
        : `${formatNumber(counts.givesSex, 0)} animais já cadastrados sem sexo recebem o sexo do arquivo.`,
    );
  }
  return notes;
}

/** The toast after an import: what was added, what was there, what got its sex. */
function importedMessage(result: HerdImportResult): [string, string | undefined] {
  const { created, existing, sexGiven } = result;
  if (created === 0 && sexGiven > 0) {
    return [`Sexo completado: ${animals(sexGiven)}`, undefined];
  }
  const details = [
    existing > 0 ? `${animals(existing)} já estavam cadastrados.` : '',
    sexGiven > 0 ? `Sexo completado: ${animals(sexGiven)}.` : '',
  ].filter(Boolean);
  return [
    created === 1 ? '1 animal importado' : `${animals(created)} importados`,
    details.length > 0 ? details.join(' ') : undefined,
  ];
}

/**
 * 'Importar animais' (issue 25 item 6): a CSV file with the header
 * 'Brinco;EID;Sexo;Raça;Nascimento;Lote', read by the server (domain/import/herd-csv.ts) for a
 * preview — counts of new, already registered and lines with errors, a word on animals without
 * a sex, a page of lines at a time (import-lines.tsx) — then imported in one request. Lines
 * already registered are never added again; they give their sex to an animal without one.
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
  const refreshHerd = useHerdRefresh();

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
  const writes = !!counts && (counts.new > 0 || counts.givesSex > 0);
  const canImport = writes && !blocked && !save.isPending;
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
        refreshHerd();
        const [title, description] = importedMessage(result);
        toast.success(title, description ? { description } : undefined);
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
          separado por vírgula). Sexo M ou F (ou em branco), nascimento em dd/mm/aaaa, lote pelo
          nome. Animais já cadastrados (mesmo brinco ativo ou mesmo EID) não se repetem; os que
          estão sem sexo recebem o do arquivo.
        </>
      }
      submitLabel={
        !counts
          ? 'Importar'
          : counts.new === 0 && counts.givesSex > 0
            ? `Completar o sexo de ${animals(counts.givesSex)}`
            : `Importar ${animals(counts.new)}`
      }
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
          {sexNotes(counts).map((note) => (
            <p key={note} className="text-sm text-stone-700">
              {note}
            </p>
          ))}
          <HerdImportLines lines={counts.lines} page={page} onPage={setPage} />
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
          {!writes && (
            <Alert>Nenhum animal novo no arquivo: todos já estão cadastrados ou têm erro.</Alert>
          )}
        </section>
      )}
    </FormDialog>
  );
}
