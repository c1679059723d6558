import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { usePendingLots } from './lot-queries';
import { lotChoicesQuery } from '../../../lib/lot-choices';

/**
 * The name of a weighing's lot, for its LotTag: the lot's, or '<name> (pendente)' while the lot
 * waits on the device; undefined without a lot. One hook for a whole list (not one lookup of the
 * lots and of the device's entries per row).
 */
export function useLotNames(): (batchId: string | null | undefined) => string | undefined {
  const lots = useQuery(lotChoicesQuery).data;
  const pending = usePendingLots();
  return useCallback(
    (batchId) => {
      if (!batchId) return undefined;
      const lot = lots?.find((l) => l.id === batchId);
      if (lot) return lot.name;
      const waiting = pending.find((p) => p.key === batchId);
      return waiting ? `${waiting.name} (pendente)` : undefined;
    },
    [lots, pending],
  );
}

/** 'Lote: Garrotes da seca' under a weighing of the history; nothing without a lot. */
export function LotTag({ name }: { name: string | undefined }) {
  if (!name) return null;
  return <p className="mt-0.5 text-sm break-words text-stone-600">Lote: {name}</p>;
}
