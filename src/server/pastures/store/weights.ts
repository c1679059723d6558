import { sql, type SQL } from 'drizzle-orm';
import { categoryOfMany } from '../../farm-records/animal-rows';
import { typicalWeightsSql } from './shared';

/*
 * An animal's live weight on a day (issue 42 item 5, decisions 070, 071 and 082): its last weighing
 * by then (under its brinco or its EID) projected to the day by its lot's average daily gain (else
 * its own), else its category's typical weight; never under 1 kg. Animal by animal (a move's
 * stays), or summed by paddock and lot (stocking and the paddocks' figures, at size).
 */

/**
 * The set of the animals in a paddock now (on today or a day to come): of every paddock, or of
 * those whose ids `paddockIds` selects.
 */
export interface InPaddocksNow {
  inPaddocksNow: SQL | null;
}
export const inPaddocksNow = (paddockIds: SQL | null = null): InPaddocksNow => ({
  inPaddocksNow: paddockIds,
});

/**
 * The stays open on `day` (in the paddock that day), as rows of `paddock_id`, `animal_id`,
 * `entered_on`: a stay's days as a range, found by the GiST index of migration 0030 (at size, a
 * date a year back finds its 20,000 stays among 500,000 without reading the ones around them).
 */
export const staysOnSql = (farmId: string, day: string): SQL => sql`
  select s.paddock_id, s.animal_id, s.entered_on from paddock_stays s
  where s.farm_id = ${farmId} and daterange(s.entered_on, s.left_on) @> ${day}::date`;

/** What an animal's weight reads of it: its row of animal_stock (migration 0039). */
const stockColumns = sql.raw(
  'a.animal_id as id, a.lot_id, a.status, a.exit_date, a.sex, a.birth_date, a.breeder, ' +
    'a.calvings, a.category_override, a.daily_gain, a.dates, a.kgs',
);

/**
 * The animals of `stays` (rows with `paddock_id`, `animal_id`, `entered_on`), or those in a
 * paddock now: these are the animals with a paddock (triggers keep it with their open stay), read
 * from their stock rows alone, without their stays (`entered_on` then unknown: null).
 */
function animalsOf(farmId: string, stays: SQL | InPaddocksNow): SQL {
  if (!('inPaddocksNow' in stays)) {
    return sql`select x.paddock_id, x.entered_on, ${stockColumns} from (${stays}) x
      join animal_stock a on a.farm_id = ${farmId} and a.animal_id = x.animal_id`;
  }
  const some = stays.inPaddocksNow ? sql` and a.paddock_id in (${stays.inPaddocksNow})` : sql``;
  return sql`select a.paddock_id, null::date as entered_on, ${stockColumns} from animal_stock a
    where a.farm_id = ${farmId} and a.paddock_id is not null${some}`;
}

/** Still on the farm on `day`. */
const presentOn = (day: string) =>
  sql`a.status <> 'removed' and (a.exit_date is null or a.exit_date > ${day}::date)`;

/**
 * Each animal of `stays` still on the farm on `day`: `paddock_id`, `entered_on`, `animal_id`,
 * `lot_id`, its own daily gain (`own`), and by `day` its last weighing's kg (`w`) and the days
 * since, up to 365 (`d`), both null when it has none by then — found in its weighings in order
 * by binary search (`width_bucket`) — and, when it has none, its category's typical weight
 * (`typical`, 1 kg at least). What both statements below read.
 */
function weightRowsSql(farmId: string, day: string, stays: SQL | InPaddocksNow) {
  return sql`
    select a.paddock_id, a.entered_on, a.id as animal_id, a.lot_id, a.daily_gain as own,
      a.kgs[k.i] as w,
      case when k.i > 0 then least(greatest(${day}::date - a.dates[k.i], 0), 365) end as d,
      case when k.i = 0 then greatest(1, coalesce(
        (${typicalWeightsSql(farmId)} ->> ${categoryOfMany(day)})::float8, 450)) end as typical
    from (${animalsOf(farmId, stays)}) a
    cross join lateral (select coalesce(width_bucket(${day}::date, a.dates), 0) as i) k
    where ${presentOn(day)}`;
}

/**
 * Each animal of `stays` with its live weight on `day`: one row per animal, `paddock_id`,
 * `animal_id`, `entered_on`, `lot_id`, `weight` (a move's stays carry it; a probe per animal).
 * The set is computed once (materialized) and read twice: the lots' gains grouped, then each
 * weight.
 */
export function weightsOnSql(farmId: string, day: string, stays: SQL | InPaddocksNow): SQL {
  return sql`
    with w as materialized (${weightRowsSql(farmId, day, stays)}),
    lot as materialized (
      select w.lot_id, avg(w.own) as gain from w where w.lot_id is not null group by w.lot_id
    )
    select w.paddock_id, w.animal_id, w.entered_on, w.lot_id,
      greatest(1, coalesce(w.w + coalesce(lot.gain, w.own, 0) * w.d, w.typical))::float8
        as weight
    from w left join lot on lot.lot_id = w.lot_id`;
}

/**
 * The animals of `stays` on `day` by paddock and lot: `paddock_id`, `lot_id`, `heads` and their
 * live weight `kg` — the sums of `weightsOnSql`'s weights, in one pass over the animals.
 *
 * A lot's gain is the mean of its weighed animals' own gains, known only once every animal is
 * read; so each group keeps the sums a weight is linear in (kg weighed, days since) and the
 * group's kg is `kg + gain × days`. That holds while no animal's weight falls to the 1 kg floor:
 * the group also keeps the least gain that keeps each of its animals over it, and a group whose
 * lot's gain is lower (an animal losing its whole weight within the year) is summed animal by
 * animal instead. Unweighed animals add their typical weights; a group of no lot's gain, its
 * animals' own projections.
 */
export function weightsByPaddockAndLotSql(
  farmId: string,
  day: string,
  stays: SQL | InPaddocksNow,
): SQL {
  return sql`
    with r as not materialized (${weightRowsSql(farmId, day, stays)}),
    g as materialized (
      -- Narrow rows (offset 0) so the groups are hashed in memory, not sorted on disk.
      select paddock_id, lot_id, count(*)::int as heads, count(own) as gains,
        sum(own) as gain_sum, coalesce(sum(typical), 0) as typical, sum(w) as kg,
        sum(d) as days, sum(greatest(1, w + coalesce(own, 0) * d)) filter (where w is not null)
          as own_kg,
        max((1 - w) / d) filter (where d > 0) as least_gain,
        coalesce(bool_or(d = 0 and w < 1), false) as floored
      from (select * from r offset 0) r
      group by paddock_id, lot_id
    ), lot as (
      select lot_id, sum(gain_sum) / nullif(sum(gains), 0) as gain from g
      where lot_id is not null group by lot_id
    )
    select g.paddock_id, g.lot_id, g.heads, (g.typical + coalesce(case
        when lot.gain is null then g.own_kg
        when not g.floored and lot.gain >= coalesce(g.least_gain, '-infinity')
          then g.kg + lot.gain * g.days
        else (select sum(greatest(1, r.w + lot.gain * r.d)) from r
          where r.paddock_id = g.paddock_id and r.lot_id = g.lot_id and r.w is not null)
      end, 0))::float8 as kg
    from g left join lot on lot.lot_id = g.lot_id`;
}
