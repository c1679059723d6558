import { formatBRL, formatNumber } from '@/domain/format';
import { parseDecimal, toInputText } from '@/domain/number';
import type { SanitaryProduct, SanitaryProtocol } from '@/domain/sanitary/api';
import { MONTH_NAMES } from '@/domain/sanitary/constants';
import type { ProductData } from '@/domain/sanitary/schemas';

/*
 * The sanitary catalogue in words (issue 26), and its forms' typed values to and from what the
 * schemas take. Pure, so that the sentences are tested without a browser.
 */

export type FormValues = Record<string, string>;

const days = (n: number) => (n === 1 ? '1 dia' : `${formatNumber(n, 0)} dias`);
const months = (n: number) => (n === 1 ? '1 mês' : `${n} meses`);

/** 'maio', 'maio e julho', 'maio, julho e setembro'. */
export function listMonths(list: readonly number[]): string {
  const names = list.map((m) => MONTH_NAMES[m - 1]!.toLowerCase());
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} e ${names.at(-1)!}`;
}

/** 'Sem carência', 'Carência de 1 dia', 'Carência de 35 dias'. */
export function withdrawalText(withdrawalDays: number): string {
  return withdrawalDays === 0 ? 'Sem carência' : `Carência de ${days(withdrawalDays)}`;
}

/** 'R$ 2,50 por mL', or null without a price (and always for 'Campo', whose answer has none). */
export function priceText(product: Pick<SanitaryProduct, 'pricePerDose' | 'doseUnit'>) {
  return product.pricePerDose === null
    ? null
    : `${formatBRL(product.pricePerDose)} por ${product.doseUnit}`;
}

type ProtocolWords = Pick<
  SanitaryProtocol,
  | 'sex'
  | 'minAgeMonths'
  | 'maxAgeMonths'
  | 'category'
  | 'lotName'
  | 'firstAtAgeMonths'
  | 'boosterDays'
  | 'everyDays'
  | 'months'
>;

/** Who a protocol is for: 'Fêmeas de 3 a 8 meses', 'Novilhas do lote Maternidade'. */
function whoText(p: ProtocolWords): string {
  // Every category's plural takes an 's' (Bezerros, Bois, Vacas), and names the sex already.
  const subject = p.category
    ? `${p.category}s`
    : p.sex === 'F'
      ? 'Fêmeas'
      : p.sex === 'M'
        ? 'Machos'
        : 'Todos os animais';
  const { minAgeMonths: min, maxAgeMonths: max } = p;
  const age =
    min !== null && max !== null
      ? ` de ${min} a ${months(max)}`
      : min !== null
        ? ` a partir de ${months(min)}`
        : max !== null
          ? ` até ${months(max)}`
          : '';
  return `${subject}${age}${p.lotName ? ` do lote ${p.lotName}` : ''}`;
}

/** When: 'aos 3 meses', 'reforço após 30 dias', 'depois todo ano', 'em maio e julho'. */
function whenTexts(p: ProtocolWords): string[] {
  const parts: string[] = [];
  if (p.firstAtAgeMonths !== null) {
    const at = p.firstAtAgeMonths;
    parts.push(at === 0 ? 'ao nascer' : at === 1 ? 'com 1 mês' : `aos ${at} meses`);
  }
  if (p.boosterDays !== null) parts.push(`reforço após ${days(p.boosterDays)}`);
  const then = parts.length > 0 ? 'depois ' : '';
  if (p.everyDays !== null) {
    parts.push(`${then}${p.everyDays === 365 ? 'todo ano' : `a cada ${days(p.everyDays)}`}`);
  }
  if (p.months !== null && p.months.length > 0) parts.push(`${then}em ${listMonths(p.months)}`);
  if (p.everyDays === null && (p.months === null || p.months.length === 0)) {
    if (p.boosterDays === null) parts.push('dose única');
  }
  return parts;
}

/**
 * A protocol in one line, as the producer says it.
 * @example
 * describeProtocol(b19) //=> 'Fêmeas de 3 a 8 meses · aos 3 meses · dose única'
 */
export function describeProtocol(p: ProtocolWords): string {
  return [whoText(p), ...whenTexts(p)].join(' · ');
}

const numberText = (value: number | null, kind: 'money' | 'count' = 'count') =>
  value === null ? '' : toInputText(value, kind);

/** The product form's typed values: a product's, or a new one's. */
export function productValues(product: SanitaryProduct | null): FormValues {
  return {
    name: product?.name ?? '',
    type: product?.type ?? '',
    withdrawalDays: product ? String(product.withdrawalDays) : '',
    doseUnit: product?.doseUnit ?? 'mL',
    pricePerDose: numberText(product?.pricePerDose ?? null, 'money'),
    brucellosis: product?.brucellosis ?? '',
  };
}

/** What productSchema checks: numbers parsed the pt-BR way; no price from who sees no money. */
export function productInput(values: FormValues, seesMoney: boolean) {
  return {
    name: values.name,
    type: values.type,
    withdrawalDays: parseDecimal(values.withdrawalDays),
    doseUnit: values.doseUnit,
    pricePerDose: seesMoney ? (parseDecimal(values.pricePerDose) ?? null) : null,
    // Only a vaccine is a brucellosis vaccine.
    brucellosis: values.type === 'Vacina' ? values.brucellosis : null,
  };
}

/** A suggested product confirmed as it is ('Confirmar'): the same values, saved. */
export function productData(product: SanitaryProduct): ProductData {
  return {
    name: product.name,
    type: product.type,
    withdrawalDays: product.withdrawalDays,
    doseUnit: product.doseUnit,
    pricePerDose: product.pricePerDose,
    brucellosis: product.brucellosis,
  };
}

/** The protocol form's typed values; months as '5,7,9', active as 'true' or ''. */
export function protocolValues(protocol: SanitaryProtocol | null, productId = ''): FormValues {
  return {
    name: protocol?.name ?? '',
    productId: protocol?.productId ?? productId,
    sex: protocol?.sex ?? '',
    minAgeMonths: numberText(protocol?.minAgeMonths ?? null),
    maxAgeMonths: numberText(protocol?.maxAgeMonths ?? null),
    category: protocol?.category ?? '',
    lotId: protocol?.lotId ?? '',
    firstAtAgeMonths: numberText(protocol?.firstAtAgeMonths ?? null),
    boosterDays: numberText(protocol?.boosterDays ?? null),
    everyDays: numberText(protocol?.everyDays ?? null),
    months: (protocol?.months ?? []).join(','),
    active: !protocol || protocol.active ? 'true' : '',
    notes: protocol?.notes ?? '',
  };
}

/** The chosen months of the form's '5,7,9'. */
export const monthsOf = (text: string): number[] =>
  text ? text.split(',').map(Number) : ([] as number[]);

/** What protocolSchema checks. */
export function protocolInput(values: FormValues) {
  return {
    name: values.name,
    productId: values.productId,
    sex: values.sex,
    minAgeMonths: parseDecimal(values.minAgeMonths),
    maxAgeMonths: parseDecimal(values.maxAgeMonths),
    category: values.category,
    lotId: values.lotId,
    firstAtAgeMonths: parseDecimal(values.firstAtAgeMonths),
    boosterDays: parseDecimal(values.boosterDays),
    everyDays: parseDecimal(values.everyDays),
    months: monthsOf(values.months ?? ''),
    active: values.active === 'true',
    notes: values.notes,
  };
}
