import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { toast } from 'sonner';
import { formatNumber } from '@/domain/format';
import {
  DIAGNOSIS_FILE_TOO_BIG_MESSAGE,
  DIAGNOSIS_HEADER,
  DIAGNOSIS_IMPORT_BODY_MAX_BYTES,
  type DiagnosisImportPreview,
  type DiagnosisImportResult,
} from '@/domain/import/diagnosis-csv';
import { decodeScaleFile } from '@/domain/import/scale-csv';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { apiFetch, errorMessage, isApiError } from '../../lib/api';
import { DiagnosisImportLines } from './diagnosis-import-lines';
import { REPRO_API, useReproRefresh } from './reproduction-api';

const FORM_ID = 'repro-diagnosis-import';
const checks = (n: number) => (n === 1 ? '1 diagnóstico' : `${formatNumber(n, 0)} diagnósticos`);

/** The file as read, and the key its import is sent with (once, however often it is pressed). */
interface ChosenFile {
  name: string;
  text: string;
  key: string;
  version: number;
}

/**
 * 'Importar diagnósticos' (issue 41 item 10): the vet's file ('brinco;resultado;data', the days
 * of gestation optional), read by the server for a preview — new, already recorded, with an
 * error, line by line — then recorded in one request as the module's diagnoses, once per file.
 */
export function DiagnosisImport({ seasonId }: { seasonId: string }) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [page, setPage] = useState(0);
  // Each opening gets an empty file field.
  const [opened, setOpened] = useState(0);
  const refresh = useReproRefresh();

  const preview = useQuery({
    queryKey: ['reproduction', 'diagnosis-import', seasonId, file?.version ?? 0],
    enabled: file !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    queryFn: ({ signal }) =>
      apiFetch<DiagnosisImportPreview>(`${REPRO_API}/diagnoses/import/preview`, {
        method: 'POST',
        body: { text: file!.text },
        signal,
      }),
  });
  const save = useMutation({
    networkMode: 'always',
    mutationFn: (chosen: ChosenFile) =>
      apiFetch<DiagnosisImportResult>(`${REPRO_API}/diagnoses/import`, {
        method: 'POST',
        headers: { 'Idempotency-Key': chosen.key },
        body: { text: chosen.text, skipInvalid },
      }),
  });

  function close() {
    setFile(null);
    setFileError(null);
    setSkipInvalid(false);
    setPage(0);
    setOpen(false);
    setOpened((n) => n + 1);
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setFile(null);
    setFileError(null);
    setSkipInvalid(false);
    setPage(0);
    if (!chosen) return;
    if (chosen.size > DIAGNOSIS_IMPORT_BODY_MAX_BYTES) {
      setFileError(DIAGNOSIS_FILE_TOO_BIG_MESSAGE);
      return;
    }
    const text = decodeScaleFile(new Uint8Array(await chosen.arrayBuffer()));
    setFile({ name: chosen.name, text, key: crypto.randomUUID(), version: Date.now() });
  }

  const counts = preview.data;
  const blocked = !!counts && counts.invalid > 0 && !skipInvalid;
  const canImport = !!file && !!counts && counts.new > 0 && !blocked && !save.isPending;
  const failure = preview.isError
    ? (isApiError(preview.error) && preview.error.fields?.file) || errorMessage(preview.error)
    : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canImport || !file) return;
    save.mutate(file, {
      onSuccess: (result) => {
        refresh();
        const left = [
          result.existing > 0 ? `${checks(result.existing)} já estavam registrados.` : '',
          result.invalid === 1
            ? '1 linha com erro ficou de fora.'
            : result.invalid > 1
              ? `${formatNumber(result.invalid, 0)} linhas com erro ficaram de fora.`
              : '',
        ].filter(Boolean);
        toast.success(
          result.created === 1 ? '1 diagnóstico importado' : `${checks(result.created)} importados`,
          left.length > 0 ? { description: left.join(' ') } : undefined,
        );
        close();
      },
      onError: (error) =>
        toast.error('Erro ao importar os diagnósticos', { description: errorMessage(error) }),
    });
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <FileUp aria-hidden="true" />
        Importar diagnósticos
      </Button>
      <FormDialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        id={FORM_ID}
        title="Importar diagnósticos"
        description={
          <>
            O arquivo do veterinário, uma fêmea por linha:{' '}
            <code className="text-sm">{DIAGNOSIS_HEADER}</code> (também separado por vírgula).
            Resultado P, V ou I (Prenhe, Vazia ou Inconclusivo), data em dd/mm/aaaa; os dias de
            gestação podem faltar.
          </>
        }
        submitLabel={counts ? `Importar ${checks(counts.new)}` : 'Importar'}
        pending={save.isPending}
        onSubmit={onSubmit}
        wide
      >
        <FormField
          key={opened}
          id={`${FORM_ID}-file`}
          label="Arquivo dos diagnósticos"
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          className="cursor-pointer px-1.5 py-1 text-sm text-stone-700 file:mr-3 file:h-8 file:cursor-pointer file:rounded-md file:border-0 file:bg-green-700 file:px-3 file:text-sm file:font-medium file:text-white"
          onChange={(e) => void onFile(e)}
          error={fileError ?? failure ?? undefined}
        />
        {file && preview.isFetching && (
          <Spinner label="Lendo o arquivo..." className="justify-start" />
        )}
        {counts && (
          <section aria-label="Prévia da importação" className="flex min-w-0 flex-col gap-3">
            <p className="text-sm text-stone-800" aria-live="polite">
              Novos: <strong>{formatNumber(counts.new, 0)}</strong> · Já registrados:{' '}
              <strong>{formatNumber(counts.existing, 0)}</strong> · Com erro:{' '}
              <strong>{formatNumber(counts.invalid, 0)}</strong>
            </p>
            <DiagnosisImportLines lines={counts.lines} page={page} onPage={setPage} />
            {counts.invalid > 0 && (
              <div className="flex items-center gap-2">
                <input
                  id={`${FORM_ID}-skip`}
                  type="checkbox"
                  className="size-5 accent-green-700"
                  checked={skipInvalid}
                  onChange={(e) => setSkipInvalid(e.target.checked)}
                />
                <Label htmlFor={`${FORM_ID}-skip`}>Ignorar linhas com erro</Label>
              </div>
            )}
            {blocked && (
              <p className="text-sm text-red-800">
                Corrija o arquivo ou marque “Ignorar linhas com erro” para importar os demais.
              </p>
            )}
            {counts.new === 0 && (
              <Alert>
                Nenhum diagnóstico novo no arquivo: todos já estão registrados ou têm erro.
              </Alert>
            )}
          </section>
        )}
      </FormDialog>
    </>
  );
}
