import { isIsoMonth } from '../records/dates';
import { addMonthsClamped, monthOf, monthsBetween, shiftMonth } from './calendar';
import { DUE_WINDOW_DAYS, type EntryType } from './constants';
import { assertCents, sumCents, type Cents } from './money';

/*
 * 'Fluxo de caixa' (issue 43 item 5): month by month, entradas, saídas and 'Saldo acumulado',
 * realized and foreseen side by side, reaching into the months ahead as far as something is
 * foreseen; and 'Contas a pagar' / 'Contas a receber' of the next 30 days. Pure functions over
 * the totals the server sums per month (all amounts positive centavos).
 */

export const CASH_FLOW_LABELS = {
  in: 'Entradas',
  out: 'Saídas',
  balance: 'Saldo acumulado',
  realized: 'Realizado',
  planned: 'Previsto',
} as const;

/** The most months one cash flow shows (ten years). */
export const MAX_CASH_FLOW_MONTHS = 120;

/** One month's sums of the book: realized and still foreseen, in and out. */
export interface MonthTotals {
  /** 'YYYY-MM': the day paid for realized entries, the due date for foreseen ones. */
  month: string;
  realizedIn: Cents;
  realizedOut: Cents;
  plannedIn: Cents;
  plannedOut: Cents;
}

export interface CashFlowSide {
  in: Cents;
  out: Cents;
  /** in − out. */
  net: Cents;
  /** 'Saldo acumulado' at the month's end. */
  balance: Cents;
}

export interface CashFlowMonth {
  month: string;
  /** What happened. */
  realized: CashFlowSide;
  /**
   * What is foreseen; its balance is the projected one: the realized balance plus everything
   * foreseen up to that month (overdue entries included, in the month they fell due).
   */
  planned: CashFlowSide;
  /** After the current month: nothing realized yet, only what is foreseen. */
  ahead: boolean;
}

export interface CashFlow {
  months: CashFlowMonth[];
  /** The balances before the first month (the book's months before `from`, and the opening). */
  opening: { realized: Cents; projected: Cents };
}

export interface CashFlowInput {
  /** Every month the book has (before `from` too: they make the opening balance). */
  totals: readonly MonthTotals[];
  /** First month shown, 'YYYY-MM'. */
  from: string;
  /** São Paulo's current month: the months after it are 'ahead'. */
  currentMonth: string;
  /** Last month shown; by default the current month or the last one with something foreseen. */
  to?: string;
  /** Cash the farm had before its first entry (the account's balance), 0 when not given. */
  openingCents?: Cents;
}

function checkMonth(month: string, what: string) {
  if (!isIsoMonth(month)) throw new RangeError(`${what}: mês inválido`);
}

/**
 * The cash flow from `from` to `to` (at most 120 months): each month's realized and foreseen
 * entradas and saídas with their running balances. Months without entries are there with zeros.
 * @example
 * buildCashFlow({
 *   from: '2025-01', currentMonth: '2025-01',
 *   totals: [{ month: '2025-02', realizedIn: 0, realizedOut: 0, plannedIn: 0, plannedOut: 5000 }],
 * }).months.map((m) => [m.month, m.realized.balance, m.planned.balance])
 * //=> [['2025-01', 0, 0], ['2025-02', 0, -5000]]
 */
export function buildCashFlow(input: CashFlowInput): CashFlow {
  const { totals, from, currentMonth } = input;
  checkMonth(from, 'Início');
  checkMonth(currentMonth, 'Mês atual');
  const byMonth = new Map<string, MonthTotals>();
  let lastPlanned = currentMonth;
  let realizedOpening = assertCents(input.openingCents ?? 0, 'Saldo inicial');
  let plannedOpening = 0;
  for (const t of totals) {
    checkMonth(t.month, 'Mês');
    const realizedNet =
      assertCents(t.realizedIn, 'Entradas') - assertCents(t.realizedOut, 'Saídas');
    const plannedNet =
      assertCents(t.plannedIn, 'Entradas previstas') -
      assertCents(t.plannedOut, 'Saídas previstas');
    if (t.month < from) {
      realizedOpening = sumCents([realizedOpening, realizedNet]);
      plannedOpening = sumCents([plannedOpening, plannedNet]);
      continue;
    }
    if ((t.plannedIn !== 0 || t.plannedOut !== 0) && t.month > lastPlanned) lastPlanned = t.month;
    const known = byMonth.get(t.month);
    byMonth.set(
      t.month,
      known
        ? {
            month: t.month,
            realizedIn: sumCents([known.realizedIn, t.realizedIn]),
            realizedOut: sumCents([known.realizedOut, t.realizedOut]),
            plannedIn: sumCents([known.plannedIn, t.plannedIn]),
            plannedOut: sumCents([known.plannedOut, t.plannedOut]),
          }
        : t,
    );
  }
  let to = input.to ?? lastPlanned;
  checkMonth(to, 'Fim');
  if (to < from) to = from;
  if (monthsBetween(from, to) >= MAX_CASH_FLOW_MONTHS)
    to = shiftMonth(from, MAX_CASH_FLOW_MONTHS - 1);

  const months: CashFlowMonth[] = [];
  let realizedBalance = realizedOpening;
  let plannedSum = plannedOpening;
  for (let month = from; month <= to; month = shiftMonth(month, 1)) {
    const t = byMonth.get(month);
    const realizedIn = t?.realizedIn ?? 0;
    const realizedOut = t?.realizedOut ?? 0;
    const plannedIn = t?.plannedIn ?? 0;
    const plannedOut = t?.plannedOut ?? 0;
    realizedBalance = sumCents([realizedBalance, realizedIn, -realizedOut]);
    plannedSum = sumCents([plannedSum, plannedIn, -plannedOut]);
    months.push({
      month,
      realized: {
        in: realizedIn,
        out: realizedOut,
        net: realizedIn - realizedOut,
        balance: realizedBalance,
      },
      planned: {
        in: plannedIn,
        out: plannedOut,
        net: plannedIn - plannedOut,
        balance: sumCents([realizedBalance, plannedSum]),
      },
      ahead: month > currentMonth,
    });
  }
  return {
    months,
    opening: {
      realized: realizedOpening,
      projected: sumCents([realizedOpening, plannedOpening]),
    },
  };
}

/** A foreseen entry, for 'Contas a pagar' and 'Contas a receber'. */
export interface DueEntry {
  id: string;
  type: EntryType;
  description: string;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
  amountCents: Cents;
}

export interface DueList {
  /** By due date; the server lists the first ones only (`count` says how many there are). */
  items: (DueEntry & { overdue: boolean })[];
  /** How many bills the list has, the ones not listed too. */
  count: number;
  total: Cents;
  overdueTotal: Cents;
}

/**
 * 'Contas a pagar' and 'Contas a receber': the foreseen entries due from today to `days` days
 * ahead (30 by default), and the overdue ones before them (a bill not paid does not go away),
 * by due date.
 * @example
 * dueSoon([{ id: '1', type: 'expense', description: 'Ração', dueDate: '2025-06-20', amountCents: 500 }],
 *   '2025-06-15').payable.total //=> 500
 */
export function dueSoon(
  entries: readonly DueEntry[],
  today: string,
  days = DUE_WINDOW_DAYS,
): { payable: DueList; receivable: DueList; until: string } {
  const until = addDays(today, days);
  const pick = (type: EntryType): DueList => {
    const items = entries
      .filter((e) => e.type === type && e.dueDate <= until)
      .map((e) => ({ ...e, overdue: e.dueDate < today }))
      .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
    return {
      items,
      count: items.length,
      total: sumCents(items.map((i) => assertCents(i.amountCents, 'Valor'))),
      overdueTotal: sumCents(items.filter((i) => i.overdue).map((i) => i.amountCents)),
    };
  };
  return { payable: pick('expense'), receivable: pick('income'), until };
}

/** `days` days after a date. */
function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The month a cash flow starts at by default: twelve months back, so a year shows with its ahead. */
export function defaultCashFlowStart(today: string): string {
  return monthOf(addMonthsClamped(today, -11));
}
