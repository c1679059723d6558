import type { LotsGmdChart } from '@/domain/charts/schemas';

/** Lot names as chart labels: a closed lot marked, and a name repeated told apart by a number. */
export function lotLabels(items: LotsGmdChart['items']): string[] {
  const seen = new Map<string, number>();
  return items.map((lot) => {
    const base = lot.closed ? `${lot.name} (encerrado)` : lot.name;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
}
