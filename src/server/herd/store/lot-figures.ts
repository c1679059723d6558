import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Of the brinco's (`st`) and the EID's (`se`) summaries, the one weighed last: its `column`. */
const pick = (column: string) =>
  sql.raw(
    `(case when st.animal_id is null or se.last_date > st.last_date then se.${column} else st.${column} end)`,
  );

/** The figures of a lot's registered animals (decision 042). */
export interface LotAnimalFigures {
  /** Active animals in the lot. */
  registered: number;
  /** Of them, those with a weighing (brinco or EID). */
  headsWeighed: number;
  averageWeight: number | null;
  averageDailyGain: number | null;
  totalGain: number;
  lastWeighingDate: string | null;
}

/** The statement of lotAnimalFigures (exported for the bench's EXPLAIN). */
export const lotAnimalFiguresQuery = (farmId: string, lotIds: string[]) => sql`
    select w.lot_id, count(*)::int as registered, count(w.last_weight)::int as weighed,
           avg(w.last_weight)::float8 as average_weight,
           avg((w.last_weight - w.first_weight) / (w.last_date - w.first_date))
             filter (where w.last_date > w.first_date)::float8 as gmd,
           sum(w.last_weight - w.first_weight)::float8 as total_gain,
           max(w.last_date)::text as last_date
    from (
      select a.lot_id, ${pick('first_weight')} as first_weight, ${pick('first_date')} as first_date,
             ${pick('last_weight')} as last_weight, ${pick('last_date')} as last_date
      from animals a
      left join animal_summaries st on st.farm_id = a.farm_id and st.animal_id = a.tag
      left join animal_summaries se on se.farm_id = a.farm_id and se.animal_id = a.eid
      where a.farm_id = ${farmId} and a.status = 'active'
        and a.lot_id = any(${sql.param(lotIds)}::uuid[])
    ) w
    group by w.lot_id
`;

/**
 * The active animals of each of `lotIds` (animals.lot_id), with their weighings' figures, in one
 * grouped statement over the lots of a page: each animal's weighings are its summary in
 * animal_summaries under its brinco or its EID (the one weighed last, as the herd list reads it);
 * average of the last weights, GMD averaged over the animals weighed on two or more days, Σ gain,
 * the latest weighing. Lots without an active animal are absent from the map.
 */
export async function lotAnimalFigures(
  db: Pick<Db, 'execute'>,
  farmId: string,
  lotIds: string[],
): Promise<Map<string, LotAnimalFigures>> {
  const figures = new Map<string, LotAnimalFigures>();
  if (lotIds.length === 0) return figures;
  const { rows } = await db.execute<{
    lot_id: string;
    registered: number;
    weighed: number;
    average_weight: number | null;
    gmd: number | null;
    total_gain: number | null;
    last_date: string | null;
  }>(lotAnimalFiguresQuery(farmId, lotIds));
  for (const r of rows) {
    figures.set(r.lot_id, {
      registered: Number(r.registered),
      headsWeighed: Number(r.weighed),
      averageWeight: r.average_weight === null ? null : Number(r.average_weight),
      averageDailyGain: r.gmd === null ? null : Number(r.gmd),
      totalGain: r.total_gain === null ? 0 : Number(r.total_gain),
      lastWeighingDate: r.last_date,
    });
  }
  return figures;
}
