import { z } from 'zod';
import { isoDate } from '../herd/schemas';
import { isIsoMonth } from '../records/dates';
import { cursorParam, pageLimitSchema } from '../records/paging';
import { text } from '../text';
import { ENTRY_SOURCES, ENTRY_STATUSES, ENTRY_TYPES } from './constants';
import type { CostCenter } from './schemas';

/*
 * The query strings of the 'Financeiro' reads (issue 43), shared by the browser and the server.
 * 'Lançamentos' pages by keyset, newest first: the key is (date, created at, id), written and read
 * back by src/server/cursor.ts (decision 056); the browser only sends back the `nextCursor`.
 */

/** A page of 'Lançamentos' holds 50 unless asked for fewer (at most 100). */
export const ENTRY_PAGE = 50;

export const PERIOD_ORDER_MESSAGE = 'O início do período deve ser antes do fim';

const search = text('Busca inválida').max(60, { error: 'Busca muito longa' });
const day = () => isoDate('Data inválida').optional();

export const COST_CENTER_FILTER_MESSAGE = 'Centro de custo inválido';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * 'Centro de custo' as a filter writes it — 'farm' (entries of neither a lot nor a paddock),
 * 'lot:<id>', 'paddock:<id>', as the entry form's select holds it — read back; null for anything
 * else.
 * @example
 * readCostCenterFilter('farm') //=> { type: 'farm' }
 * readCostCenterFilter('lot:3f2b8f0e-8a4f-4a39-9f0e-2b8f0e8a4f4a')
 * //=> { type: 'lot', id: '3f2b8f0e-8a4f-4a39-9f0e-2b8f0e8a4f4a' }
 * readCostCenterFilter('lot:') //=> null
 */
export function readCostCenterFilter(value: string): CostCenter | null {
  if (value === 'farm') return { type: 'farm' };
  const [type, id, ...rest] = value.split(':');
  if (rest.length || !id || !UUID.test(id)) return null;
  return type === 'lot' || type === 'paddock' ? { type, id } : null;
}

const costCenterFilter = z
  .string({ error: COST_CENTER_FILTER_MESSAGE })
  .transform((value, ctx): CostCenter => {
    const center = readCostCenterFilter(value);
    if (center) return center;
    ctx.addIssue({ code: 'custom', message: COST_CENTER_FILTER_MESSAGE });
    return z.NEVER;
  });

/** The filters of 'Lançamentos', its CSV file's and /api/v1's too. */
export const entryFilterFields = {
  /** 'Período': from and to, both ends included, by the entry's date. */
  from: day(),
  to: day(),
  type: z.enum(ENTRY_TYPES, { error: 'Tipo inválido' }).optional(),
  accountId: z.uuid({ error: 'Categoria não encontrada' }).optional(),
  status: z.enum(ENTRY_STATUSES, { error: 'Situação inválida' }).optional(),
  source: z.enum(ENTRY_SOURCES, { error: 'Origem inválida' }).optional(),
  /** 'Centro de custo': the farm's own entries (no lot, no paddock), one lot's or one paddock's. */
  costCenter: costCenterFilter.optional(),
  /** '1': the bank lines whose guessed category nobody confirmed yet ('A conferir'). */
  review: z.literal('1', { error: 'Filtro inválido' }).optional(),
  /** In the description. */
  q: search.optional(),
};

export const periodInOrder = (q: { from?: string; to?: string }) =>
  !q.from || !q.to || q.from <= q.to;
export const PERIOD_REFINEMENT = { error: PERIOD_ORDER_MESSAGE, path: ['to'] };

/** GET /api/finance/entries. */
export const entriesQuerySchema = z
  .object({ ...entryFilterFields, cursor: cursorParam, limit: pageLimitSchema.optional() })
  .refine(periodInOrder, PERIOD_REFINEMENT);
export type EntriesQuery = z.output<typeof entriesQuerySchema>;

/**
 * GET /api/finance/entries.csv: the list's filters, so the file holds what the list shows (every
 * 'Situação' unless one is chosen: the file says each line's, and 'Realizado' alone is the cash
 * book an accountant's LCDPR takes).
 */
export const entriesCsvQuerySchema = z
  .object(entryFilterFields)
  .refine(periodInOrder, PERIOD_REFINEMENT);
export type EntriesCsvQuery = z.output<typeof entriesCsvQuerySchema>;

const month = () =>
  z
    .string({ error: 'Mês inválido' })
    .refine((m) => isIsoMonth(m) && m >= '1980-01' && m <= '2100-12', { error: 'Mês inválido' });

/** GET /api/finance/cash-flow: from a month ('YYYY-MM'), to one (by default as far as foreseen). */
export const cashFlowQuerySchema = z
  .object({ from: month().optional(), to: month().optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, PERIOD_REFINEMENT);

/** A year as a query carries it: '2025', 1980 to 2100. */
export const yearParam = z
  .string({ error: 'Ano inválido' })
  .regex(/^\d{4}$/, { error: 'Ano inválido' })
  .transform(Number)
  .refine((y) => y >= 1980 && y <= 2100, { error: 'Ano inválido' });

/**
 * GET /api/finance/results: a year ('DRE do ano' and its figures), or any period (from–to) for
 * the cost figures. One or the other.
 */
export const resultsQuerySchema = z
  .object({ year: yearParam.optional(), from: day(), to: day() })
  .refine(periodInOrder, PERIOD_REFINEMENT)
  .refine((q) => (q.year !== undefined) !== (q.from !== undefined && q.to !== undefined), {
    error: 'Escolha o ano ou o período',
    path: ['year'],
  });
export type ResultsQuery = z.output<typeof resultsQuerySchema>;
