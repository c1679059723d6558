import { isIsoDate } from '../records/dates';

/*
 * Dates of the billing cycle. São Paulo is UTC-3 all year (Brazil has had no daylight saving
 * time since 2019), which is also how Asaas writes its times.
 */
const SAO_PAULO_OFFSET = '-03:00';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * One calendar month after `date` ('YYYY-MM-DD'); a day the next month lacks becomes its last day.
 * @example
 * addOneMonth('2025-03-15') //=> '2025-04-15'
 * addOneMonth('2025-01-31') //=> '2025-02-28'
 * addOneMonth('2025-12-10') //=> '2026-01-10'
 */
export function addOneMonth(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = m === 12 ? y + 1 : y;
  const month = m === 12 ? 1 : m + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(d, lastDay))}`;
}

/** The instant a São Paulo calendar day starts. */
export function saoPauloDayStart(date: string): Date {
  return new Date(`${date}T00:00:00${SAO_PAULO_OFFSET}`);
}

/**
 * End of the period a monthly payment due on `dueDate` pays for: the start (São Paulo) of the
 * same day one month later, when the next payment falls due.
 * @example
 * periodEndFor('2025-03-15').toISOString() //=> '2025-04-15T03:00:00.000Z'
 */
export function periodEndFor(dueDate: string): Date {
  return saoPauloDayStart(addOneMonth(dueDate));
}

const EVENT_DATE =
  /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * An event's `dateCreated`: Asaas writes 'YYYY-MM-DD HH:mm:ss' in São Paulo time; ISO 8601 with
 * or without a zone (none means São Paulo) is accepted too. Null for anything else.
 * @example
 * parseEventDate('2025-03-15 10:30:00')?.toISOString() //=> '2025-03-15T13:30:00.000Z'
 * parseEventDate('2025-03-15T13:30:00.000Z')?.toISOString() //=> '2025-03-15T13:30:00.000Z'
 * parseEventDate('15/03/2025') //=> null
 */
export function parseEventDate(text: string): Date | null {
  const match = EVENT_DATE.exec(text.trim());
  if (!match) return null;
  const [, day, hh, mm, ss, fraction = '', zone] = match;
  if (!isIsoDate(day!)) return null;
  const millis = fraction ? fraction.slice(0, 4).padEnd(4, '0') : '';
  const offset = zone ?? SAO_PAULO_OFFSET;
  const date = new Date(`${day}T${hh}:${mm}:${ss}${millis}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date;
}
