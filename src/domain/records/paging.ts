import { z } from 'zod';
import { formatNumber } from '../format';

/*
 * Server pages of the record lists (issue 24, decision 032): `?before=<cursor>&limit=<n>`, newest
 * first. The cursor is the `next` of the page before, made by the server; the client only sends it
 * back. Every list answers its totals over the whole set, never over the page.
 */

/** Rows a page holds at most: no screen reads more than this at a time. */
export const PAGE_MAX = 100;

/** `limit` as the query carries it: 1 to 100. */
export const pageLimitSchema = z
  .string()
  .regex(/^\d{1,3}$/, { error: 'Limite inválido' })
  .transform(Number)
  .refine((n) => n >= 1 && n <= PAGE_MAX, { error: 'Limite inválido' });

/** What every list answers for a cursor it did not write (src/server/cursor.ts reads them). */
export const CURSOR_MESSAGE = 'Cursor inválido';

/**
 * A list's cursor as the query carries it: opaque text, the `next` (or `nextCursor`) of the page
 * before. The server checks it when it reads it back (src/server/cursor.ts, one rule for all).
 */
export const cursorParam = z.string({ error: CURSOR_MESSAGE }).optional();

/** A row's place in a list ordered by creation, newest first: when it was made (µs) and its id. */
export interface RowCursor {
  /** ISO 8601 in UTC with microseconds, as PostgreSQL stores it. */
  at: string;
  id: string;
}

/** The query of a list ordered by creation: `before` (a cursor) and `limit`, both optional. */
export const rowPageQuerySchema = z.object({
  before: cursorParam,
  limit: pageLimitSchema.optional(),
});

/** A page of a list: its rows, the whole set's totals and the `before` of the next page. */
export interface ListPage<Row, Totals> {
  items: Row[];
  totals: Totals;
  /** Null at the last page. */
  next: string | null;
}

/** What a list holds, for the sentence that says how much of it a page or a paper shows. */
export interface ListNoun {
  /** The plural: 'animais', 'categorias', 'lotes'. */
  plural: string;
  /** 'todas' instead of 'todos'. */
  feminine?: boolean;
}

/**
 * The sentence under a list printed in part (issue 24 item 5): how many of the whole set are
 * shown, and that the totals printed above are of all of them. Empty when every row is shown.
 *
 * printedPartText(100, 20000, { plural: 'animais' })
 *   → 'Mostrando 100 de 20.000 animais — os totais são de todos.'
 */
export function printedPartText(shown: number, total: number, noun: ListNoun): string {
  if (shown >= total) return '';
  return `Mostrando ${formatNumber(shown, 0)} de ${formatNumber(total, 0)} ${noun.plural} — os totais são de ${
    noun.feminine ? 'todas' : 'todos'
  }.`;
}
