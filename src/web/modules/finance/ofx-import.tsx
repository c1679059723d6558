import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import type { OfxImportResult } from '@/domain/finance/api';
import { unreadLinesText } from '@/domain/finance/guess';
import { parseOfx } from '@/domain/finance/ofx';
import { decodeOfx, OFX_FILE_TOO_BIG_MESSAGE, OFX_MAX_BYTES } from '@/domain/finance/ofx-decode';
import { formatNumber } from '@/domain/format';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { HeadedCard } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, NETWORK_ERROR_MESSAGE, errorMessage, responseError } from '../../lib/api';
import { newIdempotencyKey } from '../../lib/idempotency';
import { NO_NATIVE_SUBMIT } from '../../lib/native-submit';
import { FINANCE_API, useFinanceRefresh } from './finance-api';
import { OfxPreview, lines, linesToSend, type ReadOfx } from './ofx-preview';
import { ReviewSection } from './review-section';

/*
 * 'Importar extrato' (issue 43 item 4): an OFX file, as Brazilian banks export it, read on this
 * device first (decodeOfx, parseOfx: the preview lists its lines and what cannot be read), then
 * sent whole: the server keeps each line once (its FITID), guesses its category from earlier
 * entries and says what it did ('12 lançamentos importados, 3 já existiam'). The lines then wait
 * 'A conferir' below.
 */

const FILE_ID = 'finance-ofx-file';

/** POST /imports/ofx: the file's bytes as they are, once per key. */
async function sendOfx(bytes: Uint8Array<ArrayBuffer>, key: string): Promise<OfxImportResult> {
  let response: Response;
  try {
    response = await fetch(`${FINANCE_API}/imports/ofx`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-ofx',
        'Idempotency-Key': key,
      },
      body: bytes,
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await responseError(response);
  return (await response.json()) as OfxImportResult;
}

interface Picked {
  bytes: Uint8Array<ArrayBuffer>;
  read: ReadOfx;
  /** One key a file chosen: sending it twice stores it once. */
  key: string;
}

export function ImportSection() {
  return (
    <>
      <OfxImport />
      <ReviewSection />
    </>
  );
}

function OfxImport() {
  const refresh = useFinanceRefresh();
  const send = useMutation({
    mutationFn: ({ bytes, key }: Picked) => sendOfx(bytes, key),
    onSuccess: refresh,
  });
  const [picked, setPicked] = useState<Picked | null>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<OfxImportResult | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setPicked(null);
    setProblem(null);
    setDone(null);
    if (!file) return;
    if (file.size > OFX_MAX_BYTES) return setProblem(OFX_FILE_TOO_BIG_MESSAGE);
    setReading(true);
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const decoded = decodeOfx(bytes);
      if (!decoded.ok) return setProblem(decoded.message);
      const read = parseOfx(decoded.text);
      if (!read.ok) return setProblem(read.message);
      setPicked({ bytes, read, key: newIdempotencyKey() });
    } catch {
      setProblem('Não foi possível ler o arquivo.');
    } finally {
      setReading(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!picked) return setProblem('Escolha o arquivo OFX do extrato.');
    send.mutate(picked, {
      onSuccess: (result) => {
        setDone(result);
        setPicked(null);
        // The file sent leaves the field: it names no file waiting to go, and choosing the same
        // file again is a change the browser reports (it would not for the file it holds).
        form.reset();
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  }

  const count = picked ? linesToSend(picked.read) : 0;
  return (
    <HeadedCard
      title="Importar extrato"
      titleId="finance-ofx-title"
      description="No site ou aplicativo do banco, exporte o extrato no formato OFX. Cada linha vira um lançamento 'Extrato', com a categoria adivinhada dos lançamentos anteriores; uma linha já importada nunca entra de novo."
    >
      <form
        aria-label="Importar extrato"
        noValidate
        method={NO_NATIVE_SUBMIT}
        onSubmit={onSubmit}
        className="flex min-w-0 flex-col gap-4"
      >
        <FormField
          id={FILE_ID}
          label="Arquivo OFX do extrato"
          type="file"
          accept=".ofx,.OFX,application/x-ofx"
          className="cursor-pointer px-1.5 py-1 text-sm text-stone-700 file:mr-3 file:h-8 file:cursor-pointer file:rounded-md file:border-0 file:bg-green-700 file:px-3 file:text-sm file:font-medium file:text-white hover:file:bg-green-800"
          onChange={(e) => void onFile(e)}
        />
        {reading && <Spinner label="Lendo o arquivo..." className="justify-start" />}
        {problem && (
          <Alert tone="error" role="alert">
            {problem}
          </Alert>
        )}
        {picked && <OfxPreview read={picked.read} />}
        {picked && (
          <div>
            <Button type="submit" disabled={send.isPending || count === 0}>
              <FileUp aria-hidden="true" />
              {send.isPending ? 'Importando...' : `Importar ${lines(count)}`}
            </Button>
          </div>
        )}
        {done && <ImportDone result={done} />}
      </form>
    </HeadedCard>
  );
}

/** The server's sentence, how many categories it guessed, and the lines it could not read. */
function ImportDone({ result }: { result: OfxImportResult }) {
  const guessed =
    result.imported === 0
      ? null
      : result.guessed === 0
        ? 'Nenhuma categoria pôde ser adivinhada: escolha cada uma abaixo.'
        : `${formatNumber(result.guessed, 0)} de ${formatNumber(result.imported, 0)} com a categoria adivinhada de lançamentos anteriores. Confira abaixo.`;
  return (
    <Alert tone="success" role="status" title={result.summary}>
      {guessed && <p>{guessed}</p>}
      {result.problems.length > 0 && (
        <>
          <p>{unreadLinesText(result.problems.length)}</p>
          <ul className="list-disc pl-5">
            {result.problems.map((p) => (
              <li key={`${p.index}-${p.field}`}>{p.message}</li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}
