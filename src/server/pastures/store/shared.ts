import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TYPICAL_WEIGHTS, ROTATIONAL_HEIGHTS } from '../../../domain/pastures/constants';
import { AppError } from '../../errors';
import { categoryOf } from '../../farm-records/animal-rows';

/* What the pastures store's files share: who writes, the errors, an animal's weight on a day. */

import type { RecordWriteContext } from '../../write-context';
export type PastureWriteContext = RecordWriteContext;

export const PADDOCK_NOT_FOUND = 'Pasto não encontrado';
export const MOVE_NOT_FOUND = 'Movimentação não encontrada';
export const NAME_TAKEN = 'Já existe um pasto com esse nome';

export const invalid = (fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION', 'Erro de validação', fields);
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/** The farm's typical weights (kg per category): its settings over the defaults, as jsonb. */
export const typicalWeightsSql = (farmId: string): SQL => sql`(
  select ${JSON.stringify(DEFAULT_TYPICAL_WEIGHTS)}::jsonb || coalesce(
    (select typical_weights from pasture_settings where farm_id = ${farmId}), '{}'::jsonb))`;

/** The grasses' entry heights (cm) for rotational grazing, as jsonb. */
export const entryHeightsSql = (): SQL =>
  sql`${JSON.stringify(
    Object.fromEntries(Object.entries(ROTATIONAL_HEIGHTS).map(([k, v]) => [k, v!.entry])),
  )}::jsonb`;

/**
 * Each animal of `stays` (rows with `paddock_id`, `animal_id`, `entered_on`) with its live weight
 * on `day` (issue 42 item 5): its last weighing by then (under its brinco or its EID) projected to
 * the day by its lot's average daily gain (else its own), else its category's typical weight. One
 * row per animal: `paddock_id`, `animal_id`, `entered_on`, `lot_id`, `weight`.
 *
 * At size (item 8: 30,000 animals in paddocks) in passes over the set: each animal with its
 * summaries under its brinco and its EID (hash joins over the farm's: cheaper than a probe per
 * animal once the set is thousands; a small set probes), its category only when no weighing may
 * be read; the weighing before the day only for those weighed after it (a probe
 * in date order under the brinco, and under the EID when it has one); the lots' gains grouped.
 * Each pass is computed once (materialized): joined back, a pass is never run again per animal.
 */
export function weightsOnSql(farmId: string, day: string, stays: SQL): SQL {
  const pick = (column: string) =>
    sql.raw(
      `(case when st.animal_id is null or se.last_date > st.last_date then se.${column} else st.${column} end)`,
    );
  const probe = (key: 'tag' | 'eid') => sql`
      left join lateral (
        select g.weighing_date, g.created_at, g.weight from weighings g
        where w.${sql.raw(key)} is not null and g.farm_id = ${farmId}
          and g.animal_id = w.${sql.raw(key)} and g.weighing_date <= ${day}::date
        order by g.weighing_date desc, g.created_at desc limit 1
      ) ${sql.raw(key === 'tag' ? 'pt' : 'pe')} on true`;
  // Of the two weighings before the day, the later.
  const eidLater = sql.raw(
    '(pe.weighing_date is not null and (pt.weighing_date is null or (pe.weighing_date, pe.created_at) > (pt.weighing_date, pt.created_at)))',
  );
  return sql`
    with w as materialized (
      select x.paddock_id, x.entered_on, a.id as animal_id, a.lot_id, a.tag, a.eid,
        ${pick('last_date')} as last_date, ${pick('last_weight')} as last_weight,
        ${pick('daily_gain')} as own_gain,
        case when ${pick('last_date')} is null or ${pick('last_date')} > ${day}::date
          then ${categoryOf(day)} end as category
      from (${stays}) x
      join animals a on a.farm_id = ${farmId} and a.id = x.animal_id
      left join animal_summaries st on st.farm_id = a.farm_id and st.animal_id = a.tag
      left join animal_summaries se on se.farm_id = a.farm_id and se.animal_id = a.eid
      where a.status <> 'removed' and (a.exit_date is null or a.exit_date > ${day}::date)
    ), before as materialized (
      select w.animal_id,
        case when ${eidLater} then pe.weighing_date else pt.weighing_date end as weighed_on,
        case when ${eidLater} then pe.weight else pt.weight end as weighed
      from w ${probe('tag')} ${probe('eid')}
      where w.last_date > ${day}::date
    ), lot as materialized (
      select w.lot_id, avg(w.own_gain) as gain from w where w.lot_id is not null group by w.lot_id
    )
    select w.paddock_id, w.animal_id, w.entered_on, w.lot_id,
      greatest(1, coalesce(
        k.weighed + coalesce(lot.gain, w.own_gain, 0)
          * least(greatest(${day}::date - k.weighed_on, 0), 365),
        (${typicalWeightsSql(farmId)} ->> w.category)::numeric,
        450))::float8 as weight
    from w
    left join before b on b.animal_id = w.animal_id
    left join lot on lot.lot_id = w.lot_id
    cross join lateral (
      select case when w.last_date <= ${day}::date then w.last_date else b.weighed_on end
          as weighed_on,
        case when w.last_date <= ${day}::date then w.last_weight else b.weighed end as weighed
    ) k`;
}

/**
 * The stays open on `day` (in the paddock that day), as rows of `paddock_id`, `animal_id`,
 * `entered_on`: a stay's days as a range, found by the GiST index of migration 0030 (at size, a
 * date a year back finds its 20,000 stays among 500,000 without reading the ones around them).
 */
export const staysOnSql = (farmId: string, day: string): SQL => sql`
  select s.paddock_id, s.animal_id, s.entered_on from paddock_stays s
  where s.farm_id = ${farmId} and daterange(s.entered_on, s.left_on) @> ${day}::date`;
