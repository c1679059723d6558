import { sql, type SQL } from 'drizzle-orm';
import type { ExposeResult, SeasonSummary } from '../../../domain/reproduction/api';
import { REPRO_STATUSES, type ReproStatus } from '../../../domain/reproduction/constants';
import type { SeasonData } from '../../../domain/reproduction/schemas';
import type { Db } from '../../db/client';
import { insertOnce } from '../../db/insert-once';
import { breedingSeasons } from '../../db/schema';
import { categoryOf, herdTransaction, type Tx } from '../../farm-records';
import { refreshStates } from './state';
import {
  notFound,
  readStatusSql,
  seasonOf,
  SEASON_NOT_FOUND,
  type ReproWriteContext,
} from './shared';

/* 'Estação de monta': the seasons, their counts and the females exposed in them (decision 067). */

interface SeasonRow extends Record<string, unknown> {
  id: string;
  name: string;
  starts_on: string;
  ends_on: string;
  exposed: number;
  diagnosed: number;
  by_status: Partial<Record<ReproStatus, number>> | null;
}

/** The seasons of `where` with their counts (one aggregate), newest first. */
export function seasonsSql(farmId: string, today: string, where: SQL): SQL {
  return sql`
    select s.id, s.name, s.starts_on::text, s.ends_on::text,
      coalesce(c.exposed, 0)::int as exposed, coalesce(c.diagnosed, 0)::int as diagnosed,
      c.by_status
    from breeding_seasons s
    left join lateral (
      select sum(n)::int as exposed, sum(d)::int as diagnosed, jsonb_object_agg(st, n) as by_status
      from (
        select ${readStatusSql(today)} as st, count(*)::int as n,
          count(*) filter (where x.diagnosed)::int as d
        from season_exposures x
        where x.farm_id = s.farm_id and x.season_id = s.id
        group by 1
      ) g
    ) c on true
    where s.farm_id = ${farmId} and ${where}
    order by s.starts_on desc, s.id desc`;
}

function toSeason(r: SeasonRow): SeasonSummary {
  const byStatus = Object.fromEntries(REPRO_STATUSES.map((s) => [s, r.by_status?.[s] ?? 0]));
  return {
    id: r.id,
    name: r.name,
    startsOn: r.starts_on,
    endsOn: r.ends_on,
    exposed: r.exposed,
    byStatus: byStatus as Record<ReproStatus, number>,
    diagnosed: r.diagnosed,
  };
}

/** The active females of the farm a request names, as SQL over `a` (animals). */
function femalesOf(ctx: ReproWriteContext, what: ExposeTarget): SQL {
  const base = sql`a.farm_id = ${ctx.farmId} and a.status = 'active'`;
  if ('animalIds' in what) {
    return sql`${base} and a.id = any(${sql.param(what.animalIds)}::uuid[])`;
  }
  if ('lotId' in what) return sql`${base} and a.lot_id = ${what.lotId}::uuid`;
  return sql`${base} and ${categoryOf(ctx.today)} = ${what.category}`;
}

/**
 * Each exposure of the `animalIds` (all of them when null, in `seasonId` only when given) points
 * to her season just before it and whether she ended it 'Vazia' ('Descarte sugerido' reads it):
 * after an exposure made in an earlier season than hers, one taken out, or a season's new dates.
 */
export async function relinkPrevious(
  tx: Pick<Tx, 'execute'>,
  farmId: string,
  which: { animalIds: readonly string[] } | { seasonId: string },
) {
  const of =
    'animalIds' in which
      ? sql`x.animal_id = any(${sql.param([...which.animalIds])}::uuid[])`
      : sql`x.animal_id in (select animal_id from season_exposures
          where farm_id = ${farmId} and season_id = ${which.seasonId}::uuid)`;
  await tx.execute(sql`
    with want as (
      select x.id, p.season_id, coalesce(p.status = 'empty', false) as empty
      from season_exposures x
      join breeding_seasons s on s.farm_id = x.farm_id and s.id = x.season_id
      left join lateral (
        select px.season_id, px.status from season_exposures px
        join breeding_seasons ps on ps.farm_id = px.farm_id and ps.id = px.season_id
        where px.farm_id = x.farm_id and px.animal_id = x.animal_id
          and (ps.starts_on, ps.id) < (s.starts_on, s.id)
        order by ps.starts_on desc, ps.id desc limit 1
      ) p on true
      where x.farm_id = ${farmId} and ${of}
    )
    update season_exposures x set previous_season_id = w.season_id, previous_empty = w.empty
    from want w
    where x.farm_id = ${farmId} and x.id = w.id
      and (x.previous_season_id is distinct from w.season_id or x.previous_empty <> w.empty)`);
}

export type ExposeTarget = { animalIds: string[] } | { lotId: string } | { category: string };

/**
 * Exposes in `season` the active females `where` names (over `a`): each with her group (by her
 * calvings) and her season before (whether she ended it empty); records of hers since the season's
 * start not in a season join it, and her state is computed from them.
 */
export async function exposeIn(
  tx: Tx,
  ctx: ReproWriteContext,
  season: { id: string; starts_on: string },
  where: SQL,
): Promise<ExposeResult> {
  const { rows } = await tx.execute<{ added: string[] | null; females: number; all: number }>(sql`
    with t as (select a.id, a.sex, a.calvings from animals a where ${where}),
    f as (select * from t where t.sex = 'F'),
    made as (
      insert into season_exposures (farm_id, user_id, season_id, animal_id, female_group,
        previous_season_id, previous_empty)
      select ${ctx.farmId}, ${ctx.userId}, ${season.id}::uuid, f.id,
        case when f.calvings = 0 then 'heifer' when f.calvings = 1 then 'primiparous' else 'cow' end,
        p.season_id, coalesce(p.status = 'empty', false)
      from f left join lateral (
        select px.season_id, px.status from season_exposures px
        join breeding_seasons ps on ps.farm_id = px.farm_id and ps.id = px.season_id
        where px.farm_id = ${ctx.farmId} and px.animal_id = f.id and ps.starts_on < ${season.starts_on}::date
        order by ps.starts_on desc limit 1
      ) p on true
      on conflict (farm_id, season_id, animal_id) do nothing
      returning animal_id
    )
    select (select array_agg(animal_id) from made) as added,
      (select count(*)::int from f) as females, (select count(*)::int from t) as all`);
  const row = rows[0]!;
  const added = row.added ?? [];
  if (added.length > 0) {
    const { rows: moved } = await tx.execute<{ animal_id: string }>(sql`
      update reproduction_events set season_id = ${season.id}::uuid
      where farm_id = ${ctx.farmId} and season_id is null and kind <> 'weaning'
        and animal_id = any(${sql.param(added)}::uuid[]) and event_date >= ${season.starts_on}::date
      returning animal_id`);
    await refreshStates(tx, ctx.farmId, season.id, [...new Set(moved.map((m) => m.animal_id))]);
    // A season before others of hers: the ones after it now follow it.
    await relinkPrevious(tx, ctx.farmId, { animalIds: added });
  }
  return { added: added.length, alreadyExposed: row.females - added.length, skipped: 0 };
}

export function seasonQueries(db: Db) {
  const one = async (farmId: string, id: string, today: string) => {
    const { rows } = await db.execute<SeasonRow>(
      seasonsSql(farmId, today, sql`s.id = ${id}::uuid`),
    );
    if (!rows[0]) throw notFound(SEASON_NOT_FOUND);
    return toSeason(rows[0]);
  };
  return {
    seasonSummary: one,

    /** Every season of the farm, newest first, with its counts. */
    async seasons(farmId: string, today: string) {
      const { rows } = await db.execute<SeasonRow>(seasonsSql(farmId, today, sql`true`));
      return rows.map(toSeason);
    },

    /** 'Nova estação' (once per Idempotency-Key). */
    async createSeason(ctx: ReproWriteContext, input: SeasonData) {
      const { row, replayed } = await insertOnce(db, breedingSeasons, {
        farmId: ctx.farmId,
        userId: ctx.userId,
        name: input.name,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        idempotencyKey: ctx.idempotencyKey,
      });
      return { season: await one(ctx.farmId, row.id, ctx.today), replayed };
    },

    /** Edits a season's name and dates (owner, Gerente). */
    async updateSeason(ctx: ReproWriteContext, id: string, input: SeasonData) {
      await herdTransaction(db, [ctx.farmId], async (tx) => {
        const { rows } = await tx.execute(sql`
          update breeding_seasons set name = ${input.name}, starts_on = ${input.startsOn}::date,
            ends_on = ${input.endsOn}::date, updated_at = now()
          where farm_id = ${ctx.farmId} and id = ${id}::uuid returning id`);
        if (!rows[0]) throw notFound(SEASON_NOT_FOUND);
        // New dates may put it before or after another season of its females.
        await relinkPrevious(tx, ctx.farmId, { seasonId: id });
      });
      return one(ctx.farmId, id, ctx.today);
    },

    /**
     * 'Expor fêmeas': the chosen females, a lot's or a category's active ones. Chosen animals that
     * are not active females of the farm are counted as skipped.
     */
    async expose(ctx: ReproWriteContext, seasonId: string, what: ExposeTarget) {
      return herdTransaction(db, [ctx.farmId], async (tx) => {
        const season = await seasonOf(tx, ctx.farmId, seasonId);
        const result = await exposeIn(tx, ctx, season, femalesOf(ctx, what));
        const { rows } = await tx.execute<{ n: number }>(sql`
          select count(*)::int as n from animals a where ${femalesOf(ctx, what)}
            and a.sex is distinct from 'F'`);
        const asked = 'animalIds' in what ? what.animalIds.length : null;
        const skipped = asked === null ? rows[0]!.n : asked - result.added - result.alreadyExposed;
        return { ...result, skipped };
      });
    },

    /** Takes a female out of a season (owner, Gerente): her records stay, out of the season. */
    async removeExposure(ctx: ReproWriteContext, seasonId: string, animalId: string) {
      return herdTransaction(db, [ctx.farmId], async (tx) => {
        const { rows } = await tx.execute(sql`
          delete from season_exposures
          where farm_id = ${ctx.farmId} and season_id = ${seasonId}::uuid
            and animal_id = ${animalId}::uuid
          returning id`);
        if (!rows[0]) throw notFound('Fêmea não encontrada nessa estação');
        await tx.execute(sql`
          update reproduction_events set season_id = null
          where farm_id = ${ctx.farmId} and season_id = ${seasonId}::uuid
            and animal_id = ${animalId}::uuid`);
        await relinkPrevious(tx, ctx.farmId, { animalIds: [animalId] });
      });
    },
  };
}
