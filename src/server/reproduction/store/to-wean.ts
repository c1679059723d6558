import { sql, type SQL } from 'drizzle-orm';
import type { CalfToWean } from '../../../domain/reproduction/api';
import { WEAN_AFTER_MONTHS } from '../../../domain/reproduction/constants';

/** A row of 'A desmamar' as SQL reads it. */
export interface ToWeanRow extends Record<string, unknown> {
  id: string;
  tag: string;
  name: string | null;
  sex: 'M' | 'F' | null;
  birth_date: string;
  age_months: number;
  mother_id: string;
  mother_tag: string;
}

/**
 * 'A desmamar' (issue 41 item 9): the active calves of the season's calvings older than
 * WEAN_AFTER_MONTHS with no weaning, oldest first ([birth, brinco, id]); `tail` ends the
 * statement (a keyset condition and a limit for the list's pages, nothing for the CSV file).
 */
export const toWeanSql = (
  farmId: string,
  seasonId: string,
  today: string,
  tail: SQL = sql``,
) => sql`
  select k.id, k.tag, k.name, k.sex, k.birth_date::text,
    (extract(year from age(${today}::date, k.birth_date)) * 12
      + extract(month from age(${today}::date, k.birth_date)))::int as age_months,
    m.id as mother_id, m.tag as mother_tag
  from season_exposures x
  join animals m on m.farm_id = x.farm_id and m.id = x.animal_id
  join animals k on k.farm_id = x.farm_id and k.mother_id = x.animal_id
    and k.birth_date = x.calved_on
  where x.farm_id = ${farmId} and x.season_id = ${seasonId}::uuid
    and x.status = 'pregnant'
    and x.calved_on <= (${today}::date - make_interval(months => ${WEAN_AFTER_MONTHS}))::date
    and k.status = 'active'
    and not exists (select 1 from reproduction_events r
      where r.farm_id = k.farm_id and r.animal_id = k.id and r.kind = 'weaning'
        and r.undone_at is null)
    ${tail}`;

/** A row as the list and the file show it. */
export const toCalfToWean = (r: ToWeanRow): CalfToWean => ({
  animalId: r.id,
  tag: r.tag,
  name: r.name,
  sex: r.sex,
  birthDate: r.birth_date,
  ageMonths: r.age_months,
  motherId: r.mother_id,
  motherTag: r.mother_tag,
});
