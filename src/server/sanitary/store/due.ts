import { sql, type SQL } from 'drizzle-orm';
import { REMINDER_DAYS, UPCOMING_DAYS, type DueStatus } from '../../../domain/sanitary/constants';
import {
  addDays,
  addMonths,
  MONTH_EARLY_DAYS,
  monthOccurrences,
} from '../../../domain/sanitary/due';
import type { Db } from '../../db/client';
import type { Tx } from '../../herd/store/tx';

/*
 * The due lists of the sanitary calendar ('Atrasadas', 'Próximos 30 dias'; issue 26, decision
 * 044), in SQL: each active protocol joined to the farm's active animals it is for (sex, lot,
 * category, a known age when it needs one) and to their doses of its product
 * (sanitary_dose_summaries), the due date by the rule of src/domain/sanitary/due.ts. What depends on
 * the protocol alone (its chosen months seen from today) is computed here, once per protocol, so
 * each animal's due date is plain date arithmetic.
 */

export interface DueProtocol {
  id: string;
  productId: string;
  sex: string | null;
  minAgeMonths: number | null;
  maxAgeMonths: number | null;
  category: string | null;
  lotId: string | null;
  firstAtAgeMonths: number | null;
  boosterDays: number | null;
  everyDays: number | null;
  months: number[] | null;
  startsOn: string;
}

/** The farm's active protocols (or the one `onlyId`, active or not), as the due lists read them. */
export async function dueProtocols(
  db: Db | Tx,
  farmId: string,
  onlyId?: string,
): Promise<DueProtocol[]> {
  const { rows } = await db.execute<{
    id: string;
    product_id: string;
    sex: string | null;
    min_age_months: number | null;
    max_age_months: number | null;
    category: string | null;
    lot_id: string | null;
    first_at_age_months: number | null;
    booster_days: number | null;
    every_days: number | null;
    months: number[] | null;
    starts_on: string;
  }>(sql`
    select id, product_id, sex, min_age_months, max_age_months, category, lot_id,
      first_at_age_months, booster_days, every_days, months, starts_on::text as starts_on
    from sanitary_protocols
    where farm_id = ${farmId} and ${onlyId ? sql`id = ${onlyId}::uuid` : sql`active`}
    order by id
  `);
  return rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    sex: r.sex,
    minAgeMonths: r.min_age_months,
    maxAgeMonths: r.max_age_months,
    category: r.category,
    lotId: r.lot_id,
    firstAtAgeMonths: r.first_at_age_months,
    boosterDays: r.booster_days,
    everyDays: r.every_days,
    months: r.months && r.months.length > 0 ? r.months : null,
    startsOn: r.starts_on,
  }));
}

const int = (v: number | null) => sql`${v}::int`;
const day = (v: string | null) => sql`${v}::date`;

/** The protocols as a VALUES list `p`, with their months seen from `today`. */
function protocolValues(protocols: DueProtocol[], today: string): SQL {
  const rows = protocols.map((p) => {
    const occ = p.months ? monthOccurrences(p.months, p.startsOn, today) : null;
    const needsAge =
      p.minAgeMonths !== null || p.maxAgeMonths !== null || p.firstAtAgeMonths !== null;
    return sql`(${p.id}::uuid, ${p.productId}::uuid, ${p.sex}::text, ${int(p.minAgeMonths)},
      ${int(p.maxAgeMonths)}, ${p.category}::text, ${p.lotId}::uuid, ${int(p.firstAtAgeMonths)},
      ${int(p.boosterDays)}, ${int(p.everyDays)}, ${occ !== null}::boolean, ${day(occ?.latest ?? null)},
      ${day(occ?.next ?? null)}, ${day(occ?.afterNext ?? null)}, ${day(occ?.fromStart ?? null)},
      ${day(p.startsOn)}, ${needsAge}::boolean,
      ${day(p.maxAgeMonths === null ? null : addMonths(today, -(p.maxAgeMonths + 1)))})`;
  });
  return sql`(values ${sql.join(rows, sql`, `)}) as p(id, product_id, sex, min_age, max_age,
    category, lot_id, first_at, booster, every, by_month, latest, next, after_next, from_start,
    starts_on, needs_age, oldest_birth)`;
}

/**
 * Every (animal, protocol) due in `status` on `today` — columns animal_id, protocol_id, due,
 * doses, tag, name, sex, birth_date, lot_id — for the protocols given (none: no rows).
 */
export function dueSql(
  farmId: string,
  today: string,
  protocols: DueProtocol[],
  status: DueStatus | 'window' | 'reminder',
): SQL {
  if (protocols.length === 0) {
    return sql`select null::uuid as animal_id, null::uuid as protocol_id, null::date as due,
      0 as doses, null::text as tag, null::text as name, null::text as sex,
      null::date as birth_date, null::uuid as lot_id where false`;
  }
  const category = sql`animal_category(a.sex, a.birth_date, a.breeder, a.calvings > 0,
    a.category_override, ${today}::date)`;
  const statusCheck =
    status === 'overdue'
      ? sql`d.due < ${today}::date`
      : status === 'upcoming'
        ? sql`d.due >= ${today}::date and d.due <= ${addDays(today, UPCOMING_DAYS)}::date`
        : status === 'window'
          ? sql`d.due <= ${addDays(today, UPCOMING_DAYS)}::date`
          : sql`d.due <= ${addDays(today, REMINDER_DAYS)}::date`;
  // `offset 0` keeps each level a subquery of its own, so its expressions are computed once per
  // row (flattened, the planner copied the due date's CASE into every filter that reads it).
  return sql`
    select d.animal_id, d.protocol_id, d.due, d.doses, d.tag, d.name, d.sex, d.birth_date, d.lot_id
    from (
      -- greatest() skips nulls: a null base (nothing more due) must stay null.
      select b.*, case when b.base is null or b.min_due is null then b.base
        else greatest(b.base, b.min_due) end as due
      from (
        select a.id as animal_id, p.id as protocol_id, a.tag, a.name, a.sex, a.birth_date,
          a.lot_id, p.max_age, coalesce(s.doses, 0) as doses,
          (a.birth_date + make_interval(months => p.min_age))::date as min_due,
          case
            when s.doses is null then case
              when p.first_at is not null
                then (a.birth_date + make_interval(months => p.first_at))::date
              when p.by_month then greatest(p.latest, p.from_start)
              when p.every is not null then greatest(p.starts_on, coalesce(a.entry_date, p.starts_on))
            end
            when s.doses = 1 and p.booster is not null then s.first_on + p.booster
            when p.every is not null then s.last_on + p.every
            when p.by_month then case
              when s.last_on + ${MONTH_EARLY_DAYS}::int >= p.next then p.after_next
              when s.last_on + ${MONTH_EARLY_DAYS}::int >= p.latest then p.next
              else p.latest end
          end as base
        from ${protocolValues(protocols, today)}
        join animals a on a.farm_id = ${farmId} and a.status = 'active'
          and (p.sex is null or a.sex = p.sex)
          and (p.lot_id is null or a.lot_id = p.lot_id)
          and (not p.needs_age or a.birth_date is not null)
          -- Past the window's last month today means past it at any later due date too.
          and (p.max_age is null or a.birth_date > p.oldest_birth)
          and (p.category is null or ${category} = p.category)
        left join sanitary_dose_summaries s on s.farm_id = a.farm_id
          and s.product_id = p.product_id and s.animal_id = a.id
        offset 0
      ) b
      offset 0
    ) d
    where d.due is not null
      and (d.max_age is null
        or animal_age_months(d.birth_date, greatest(d.due, ${today}::date)) <= d.max_age)
      and ${statusCheck}`;
}
