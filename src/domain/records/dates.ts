/** Calendar dates ('YYYY-MM-DD') and months ('YYYY-MM') as the producer reads them. */

const DAY_MS = 24 * 60 * 60 * 1000;
export const APP_TIME_ZONE = 'America/Sao_Paulo';

/** Today's date in São Paulo (decisions.md: the interface uses America/Sao_Paulo for "today"). */
export function todayIn(now: Date, timeZone = APP_TIME_ZONE): string {
  let zone = dayFormats.get(timeZone);
  if (!zone) {
    // en-CA formats as YYYY-MM-DD.
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    zone = { format, minute: NaN, day: '' };
    dayFormats.set(timeZone, zone);
  }
  // A day starts on a whole minute in every zone in use: the last minute's answer is kept
  // (every request asks, and formatting is a fair share of a light one's time).
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (minute !== zone.minute) {
    zone.day = zone.format.format(now);
    zone.minute = minute;
  }
  return zone.day;
}

const MINUTE_MS = 60_000;

/**
 * One formatter per time zone (making one costs far more than formatting: every weighing) and
 * the day it last gave, with the minute it was asked in.
 */
const dayFormats = new Map<string, { format: Intl.DateTimeFormat; minute: number; day: string }>();

/** Whether `text` is a real calendar date written YYYY-MM-DD (no 2025-02-30). */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Whether `text` is a month written YYYY-MM. */
export function isIsoMonth(text: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** '2025-03-07' → '07/03/2025'. */
export function formatDateBR(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** '2025-03' → 'março de 2025'. */
export function formatMonthBR(month: string): string {
  const [y, m] = month.split('-');
  return `${MONTHS[Number(m) - 1]} de ${y}`;
}

/** '2026-03' → 'março/2026' (lists and notes). */
export function formatMonthShortBR(month: string): string {
  const [y, m] = month.split('-');
  return `${MONTHS[Number(m) - 1]}/${y}`;
}
