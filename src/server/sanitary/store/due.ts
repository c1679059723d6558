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

const months = (n: number) => sql`make_interval(months => ${n}::int)`;

/**
 * The due date of `a` (animals) with `s` (its doses of the protocol's product, null when none)
 * for one protocol, as SQL written for that protocol alone (decision 044's rule with its numbers
 * in place), so each row costs a few date additions. Null when nothing more is due.
 */
function dueExpression(p: DueProtocol, today: string): SQL {
  const occ = p.months ? monthOccurrences(p.months, p.startsOn, today) : null;
  const none =
    p.firstAtAgeMonths !== null
      ? sql`(a.birth_date + ${months(p.firstAtAgeMonths)})::date`
      : occ
        ? sql`${occ.latest > occ.fromStart ? occ.latest : occ.fromStart}::date`
        : p.everyDays !== null
          ? sql`greatest(${p.startsOn}::date, coalesce(a.entry_date, ${p.startsOn}::date))`
          : sql`null::date`;
  const counted = sql`s.last_on + ${MONTH_EARLY_DAYS}::int`;
  const later =
    p.everyDays !== null
      ? sql`s.last_on + ${p.everyDays}::int`
      : occ
        ? sql`case when ${counted} >= ${occ.next}::date then ${occ.afterNext}::date
            when ${counted} >= ${occ.latest}::date then ${occ.next}::date
            else ${occ.latest}::date end`
        : sql`null::date`;
  const given =
    p.boosterDays !== null
      ? sql`case when s.doses = 1 then s.first_on + ${p.boosterDays}::int else ${later} end`
      : later;
  const base = sql`case when s.doses is null then ${none} else ${given} end`;
  // greatest() skips nulls: a null base (nothing more due) must stay null.
  return p.minAgeMonths === null
    ? base
    : sql`case when (${base}) is null then null
        else greatest(${base}, (a.birth_date + ${months(p.minAgeMonths)})::date) end`;
}

/** One protocol's (animal, due) rows before the lists' filters: its animals and their doses. */
function protocolRows(farmId: string, p: DueProtocol, today: string): SQL {
  const needsAge =
    p.minAgeMonths !== null || p.maxAgeMonths !== null || p.firstAtAgeMonths !== null;
  const where: SQL[] = [sql`a.farm_id = ${farmId}`, sql`a.status = 'active'`];
  if (p.sex) where.push(sql`a.sex = ${p.sex}`);
  if (p.lotId) where.push(sql`a.lot_id = ${p.lotId}::uuid`);
  if (needsAge) where.push(sql`a.birth_date is not null`);
  // Past the window's last month today means past it at any later due date too.
  if (p.maxAgeMonths !== null) {
    where.push(sql`a.birth_date > ${addMonths(today, -(p.maxAgeMonths + 1))}::date`);
  }
  if (p.category) {
    where.push(sql`animal_category(a.sex, a.birth_date, a.breeder, a.calvings > 0,
      a.category_override, ${today}::date) = ${p.category}`);
  }
  // `offset 0` keeps the subquery whole: the due date is computed once per row (flattened, the
  // planner copies its expression into every filter that reads it).
  return sql`
    select x.* from (
      select a.id as animal_id, ${p.id}::uuid as protocol_id, ${dueExpression(p, today)} as due,
        coalesce(s.doses, 0) as doses, a.tag, a.sex, a.birth_date, a.lot_id,
        ${p.maxAgeMonths}::int as max_age
      from animals a
      left join sanitary_dose_summaries s on s.farm_id = a.farm_id
        and s.product_id = ${p.productId}::uuid and s.animal_id = a.id
      where ${sql.join(where, sql` and `)}
      offset 0
    ) x`;
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
      0 as doses, null::text as tag, null::text as sex,
      null::date as birth_date, null::uuid as lot_id where false`;
  }
  const statusCheck =
    status === 'overdue'
      ? sql`d.due < ${today}::date`
      : status === 'upcoming'
        ? sql`d.due >= ${today}::date and d.due <= ${addDays(today, UPCOMING_DAYS)}::date`
        : status === 'window'
          ? sql`d.due <= ${addDays(today, UPCOMING_DAYS)}::date`
          : sql`d.due <= ${addDays(today, REMINDER_DAYS)}::date`;
  const rows = protocols.map((p) => protocolRows(farmId, p, today));
  return sql`
    select d.animal_id, d.protocol_id, d.due, d.doses, d.tag, d.sex, d.birth_date, d.lot_id
    from (${sql.join(rows, sql` union all `)}) d
    where d.due is not null
      and (d.max_age is null
        or animal_age_months(d.birth_date, greatest(d.due, ${today}::date)) <= d.max_age)
      and ${statusCheck}`;
}
