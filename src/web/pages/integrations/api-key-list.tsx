import { KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { API_KEY_ACCESS_LABELS, type ApiKeyView } from '@/domain/farms';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { errorMessage } from '../../lib/api';
import { useRevokeApiKey } from './integrations-api';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});
const date = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** 'Chaves de acesso': name, beginning, access, dates and status; revoking keeps it listed. */
export function ApiKeyList({ farmId, keys }: { farmId: string; keys: ApiKeyView[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="api-keys-title">Chaves de acesso</CardTitle>
      </CardHeader>
      <CardContent>
        {keys.length === 0 ? (
          <p className="flex items-center gap-3 text-stone-600">
            <KeyRound className="size-5 shrink-0 text-stone-400" aria-hidden="true" />
            Nenhuma chave criada ainda.
          </p>
        ) : (
          <ul aria-labelledby="api-keys-title" className="flex flex-col gap-3">
            {keys.map((key) => (
              <ApiKeyRow key={key.id} farmId={farmId} apiKey={key} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ApiKeyRow({ farmId, apiKey }: { farmId: string; apiKey: ApiKeyView }) {
  const revoke = useRevokeApiKey(farmId);
  return (
    <li
      aria-label={apiKey.name}
      className="flex flex-col gap-3 rounded-lg border border-stone-200 p-4 data-revoked:bg-stone-50"
      data-revoked={apiKey.revoked || undefined}
    >
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <h3 className="min-w-0 font-semibold break-words text-stone-900">{apiKey.name}</h3>
        <span
          className={
            apiKey.revoked
              ? 'rounded-full bg-stone-200 px-2 py-0.5 text-xs font-medium text-stone-800'
              : 'rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900'
          }
        >
          {apiKey.revoked ? 'Revogada' : 'Ativa'}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Detail term="Chave" value={apiKey.start ? `${apiKey.start}…` : '—'} mono />
        <Detail term="Acesso" value={API_KEY_ACCESS_LABELS[apiKey.access]} />
        <Detail term="Criada em" value={date.format(new Date(apiKey.createdAt))} />
        <Detail
          term="Último uso"
          value={apiKey.lastUsedAt ? dateTime.format(new Date(apiKey.lastUsedAt)) : 'Nunca usada'}
        />
      </dl>
      {!apiKey.revoked && (
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              size="sm"
              className="w-full text-red-700 sm:w-fit"
              aria-label={`Revogar a chave ${apiKey.name}`}
              disabled={revoke.isPending}
            >
              Revogar
            </Button>
          }
          title="Revogar chave?"
          description={`Os sistemas que usam "${apiKey.name}" perdem o acesso na hora. Esta ação não pode ser desfeita.`}
          confirmLabel="Revogar"
          onConfirm={() =>
            revoke.mutate(apiKey.id, {
              onSuccess: () => toast.success('Chave revogada'),
              onError: (error) =>
                toast.error('Erro ao revogar', { description: errorMessage(error) }),
            })
          }
        />
      )}
    </li>
  );
}

function Detail({ term, value, mono }: { term: string; value: string; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-stone-600">{term}</dt>
      <dd className={mono ? 'font-mono break-all text-stone-900' : 'text-stone-900'}>{value}</dd>
    </div>
  );
}
