import { sql } from 'drizzle-orm';
import { addMonths } from '../../../domain/charts/series';
import {
  MAX_WEIGHT_POINTS,
  type AnimalWeightsChart,
  type LotMeanPoint,
} from '../../../domain/charts/schemas';
import type { Db } from '../../db/client';

/** The mean of a set of dates (`d`), as a date. */
const meanDate = sql`(date '2000-01-01' + round(avg(d - date '2000-01-01'))::int)::text`;

/**
 * An animal's weight curve against its lot's mean (decision 048). Its weighings are those of its
 * brinco or its EID (decision 038), the latest MAX_WEIGHT_POINTS within MAX_WEIGHT_POINTS months
 * of the last one. Its lot is its registry lot (`animals.lot_id`) — the lot's active animals
 * and itself, their weighings under brinco or EID — else the lot its latest weighing named — the
 * weighings naming that lot. The lot's mean of a month is the mean of each of those animals'
 * last weighing in the month, from the month of the first point to the last's.
 */
export function weightChartQueries(db: Pick<Db, 'execute'>) {
  /** The lot's mean weight per month from `from` to `to` (YYYY-MM, both included). */
  async function lotMeans(
    farmId: string,
    animalId: string,
    lot: NonNullable<AnimalWeightsChart['lot']>,
    from: string,
    to: string,
  ): Promise<LotMeanPoint[]> {
    const start = sql`${`${from}-01`}::date`;
    const end = sql`(${`${to}-01`}::date + interval '1 month')`;
    // Each animal's weighings of the window, keyed by the animal (w.k).
    const weighed =
      lot.source === 'registry'
        ? sql`
          select m.id::text as k, w.weighing_date as d, w.weight, w.created_at, w.id
          from animals m
          cross join lateral (
            select * from weighings w
            where w.farm_id = m.farm_id and w.animal_id = m.tag
              and w.weighing_date >= ${start} and w.weighing_date < ${end}
            union all
            select * from weighings w
            where w.farm_id = m.farm_id and w.animal_id = m.eid
              and w.weighing_date >= ${start} and w.weighing_date < ${end}
          ) w
          where m.farm_id = ${farmId} and m.lot_id = ${lot.id}::uuid
            and (m.status = 'active' or m.id = ${animalId}::uuid)`
        : sql`
          select w.animal_id as k, w.weighing_date as d, w.weight, w.created_at, w.id
          from weighings w
          where w.farm_id = ${farmId} and w.batch_id = ${lot.id}::uuid
            and w.weighing_date >= ${start} and w.weighing_date < ${end}`;
    const { rows } = await db.execute<{
      month: string;
      date: string;
      weight: number;
      animals: number;
    }>(sql`
      select to_char(month, 'YYYY-MM') as month, ${meanDate} as date,
             avg(weight)::float8 as weight, count(*)::int as animals
      from (
        select distinct on (w.k, date_trunc('month', w.d))
               w.k, date_trunc('month', w.d) as month, w.d, w.weight
        from (${weighed}) w
        order by w.k, date_trunc('month', w.d), w.d desc, w.created_at desc, w.id desc
      ) last_of_month
      group by month
      order by month
    `);
    return rows.map((r) => ({
      month: r.month,
      date: r.date,
      weight: Math.round(Number(r.weight) * 10) / 10,
      animals: Number(r.animals),
    }));
  }

  return {
    /** Undefined when the farm has no such animal (removed ones are not found). */
    async animalWeights(farmId: string, id: string): Promise<AnimalWeightsChart | undefined> {
      const { rows: found } = await db.execute<{
        id: string;
        tag: string;
        eid: string | null;
        lot_id: string | null;
        lot_name: string | null;
      }>(sql`
        select a.id, a.tag, a.eid, a.lot_id, l.name as lot_name
        from animals a left join lots l on l.farm_id = a.farm_id and l.id = a.lot_id
        where a.farm_id = ${farmId} and a.id = ${id}::uuid and a.status <> 'removed'
      `);
      const animal = found[0];
      if (!animal) return undefined;
      const ids = sql.param(animal.eid ? [animal.tag, animal.eid] : [animal.tag]);
      const { rows: latest } = await db.execute<{ date: string; weight: number }>(sql`
        select w.weighing_date::text as date, w.weight::float8 as weight
        from weighings w
        where w.farm_id = ${farmId} and w.animal_id = any(${ids}::text[])
        order by w.weighing_date desc, w.created_at desc, w.id desc
        limit ${MAX_WEIGHT_POINTS + 1}
      `);
      const last = latest[0];
      // The window: at most MAX_WEIGHT_POINTS months back from the last weighing's month.
      const firstMonth = last ? addMonths(last.date.slice(0, 7), 1 - MAX_WEIGHT_POINTS) : '';
      const kept = latest.slice(0, MAX_WEIGHT_POINTS).filter((w) => w.date >= `${firstMonth}-01`);
      const points = kept.reverse().map((w) => ({ date: w.date, weight: Number(w.weight) }));
      const truncated = latest.length > kept.length;

      let lot: AnimalWeightsChart['lot'] = null;
      if (animal.lot_id) lot = { id: animal.lot_id, name: animal.lot_name!, source: 'registry' };
      else {
        // The latest weighing of the animal that named a lot (not only among the points).
        const { rows } = await db.execute<{ id: string; name: string }>(sql`
          select l.id, l.name from weighings w
          join lots l on l.farm_id = w.farm_id and l.id = w.batch_id
          where w.farm_id = ${farmId} and w.animal_id = any(${ids}::text[])
            and w.batch_id is not null
          order by w.weighing_date desc, w.created_at desc, w.id desc limit 1
        `);
        if (rows[0]) lot = { ...rows[0], source: 'weighings' };
      }
      const from = points[0]?.date.slice(0, 7);
      const to = points.at(-1)?.date.slice(0, 7);
      const means = lot && from && to ? await lotMeans(farmId, id, lot, from, to) : [];
      const tagged = { id: animal.id, tag: animal.tag };
      return { animal: tagged, lot, points, lotMeans: means, truncated };
    },
  };
}
