import { sql } from 'drizzle-orm';
import type { LotFigures } from '../../domain/records/lots';
import type { Db } from '../db/client';
import { farmMemo } from './memo';

/** Of the brinco's (`st`) and the EID's (`se`) summaries, the one weighed last: its `column`. */
const pick = (column: string) =>
  sql.raw(
    `(case when st.animal_id is null or se.last_date > st.last_date then se.${column} else st.${column} end)`,
  );

/**
 * The figures of the registered animals of each of `lotIds` (decision 042), one row per lot
 * holding an active animal (animals.lot_id): `lot_id`, `registered` (active animals in the lot),
 * `weighed` (of them, those with a weighing under their brinco or EID), `average_weight` (of the
 * last weights), `gmd` (averaged over the animals weighed on two or more days: the summary's
 * daily_gain), `total_gain` (Σ last − first) and `last_date`. Each animal's weighings are its
 * summary in animal_summaries under its brinco or its EID, the one weighed last (as the herd list
 * reads it).
 *
 * The EID's summary is probed per animal (a nested loop, kept by `offset 0`): most animals have
 * no EID, so the probe finds nothing at once, where a hash join hashed every summary of the farm
 * (20,000 rows for the 5,000 animals of a page of lots, a third of the statement's time).
 */
export const lotAnimalFiguresQuery = (farmId: string, lotIds: string[]) => sql`
    select w.lot_id, count(*)::int as registered, count(w.last_weight)::int as weighed,
           avg(w.last_weight)::float8 as average_weight, avg(w.daily_gain)::float8 as gmd,
           sum(w.last_weight - w.first_weight)::float8 as total_gain,
           max(w.last_date)::text as last_date
    from (
      select a.lot_id, ${pick('first_weight')} as first_weight, ${pick('last_weight')} as last_weight,
             ${pick('last_date')} as last_date, ${pick('daily_gain')} as daily_gain
      from animals a
      left join animal_summaries st on st.farm_id = a.farm_id and st.animal_id = a.tag
      left join lateral (
        select * from animal_summaries se where se.farm_id = a.farm_id and se.animal_id = a.eid
        offset 0
      ) se on true
      where a.farm_id = ${farmId} and a.status = 'active'
        and a.lot_id = any(${sql.param(lotIds)}::uuid[])
    ) w
    group by w.lot_id
`;

/** A lot's figures from its weighings, as the grouped statement adds them up. */
export type WeighedFigures = Omit<LotFigures, 'daysSincePurchase'>;

/**
 * The statement of readLotFigures (exported for the benches' EXPLAIN): the lots holding
 * registered animals first (farm-records/lot-figures.ts), then, for the other lots only, the
 * weighings that name them from lot_animal_summaries (one row per animal of a lot: the first and
 * last weighing in the lot, kept by triggers on weighings, migration 0016). `registered` is null
 * for the latter.
 */
export const lotFiguresQuery = (farmId: string, lotIds: string[]) => sql`
    with registered as (${lotAnimalFiguresQuery(farmId, lotIds)})
    select lot_id, registered, weighed, average_weight, gmd, total_gain, last_date
    from registered
    union all
    select s.batch_id, null, count(*)::int, avg(s.last_weight)::float8,
           avg((s.last_weight - s.first_weight) / (s.last_date - s.first_date))
             filter (where s.last_date > s.first_date)::float8,
           sum(s.last_weight - s.first_weight)::float8, max(s.last_date)::text
    from lot_animal_summaries s
    where s.farm_id = ${farmId}
      and s.batch_id = any(array(
        select unnest(${sql.param(lotIds)}::uuid[]) except select lot_id from registered
      ))
    group by s.batch_id
`;

/**
 * Each of `lotIds`' figures, in one statement (lotFiguresQuery). A lot with active animals of
 * the registry takes its heads (`registered`) and figures from those animals' weighings
 * (decision 042); any other lot, from the weighings that name it: per animal, the first and last
 * weighing in the lot by date, then entry; GMD averaged over the animals weighed on two or more
 * days, as the domain's lotFigures does it (decision 032). Lots with neither are absent.
 */
export async function readLotFigures(
  db: Pick<Db, 'execute'>,
  farmId: string,
  lotIds: string[],
): Promise<Map<string, WeighedFigures>> {
  const figures = new Map<string, WeighedFigures>();
  if (lotIds.length === 0) return figures;
  // Each lot's figures as last read at the farm's current version (null: none), per lot.
  const known = await lotsKnown(db, farmId, '', async () => new Map());
  const missing = lotIds.filter((id) => !known.has(id));
  if (missing.length > 0) await readInto(known, db, farmId, missing);
  for (const id of lotIds) {
    const f = known.get(id);
    if (f) figures.set(id, f);
  }
  return figures;
}

/**
 * The lots' figures read so far at the farm's version, kept until its animals, weighings or lots
 * change (decision 049); a lot not yet read is read with the others of its page. Reads on the
 * pool only (readLotFigures is never called inside a transaction).
 */
const lotsKnown = farmMemo<Map<string, WeighedFigures | null>>('figures');

/** Reads `lotIds`' figures (one or more lots) into `known`: null for a lot that has none. */
async function readInto(
  known: Map<string, WeighedFigures | null>,
  db: Pick<Db, 'execute'>,
  farmId: string,
  lotIds: string[],
): Promise<void> {
  const { rows } = await db.execute<{
    lot_id: string;
    registered: number | null;
    weighed: number;
    average_weight: number | null;
    gmd: number | null;
    total_gain: number | null;
    last_date: string | null;
  }>(lotFiguresQuery(farmId, lotIds));
  for (const id of lotIds) known.set(id, null);
  for (const r of rows) {
    known.set(r.lot_id, {
      headsWeighed: Number(r.weighed),
      averageWeight: r.average_weight === null ? null : Number(r.average_weight),
      averageDailyGain: r.gmd === null ? null : Number(r.gmd),
      totalGain: r.total_gain === null ? 0 : Number(r.total_gain),
      lastWeighingDate: r.last_date,
      ...(r.registered === null ? {} : { registered: Number(r.registered) }),
    });
  }
}
