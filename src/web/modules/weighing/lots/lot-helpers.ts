import { formatNumber } from '@/domain/format';
import { toInputText } from '@/domain/number';
import { formatDateBR } from '@/domain/records/dates';
import { monthsSincePurchase, type Lot, type Projection } from '@/domain/records/lots';
import { sortWeighings, type Weighing } from '@/domain/records/weighing';

/** The URL search params the results calculator reads once to prefill its form. */
export const RESULTS_PARAMS = {
  quantity: 'quantidade',
  initialWeight: 'pesoInicial',
  finalWeight: 'pesoFinal',
  purchasePrice: 'precoCompra',
  months: 'meses',
} as const;

/**
 * '/module/results?quantidade=40&pesoInicial=300&precoCompra=2.500,00&meses=3': the lot's heads,
 * initial weight, price per head (when known) and months since purchase, typed the pt-BR way.
 */
export function resultsLink(lot: Lot): string {
  const params = new URLSearchParams();
  params.set(RESULTS_PARAMS.quantity, toInputText(lot.quantity, 'count'));
  params.set(RESULTS_PARAMS.initialWeight, toInputText(lot.initialWeight));
  if (lot.finalWeight !== null)
    params.set(RESULTS_PARAMS.finalWeight, toInputText(lot.finalWeight));
  if (lot.purchasePrice !== null) {
    params.set(RESULTS_PARAMS.purchasePrice, toInputText(lot.purchasePrice, 'money'));
  }
  params.set(
    RESULTS_PARAMS.months,
    toInputText(monthsSincePurchase(lot.figures.daysSincePurchase), 'count'),
  );
  return `/module/results?${params.toString()}`;
}

/** 'Previsão: 15/03/2026 (45 dias)', 'Peso alvo já atingido', 'Sem GMD para projetar'. */
export function projectionText(projection: Projection): string {
  switch (projection.kind) {
    case 'date':
      return `Previsão: ${formatDateBR(projection.date)} (${projection.days === 1 ? '1 dia' : `${formatNumber(projection.days, 0)} dias`})`;
    case 'reached':
      return 'Peso alvo já atingido';
    default:
      return 'Sem GMD para projetar';
  }
}

/** The lot of the animal's latest weighing (by date, then entry), or null. */
export function lastLotOf(weighings: readonly Weighing[], animalId: string): string | null {
  const id = animalId.trim();
  if (!id) return null;
  const own = weighings.filter((w) => w.animalId === id);
  const last = sortWeighings(own).at(-1);
  return last?.batchId ?? null;
}
