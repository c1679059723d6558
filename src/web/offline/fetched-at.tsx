import { CloudOff } from 'lucide-react';
import { formatSyncTime } from './sync-indicator';
import { useOnline } from './use-online';

/**
 * Offline, a list shows what was last fetched, and says from when (issue 13): 'Sem conexão:
 * pesagens de hoje às 14:32.'
 */
export function FetchedAt({
  query,
  what,
}: {
  query: { data: unknown; dataUpdatedAt: number };
  /** The list, as a sentence starts it: 'Pesagens', 'Inventário'. */
  what: string;
}) {
  const online = useOnline();
  if (online || query.data === undefined || query.dataUpdatedAt === 0) return null;
  return (
    <p className="mb-4 flex items-center gap-2 rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm text-stone-700">
      <CloudOff className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
      <span>
        Sem conexão: {what} de {formatSyncTime(new Date(query.dataUpdatedAt).toISOString())}.
      </span>
    </p>
  );
}
