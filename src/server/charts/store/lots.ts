import { sql } from 'drizzle-orm';
import type { LotGmdChart, LotsGmdChart } from '../../../domain/charts/schemas';
import type { Db } from '../../db/client';
import { naturalKey } from '../../db/natural-order';
import { readLotFigures } from '../../farm-records';

/** Of the brinco's (`st`) and the EID's (`se`) summaries, the one weighed last: its `column`. */
const pick = (column: string) =>
  sql.raw(
    `(case when st.animal_id is null or se.last_date > st.last_date then se.${column} else st.${column} end)`,
  );

type Distribution = Omit<LotGmdChart, 'lot' | 'source'>;

/**
 * The weighing module's charts (decision 048): the GMD of each lot, as the lot cards show it
 * (farm-records/lot-figures.ts), and the spread of the GMDs inside one lot.
 */
export function lotChartQueries(db: Pick<Db, 'execute'>) {
  /** The registry animal each of `tags` names (active first, by brinco or EID). */
  async function animalsOf(farmId: string, tags: string[]): Promise<Map<string, string>> {
    if (tags.length === 0) return new Map();
    const { rows } = await db.execute<{ tag: string; id: string }>(sql`
      select t.tag, (
        select a.id from animals a
        where a.farm_id = ${farmId} and a.status <> 'removed'
          and (a.tag = t.tag or a.eid = t.tag)
        order by a.status = 'active' desc, a.created_at desc limit 1
      ) as id
      from unnest(${sql.param(tags)}::text[]) as t(tag)
    `);
    return new Map(rows.filter((r) => r.id).map((r) => [r.tag, r.id]));
  }

  return {
    /**
     * The first `limit` lots in the list's order (open first, then by name in natural order, as
     * lots/store.ts lists them), with their GMD.
     */
    async lotsGmd(farmId: string, limit: number): Promise<LotsGmdChart> {
      const { rows } = await db.execute<{
        id: string;
        name: string;
        closed: boolean;
        total: number;
      }>(sql`
        select id, name, closed_at is not null as closed, count(*) over ()::int as total
        from lots where farm_id = ${farmId}
        order by closed_at is not null, ${naturalKey(sql`name`)}, id
        limit ${limit}
      `);
      const figures = await readLotFigures(
        db,
        farmId,
        rows.map((r) => r.id),
      );
      return {
        items: rows.map((r) => {
          const f = figures.get(r.id);
          return {
            id: r.id,
            name: r.name,
            closed: r.closed,
            averageDailyGain: f?.averageDailyGain ?? null,
            headsWeighed: f?.headsWeighed ?? 0,
          };
        }),
        total: rows[0]?.total ?? 0,
      };
    },

    /** The farm's lot `id` (its name), undefined when it has none such. */
    async lot(farmId: string, id: string) {
      const { rows } = await db.execute<{ id: string; name: string; registered: boolean }>(sql`
        select l.id, l.name, exists (
          select 1 from animals a
          where a.farm_id = l.farm_id and a.lot_id = l.id and a.status = 'active'
        ) as registered
        from lots l where l.farm_id = ${farmId} and l.id = ${id}::uuid
      `);
      return rows[0];
    },

    /**
     * The GMDs of the lot's animals (decision 042's source: its active registered animals, each
     * its summary under brinco or EID, the later; else the weighings naming the lot, per animal
     * in lot_animal_summaries): count, mean, median, extremes, `bins` round-width bins and the
     * `lagging` lowest, in one statement.
     */
    async lotGmd(
      farmId: string,
      lot: { id: string; registered: boolean },
      bins: number,
      lagging: number,
    ): Promise<Distribution> {
      const perAnimal = lot.registered
        ? sql`
          select a.id as animal_id, a.tag, ${pick('first_date')} as first_date,
                 ${pick('last_date')} as last_date, ${pick('first_weight')} as first_weight,
                 ${pick('last_weight')} as last_weight, ${pick('daily_gain')} as gmd
          from animals a
          left join animal_summaries st on st.farm_id = a.farm_id and st.animal_id = a.tag
          left join lateral (
            select * from animal_summaries se
            where se.farm_id = a.farm_id and se.animal_id = a.eid offset 0
          ) se on true
          where a.farm_id = ${farmId} and a.lot_id = ${lot.id}::uuid and a.status = 'active'`
        : sql`
          select null::uuid as animal_id, s.animal_id as tag, s.first_date, s.last_date,
                 s.first_weight, s.last_weight,
                 case when s.last_date > s.first_date
                   then (s.last_weight - s.first_weight) / (s.last_date - s.first_date) end as gmd
          from lot_animal_summaries s
          where s.farm_id = ${farmId} and s.batch_id = ${lot.id}::uuid`;
      const { rows } = await db.execute<{ chart: ChartJson }>(sql`
        with g as (${perAnimal}),
        stats as (
          select count(gmd)::int as animals, (count(*) - count(gmd))::int as without,
                 avg(gmd) as mean, percentile_cont(0.5) within group (order by gmd) as median,
                 min(gmd) as lo, max(gmd) as hi, (max(gmd) - min(gmd)) / ${bins} as raw
          from g
        ),
        -- A round width (1, 2, 2.5 or 5 × 10^k kg/day) of at least (max − min) / bins, and the
        -- first edge a multiple of it: at most bins + 1 bins, the last holding the max.
        scale as (
          select s.*, w.step, floor(s.lo / w.step) * w.step as start
          from stats s
          cross join lateral (
            select case when s.raw is null or s.raw = 0 then 0.1
              else mag * case when f <= 1 then 1 when f <= 2 then 2 when f <= 2.5 then 2.5
                              when f <= 5 then 5 else 10 end
              end as step
            from (select power(10::numeric, floor(log(nullif(s.raw, 0)))) as mag) m
            cross join lateral (select s.raw / m.mag as f) ff
          ) w
        ),
        binned as (
          select least(floor((g.gmd - c.start) / c.step),
                       greatest(ceil((c.hi - c.start) / c.step) - 1, 0))::int as i, count(*) as n
          from g cross join scale c where g.gmd is not null
          group by 1
        )
        select json_build_object(
          'animals', c.animals, 'without', c.without, 'mean', c.mean::float8,
          'median', c.median::float8, 'min', c.lo::float8, 'max', c.hi::float8,
          'bins', (
            select coalesce(json_agg(json_build_object(
              'from', round(c.start + i * c.step, 6)::float8,
              'to', round(c.start + (i + 1) * c.step, 6)::float8,
              'animals', coalesce((select b.n from binned b where b.i = n.i), 0)
            ) order by n.i), '[]'::json)
            from generate_series(0, greatest(ceil((c.hi - c.start) / c.step) - 1, 0)::int) as n(i)
            where c.animals > 0
          ),
          'lagging', (
            select coalesce(json_agg(l order by l.gmd, l.tag), '[]'::json) from (
              select g.animal_id, g.tag, g.gmd::float8 as gmd, g.first_date::text as first_date,
                     g.last_date::text as last_date, g.first_weight::float8 as first_weight,
                     g.last_weight::float8 as last_weight
              from g where g.gmd is not null
              order by g.gmd, g.tag limit ${lagging}
            ) l
          )
        ) as chart
        from scale c
      `);
      const chart = toDistribution(rows[0]!.chart);
      if (lot.registered) return chart;
      // Weighings name animals by their id as typed: the registry animal each stands for, if any.
      const ids = await animalsOf(
        farmId,
        chart.lagging.map((l) => l.tag),
      );
      return {
        ...chart,
        lagging: chart.lagging.map((l) => ({ ...l, animalId: ids.get(l.tag) ?? null })),
      };
    },
  };
}

interface ChartJson {
  animals: number;
  without: number;
  mean: number | null;
  median: number | null;
  min: number | null;
  max: number | null;
  bins: { from: number; to: number; animals: number }[];
  lagging: {
    animal_id: string | null;
    tag: string;
    gmd: number;
    first_date: string;
    last_date: string;
    first_weight: number;
    last_weight: number;
  }[];
}

/** GMDs to 3 decimals (g/day), as the animal's page shows them. */
const gmd3 = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 1000);

function toDistribution(c: ChartJson): Distribution {
  return {
    animals: c.animals,
    withoutGmd: c.without,
    mean: gmd3(c.mean),
    median: gmd3(c.median),
    min: gmd3(c.min),
    max: gmd3(c.max),
    bins: c.bins.map((b) => ({ from: b.from, to: b.to, animals: Number(b.animals) })),
    lagging: c.lagging.map((l) => ({
      animalId: l.animal_id,
      tag: l.tag,
      gmd: gmd3(l.gmd)!,
      firstDate: l.first_date,
      lastDate: l.last_date,
      firstWeight: l.first_weight,
      lastWeight: l.last_weight,
    })),
  };
}
