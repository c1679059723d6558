import { useQuery } from '@tanstack/react-query';
import { lotsQuery } from './lot-queries';

/** 'Lote: Garrotes da seca' under a weighing of the history; nothing without a lot. */
export function LotTag({ batchId }: { batchId: string | null | undefined }) {
  const lots = useQuery(lotsQuery).data;
  const lot = batchId ? lots?.find((l) => l.id === batchId) : undefined;
  if (!lot) return null;
  return <p className="mt-0.5 text-sm break-words text-stone-600">Lote: {lot.name}</p>;
}
