import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { csvHeader, csvRow } from '../../../domain/export/csv';
import {
  animalColumns,
  eventColumns,
  type AnimalExportRow,
  type EventExportRow,
} from '../../../domain/export/herd';
import { lastWeighingJoin, lotJoin, rowColumns, type RowColumns } from '../../farm-records';
import { rowsCsvStream } from '../rows-cursor';
import { financeExports } from './finance';
import { pastureExports } from './pastures';
import { reproductionExports } from './reproduction';
import { sanitaryExports } from './sanitary';
import { weighingsCsvStream } from '../weighings-csv';

const dialect = new PgDialect();

type AnimalCsvRow = RowColumns & { sisbov: string | null; origin: string | null };

function toAnimalExport(r: AnimalCsvRow): AnimalExportRow {
  return {
    tag: r.tag,
    eid: r.eid,
    sisbov: r.sisbov,
    name: r.name,
    sex: r.sex,
    breed: r.breed,
    birthDate: r.birth_date,
    ageMonths: r.age_months === null ? null : Number(r.age_months),
    category: r.category,
    lotName: r.lot_name,
    pasture: r.pasture,
    origin: r.origin,
    status: r.status,
    lastWeight: r.last_weight === null ? null : Number(r.last_weight),
    lastWeighingDate: r.last_date,
  };
}

interface EventCsvRow {
  date: string;
  kind: string;
  tag: string;
  details: EventExportRow['details'] | null;
  undone: boolean;
  undo_reason: string | null;
}

/**
 * The export's own reads (issue 24 item 5): the big datasets stream from a cursor, each on a
 * connection of `pool` (the exports' own pool in the app, decision 055).
 */
export function exportStore(pool: pg.Pool) {
  return {
    // The sanitary records' files (issue 26 item 7).
    ...sanitaryExports(pool),
    // The reproduction records' files (issue 41 item 10).
    ...reproductionExports(pool),
    // The pastures' files (issue 42 item 7).
    ...pastureExports(pool),
    // The book's file (issue 43 item 7).
    ...financeExports(pool),

    /** The farm's weighings CSV, read from a cursor as the response is sent. */
    weighingsCsv: (farmId: string) => weighingsCsvStream(pool, farmId),

    /**
     * The herd file (issue 25 item 6): every animal of the farm but the removed ones (entries
     * undone), active ones first, then by brinco; category, age and last weight as the list
     * computes them on São Paulo's `today`.
     */
    animalsCsv(farmId: string, today: string) {
      const query = dialect.sqlToQuery(sql`
        select ${rowColumns(today)}, a.sisbov, a.origin
        from animals a ${lotJoin} ${lastWeighingJoin}
        where a.farm_id = ${farmId} and a.status <> 'removed'
        order by a.status <> 'active', a.tag, a.id`);
      return rowsCsvStream<AnimalCsvRow>(
        pool,
        csvHeader(animalColumns),
        { text: query.sql, values: query.params },
        (rows) => rows.map((r) => csvRow(animalColumns, toAnimalExport(r))).join(''),
        'animals',
      );
    },

    /**
     * The events file (issue 25 item 6): every event of the farm's animals, undone ones marked,
     * by date, entry and brinco; without money columns for 'Campo'.
     */
    animalEventsCsv(farmId: string, withMoney: boolean) {
      const columns = eventColumns(withMoney);
      const query = dialect.sqlToQuery(sql`
        select e.event_date::text as date, e.kind, a.tag, e.details,
               e.undone_at is not null as undone, e.undo_reason
        from animal_events e
        join animals a on a.farm_id = e.farm_id and a.id = e.animal_id
        where e.farm_id = ${farmId}
        order by e.event_date, e.created_at, a.tag, e.id`);
      return rowsCsvStream<EventCsvRow>(
        pool,
        csvHeader(columns),
        { text: query.sql, values: query.params },
        (rows) =>
          rows
            .map((r) =>
              csvRow(columns, {
                date: r.date,
                kind: r.kind,
                tag: r.tag,
                details: r.details ?? {},
                undone: r.undone,
                undoReason: r.undo_reason,
              }),
            )
            .join(''),
        'animal events',
      );
    },
  };
}
