import { parseDecimal } from '@/domain/number';

/** URL search params that prefill the calculator (a lot's 'Usar no Cálculo de Resultados'). */
const PARAM_FIELDS: Record<string, string> = {
  quantidade: 'quantity',
  pesoInicial: 'initialWeight',
  pesoFinal: 'finalWeight',
  precoCompra: 'purchasePrice',
  meses: 'months',
};

/**
 * The initial values with the fields the URL names, as typed in pt-BR ('2.500,00'); a value that
 * is not a number, or too long, is ignored.
 * @example
 * prefilledValues({ quantity: '', months: '' }, new URLSearchParams('quantidade=40&meses=3'))
 * //=> { quantity: '40', months: '3' }
 */
export function prefilledValues(
  initial: Record<string, string>,
  params: URLSearchParams,
): Record<string, string> {
  const values = { ...initial };
  for (const [param, field] of Object.entries(PARAM_FIELDS)) {
    const text = params.get(param)?.trim();
    if (!text || text.length > 20) continue;
    const number = parseDecimal(text);
    if (number === undefined || !Number.isFinite(number)) continue;
    values[field] = text;
  }
  return values;
}
