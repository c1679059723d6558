import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { csvHeader, csvRow } from '../../../domain/export/csv';
import {
  reproEventColumns,
  seasonFemaleColumns,
  toWeanColumns,
  type ReproEventExportRow,
} from '../../../domain/export/reproduction';
import type { FemalesQuery } from '../../../domain/reproduction/queries';
import {
  femaleColumns,
  femaleFilter,
  toFemale,
  type FemaleRow,
} from '../../reproduction/store/females';
import { toCalfToWean, toWeanSql, type ToWeanRow } from '../../reproduction/store/to-wean';
import { rowsCsvStream } from '../rows-cursor';

const dialect = new PgDialect();

interface EventCsvRow {
  date: string;
  tag: string;
  kind: ReproEventExportRow['kind'];
  season: string | null;
  details: ReproEventExportRow['details'] | null;
  undone: boolean;
  undo_reason: string | null;
}

/**
 * The reproduction records' files (issue 41 item 10), streamed from a cursor as the herd's are
 * (rows-cursor.ts: one snapshot, FETCH 1000 per pull, back-pressure, cancel).
 */
export function reproductionExports(pool: pg.Pool) {
  return {
    /**
     * A season's females as its list reads them (the same filters: a status, 'a diagnosticar',
     * a group, the start of a brinco), by brinco; the season is checked by the route.
     */
    seasonFemalesCsv(farmId: string, seasonId: string, today: string, filter: FemalesQuery) {
      const query = dialect.sqlToQuery(sql`
        select ${femaleColumns(today)}
        from season_exposures x
        join breeding_seasons s on s.farm_id = x.farm_id and s.id = x.season_id
        join animals a on a.farm_id = x.farm_id and a.id = x.animal_id
        where x.farm_id = ${farmId} and x.season_id = ${seasonId}::uuid
          ${femaleFilter(filter, today)}
        order by a.tag, a.id`);
      return rowsCsvStream<FemaleRow>(
        pool,
        csvHeader(seasonFemaleColumns),
        { text: query.sql, values: query.params },
        (rows) => rows.map((r) => csvRow(seasonFemaleColumns, toFemale(r))).join(''),
        'season females',
      );
    },

    /**
     * The module's records (services, checks, abortions, weanings), of one season or all, undone
     * ones marked, by date, entry and brinco.
     */
    reproductionEventsCsv(farmId: string, seasonId: string | null) {
      const query = dialect.sqlToQuery(sql`
        select e.event_date::text as date, a.tag, e.kind, s.name as season, e.details,
               e.undone_at is not null as undone, e.undo_reason
        from reproduction_events e
        join animals a on a.farm_id = e.farm_id and a.id = e.animal_id
        left join breeding_seasons s on s.farm_id = e.farm_id and s.id = e.season_id
        where e.farm_id = ${farmId}
          ${seasonId ? sql`and e.season_id = ${seasonId}::uuid` : sql``}
        order by e.event_date, e.created_at, a.tag, e.id`);
      return rowsCsvStream<EventCsvRow>(
        pool,
        csvHeader(reproEventColumns),
        { text: query.sql, values: query.params },
        (rows) =>
          rows
            .map((r) =>
              csvRow(reproEventColumns, {
                date: r.date,
                tag: r.tag,
                kind: r.kind,
                season: r.season,
                details: r.details ?? {},
                undone: r.undone,
                undoReason: r.undo_reason,
              }),
            )
            .join(''),
        'reproduction events',
      );
    },

    /** 'A desmamar': the season's calves to wean, oldest first, as the list reads them. */
    toWeanCsv(farmId: string, seasonId: string, today: string) {
      const query = dialect.sqlToQuery(
        toWeanSql(farmId, seasonId, today, sql`order by k.birth_date, k.tag, k.id`),
      );
      return rowsCsvStream<ToWeanRow>(
        pool,
        csvHeader(toWeanColumns),
        { text: query.sql, values: query.params },
        (rows) => rows.map((r) => csvRow(toWeanColumns, toCalfToWean(r))).join(''),
        'calves to wean',
      );
    },
  };
}
