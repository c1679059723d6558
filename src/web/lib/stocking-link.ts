import { parseDecimal, toInputText } from '@/domain/number';
import { ANIMAL_UNIT_KG } from '@/domain/pastures/constants';

/*
 * The stocking calculator (/module/stocking) started from figures the farm already has (issue 42
 * item 5: the paddocks' stocking): the address carries them, typed the pt-BR way, and the
 * calculator fills only the fields the person has not typed in. Here, not in a module, because
 * the pastures module builds the link and the stocking module reads it.
 */

/** The URL search params, by the calculator's field. */
export const STOCKING_PARAMS = {
  area: 'area',
  quantity: 'cabecas',
  averageWeight: 'pesoMedio',
} as const;

type StockingField = keyof typeof STOCKING_PARAMS;

/**
 * '/module/stocking?area=120,5&cabecas=300&pesoMedio=380,2': the area (ha), the heads and their
 * mean live weight (UA × 450 ÷ heads); a figure the farm lacks is left out.
 * @example
 * stockingLink({ areaHa: 100, heads: 150, units: 140 })
 * //=> '/module/stocking?area=100&cabecas=150&pesoMedio=420'
 */
export function stockingLink(figures: { areaHa: number; heads: number; units: number }): string {
  const params = new URLSearchParams();
  if (figures.areaHa > 0) params.set(STOCKING_PARAMS.area, toInputText(round(figures.areaHa, 2)));
  if (figures.heads > 0) {
    params.set(STOCKING_PARAMS.quantity, toInputText(figures.heads, 'count'));
    const weight = round((figures.units * ANIMAL_UNIT_KG) / figures.heads, 1);
    if (weight > 0) params.set(STOCKING_PARAMS.averageWeight, toInputText(weight));
  }
  const query = params.toString();
  return query ? `/module/stocking?${query}` : '/module/stocking';
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/**
 * The calculator's fields the address names, as typed in pt-BR ('1.200,5'); a value that is not
 * a number, or too long, is left out.
 * @example
 * stockingPrefill(new URLSearchParams('area=100&cabecas=abc'))  //=> { area: '100' }
 */
export function stockingPrefill(params: URLSearchParams): Partial<Record<StockingField, string>> {
  const values: Partial<Record<StockingField, string>> = {};
  for (const [field, param] of Object.entries(STOCKING_PARAMS) as [StockingField, string][]) {
    const text = params.get(param)?.trim();
    if (!text || text.length > 20) continue;
    const number = parseDecimal(text);
    if (number === undefined || !Number.isFinite(number) || number < 0) continue;
    values[field] = text;
  }
  return values;
}
