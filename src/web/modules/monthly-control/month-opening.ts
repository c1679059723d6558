import { hasMovements } from '@/domain/herd/movements';
import type { MonthlyFigures, MonthlyRecord } from '@/domain/records/monthly-control';
import { fetchClosingBefore, fetchMonth, fetchMovements } from './monthly-control-api';
import { monthStart } from './monthly-figures';

/** What a chosen month opens with: its record, its start (figures and note), or nothing saved. */
export type MonthOpening =
  | { record: MonthlyRecord }
  | { start: Partial<MonthlyFigures>; note: string }
  | { nothing: true };

/**
 * A chosen month's record (spec 2.8); without one, where it starts: the last closing before it
 * and the registry's events of the month (decision 042). The events are only a start, so their
 * failure (offline) leaves the closing's. Null as soon as `current()` says another month was
 * chosen meanwhile (nothing more is asked then).
 */
export async function readMonthOpening(
  text: string,
  current: () => boolean,
): Promise<MonthOpening | null> {
  const record = await fetchMonth(text);
  if (!current()) return null;
  if (record) return { record };
  const [closing, movements] = await Promise.all([
    fetchClosingBefore(text),
    fetchMovements(text).catch(() => null),
  ]);
  if (!current()) return null;
  const events = movements && hasMovements(movements) ? movements : null;
  if (!closing && !events) return { nothing: true };
  return monthStart(closing, events);
}
