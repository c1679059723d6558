import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { csvHeader, csvRow } from '../../../domain/export/csv';
import {
  applicationColumns,
  brucellosisColumns,
  type ApplicationExportRow,
} from '../../../domain/export/sanitary';
import type pg from 'pg';
import {
  toBrucellosisRow,
  type ApplicationColumns,
  type BrucellosisColumns,
} from '../../farm-records';
import { rowsCsvStream } from '../rows-cursor';

const dialect = new PgDialect();

interface ApplicationCsvRow extends ApplicationColumns {
  product_type: string;
  undone: boolean;
}

const toApplication = (r: ApplicationCsvRow): ApplicationExportRow => ({
  date: r.applied_on,
  tag: r.tag,
  productName: r.product_name,
  productType: r.product_type,
  dose: Number(r.dose),
  doseUnit: r.dose_unit,
  appliedBy: r.applied_by,
  veterinarian: r.veterinarian,
  withdrawalUntil: r.withdrawal_until,
  cost: r.cost === null ? null : Number(r.cost),
  notes: r.notes,
  undone: r.undone,
  undoReason: r.undo_reason,
  priorHistory: r.prior_history,
});

/**
 * The sanitary records' files (issue 26 item 7), streamed from a cursor as the herd's are
 * (rows-cursor.ts: one snapshot, FETCH 1000 per pull, back-pressure, cancel).
 */
export function sanitaryExports(pool: pg.Pool) {
  return {
    /**
     * 'Comprovante de vacinação contra brucelose': the females vaccinated (B19 or RB51, not
     * undone; a dose before the registration has no date to prove, decision 063) from `from` to
     * `to`, in the order of GET /api/sanitary/brucellosis (date, brinco).
     */
    brucellosisCsv(farmId: string, period: { from: string; to: string }) {
      const query = dialect.sqlToQuery(sql`
        select a.tag, a.eid, a.birth_date::text as birth_date, p.brucellosis as vaccine,
               h.applied_on::text as applied_on, h.veterinarian
        from sanitary_applications h
        join sanitary_products p on p.farm_id = h.farm_id and p.id = h.product_id
        join animals a on a.farm_id = h.farm_id and a.id = h.animal_id
        where h.farm_id = ${farmId} and h.undone_at is null and not h.prior_history
          and h.applied_on between ${period.from}::date and ${period.to}::date
          and p.brucellosis is not null and a.sex = 'F'
        order by h.applied_on, a.tag, h.id`);
      return rowsCsvStream<BrucellosisColumns>(
        pool,
        csvHeader(brucellosisColumns),
        { text: query.sql, values: query.params },
        (rows) => rows.map((r) => csvRow(brucellosisColumns, toBrucellosisRow(r))).join(''),
        'brucellosis proof',
      );
    },

    /**
     * The applications from `from` to `to` (both included), by date then brinco, undone ones
     * marked; without the cost for 'Campo'. The date index `(farm_id, applied_on, id)` reads
     * the period.
     */
    applicationsCsv(farmId: string, period: { from: string; to: string }, withMoney: boolean) {
      const columns = applicationColumns(withMoney);
      const query = dialect.sqlToQuery(sql`
        select h.applied_on::text as applied_on, a.tag, p.name as product_name,
               p.type as product_type, h.dose::text as dose, h.dose_unit, h.applied_by,
               h.veterinarian, h.withdrawal_until::text as withdrawal_until,
               h.cost::text as cost, h.notes, h.undone_at is not null as undone, h.undo_reason,
               h.prior_history
        from sanitary_applications h
        join animals a on a.farm_id = h.farm_id and a.id = h.animal_id
        join sanitary_products p on p.farm_id = h.farm_id and p.id = h.product_id
        where h.farm_id = ${farmId}
          and h.applied_on between ${period.from}::date and ${period.to}::date
        order by h.applied_on, a.tag, h.id`);
      return rowsCsvStream<ApplicationCsvRow>(
        pool,
        csvHeader(columns),
        { text: query.sql, values: query.params },
        (rows) => rows.map((r) => csvRow(columns, toApplication(r))).join(''),
        'sanitary applications',
      );
    },
  };
}
