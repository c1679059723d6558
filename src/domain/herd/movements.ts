import { z } from 'zod';
import { isIsoMonth } from '../records/dates';
import type { HeadCount } from './head-count';

/*
 * The registry's movements of a month or a year (issue 25 item 6, decision 042): what
 * 'Controle Mensal' and 'Resultados Anuais' start from when the period has no saved record.
 */

const MONTH_MESSAGE = 'Mês inválido';
const YEAR_MESSAGE = 'Ano inválido';

/**
 * GET /api/animals/movements: `?month=YYYY-MM` or `?year=YYYY` (exactly one; 2000 to 2100, the
 * months and years the forms accept).
 */
export const movementsQuerySchema = z
  .object({
    month: z
      .string()
      .refine((m) => isIsoMonth(m) && m >= '2000-01' && m <= '2100-12', { error: MONTH_MESSAGE })
      .optional(),
    year: z
      .string()
      .regex(/^\d{4}$/, { error: YEAR_MESSAGE })
      .refine((y) => y >= '2000' && y <= '2100', { error: YEAR_MESSAGE })
      .optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.month === undefined) === (q.year === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['month'], message: 'Informe o mês ou o ano' });
    }
  });

/** The first day of the period and the first day after it, YYYY-MM-DD. */
export function periodOf(query: { month?: string; year?: string }): { from: string; to: string } {
  if (query.month) {
    const [y, m] = query.month.split('-').map(Number) as [number, number];
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    return { from: `${query.month}-01`, to: `${next}-01` };
  }
  const y = Number(query.year);
  return { from: `${y}-01-01`, to: `${y + 1}-01-01` };
}

/**
 * The registry's events of a period that were not undone, counted by the database: one per
 * animal (a sale of 5 animals is 5 sales). Money is the events' value (R$ per head, summed);
 * null for 'Campo', and 0 when no event of the kind had a price.
 */
export interface HerdMovements {
  /** The period, first day and the first day after it. */
  from: string;
  to: string;
  births: number;
  purchases: number;
  sales: number;
  deaths: number;
  /** Σ value of the purchases, R$ (null for 'Campo'). */
  purchaseValue: number | null;
  /** Σ value of the sales, R$ (null for 'Campo'). */
  salesValue: number | null;
  /**
   * The herd as the period opens (decision 062): at the end of the day before its first, the
   * registry's animals + the typed inventory rows they do not cover.
   */
  opening: HeadCount;
  /** The herd at the end of the period's last day (today, for a period not yet over). */
  closing: HeadCount;
}

/** Whether the herd has anything to say about the period (none: leave the form alone). */
export const hasMovements = (m: HerdMovements) =>
  m.births + m.purchases + m.sales + m.deaths + m.opening.total > 0;

/** The day before `iso` (YYYY-MM-DD). */
export function dayBefore(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** What the forms say when they start from the events. */
export const FROM_EVENTS_NOTE =
  'Preenchido com os eventos do rebanho; você pode mudar antes de salvar.';

/** The births of the period, which neither form has a field for ('' when none). */
export function birthsNote(births: number): string {
  if (births === 0) return '';
  return births === 1
    ? '1 nascimento no período (sem campo no formulário).'
    : `${births} nascimentos no período (sem campo no formulário).`;
}
