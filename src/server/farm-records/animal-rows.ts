import { sql, type SQL } from 'drizzle-orm';
import type { AnimalStatus, Breed, Category, Sex } from '../../domain/herd/constants';
import type { AnimalRow } from '../../domain/herd/api';

/*
 * An animal as the herd list, the public API and the export read it: the row as SQL over `a`
 * (animals), `l` (lots) and the weighings' summaries, its category and age computed by
 * animal_category/animal_age_months of migration 0017 on São Paulo's today, and its mapping to
 * the API.
 */

/** The category of `a` (the animals' alias) on `today`, in SQL. */
export const categoryOf = (today: string) =>
  sql`animal_category(a.sex, a.birth_date, a.breeder, a.calvings > 0, a.category_override, ${today}::date)`;
export const ageOf = (today: string) => sql`animal_age_months(a.birth_date, ${today}::date)`;

/**
 * The latest birth date of an animal `months` old or more on `day`: animal_age_months only grows
 * as the birth goes back, so an animal is younger than `months` exactly when born after it. Found
 * among the days around `day` less `months` (month ends shift it by up to 3 days); one InitPlan.
 */
export const bornBy = (day: string, months: number) => sql`(
  select max(b)::date from generate_series(
    ${day}::date - ${`${months} months 7 days`}::interval,
    ${day}::date - ${`${months} months`}::interval + interval '7 days', interval '1 day') b
  where animal_age_months(b::date, ${day}::date) >= ${months})`;

/**
 * `categoryOf(day)` for many animals at once: the same rule as animal_category, with each age
 * limit (12, 24 and 36 months) a birth date computed once for the statement instead of an age
 * per animal (a farm's stocking on a day, issue 42 item 8: 10,000 unweighed animals' categories
 * took 14 ms). category-sql.test.ts holds them equal.
 */
export const categoryOfMany = (day: string) => sql`(case
  when a.category_override is not null and (a.sex is null or a.sex = case
    when a.category_override in ('Bezerro', 'Garrote', 'Boi', 'Touro') then 'M'
    when a.category_override in ('Bezerra', 'Novilha', 'Vaca') then 'F' end)
    then a.category_override
  when a.sex is null then null
  when a.sex = 'M' and a.breeder then 'Touro'
  when a.sex = 'F' and a.calvings > 0 then 'Vaca'
  when a.birth_date is null then null
  when a.sex = 'M' then case when a.birth_date > ${bornBy(day, 12)} then 'Bezerro'
    when a.birth_date > ${bornBy(day, 24)} then 'Garrote' else 'Boi' end
  else case when a.birth_date > ${bornBy(day, 12)} then 'Bezerra'
    when a.birth_date > ${bornBy(day, 36)} then 'Novilha' else 'Vaca' end
end)`;

/**
 * The weighings' figures of `a`: weighings name an animal by its brinco (`st`) or its EID
 * (`se`); plain joins on animal_summaries' key, so a sort by weight over the whole herd is one
 * hash join, not a lookup per animal.
 */
export const lastWeighingJoin = sql`
  left join animal_summaries st on st.farm_id = a.farm_id and st.animal_id = a.tag
  left join animal_summaries se on se.farm_id = a.farm_id and se.animal_id = a.eid`;
/** Of the two, the one weighed last. */
const eidIsLast = sql`(st.animal_id is null or se.last_date > st.last_date)`;
export const lastWeight = sql`(case when ${eidIsLast} then se.last_weight else st.last_weight end)`;
const lastDate = sql`(case when ${eidIsLast} then se.last_date else st.last_date end)`;
export const lotJoin = sql`left join lots l on l.farm_id = a.farm_id and l.id = a.lot_id`;

/** The columns of an AnimalRow, from `a`, `l` (lots) and the weighings' joins. */
export const rowColumns = (today: string): SQL => sql`
  a.id, a.tag, a.eid, a.name, a.sex, a.breed, a.birth_date::text as birth_date,
  a.birth_estimated, ${ageOf(today)} as age_months, ${categoryOf(today)} as category,
  a.lot_id, l.name as lot_name, a.pasture, a.status,
  ${lastWeight}::float8 as last_weight, ${lastDate}::text as last_date,
  case when a.withdrawal_until >= ${today}::date then a.withdrawal_until::text end
    as withdrawal_until`;

export interface RowColumns extends Record<string, unknown> {
  id: string;
  tag: string;
  eid: string | null;
  name: string | null;
  sex: string | null;
  breed: string | null;
  birth_date: string | null;
  birth_estimated: boolean;
  age_months: number | null;
  category: string | null;
  lot_id: string | null;
  lot_name: string | null;
  pasture: string | null;
  status: string;
  last_weight: number | null;
  last_date: string | null;
  withdrawal_until: string | null;
}

export function toAnimalRow(r: RowColumns): AnimalRow {
  return {
    id: r.id,
    tag: r.tag,
    eid: r.eid,
    name: r.name,
    sex: r.sex as Sex | null,
    breed: r.breed as Breed | null,
    birthDate: r.birth_date,
    birthEstimated: r.birth_estimated,
    ageMonths: r.age_months === null ? null : Number(r.age_months),
    category: r.category as Category | null,
    lotId: r.lot_id,
    lotName: r.lot_name,
    pasture: r.pasture,
    status: r.status as AnimalStatus,
    lastWeight: r.last_weight === null ? null : Number(r.last_weight),
    lastWeighingDate: r.last_date,
    withdrawalUntil: r.withdrawal_until,
  };
}
