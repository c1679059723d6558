import { addMonthsClamped, daysInMonth, monthOf, shiftMonth } from '../../domain/finance/calendar';
import type { EntryStatus, EntryType, SeedAccountKey } from '../../domain/finance/constants';
import { splitInstalments, type Cents } from '../../domain/finance/money';
import { addDays } from '../../domain/sanitary/due';
import {
  cents,
  clamp,
  FARM,
  monthBefore,
  noise,
  PURCHASES,
  RECURRING,
  type Center,
  type MonthContext,
} from './demo-finance-items';

/*
 * The demo farm's cash book ('Financeiro', issue 43 item 7): two years of what a beef ranch of
 * the Cerrado types in, sized by its herd — the payroll and its charges, mineral salt all year
 * and protein supplement in the dry season, the vaccination campaigns, diesel, the power bill,
 * fences and troughs, the leased pasture, ITR and IPVA, cattle freight, the accountant — some
 * on a lot or a paddock; bills foreseen for the next weeks (one overdue), instalment purchases
 * ('Parcelas': the tractor, pasture fertiliser, semen and IATF protocols), an investment in
 * 'Máquinas e benfeitorias', and a few receitas. Never the herd's sales, purchases and
 * applications: those are 'Do rebanho' (migration 0032's triggers). Pure: the same options give
 * the same book; each entry has its key, so a later run adds nothing twice.
 */

export interface DemoFinanceEntry {
  /** The write's idempotency key (an instalment purchase: one key, N rows). */
  key: string;
  account: SeedAccountKey;
  type: EntryType;
  /** 'Data'. */
  date: string;
  description: string;
  cents: Cents;
  status: EntryStatus;
  /** 'Vencimento' of a foreseen one. */
  dueDate: string | null;
  /** The day it was paid or received. */
  settledOn: string | null;
  lotId: string | null;
  paddockId: string | null;
  /** Its number of the count ('Parcelas'); 1 of 1 for a single entry. */
  number: number;
  count: number;
}

export interface DemoFinanceOptions {
  /** 'YYYY-MM-DD'. */
  today: string;
  /** The herd the costs are sized for. */
  heads: number;
  /** Cost centres: some of the farm's lots and paddocks (none is fine). */
  lots: readonly { id: string; name: string }[];
  paddocks: readonly { id: string; name: string }[];
}

/** Months of the book: these many up to the current one. */
export const DEMO_FINANCE_MONTHS = 24;
/** Bills known ahead (payroll, power, lease...) are foreseen this many days after today. */
const FORESEEN_DAYS = 45;
/** Key prefix: a client's Idempotency-Key is a UUID, so a demo key never meets one. */
const KEY = 'demo:financeiro';

/** The months of the book: the last 24 and the next (its foreseen bills). */
function bookMonths(today: string) {
  const current = monthOf(today);
  return Array.from({ length: DEMO_FINANCE_MONTHS + 1 }, (_, i) =>
    shiftMonth(current, i - DEMO_FINANCE_MONTHS + 1),
  );
}

/**
 * The book: each recurring item of the last 24 months (realized on its day), the bills known
 * ahead that fall due in the next 45 days ('Previsto', typed ten days before), the purchases in
 * 'Parcelas' (realized up to today, foreseen after), and a few entries made once.
 */
export function demoFinanceBook(o: DemoFinanceOptions): DemoFinanceEntry[] {
  const months = bookMonths(o.today);
  const first = months[0]!;
  const horizon = addDays(o.today, FORESEEN_DAYS);
  const heads = Math.max(1, o.heads);
  const centerOf = (list: DemoFinanceOptions['lots'], kind: 'lot' | 'paddock', i: number) => {
    const c = list[i % Math.max(1, list.length)];
    if (!c) return FARM;
    return kind === 'lot'
      ? { lotId: c.id, paddockId: null, name: c.name }
      : { lotId: null, paddockId: c.id, name: c.name };
  };
  const context = (month: string, key: string): MonthContext => {
    const index = months.indexOf(month) < 0 ? 0 : months.indexOf(month);
    return {
      month,
      m: Number(month.slice(5, 7)),
      price: 1 + 0.005 * index,
      heads,
      staff: Math.max(2, Math.round(heads / 400)),
      noise: noise(key),
      lot: (i) => centerOf(o.lots, 'lot', i),
      paddock: (i) => centerOf(o.paddocks, 'paddock', i),
    };
  };
  const dayOf = (month: string, day: number) => {
    const last = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
    return `${month}-${String(Math.min(day, last)).padStart(2, '0')}`;
  };
  const entries: DemoFinanceEntry[] = [];
  const push = (e: Omit<DemoFinanceEntry, 'lotId' | 'paddockId'>, center: Center = FARM) =>
    entries.push({ ...e, lotId: center.lotId, paddockId: center.paddockId });

  for (const month of months) {
    for (const r of RECURRING) {
      const x = context(month, `${month} ${r.id}`);
      if (r.in && !r.in(x.m)) continue;
      const date = dayOf(month, r.day);
      const paid = date <= o.today;
      if (!paid && (!r.foreseen || date > horizon)) continue;
      const { description, reais, center } = r.what(x);
      push(
        {
          key: `${KEY}:${month}:${r.id}`,
          account: r.account,
          type: r.type ?? 'expense',
          // A bill foreseen was typed when it came, ten days before it falls due.
          date: paid ? date : minDate(addDays(date, -10), o.today),
          description,
          cents: cents(reais),
          status: paid ? 'realized' : 'planned',
          dueDate: paid ? null : date,
          settledOn: paid ? date : null,
          number: 1,
          count: 1,
        },
        center,
      );
    }
  }

  for (const p of PURCHASES) {
    const month = p.month(o.today);
    if (month < first) continue;
    const date = dayOf(month, p.day);
    if (date > o.today) continue;
    const { description, reais, center } = p.what(context(month, `${month} ${p.id}`));
    const key = `${KEY}:${month}:${p.id}`;
    for (const part of splitInstalments(cents(reais), p.count, addMonthsClamped(date, 1))) {
      const paid = part.dueDate <= o.today;
      push(
        {
          key,
          account: p.account,
          type: 'expense',
          date,
          description,
          cents: part.cents,
          status: paid ? 'realized' : 'planned',
          dueDate: paid ? null : part.dueDate,
          settledOn: paid ? part.dueDate : null,
          number: part.number,
          count: part.count,
        },
        center,
      );
    }
  }

  // Money spent and received once: the corral rebuilt (an investment), a scrap sale.
  const once = [
    [
      'curral',
      monthBefore(o.today, 8),
      14,
      'machinery-improvements',
      'expense',
      'Reforma do curral de manejo e tronco novo',
      clamp(heads * 4, 25_000, 150_000),
    ],
    [
      'sucata',
      monthBefore(o.today, 6),
      9,
      'other-income',
      'income',
      'Venda de sucata (arame e peças velhas)',
      1_850,
    ],
  ] as const;
  for (const [id, month, day, account, type, description, reais] of once) {
    if (month < first) continue;
    const date = dayOf(month, day);
    push({
      key: `${KEY}:${month}:${id}`,
      account,
      type,
      date,
      description,
      cents: cents(reais),
      status: 'realized',
      dueDate: null,
      settledOn: date,
      number: 1,
      count: 1,
    });
  }
  // A bill not paid on its day: it shows as overdue.
  const late = addDays(o.today, -6);
  push({
    key: `${KEY}:${monthOf(late)}:bomba`,
    account: 'maintenance',
    type: 'expense',
    date: addDays(late, -12),
    description: 'Conserto da bomba do poço artesiano',
    cents: cents(Math.max(1_200, heads * 0.2)),
    status: 'planned',
    dueDate: late,
    settledOn: null,
    number: 1,
    count: 1,
  });
  return entries;
}

const minDate = (a: string, b: string) => (a < b ? a : b);
