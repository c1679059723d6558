import { sql, type SQL } from 'drizzle-orm';
import { CATEGORIES, type Category } from '../../domain/herd/constants';
import { emptyHeadCount, NO_CATEGORY, type HeadCount } from '../../domain/herd/head-count';
import type { FarmVersions } from '../access/farm-context';
import type { Db } from '../db/client';
import { bornBy } from './animal-rows';
import { farmMemo } from './memo';

/*
 * The herd on a day (issue 39 item 3, decision 062), the one definition the dashboard, its
 * charts, Rebanho, the inventory and the monthly and annual forms read:
 *
 *   herd(d) = registry(d) + the typed inventory rows the registry does not cover on d
 *
 * registry(d): the farm's animals of known sex, not removed, in the herd at the end of d — entered
 * on or before d (entry date, else birth date, else the day registered) and not out by then (no
 * exit date, or one after d). No event is ever dated after today, so a day from today on is today,
 * and today's registry is exactly the active animals of known sex ('Rebanho' less the animals
 * waiting for their sex, decision 039).
 *
 * A typed row names a registry category when its name, trimmed and in any case, is one or its
 * plural with 's' ('Bois'); it is covered on d when the registry has an animal of that category
 * on d (the animal's category on that day). Typed rows have no dates: they count on every day.
 */

/** The registry category a typed row's name stands for, or null (domain's registryCategoryOf). */
export function typedCategoryKey(name: SQL): SQL {
  const cases = CATEGORIES.map((c) => {
    const lower = c.toLowerCase();
    return sql`when ${lower} then ${c}::text when ${`${lower}s`} then ${c}::text`;
  });
  return sql`(case lower(btrim(${name})) ${sql.join(cases, sql` `)} end)`;
}

/**
 * The statement: for each of `days` (distinct, ascending, none after `today`: the caller clamps),
 * one row with its index (1-based), the registry's heads (and by category), the typed heads not
 * covered and those covered, the covering categories and the animals waiting for their sex.
 *
 * One pass over the farm's animals: each animal's first and last day in the herd are the indexes
 * `width_bucket` finds in the sorted days, and the animals are grouped by those two indexes and
 * by what their category depends on (sex, breeder, calved, override and the birth's bucket), so
 * the category rule runs once per group and day, not per animal. The birth counts only through
 * the age limits (12, 24, 36 months) on each day: the latest birth date that reaches each
 * (`bornBy`) cuts the calendar into buckets whose births all give the same category on every day,
 * so a few dozen buckets stand for the herd's thousands of birth dates (the group's earliest birth
 * is its category's input). Of the animals that left, only those that left
 * after the first day are read. (The day registered, the entry's last fallback, is a column the
 * active herd's covering index lacks: the scan reads the table, ~13 ms of ~30 at 31,000 active.)
 * 'Calved' is as known today (the registry keeps no date of a first calving): a heifer who calved
 * later counts as Vaca on earlier days, which only decides which typed rows she covers.
 */
export function headCountQuery(farmId: string, days: readonly string[]): SQL {
  const n = days.length;
  const ats = sql`${sql.param([...days])}::date[]`;
  const first = days[0]!;
  // The first day the animal is in: days before the one it entered do not count it.
  const lo = (entered: SQL) => sql`width_bucket(${entered} - 1, ${ats}) + 1`;
  const edges = days.flatMap((day) =>
    [12, 24, 36].map((months) => sql`${bornBy(day, months)} + 1`),
  );
  const inputs = sql`a.sex, a.birth_date, width_bucket(a.birth_date, (select b from limits)) as born,
    a.breeder, a.calvings > 0 as calved, a.category_override`;
  return sql`
    with limits as (
      -- The day after each day's latest birth reaching each age limit, sorted: the buckets' edges.
      select array_agg(distinct e order by e) as b
      from unnest(array[${sql.join(edges, sql`, `)}]::date[]) as e where e is not null
    ),
    animals_in as (
      select ${inputs},
             ${lo(sql`coalesce(a.entry_date, a.birth_date, a.created_at::date)`)} as lo,
             ${n}::int as hi
      from animals a
      where a.farm_id = ${farmId} and a.status = 'active'
      union all
      select ${inputs},
             ${lo(sql`coalesce(a.entry_date, a.birth_date, a.created_at::date)`)} as lo,
             width_bucket(a.exit_date - 1, ${ats}) as hi
      from animals a
      where a.farm_id = ${farmId} and a.status in ('sold', 'dead', 'transferred')
        and a.exit_date > ${first}::date
    ),
    groups as (
      select sex, min(birth_date) as birth_date, breeder, calved, category_override, lo, hi,
        count(*) as n
      from animals_in where lo <= hi
      group by sex, born, breeder, calved, category_override, lo, hi
    ),
    by_day as (
      select d.i, g.sex is null as waiting,
             case when g.sex is not null then animal_category(g.sex, g.birth_date, g.breeder,
               g.calved, g.category_override, (${ats})[d.i]) end as category,
             sum(g.n)::int as heads
      -- generate_series of constants: the planner knows its rows (of variables it guesses 1,000
      -- a group, and the cost it then sees starts the JIT compiler: a second for 25 ms of work).
      from groups g join generate_series(1, ${n}::int) as d(i) on d.i between g.lo and g.hi
      group by 1, 2, 3
    ),
    typed as (
      select ${typedCategoryKey(sql`i.category`)} as k, sum(i.quantity)::int as heads
      from inventory i where i.farm_id = ${farmId}
      group by 1
    ),
    typed_on as (
      select d.i, t.heads, t.k,
             exists (select 1 from by_day b
                     where b.i = d.i and not b.waiting and b.category = t.k) as covered
      from generate_series(1, ${n}::int) as d(i) cross join typed t
    )
    select d.i,
      coalesce((select sum(b.heads) from by_day b where b.i = d.i and not b.waiting), 0)::int
        as registry,
      coalesce((select sum(b.heads) from by_day b where b.i = d.i and b.waiting), 0)::int
        as waiting,
      coalesce((select sum(t.heads) from typed_on t where t.i = d.i and not t.covered), 0)::int
        as typed,
      coalesce((select sum(t.heads) from typed_on t where t.i = d.i and t.covered), 0)::int
        as covered,
      coalesce((select array_agg(t.k) from typed_on t where t.i = d.i and t.covered),
               '{}') as covered_categories,
      coalesce((select jsonb_object_agg(coalesce(b.category, ${NO_CATEGORY}), b.heads)
                from by_day b where b.i = d.i and not b.waiting), '{}') as by_category
    from generate_series(1, ${n}::int) as d(i)
    order by d.i
  `;
}

interface HeadCountRow extends Record<string, unknown> {
  i: number;
  registry: number;
  waiting: number;
  typed: number;
  covered: number;
  covered_categories: Category[];
  by_category: HeadCount['byCategory'];
}

/** Each of `days` clamped to `today`, distinct and ascending (the statement's days). */
function clampedDays(days: readonly string[], today: string) {
  return [...new Set(days.map((d) => (d < today ? d : today)))].sort();
}

/** Runs the statement for `days` (any order, today or after counted as today). */
async function readHeadCounts(
  db: Pick<Db, 'execute'>,
  farmId: string,
  days: readonly string[],
  today: string,
): Promise<HeadCount[]> {
  const ats = clampedDays(days, today);
  if (ats.length === 0) return [];
  const { rows } = await db.execute<HeadCountRow>(headCountQuery(farmId, ats));
  const byDay = new Map(
    rows.map((r) => {
      const registry = Number(r.registry);
      const typed = Number(r.typed);
      const coveredCategories = CATEGORIES.filter((c) => r.covered_categories.includes(c));
      return [
        ats[Number(r.i) - 1]!,
        {
          registry,
          typed,
          covered: Number(r.covered),
          coveredCategories,
          waiting: Number(r.waiting),
          byCategory: r.by_category,
        },
      ] as const;
    }),
  );
  return days.map((date) => {
    const found = byDay.get(date < today ? date : today);
    return found ? { date, total: found.registry + found.typed, ...found } : emptyHeadCount(date);
  });
}

/*
 * Kept between the farm's changes (decision 049), in the 'stock' scope: the herd's version and
 * the inventory's (migration 0025). One memo per kind of reader, so the dashboard's today is not
 * pushed out by a form asking for another month.
 */
const todayMemo = farmMemo<HeadCount[]>('stock');
const daysMemo = farmMemo<HeadCount[]>('stock');

/** The herd of `farmId` on each of `days` (decision 062); kept until the farm changes. */
export function headCounts(
  db: Pick<Db, 'execute'>,
  farmId: string,
  days: readonly string[],
  today: string,
): Promise<HeadCount[]> {
  const key = `${today}|${days.join(',')}`;
  return daysMemo(db, farmId, key, () => readHeadCounts(db, farmId, days, today));
}

/**
 * The herd of `farmId` today (decision 062); kept until the farm changes. `known`: the farm's
 * versions this request already read (farm-records/memo.ts).
 */
export async function headCountToday(
  db: Pick<Db, 'execute'>,
  farmId: string,
  today: string,
  known?: FarmVersions,
): Promise<HeadCount> {
  const [count] = await todayMemo(
    db,
    farmId,
    today,
    () => readHeadCounts(db, farmId, [today], today),
    '',
    known,
  );
  return count!;
}
