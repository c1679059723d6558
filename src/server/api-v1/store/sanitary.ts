import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ApplicationIdColumns, ProtocolColumns } from '../../farm-records';
import { entryPageOf as pageOf, iso, type WithCursor } from './paging';
import type { EntryCursor } from '../../cursor';

/*
 * The sanitary records' /api/v1 pages (issue 26 item 7): products, protocols and applications,
 * oldest entry first by (created_at, id) with the herd's cursor (decision 043), so a row added
 * while an integration pages comes after the pages it read.
 */

export interface ApiProductRow extends Record<string, unknown> {
  id: string;
  name: string;
  type: string;
  withdrawal_days: number;
  dose_unit: string;
  price_per_dose: string | null;
  brucellosis: string | null;
  suggested: boolean;
  created_at: string;
  updated_at: string;
}

export interface ApiProtocolRow extends ProtocolColumns {
  created_at: string;
  updated_at: string;
}

export interface ApiApplicationRow extends ApplicationIdColumns {
  protocol_id: string | null;
  undone_at: string | null;
  created_at: string;
}

/** Rows of `alias` strictly after the cursor, by (created_at, id). */
const after = (alias: string, cursor: EntryCursor | null) =>
  cursor
    ? sql`and (${sql.raw(alias)}.created_at, ${sql.raw(alias)}.id) >
        (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : sql``;

export interface ApplicationPageFilter {
  limit: number;
  after: EntryCursor | null;
  from?: string;
  to?: string;
  animalId?: string;
}

export function sanitaryV1Queries(db: Db) {
  return {
    /** The farm's sanitary products. */
    async sanitaryProductPage(farmId: string, limit: number, cursor: EntryCursor | null) {
      const { rows } = await db.execute<WithCursor<ApiProductRow>>(sql`
        select s.id, s.name, s.type, s.withdrawal_days, s.dose_unit,
          s.price_per_dose::text as price_per_dose, s.brucellosis, s.suggested,
          ${iso(sql`s.created_at`)} as created_at, ${iso(sql`s.updated_at`)} as updated_at,
          ${iso(sql`s.created_at`)} as cursor_at
        from sanitary_products s
        where s.farm_id = ${farmId} ${after('s', cursor)}
        order by s.created_at, s.id
        limit ${limit + 1}`);
      return pageOf(rows, limit);
    },

    /** The farm's protocols (its sanitary calendar), with their product's name. */
    async sanitaryProtocolPage(farmId: string, limit: number, cursor: EntryCursor | null) {
      const { rows } = await db.execute<WithCursor<ApiProtocolRow>>(sql`
        select s.id, s.name, s.product_id, p.name as product_name, s.sex, s.min_age_months,
          s.max_age_months, s.category, s.lot_id, s.first_at_age_months, s.booster_days,
          s.every_days, s.months, s.active, s.notes, s.suggested, s.starts_on::text as starts_on,
          ${iso(sql`s.created_at`)} as created_at, ${iso(sql`s.updated_at`)} as updated_at,
          ${iso(sql`s.created_at`)} as cursor_at
        from sanitary_protocols s
        join sanitary_products p on p.farm_id = s.farm_id and p.id = s.product_id
        where s.farm_id = ${farmId} ${after('s', cursor)}
        order by s.created_at, s.id
        limit ${limit + 1}`);
      return pageOf(rows, limit);
    },

    /**
     * The farm's applications, undone ones included and marked; optionally of a period (by
     * application date, both ends included) or of one animal. Pages stay by entry whatever the
     * filter, as the events' (decision 043).
     */
    async sanitaryApplicationPage(farmId: string, filter: ApplicationPageFilter) {
      const { rows } = await db.execute<WithCursor<ApiApplicationRow>>(sql`
        select s.id, s.group_id, s.animal_id, a.tag, s.product_id, p.name as product_name,
          s.protocol_id, s.applied_on::text as applied_on, s.dose::text as dose, s.dose_unit,
          s.applied_by, s.veterinarian, s.withdrawal_until::text as withdrawal_until,
          s.cost::text as cost, s.notes, ${iso(sql`s.undone_at`)} as undone_at, s.undo_reason,
          s.prior_history, ${iso(sql`s.created_at`)} as created_at, ${iso(sql`s.created_at`)} as cursor_at
        from sanitary_applications s
        join animals a on a.farm_id = s.farm_id and a.id = s.animal_id
        join sanitary_products p on p.farm_id = s.farm_id and p.id = s.product_id
        where s.farm_id = ${farmId}
          ${filter.from ? sql`and s.applied_on >= ${filter.from}::date` : sql``}
          ${filter.to ? sql`and s.applied_on <= ${filter.to}::date` : sql``}
          ${filter.animalId ? sql`and s.animal_id = ${filter.animalId}::uuid` : sql``}
          ${after('s', filter.after)}
        order by s.created_at, s.id
        limit ${filter.limit + 1}`);
      return pageOf(rows, filter.limit);
    },
  };
}
