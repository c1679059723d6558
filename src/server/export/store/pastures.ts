import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { csvHeader, csvRow } from '../../../domain/export/csv';
import { occupationColumns, paddockColumns } from '../../../domain/export/pastures';
import { paddockFiguresSql, toPaddock, type PaddockRow } from '../../pastures/store/figures';
import { occupationSql, toOccupation, type HistoryRow } from '../../pastures/store/moves';
import { byName, matches, type PaddockQuery } from '../../pastures/store/paddocks';
import { ROWS_PER_FETCH, rowsCsvStream } from '../rows-cursor';
import { log } from '../../observability/log';

const dialect = new PgDialect();

/**
 * A file read whole by `load` (its header line first) when the response first asks for it, then
 * handed out ROWS_PER_FETCH lines a chunk: for a list the server sorts in Node (the paddocks by
 * name with numbers in order, as their screen), a few thousand lines at most. Its connection is
 * held for the one statement only.
 */
function loadedCsvStream(load: () => Promise<string[]>, label: string) {
  const encoder = new TextEncoder();
  let lines: string[] | null = null;
  let next = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          lines ??= await load();
        } catch (err) {
          log.error({ err }, `[export] ${label} failed`);
          controller.error(err);
          return;
        }
        if (next >= lines.length) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(lines.slice(next, next + ROWS_PER_FETCH).join('')));
        next += ROWS_PER_FETCH;
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * The pastures' files (issue 42 item 7): the paddock list with its figures on São Paulo's
 * `today` (the list's filters and order), and 'Histórico de ocupação' streamed from a cursor as
 * the herd's files are (rows-cursor.ts).
 */
export function pastureExports(pool: pg.Pool) {
  return {
    /** The paddocks `filter` names, by name, as GET /api/pastures/paddocks lists them. */
    paddocksCsv(farmId: string, today: string, filter: PaddockQuery) {
      const query = dialect.sqlToQuery(paddockFiguresSql(farmId, today));
      return loadedCsvStream(async () => {
        const { rows } = await pool.query<PaddockRow>({ text: query.sql, values: query.params });
        const list = rows
          .map((r) => toPaddock(r, today))
          .filter((p) => matches(p, filter))
          .sort(byName);
        return [csvHeader(paddockColumns), ...list.map((p) => csvRow(paddockColumns, p))];
      }, 'paddocks');
    },

    /** The moves not undone of a paddock (or all), newest first, as GET /history pages them. */
    occupationCsv(farmId: string, paddockId: string | null) {
      const query = dialect.sqlToQuery(occupationSql(farmId, { paddockId }));
      return rowsCsvStream<HistoryRow>(
        pool,
        csvHeader(occupationColumns),
        { text: query.sql, values: query.params },
        (rows) => rows.map((r) => csvRow(occupationColumns, toOccupation(r, null))).join(''),
        'occupation history',
      );
    },
  };
}
