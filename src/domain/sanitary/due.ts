import { ageInMonths } from '../herd/category';
import { daysBetween } from '../records/dates';

/*
 * When an animal is due for a protocol of the sanitary calendar (issue 26, decision 044). The
 * same rule runs in SQL for the due lists (src/server/sanitary/store/due.ts); a test compares the
 * two over many cases, as the herd's category does.
 */

/** An application up to this many days before a chosen month counts for that month. */
export const MONTH_EARLY_DAYS = 15;

/** What a protocol says of when (the targeting by sex, category and lot is the list's WHERE). */
export interface DueRule {
  minAgeMonths: number | null;
  maxAgeMonths: number | null;
  /** The first dose at this age. */
  firstAtAgeMonths: number | null;
  /** A second dose this many days after the first. */
  boosterDays: number | null;
  /** Then a dose every N days after the last. */
  everyDays: number | null;
  /** Or a dose in each of these months (1–12). */
  months: readonly number[] | null;
  /** The day the farm began to keep the protocol: nothing is due before it, but by age. */
  startsOn: string;
}

/** What the farm knows of the animal and the protocol product's doses it received. */
export interface DueFacts {
  birthDate: string | null;
  entryDate: string | null;
  doses: number;
  firstOn: string | null;
  lastOn: string | null;
  /**
   * One of the doses is marked 'Antes do cadastro' (decision 063): it stands for the first doses,
   * so no booster is asked after it.
   */
  prior?: boolean;
  /** The São Paulo day the animal was registered (the record made), when known. */
  registeredOn?: string | null;
}

/** 'YYYY-MM-DD' plus `days`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The same day `months` months later, or that month's last day (as PostgreSQL's date + interval). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const monthStart = (index: number) => {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String(index - year * 12 + 1).padStart(2, '0')}-01`;
};

/** The first day of the first chosen month at or after the month of `date`. */
function firstChosenFrom(months: readonly number[], date: string): string {
  const start = monthIndex(date);
  for (let i = start; i < start + 12; i++) if (months.includes((i % 12) + 1)) return monthStart(i);
  throw new Error('no month chosen');
}

/** The first day of the latest chosen month at or before the month of `date`. */
function latestChosenUntil(months: readonly number[], date: string): string {
  const end = monthIndex(date);
  for (let i = end; i > end - 12; i--) if (months.includes((i % 12) + 1)) return monthStart(i);
  throw new Error('no month chosen');
}

/**
 * A protocol's chosen months seen from `today`: the latest occurrence (L, the first day of the
 * latest chosen month up to today's), the two after it (N, N2), and the first from its start
 * (F). The SQL computes these once per protocol, so each animal's due date is plain arithmetic.
 */
export interface MonthOccurrences {
  latest: string;
  next: string;
  afterNext: string;
  fromStart: string;
}

export function monthOccurrences(
  months: readonly number[],
  startsOn: string,
  today: string,
): MonthOccurrences {
  const latest = latestChosenUntil(months, today);
  const next = firstChosenFrom(months, addMonths(latest, 1));
  const afterNext = firstChosenFrom(months, addMonths(next, 1));
  return { latest, next, afterNext, fromStart: firstChosenFrom(months, startsOn) };
}

const later = (a: string, b: string) => (a > b ? a : b);

/**
 * The date the animal is due for the protocol's next dose, or null when nothing more is due
 * (a single dose given, its age window passed, its age unknown where the protocol needs it):
 * - no dose yet: at `firstAtAgeMonths`; else, in chosen months, the latest chosen month (not
 *   before the protocol's start); else the protocol's start (or the animal's entry, if later);
 * - one dose and a booster: `boosterDays` after the first;
 * - else every `everyDays` after the last; or the first chosen month after the last dose (one
 *   given up to 15 days before a chosen month counts for it), but never before the latest one;
 * - never before `minAgeMonths`; nothing once the animal is past `maxAgeMonths` by the later of
 *   the due date and today.
 * @example
 * dueDate({ ...brucellosis }, { birthDate: '2026-01-10', doses: 0, ... }, '2026-05-01') //=> '2026-04-10'
 */
export function dueDate(rule: DueRule, animal: DueFacts, today: string): string | null {
  const known = knownFacts(rule, animal, today);
  if (!known) return null;
  const { birth, occurrences } = known;
  let due: string | null;
  if (animal.doses === 0) {
    due = firstDue(rule, animal, occurrences);
  } else if (animal.doses === 1 && rule.boosterDays !== null && !animal.prior) {
    due = addDays(animal.firstOn!, rule.boosterDays);
  } else if (rule.everyDays !== null) {
    due = addDays(animal.lastOn!, rule.everyDays);
  } else if (occurrences) {
    const counted = addDays(animal.lastOn!, MONTH_EARLY_DAYS);
    due =
      counted >= occurrences.next
        ? occurrences.afterNext
        : counted >= occurrences.latest
          ? occurrences.next
          : occurrences.latest;
  } else {
    due = null;
  }
  if (due === null) return null;
  due = notBeforeMinAge(rule, birth, due);
  if (rule.maxAgeMonths !== null && ageInMonths(birth!, later(due, today)) > rule.maxAgeMonths) {
    return null;
  }
  return due;
}

/**
 * The animal's birth and the protocol's chosen months around `today`, or null when the rule
 * asks an age the farm does not know (no birth date).
 */
function knownFacts(
  rule: DueRule,
  animal: DueFacts,
  today: string,
): { birth: string | null; occurrences: MonthOccurrences | null } | null {
  const needsAge =
    rule.minAgeMonths !== null || rule.maxAgeMonths !== null || rule.firstAtAgeMonths !== null;
  const birth = animal.birthDate;
  if (needsAge && birth === null) return null;
  const occurrences =
    rule.months && rule.months.length > 0
      ? monthOccurrences(rule.months, rule.startsOn, today)
      : null;
  return { birth, occurrences };
}

/** `due`, or the day the animal reaches the protocol's first age if later. */
function notBeforeMinAge(rule: DueRule, birth: string | null, due: string): string {
  return rule.minAgeMonths !== null ? later(due, addMonths(birth!, rule.minAgeMonths)) : due;
}

/** The first dose's due date when none was given (before the age window's end is asked). */
function firstDue(
  rule: DueRule,
  animal: DueFacts,
  occurrences: MonthOccurrences | null,
): string | null {
  if (rule.firstAtAgeMonths !== null) return addMonths(animal.birthDate!, rule.firstAtAgeMonths);
  if (occurrences) return later(occurrences.latest, occurrences.fromStart);
  if (rule.everyDays !== null) return later(rule.startsOn, animal.entryDate ?? rule.startsOn);
  return null;
}

/**
 * 'Histórico anterior ao cadastro' (issue 39 item 6, decision 063): no dose given, and the first
 * dose's window ended before the animal was registered — the farm cannot know whether it was
 * given, so it is not overdue. The window of a protocol with a last age (brucellosis, 3 to 8
 * months) ends when the animal passes it, and the dose must have fallen due inside it; without
 * one, the window is the first dose's due date. The registration is never taken after `today`.
 * Gives the first dose's due date when so, else null.
 * @example
 * // B19 for a heifer registered at 14 months:
 * priorHistory(brucellosis, { birthDate: '2025-01-10', registeredOn: '2026-03-15', doses: 0, ... }, '2026-04-01') //=> '2025-04-10'
 */
export function priorHistory(rule: DueRule, animal: DueFacts, today: string): string | null {
  if (animal.doses > 0 || !animal.registeredOn) return null;
  const known = knownFacts(rule, animal, today);
  if (!known) return null;
  const { birth, occurrences } = known;
  let due = firstDue(rule, animal, occurrences);
  if (due === null) return null;
  due = notBeforeMinAge(rule, birth, due);
  const registered = animal.registeredOn < today ? animal.registeredOn : today;
  const ended =
    rule.maxAgeMonths === null
      ? due < registered
      : ageInMonths(birth!, due) <= rule.maxAgeMonths &&
        ageInMonths(birth!, registered) > rule.maxAgeMonths;
  return ended ? due : null;
}

/** Which list a due date belongs to on `today`: 'Atrasadas', 'Próximos 30 dias', or neither. */
export function dueStatus(
  due: string,
  today: string,
  aheadDays = 30,
): 'overdue' | 'upcoming' | null {
  if (due < today) return 'overdue';
  return daysBetween(today, due) <= aheadDays ? 'upcoming' : null;
}

/**
 * The last day an animal stays in the product's withdrawal period ('Em carência até'): the
 * application's day plus the product's days, or null when the product has none (decision 044).
 * @example withdrawalEnd('2026-01-01', 35) //=> '2026-02-05'
 */
export function withdrawalEnd(appliedOn: string, withdrawalDays: number): string | null {
  return withdrawalDays > 0 ? addDays(appliedOn, withdrawalDays) : null;
}
