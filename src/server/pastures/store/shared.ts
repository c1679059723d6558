import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TYPICAL_WEIGHTS, ROTATIONAL_HEIGHTS } from '../../../domain/pastures/constants';
import { AppError } from '../../errors';
import { categoryOfMany } from '../../farm-records/animal-rows';

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
 * `weightsOnSql`'s set of the animals in a paddock now (on today or a day to come): of every
 * paddock, or of those whose ids `paddockIds` selects.
 */
export interface InPaddocksNow {
  inPaddocksNow: SQL | null;
}
export const inPaddocksNow = (paddockIds: SQL | null = null): InPaddocksNow => ({
  inPaddocksNow: paddockIds,
});

/** What `weightsOnSql` reads of an animal. */
const animalColumns = sql.raw(
  'a.id, a.farm_id, a.lot_id, a.status, a.exit_date, a.sex, a.birth_date, a.breeder, a.calvings, a.category_override',
);

/**
 * Each animal of `stays` (rows with `paddock_id`, `animal_id`, `entered_on`) with its live weight
 * on `day` (issue 42 item 5): its last weighing by then (under its brinco or its EID) projected to
 * the day by its lot's average daily gain (else its own), else its category's typical weight. One
 * row per animal: `paddock_id`, `animal_id`, `entered_on`, `lot_id`, `weight`.
 *
 * At size (item 8: 30,000 animals in paddocks) one row per animal: its weighings in order are
 * its row of animal_weights (migration 0031), the last one by the day found in it by binary
 * search (`width_bucket`), not a probe into the weighings; its category only when it has no
 * weighing by then. The set is computed once (materialized) and read twice: the lots' gains
 * grouped, then each weight.
 */
export function weightsOnSql(farmId: string, day: string, stays: SQL | InPaddocksNow): SQL {
  // The animals in paddocks now are those with a paddock (triggers keep it with their open
  // stay): read from the animals alone, without their stays (entered_on then unknown: null).
  const from =
    'inPaddocksNow' in stays
      ? sql`select a.paddock_id, null::date as entered_on, ${animalColumns} from animals a
          where a.farm_id = ${farmId} and a.paddock_id is not null${
            stays.inPaddocksNow ? sql` and a.paddock_id in (${stays.inPaddocksNow})` : sql``
          }`
      : sql`select x.paddock_id, x.entered_on, ${animalColumns} from (${stays}) x
          join animals a on a.farm_id = ${farmId} and a.id = x.animal_id`;
  return sql`
    with w as materialized (
      select a.paddock_id, a.entered_on, a.id as animal_id, a.lot_id, h.daily_gain as own_gain,
        h.dates[k.i] as weighed_on, h.kgs[k.i] as weighed,
        case when k.i = 0 then ${categoryOfMany(day)} end as category
      from (${from}) a
      left join animal_weights h on h.farm_id = a.farm_id and h.animal_id = a.id
      cross join lateral (select coalesce(width_bucket(${day}::date, h.dates), 0) as i) k
      where a.status <> 'removed' and (a.exit_date is null or a.exit_date > ${day}::date)
    ), lot as materialized (
      select w.lot_id, avg(w.own_gain) as gain from w where w.lot_id is not null group by w.lot_id
    )
    select w.paddock_id, w.animal_id, w.entered_on, w.lot_id,
      greatest(1, coalesce(
        w.weighed + coalesce(lot.gain, w.own_gain, 0)
          * least(greatest(${day}::date - w.weighed_on, 0), 365),
        (${typicalWeightsSql(farmId)} ->> w.category)::float8,
        450))::float8 as weight
    from w left join lot on lot.lot_id = w.lot_id`;
}

/**
 * The stays open on `day` (in the paddock that day), as rows of `paddock_id`, `animal_id`,
 * `entered_on`: a stay's days as a range, found by the GiST index of migration 0030 (at size, a
 * date a year back finds its 20,000 stays among 500,000 without reading the ones around them).
 */
export const staysOnSql = (farmId: string, day: string): SQL => sql`
  select s.paddock_id, s.animal_id, s.entered_on from paddock_stays s
  where s.farm_id = ${farmId} and daterange(s.entered_on, s.left_on) @> ${day}::date`;
