import { useQuery } from '@tanstack/react-query';
import { lotsQuery, usePendingLots } from './lot-queries';

/**
 * 'Lote: Garrotes da seca' under a weighing of the history ('(pendente)' while the lot waits on
 * the device); nothing without a lot.
 */
export function LotTag({ batchId }: { batchId: string | null | undefined }) {
  const lots = useQuery(lotsQuery).data;
  const pending = usePendingLots();
  const lot = batchId ? lots?.find((l) => l.id === batchId) : undefined;
  const waiting = batchId && !lot ? pending.find((p) => p.key === batchId) : undefined;
  const name = lot?.name ?? (waiting ? `${waiting.name} (pendente)` : undefined);
  if (!name) return null;
  return <p className="mt-0.5 text-sm break-words text-stone-600">Lote: {name}</p>;
}
