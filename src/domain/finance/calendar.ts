/*
 * Months of the cash book: instalments fall due month by month and the cash flow walks months.
 * Dates are calendar dates 'YYYY-MM-DD' and months 'YYYY-MM', without a time zone (decisions.md).
 */

/** Days of a month (1–12) of a year, leap years counted: daysInMonth(2024, 2) is 29. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The same day `months` months later (or earlier, when negative), clamped to the month's last
 * day: an instalment due on the 31st falls on the 28th (or 29th) in February and back on the
 * 31st in March, counted from the first date, not from the month before.
 * @example
 * addMonthsClamped('2025-01-31', 1) //=> '2025-02-28'
 * addMonthsClamped('2024-01-31', 1) //=> '2024-02-29'
 * addMonthsClamped('2025-01-31', 2) //=> '2025-03-31'
 */
export function addMonthsClamped(isoDate: string, months: number): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const day = Number(isoDate.slice(8, 10));
  const index = year * 12 + (month - 1) + months;
  const newYear = Math.floor(index / 12);
  const newMonth = index - newYear * 12 + 1;
  const newDay = Math.min(day, daysInMonth(newYear, newMonth));
  return `${pad(newYear, 4)}-${pad(newMonth)}-${pad(newDay)}`;
}

/**
 * The month `months` after `month` ('YYYY-MM').
 * @example
 * shiftMonth('2025-12', 1)  //=> '2026-01'
 * shiftMonth('2025-01', -1) //=> '2024-12'
 */
export function shiftMonth(month: string, months: number): string {
  return addMonthsClamped(`${month}-01`, months).slice(0, 7);
}

/**
 * How many months from `from` to `to` ('YYYY-MM'): 0 for the same month, negative when `to` is
 * before.
 * @example
 * monthsBetween('2025-11', '2026-02') //=> 3
 */
export function monthsBetween(from: string, to: string): number {
  const index = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));
  return index(to) - index(from);
}

/** The month of a date: '2025-03-07' → '2025-03'. */
export function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}
