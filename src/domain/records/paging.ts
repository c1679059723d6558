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

const ROW_CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{6})Z~([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** A row's place in a list ordered by creation, newest first: when it was made (µs) and its id. */
export interface RowCursor {
  /** ISO 8601 in UTC with microseconds, as PostgreSQL stores it. */
  at: string;
  id: string;
}

/**
 * Reads a row cursor ('2026-03-01T10:00:00.123456Z~<uuid>'); undefined for anything else,
 * including a date that does not exist (2026-02-30) or lies outside the years 2000 to 9999.
 */
export function parseRowCursor(text: string): RowCursor | undefined {
  const match = ROW_CURSOR.exec(text);
  if (!match) return undefined;
  const [, seconds, , id] = match;
  const date = new Date(`${seconds}Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== seconds) return undefined;
  const year = date.getUTCFullYear();
  if (year < 2000 || year > 9999) return undefined;
  return { at: text.slice(0, 27), id: id! };
}

/** The text of a row cursor. */
export const rowCursorText = (cursor: RowCursor) => `${cursor.at}~${cursor.id}`;

/** `before` of a list ordered by creation: a row cursor, else 'Cursor inválido'. */
export const rowCursorSchema = z
  .string()
  .max(100, { error: 'Cursor inválido' })
  .transform((text, ctx) => {
    const cursor = parseRowCursor(text);
    if (!cursor) {
      ctx.addIssue({ code: 'custom', message: 'Cursor inválido' });
      return z.NEVER;
    }
    return cursor;
  });

/** The query of a list ordered by creation: `before` (a cursor) and `limit`, both optional. */
export const rowPageQuerySchema = z.object({
  before: rowCursorSchema.optional(),
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
