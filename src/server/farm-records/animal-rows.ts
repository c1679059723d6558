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
