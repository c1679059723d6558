import { formatNumber } from '../format';
import { daysBetween, isIsoDate } from '../records/dates';
import { roundTo } from '../round';
import type { AccountGroup } from './constants';
import { assertCents, divideCents, sumCents, type Cents } from './money';

/*
 * What it cost to produce (issue 43 item 6), per year or per period: 'Custo operacional efetivo',
 * 'Custo por cabeça por dia', '@ produzidas' with its method, 'Custo da arroba produzida'. Pure
 * functions over the realized totals per account and the herd's kg the server gathers. A zero
 * divisor gives null (shown '—'), never Infinity; an input that is not a number is a RangeError.
 */

/**
 * Live kg in one arroba produced: 30, the arroba of the reposição trade (15 kg of carcass at a
 * conventional 50 %, decision 060), since the kg gained by a herd are live weight.
 */
export const LIVE_KG_PER_ARROBA = 30;

/** The most kg a herd's figure may hold (a million head of 1.000 kg). */
const MAX_KG = 1e9;

/** One account's realized total in a period (positive centavos), as the server sums it. */
export interface AccountTotal {
  /** Null only for a line the DRE adds itself (a Funrural of zero). */
  accountId: string | null;
  /** The seeded account's key; null for an account the farm added. */
  key: string | null;
  name: string;
  group: AccountGroup;
  cents: Cents;
}

/**
 * The sum of a group's accounts.
 * @example
 * groupTotal([{ accountId: 'a', key: 'feed', name: 'Suplementação e ração', group: 'coe', cents: 900 }], 'coe') //=> 900
 */
export function groupTotal(accounts: readonly AccountTotal[], group: AccountGroup): Cents {
  return sumCents(
    accounts.filter((a) => a.group === group).map((a) => assertCents(a.cents, a.name)),
  );
}

/** 'Custo operacional efetivo': the period's realized outlays of the COE accounts. */
export function coeCents(accounts: readonly AccountTotal[]): Cents {
  return groupTotal(accounts, 'coe');
}

/**
 * Days of a period, both ends counted: a year is 365 (or 366) days.
 * @example
 * periodDays('2025-01-01', '2025-12-31') //=> 365
 */
export function periodDays(from: string, to: string): number {
  const valid = (d: string) => isIsoDate(d) && d >= '1980-01-01' && d <= '2100-12-31';
  if (!valid(from) || !valid(to) || to < from) throw new RangeError('Período inválido');
  return daysBetween(from, to) + 1;
}

function checkCount(value: number, what: string) {
  if (!Number.isFinite(value) || value < 0 || value > MAX_KG) {
    throw new RangeError(`${what}: valor inválido`);
  }
}

/**
 * 'Custo por cabeça por dia': COE ÷ cabeças médias ÷ dias, to the centavo; null without heads
 * or days.
 * @example
 * costPerHeadPerDay(109_500_000, 1000, 365) //=> 300 (R$ 3,00)
 */
export function costPerHeadPerDay(coe: Cents, averageHeads: number, days: number): Cents | null {
  assertCents(coe, 'COE');
  checkCount(averageHeads, 'Cabeças médias');
  checkCount(days, 'Dias');
  return divideCents(coe, averageHeads * days);
}

/** The herd's live weight at the ends of the period and what came in and went out (kg). */
export interface HerdKg {
  /** The herd's kg on the first day (the last weighing of each animal, else its typical weight). */
  initialStockKg: number;
  /** The herd's kg on the last day. */
  finalStockKg: number;
  /** Kg that left alive: sold, or transferred to another farm. */
  exitedKg: number;
  /** Kg that came in: bought, or received from another farm. */
  enteredKg: number;
}

/**
 * Kg produced in the period: final stock − initial stock + kg that left − kg that came in. Calves
 * born are in the final stock (their kg are production); the dead left no kg, so their loss
 * lowers it. May be negative (a herd that lost weight).
 * @example
 * producedKg({ initialStockKg: 100_000, finalStockKg: 110_000, exitedKg: 45_000, enteredKg: 10_000 }) //=> 45000
 */
export function producedKg(herd: HerdKg): number {
  checkCount(herd.initialStockKg, 'Estoque inicial (kg)');
  checkCount(herd.finalStockKg, 'Estoque final (kg)');
  checkCount(herd.exitedKg, 'Saídas (kg)');
  checkCount(herd.enteredKg, 'Entradas (kg)');
  return herd.finalStockKg - herd.initialStockKg + herd.exitedKg - herd.enteredKg;
}

/** '@ produzidas': kg produced ÷ 30 (live weight). */
export function producedArrobas(kg: number): number {
  return kg / LIVE_KG_PER_ARROBA;
}

/**
 * 'Custo da arroba produzida': COE ÷ @ produzidas, to the centavo; null when no arroba was
 * produced (0 or fewer: a cost per arroba of a herd that lost weight means nothing).
 * @example
 * costPerArroba(30_000_000, 1500) //=> 20000 (R$ 200,00)
 * costPerArroba(30_000_000, 0)    //=> null
 */
export function costPerArroba(coe: Cents, arrobas: number): Cents | null {
  assertCents(coe, 'COE');
  if (!Number.isFinite(arrobas)) throw new RangeError('@ produzidas: valor inválido');
  return arrobas > 0 ? divideCents(coe, arrobas) : null;
}

/** How the '@ produzidas' are counted, as the screen and the printed DRE say it. */
export const PRODUCED_ARROBAS_METHOD =
  'Kg produzidos = estoque final − estoque inicial + saídas (vendas e transferências) − ' +
  'entradas (compras e transferências recebidas), em peso vivo; os animais nascidos estão no ' +
  'estoque final e as mortes não contam como produção. O peso de cada animal é o da sua última ' +
  'pesagem até a data, ou o peso típico da categoria quando não foi pesado. ' +
  '@ produzidas = kg produzidos ÷ 30 (a arroba de peso vivo, 15 kg de carcaça a 50%).';

const kg = (value: number) => `${formatNumber(value, 0)} kg`;

/**
 * The method with the period's numbers, and how many animals' weights were estimated.
 * @example
 * producedArrobasText({ initialStockKg: 100000, finalStockKg: 110000, exitedKg: 45000, enteredKg: 10000 })
 * //=> '110.000 kg − 100.000 kg + 45.000 kg − 10.000 kg = 45.000 kg ÷ 30 = 1.500,00 @'
 */
export function producedArrobasText(herd: HerdKg, estimatedHeads = 0): string {
  const produced = producedKg(herd);
  const sum =
    `${kg(herd.finalStockKg)} − ${kg(herd.initialStockKg)} + ${kg(herd.exitedKg)} − ` +
    `${kg(herd.enteredKg)} = ${kg(produced)} ÷ 30 = ${formatNumber(producedArrobas(produced), 2)} @`;
  if (estimatedHeads <= 0) return sum;
  const heads =
    estimatedHeads === 1
      ? '1 animal sem pesagem'
      : `${formatNumber(estimatedHeads, 0)} animais sem pesagem`;
  return `${sum} (peso típico da categoria para ${heads})`;
}

/** The figures of a year or a period. */
export interface CostFigures {
  from: string;
  to: string;
  days: number;
  /** 'Custo operacional efetivo'. */
  coeCents: Cents;
  averageHeads: number;
  /** 'Custo por cabeça por dia'. */
  costPerHeadPerDayCents: Cents | null;
  producedKg: number;
  /** '@ produzidas', 2 decimals. */
  producedArrobas: number;
  /** 'Custo da arroba produzida'. */
  costPerArrobaCents: Cents | null;
  /** The sum behind the '@ produzidas', with its numbers (producedArrobasText). */
  method: string;
}

/**
 * Every cost figure of a period at once.
 * @example
 * costFigures({ from: '2025-01-01', to: '2025-12-31', accounts, averageHeads: 1000, herd }).costPerArrobaCents
 */
export function costFigures(input: {
  from: string;
  to: string;
  accounts: readonly AccountTotal[];
  averageHeads: number;
  herd: HerdKg;
  /** Animals whose weight was the category's typical one (no weighing). */
  estimatedHeads?: number;
}): CostFigures {
  const days = periodDays(input.from, input.to);
  const coe = coeCents(input.accounts);
  const kgProduced = producedKg(input.herd);
  const arrobas = producedArrobas(kgProduced);
  return {
    from: input.from,
    to: input.to,
    days,
    coeCents: coe,
    averageHeads: input.averageHeads,
    costPerHeadPerDayCents: costPerHeadPerDay(coe, input.averageHeads, days),
    producedKg: kgProduced,
    producedArrobas: roundTo(arrobas, 2),
    costPerArrobaCents: costPerArroba(coe, arrobas),
    method: producedArrobasText(input.herd, input.estimatedHeads),
  };
}
