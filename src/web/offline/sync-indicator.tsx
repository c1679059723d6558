import { CloudOff, RefreshCw } from 'lucide-react';
import { useMe } from '../lib/session';
import { Button } from '../components/ui/button';
import { syncNow } from './sync-store';
import { useSyncSnapshot } from './use-offline';
import { useOnline } from './use-online';

/** '14:32' today, '21/11 às 14:32' before. */
export function formatSyncTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString('pt-BR', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/Sao_Paulo',
  });
  const day = (d: Date) =>
    d.toLocaleDateString('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      timeZone: 'America/Sao_Paulo',
    });
  return day(at) === day(now) ? `hoje às ${time}` : `${day(at)} às ${time}`;
}

/**
 * The header's sync strip (issue 13): how many of the person's records wait to be sent, when the
 * last sync happened, and 'Sincronizar agora'. Shown while something waits or the app is offline.
 */
export function SyncIndicator() {
  const online = useOnline();
  const me = useMe().data;
  const { entries, lastSyncAt, syncing, stopped } = useSyncSnapshot();
  const mine = me ? entries.filter((entry) => entry.userId === me.user.id) : [];
  const waiting = mine.filter((entry) => entry.state === 'pending').length;
  const refused = mine.length - waiting;
  if (online && mine.length === 0) return null;

  const status = !online
    ? 'Sem conexão'
    : stopped === 'session'
      ? 'Sessão expirada'
      : syncing
        ? 'Sincronizando…'
        : null;
  const count =
    waiting === 1 ? '1 registro aguardando envio' : `${waiting} registros aguardando envio`;
  return (
    <div
      role="status"
      aria-label="Sincronização"
      className="border-t border-amber-200 bg-amber-50 text-sm text-amber-950 max-md:order-5 max-md:col-span-3 max-md:-mx-4"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-1.5 sm:px-6">
        {!online && <CloudOff className="size-4 shrink-0" aria-hidden="true" />}
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap gap-x-1.5">
            {status && <span className="font-semibold">{status} ·</span>}
            <span>
              {count}
              {refused > 0 && ` · ${refused === 1 ? '1 recusado' : `${refused} recusados`}`}
            </span>
          </p>
          <p className="text-xs text-amber-900">
            {lastSyncAt
              ? `Última sincronização: ${formatSyncTime(lastSyncAt)}`
              : 'Ainda não sincronizado'}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="shrink-0"
          onClick={() => void syncNow()}
          disabled={syncing || !online || waiting === 0}
        >
          <RefreshCw aria-hidden="true" className={syncing ? 'animate-spin' : undefined} />
          {/* Named beside its icon on a phone too (issue 39); ' agora' from 640 px. */}
          Sincronizar<span className="max-sm:sr-only"> agora</span>
        </Button>
      </div>
    </div>
  );
}
