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
 * Each animal of `stays` (rows with `paddock_id`, `animal_id`) with its live weight on `day`
 * (issue 42 item 5): its last weighing by then (under its brinco or its EID) projected to the day
 * by its lot's average daily gain (else its own), else its category's typical weight. One row per
 * animal: `paddock_id`, `animal_id`, `lot_id`, `weight`.
 */
export function weightsOnSql(farmId: string, day: string, stays: SQL): SQL {
  const pick = (column: string) =>
    sql.raw(
      `(case when st.animal_id is null or se.last_date > st.last_date then se.${column} else st.${column} end)`,
    );
  return sql`
    with w as (
      select x.paddock_id, a.id as animal_id, a.lot_id, ${categoryOf(day)} as category,
        case when ${pick('last_date')} <= ${day}::date then ${pick('last_date')} else pw.weighing_date end
          as weighed_on,
        case when ${pick('last_date')} <= ${day}::date then ${pick('last_weight')} else pw.weight end
          as weighed,
        ${pick('daily_gain')} as own_gain
      from (${stays}) x
      join animals a on a.farm_id = ${farmId} and a.id = x.animal_id
      left join animal_summaries st on st.farm_id = a.farm_id and st.animal_id = a.tag
      left join lateral (
        select * from animal_summaries se where se.farm_id = a.farm_id and se.animal_id = a.eid
        offset 0
      ) se on true
      left join lateral (
        select g.weighing_date, g.weight from weighings g
        where ${pick('last_date')} > ${day}::date and g.farm_id = a.farm_id
          and g.animal_id in (a.tag, a.eid) and g.weighing_date <= ${day}::date
        order by g.weighing_date desc, g.created_at desc limit 1
      ) pw on true
      where a.status <> 'removed' and (a.exit_date is null or a.exit_date > ${day}::date)
    ), g as (
      select w.*, avg(w.own_gain) over (partition by w.lot_id) as lot_gain from w
    )
    select g.paddock_id, g.animal_id, g.lot_id,
      greatest(1, coalesce(
        g.weighed + coalesce(case when g.lot_id is not null then g.lot_gain end, g.own_gain, 0)
          * least(greatest(${day}::date - g.weighed_on, 0), 365),
        (${typicalWeightsSql(farmId)} ->> g.category)::numeric,
        450))::float8 as weight
    from g`;
}

/** The stays open on `day` (in the paddock that day), as rows of `paddock_id`, `animal_id`. */
export const staysOnSql = (farmId: string, day: string, where: SQL = sql`true`): SQL => sql`
  select s.paddock_id, s.animal_id from paddock_stays s
  where s.farm_id = ${farmId} and s.entered_on <= ${day}::date
    and (s.left_on is null or s.left_on > ${day}::date) and ${where}`;
