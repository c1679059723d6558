import { formatBRL, formatNumber } from '../format';
import { headCountParts, type HeadCount } from '../herd/head-count';
import type { HerdMovements } from '../herd/movements';
import type { AnnualFromMonths } from './annual-results';

/*
 * Where each figure of a year's form came from (issue 39 item 9): the herd's events (the registry
 * and the head count, decision 062) and the saved monthly controls may both say something about
 * the same figure. When they disagree, the field says which one it holds and what the other says.
 */

/** The fields both sources can fill. */
export const SOURCED_FIELDS = [
  'initialInventory',
  'totalPurchases',
  'totalSales',
  'totalDeaths',
  'totalRevenue',
] as const;
export type SourcedField = (typeof SOURCED_FIELDS)[number];

export type SourceFigures = Partial<Record<SourcedField, number>>;

/** What the herd says of the year: the head count as it opens and the events' counts and value. */
export function herdFigures(m: HerdMovements): SourceFigures {
  return {
    ...(m.opening.total > 0 ? { initialInventory: m.opening.total } : {}),
    totalPurchases: m.purchases,
    totalSales: m.sales,
    totalDeaths: m.deaths,
    ...(m.salesValue ? { totalRevenue: m.salesValue } : {}),
  };
}

/** What the saved months say of the year (nothing when none is saved). */
export function monthFigures(sums: AnnualFromMonths): SourceFigures {
  if (sums.monthCount === 0) return {};
  return {
    ...(sums.januaryInitial === null ? {} : { initialInventory: sums.januaryInitial }),
    totalPurchases: sums.totalPurchases,
    totalSales: sums.totalSales,
    totalDeaths: sums.totalDeaths,
    totalRevenue: sums.totalRevenue,
  };
}

const shown = (field: SourcedField, value: number) =>
  field === 'totalRevenue' ? formatBRL(value) : formatNumber(value, 0);

/**
 * The note under a field when the herd and the months disagree: which one the field holds
 * ('Do Rebanho: 137. Nos meses salvos: 120.'), or both when it holds neither (typed); '' when
 * they agree or one of them has nothing to say.
 * @example
 * sourceNote('totalSales', 137, { totalSales: 137 }, { totalSales: 120 })
 * //=> 'Do Rebanho: 137. Nos meses salvos: 120.'
 */
export function sourceNote(
  field: SourcedField,
  value: number | undefined,
  herd: SourceFigures,
  months: SourceFigures,
): string {
  const h = herd[field];
  const m = months[field];
  if (h === undefined || m === undefined || Math.abs(h - m) < 0.005) return '';
  if (value !== undefined && Math.abs(value - h) < 0.005) {
    return `Do Rebanho: ${shown(field, h)}. Nos meses salvos: ${shown(field, m)}.`;
  }
  if (value !== undefined && Math.abs(value - m) < 0.005) {
    return `Dos meses salvos: ${shown(field, m)}. No Rebanho: ${shown(field, h)}.`;
  }
  return `No Rebanho: ${shown(field, h)}. Nos meses salvos: ${shown(field, m)}.`;
}

/** 'Estoque Inicial' from the head count: 'Rebanho no início de 2026: 3.131 no Rebanho + 12 lançados no estoque.' */
export function openingNote(year: string, opening: HeadCount): string {
  const parts = headCountParts(opening);
  return parts ? `Rebanho no início de ${year}: ${parts}.` : '';
}
