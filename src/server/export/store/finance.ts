import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { csvHeader, csvRow } from '../../../domain/export/csv';
import { entryCsvColumns } from '../../../domain/finance/export';
import {
  entryCsvSql,
  toEntryExport,
  type EntryCsvRow,
  type EntryFilters,
} from '../../finance/store/list';
import { rowsCsvStream } from '../rows-cursor';

const dialect = new PgDialect();

/**
 * The book's file (issue 43 item 7): the entries 'Lançamentos' lists with the same filters,
 * streamed from a cursor as the herd's files are (rows-cursor.ts), so 50,000 entries take the
 * memory of one batch.
 */
export function financeExports(pool: pg.Pool) {
  return {
    entriesCsv(farmId: string, filters: EntryFilters) {
      const query = dialect.sqlToQuery(entryCsvSql(farmId, filters));
      return rowsCsvStream<EntryCsvRow>(
        pool,
        csvHeader(entryCsvColumns),
        { text: query.sql, values: query.params },
        (rows) => rows.map((r) => csvRow(entryCsvColumns, toEntryExport(r))).join(''),
        'finance entries',
      );
    },
  };
}
