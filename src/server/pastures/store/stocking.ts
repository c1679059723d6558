import { sql } from 'drizzle-orm';
import type {
  PaddockYear,
  PastureSettings,
  Stocking,
  StockingLine,
} from '../../../domain/pastures/api';
import { DEFAULT_TYPICAL_WEIGHTS, seasonOf } from '../../../domain/pastures/constants';
import type { PastureSettingsData } from '../../../domain/pastures/schemas';
import { animalUnits, arrobasPerHectare, unitsPerHectare } from '../../../domain/pastures/stocking';
import type { Db } from '../../db/client';
import { farmMemo } from '../../farm-records';
import { inPaddocksNow, staysOnSql, weightsByPaddockAndLotSql } from './weights';

/*
 * Stocking (issue 42 item 5): the UA/ha of the farm and of each retiro on any day, in one
 * statement; per paddock and year (item 6): days occupied, mean UA/ha, kg gained while in it and
 * '@/ha/ano'; the farm's typical weights.
 */

export const NO_RETIRO = 'Sem retiro';

/**
 * The statement behind `stocking` (the bench's EXPLAIN reads it): each retiro's area, and the
 * heads and live weight of the animals in its paddocks on `day` (summed by paddock and lot, then
 * by retiro). From `today` on, those are the animals with a paddock now; before, those of the
 * stays of the day.
 */
export const stockingSql = (farmId: string, day: string, today: string) => sql`
  with z as (${weightsByPaddockAndLotSql(
    farmId,
    day,
    day >= today ? inPaddocksNow() : staysOnSql(farmId, day),
  )}),
  u as (
    select p.retiro, sum(z.heads)::int as heads, sum(z.kg)::float8 as kg
    from z join paddocks p on p.farm_id = ${farmId} and p.id = z.paddock_id
    group by p.retiro
  ), r as (
    select p.retiro, sum(coalesce(p.area_ha, p.shape_area_ha, 0))::float8 as area_ha
    from paddocks p where p.farm_id = ${farmId} group by p.retiro
  )
  select r.retiro, r.area_ha, coalesce(u.heads, 0)::int as heads, coalesce(u.kg, 0)::float8 as kg
  from r left join u on u.retiro is not distinct from r.retiro`;

/** The statement behind a paddock's years (the bench's EXPLAIN reads it). */
export const paddockYearsSql = (farmId: string, paddockId: string, today: string) => sql`
  with s as (
    -- Each stay's animal by its key (kept a probe by offset 0: a paddock's stays are a few
    -- thousand, and a hash join read every animal of the farm).
    select x.*, a.tag, a.eid, coalesce(x.left_on, a.exit_date, ${today}::date + 1) as until
    from paddock_stays x
    cross join lateral (
      select a.tag, a.eid, a.exit_date from animals a
      where a.farm_id = ${farmId} and a.id = x.animal_id
      offset 0
    ) a
    where x.farm_id = ${farmId} and x.paddock_id = ${paddockId}::uuid
  ), y as (
    select generate_series(extract(year from min(entered_on))::int,
      extract(year from ${today}::date)::int) as year from s
  ), part as (
    select y.year, s.*, greatest(s.entered_on, make_date(y.year, 1, 1)) as from_day,
      least(s.until, make_date(y.year + 1, 1, 1), ${today}::date + 1) as to_day
    from y join s on s.entered_on < make_date(y.year + 1, 1, 1)
      and s.until > make_date(y.year, 1, 1)
  ), gain as (
    select part.year, sum(coalesce(g.last - g.first, 0)) as kg from part
    left join lateral (
      select (array_agg(w.weight order by w.weighing_date, w.created_at))[1] as first,
        (array_agg(w.weight order by w.weighing_date desc, w.created_at desc))[1] as last
      from weighings w where w.farm_id = ${farmId} and w.animal_id in (part.tag, part.eid)
        and w.weighing_date >= part.from_day and w.weighing_date < part.to_day
    ) g on true
    group by part.year
  )
  select y.year,
    coalesce((select sum(upper(r) - lower(r)) from unnest((
      select range_agg(daterange(part.from_day, part.to_day)) from part where part.year = y.year
        and part.to_day > part.from_day)) r), 0)::int as days,
    coalesce((select sum(coalesce(part.weight_kg, 0) / 450 * (part.to_day - part.from_day))
      from part where part.year = y.year and part.to_day > part.from_day), 0)::float8 as unit_days,
    coalesce(gain.kg, 0)::float8 as kg,
    (least(make_date(y.year + 1, 1, 1), ${today}::date + 1) - make_date(y.year, 1, 1))::int as year_days,
    (select coalesce(area_ha, shape_area_ha)::float8 from paddocks
      where farm_id = ${farmId} and id = ${paddockId}::uuid) as area
  from y left join gain on gain.year = y.year
  order by y.year desc`;

/** A farm's stocking on a day, kept between its changes (as the paddocks' figures, paddocks.ts). */
const stockingMemo = farmMemo<Stocking>('pastures');

function line(retiro: string | null, areaHa: number, heads: number, kg: number): StockingLine {
  const units = animalUnits(kg);
  return { retiro, areaHa, heads, units, uaPerHa: unitsPerHectare(units, areaHa) };
}

/** The farm's and each retiro's stocking on `day`, from the database. */
async function stockingOn(db: Db, farmId: string, day: string, today: string): Promise<Stocking> {
  const { rows } = await db.execute<{
    retiro: string | null;
    area_ha: number;
    heads: number;
    kg: number;
  }>(stockingSql(farmId, day, today));
  const sum = (k: 'area_ha' | 'heads' | 'kg') => rows.reduce((s, r) => s + r[k], 0);
  const retiros = rows
    .map((r) => line(r.retiro ?? NO_RETIRO, r.area_ha, r.heads, r.kg))
    .sort((a, b) =>
      a.retiro === NO_RETIRO
        ? 1
        : b.retiro === NO_RETIRO
          ? -1
          : a.retiro!.localeCompare(b.retiro!, 'pt-BR'),
    );
  return {
    date: day,
    season: seasonOf(day),
    farm: line(null, sum('area_ha'), sum('heads'), sum('kg')),
    retiros: rows.length === 1 && rows[0]!.retiro === null ? [] : retiros,
  };
}

export function stockingQueries(db: Db) {
  return {
    /** The farm's and each retiro's stocking on `day` (`today`: the farm's today). */
    stocking(farmId: string, day: string, today: string): Promise<Stocking> {
      return stockingMemo(db, farmId, day, () => stockingOn(db, farmId, day, today), day);
    },

    /**
     * A paddock's years (item 6), newest first: the days some animal was in it, the mean UA/ha
     * over the year's days so far (each stay's UA on entering × its days), the kg its animals
     * gained while in it (each stay's last weighing in it less its first, within the year) and
     * '@/ha/ano'.
     */
    async paddockYears(farmId: string, paddockId: string, today: string): Promise<PaddockYear[]> {
      const { rows } = await db.execute<{
        year: number;
        days: number;
        unit_days: number;
        kg: number;
        year_days: number;
        area: number | null;
      }>(paddockYearsSql(farmId, paddockId, today));
      return rows.map((r) => ({
        year: r.year,
        daysOccupied: r.days,
        meanUaPerHa: r.year_days > 0 ? unitsPerHectare(r.unit_days / r.year_days, r.area) : null,
        kgGained: r.kg,
        arrobasPerHa: arrobasPerHectare(r.kg, r.area),
      }));
    },

    async settings(farmId: string): Promise<PastureSettings> {
      const { rows } = await db.execute<{ typical_weights: Record<string, number> }>(sql`
        select typical_weights from pasture_settings where farm_id = ${farmId}`);
      return {
        typicalWeights: { ...DEFAULT_TYPICAL_WEIGHTS, ...(rows[0]?.typical_weights ?? {}) },
      };
    },

    async saveSettings(farmId: string, input: PastureSettingsData): Promise<PastureSettings> {
      await db.execute(sql`
        insert into pasture_settings (farm_id, typical_weights)
        values (${farmId}, ${JSON.stringify(input.typicalWeights)}::jsonb)
        on conflict (farm_id) do update set typical_weights = excluded.typical_weights`);
      return { typicalWeights: input.typicalWeights };
    },
  };
}
