import { CloudUpload } from 'lucide-react';
import { Button } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { entryLabel } from './entry-label';
import { canFix, requestFix } from './fix-channel';
import type { OutboxEntry, OutboxKind, Refusal } from './outbox';
import { discardEntry, retryEntry } from './sync-store';
import { useFarmEntries } from './use-offline';

/** The server's words: its field messages when it named fields ('Erro de validação' says little). */
function refusalText(refusal: Refusal): string {
  const fields = Object.values(refusal.fields ?? {});
  return fields.length > 0 ? fields.join(' ') : refusal.message;
}

export function PendingBadge({ refused = false }: { refused?: boolean }) {
  return refused ? (
    <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">
      recusado
    </span>
  ) : (
    <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
      pendente
    </span>
  );
}

/**
 * A screen's records waiting on this device (issue 13): each 'pendente' until the server has it;
 * one the server refused shows its message with 'Corrigir' (back into the form), 'Tentar de
 * novo' and 'Descartar', so that nothing is dropped without the person's word.
 */
export function PendingRecords({ kinds }: { kinds: OutboxKind[] }) {
  const entries = useFarmEntries(...kinds);
  if (entries.length === 0) return null;
  const waiting = entries.filter((e) => e.state === 'pending').length;
  return (
    <Card className="border-amber-300">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CloudUpload className="size-5 text-amber-700" aria-hidden="true" />
          Aguardando sincronização
        </CardTitle>
        <p className="text-sm text-stone-600">
          {waiting === entries.length
            ? 'Guardados neste aparelho; serão enviados quando a conexão voltar.'
            : 'Alguns registros foram recusados pelo servidor: corrija ou descarte.'}
        </p>
      </CardHeader>
      <CardContent>
        <ul
          aria-label="Registros pendentes"
          className="divide-y divide-stone-100 rounded-lg border border-stone-200"
        >
          {entries.map((entry) => (
            <PendingItem key={entry.key} entry={entry} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function PendingItem({ entry }: { entry: OutboxEntry }) {
  const label = entryLabel(entry);
  const refused = entry.state === 'refused';
  return (
    <li className="flex flex-col gap-1.5 px-3 py-2.5">
      <span className="min-w-0 break-words text-stone-900">{label}</span>
      {refused && entry.refusal && (
        <p className="text-sm font-medium text-red-700">{refusalText(entry.refusal)}</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <PendingBadge refused={refused} />
        <span className="flex-1" />
        {refused && canFix(entry.kind) && (
          <Button size="sm" onClick={() => requestFix(entry)} aria-label={`Corrigir: ${label}`}>
            Corrigir
          </Button>
        )}
        {refused && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => void retryEntry(entry.key)}
            aria-label={`Tentar de novo: ${label}`}
          >
            Tentar de novo
          </Button>
        )}
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline" aria-label={`Descartar: ${label}`}>
              Descartar
            </Button>
          }
          title="Descartar registro?"
          description={<>{label} não será enviado e sairá deste aparelho.</>}
          confirmLabel="Descartar"
          onConfirm={() => void discardEntry(entry.key)}
          tone="danger"
        />
      </div>
    </li>
  );
}
