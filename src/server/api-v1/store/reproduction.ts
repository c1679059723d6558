import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { EntryCursor } from '../../cursor';
import { entryPageOf as pageOf, iso, type WithCursor } from './paging';

/*
 * The reproduction records' /api/v1 pages (issue 41 item 10; decision 067): the breeding seasons
 * and the module's records (services, checks, abortions, weanings), oldest entry first by
 * (created_at, id) with the herd's cursor (decision 043), as the sanitary applications.
 */

export interface ApiSeasonRow extends Record<string, unknown> {
  id: string;
  name: string;
  starts_on: string;
  ends_on: string;
  exposed: number;
  created_at: string;
}

export interface ApiReproEventRow extends Record<string, unknown> {
  id: string;
  group_id: string;
  animal_id: string;
  tag: string;
  kind: string;
  event_date: string;
  season_id: string | null;
  batch_id: string | null;
  details: Record<string, unknown> | null;
  undone_at: string | null;
  undo_reason: string | null;
  created_at: string;
}

export interface ReproEventFilter {
  limit: number;
  after: EntryCursor | null;
  kind?: string;
  seasonId?: string;
  animalId?: string;
  groupId?: string;
  from?: string;
  to?: string;
}

const afterEntry = (cursor: EntryCursor | null) =>
  cursor
    ? sql`and (r.created_at, r.id) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : sql``;

/**
 * A page of the farm's reproduction records by entry, (created_at, id) after the cursor: read on
 * reproduction_events_farm_created_idx (migration 0027).
 */
export const reproductionEventPageQuery = (farmId: string, filter: ReproEventFilter) =>
  sql`
  select r.id, r.group_id, r.animal_id, a.tag, r.kind, r.event_date::text as event_date,
    r.season_id, r.batch_id, r.details, ${iso(sql`r.undone_at`)} as undone_at,
    r.undo_reason, ${iso(sql`r.created_at`)} as created_at,
    ${iso(sql`r.created_at`)} as cursor_at
  from reproduction_events r
  join animals a on a.farm_id = r.farm_id and a.id = r.animal_id
  where r.farm_id = ${farmId}
    ${filter.kind ? sql`and r.kind = ${filter.kind}` : sql``}
    ${filter.seasonId ? sql`and r.season_id = ${filter.seasonId}::uuid` : sql``}
    ${filter.animalId ? sql`and r.animal_id = ${filter.animalId}::uuid` : sql``}
    ${filter.groupId ? sql`and r.group_id = ${filter.groupId}::uuid` : sql``}
    ${filter.from ? sql`and r.event_date >= ${filter.from}::date` : sql``}
    ${filter.to ? sql`and r.event_date <= ${filter.to}::date` : sql``}
    ${afterEntry(filter.after)}
  order by r.created_at, r.id
  limit ${filter.limit + 1}`;

export function reproductionV1Queries(db: Db) {
  return {
    /** The farm's breeding seasons with their count of exposed females. */
    async breedingSeasonPage(farmId: string, limit: number, cursor: EntryCursor | null) {
      const { rows } = await db.execute<WithCursor<ApiSeasonRow>>(sql`
        select r.id, r.name, r.starts_on::text as starts_on, r.ends_on::text as ends_on,
          (select count(*)::int from season_exposures x
            where x.farm_id = r.farm_id and x.season_id = r.id) as exposed,
          ${iso(sql`r.created_at`)} as created_at, ${iso(sql`r.created_at`)} as cursor_at
        from breeding_seasons r
        where r.farm_id = ${farmId} ${afterEntry(cursor)}
        order by r.created_at, r.id
        limit ${limit + 1}`);
      return pageOf(rows, limit);
    },

    /**
     * The farm's reproduction records, undone ones included and marked; optionally of a kind, a
     * season, an animal, a group (one write) or a period (by the record's day, both ends in).
     */
    async reproductionEventPage(farmId: string, filter: ReproEventFilter) {
      const { rows } = await db.execute<WithCursor<ApiReproEventRow>>(
        reproductionEventPageQuery(farmId, filter),
      );
      return pageOf(rows, filter.limit);
    },
  };
}
