import { z } from 'zod';
import { cursorParam, pageLimitSchema } from '../records/paging';
import { isoDate } from '../herd/schemas';
import { text } from '../text';

/* The query strings of the pastures lists (issue 42), shared by the browser and the server. */

/** A page of paddocks holds 50 unless asked for fewer; of the occupation history, 50 too. */
export const PADDOCK_PAGE = 50;
export const HISTORY_PAGE = 50;

const search = text('Busca inválida').max(60, { error: 'Busca muito longa' });

/** 'Situação' of the paddocks' list: occupied, resting, or 'Pronto para entrada'. */
export const PADDOCK_FILTERS = ['occupied', 'resting', 'ready'] as const;
export type PaddockFilter = (typeof PADDOCK_FILTERS)[number];

export const paddocksQuerySchema = z.object({
  q: search.optional(),
  /** A retiro's name; '' for the paddocks without one. */
  retiro: search.optional(),
  state: z.enum(PADDOCK_FILTERS, { error: 'Situação inválida' }).optional(),
  cursor: cursorParam,
  limit: pageLimitSchema.optional(),
});
export type PaddocksQuery = z.output<typeof paddocksQuerySchema>;

export const historyQuerySchema = z.object({
  paddockId: z.uuid({ error: 'Pasto não encontrado' }).optional(),
  cursor: cursorParam,
  limit: pageLimitSchema.optional(),
});

export const stockingQuerySchema = z.object({
  date: isoDate('Informe a data').optional(),
});
