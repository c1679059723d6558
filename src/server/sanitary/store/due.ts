import { sql, type SQL } from 'drizzle-orm';
import { REMINDER_DAYS, UPCOMING_DAYS, type DueStatus } from '../../../domain/sanitary/constants';
import {
  addDays,
  addMonths,
  MONTH_EARLY_DAYS,
  monthOccurrences,
} from '../../../domain/sanitary/due';
import type { Db } from '../../db/client';
import {
  protocolRule,
  protocolRuleColumns,
  type ProtocolRuleColumns,
  type Tx,
} from '../../farm-records';

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
  const { rows } = await db.execute<ProtocolRuleColumns>(sql`
    select ${protocolRuleColumns('r')}
    from sanitary_protocols r
    where farm_id = ${farmId} and ${onlyId ? sql`id = ${onlyId}::uuid` : sql`active`}
    order by id
  `);
  return rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    ...protocolRule(r),
    startsOn: r.starts_on,
  }));
}

const months = (n: number) => sql`make_interval(months => ${n}::int)`;

/** The first dose's due date when none was given, before the age window's end is asked. */
function firstDueExpression(p: DueProtocol, today: string): SQL {
  const occ = p.months ? monthOccurrences(p.months, p.startsOn, today) : null;
  const first =
    p.firstAtAgeMonths !== null
      ? sql`(a.birth_date + ${months(p.firstAtAgeMonths)})::date`
      : occ
        ? sql`${occ.latest > occ.fromStart ? occ.latest : occ.fromStart}::date`
        : p.everyDays !== null
          ? sql`greatest(${p.startsOn}::date, coalesce(a.entry_date, ${p.startsOn}::date))`
          : sql`null::date`;
  return minAge(p, first);
}

/** Never before the protocol's first age. greatest() skips nulls: a null must stay null. */
function minAge(p: DueProtocol, due: SQL): SQL {
  return p.minAgeMonths === null
    ? due
    : sql`case when (${due}) is null then null
        else greatest(${due}, (a.birth_date + ${months(p.minAgeMonths)})::date) end`;
}

/**
 * The due date of `a` (animals) with `s` (its doses of the protocol's product, null when none)
 * for one protocol, as SQL written for that protocol alone (decision 044's rule with its numbers
 * in place), so each row costs a few date additions; `first` is the first dose's date, computed
 * once per row. Null when nothing more is due. A dose marked 'Antes do cadastro' (`s.prior`)
 * stands for the first doses: no booster after it (decision 063).
 */
function dueExpression(p: DueProtocol, today: string, first: SQL): SQL {
  const occ = p.months ? monthOccurrences(p.months, p.startsOn, today) : null;
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
      ? sql`case when s.doses = 1 and not s.prior then s.first_on + ${p.boosterDays}::int
          else ${later} end`
      : later;
  return sql`case when s.doses is null then ${first} else ${minAge(p, given)} end`;
}

/**
 * 'Histórico anterior ao cadastro' (decision 063, priorHistory in due.ts): no dose, and the first
 * dose's window ended before the animal was registered (its record made; never after today).
 * The window's end is the first day past its last month: `age <= max` is `day < birth + (max +
 * 1) months` (animal_age_months counts whole months as PostgreSQL adds them), without the
 * function's cost on every row.
 */
function priorExpression(p: DueProtocol, today: string, first: SQL): SQL {
  const registered = registeredOn(today);
  const past = sql`(a.birth_date + ${months((p.maxAgeMonths ?? 0) + 1)})::date`;
  const ended =
    p.maxAgeMonths === null
      ? sql`${first} < ${registered}`
      : sql`${first} < ${past} and ${registered} >= ${past}`;
  return sql`(s.doses is null and ${first} is not null and ${ended})`;
}

/**
 * The day `a` (animals) was registered: `registered_on`, or the day its row was made for the
 * animals registered before the column (migration 0024); never after `today`.
 */
export const registeredOn = (today: string): SQL =>
  sql`least(coalesce(a.registered_on, (a.created_at at time zone 'America/Sao_Paulo')::date),
    ${today}::date)`;

/** One protocol's (animal, due) rows before the lists' filters: its animals and their doses. */
function protocolRows(farmId: string, p: DueProtocol, today: string): SQL {
  const needsAge =
    p.minAgeMonths !== null || p.maxAgeMonths !== null || p.firstAtAgeMonths !== null;
  const where: SQL[] = [sql`a.farm_id = ${farmId}`, sql`a.status = 'active'`];
  if (p.sex) where.push(sql`a.sex = ${p.sex}`);
  if (p.lotId) where.push(sql`a.lot_id = ${p.lotId}::uuid`);
  if (needsAge) where.push(sql`a.birth_date is not null`);
  // Past the window's last month today means past it at any later due date too; only a first
  // dose may still be listed, as one before the registration.
  if (p.maxAgeMonths !== null) {
    where.push(sql`(a.birth_date > ${addMonths(today, -(p.maxAgeMonths + 1))}::date
      or s.doses is null)`);
  }
  if (p.category) {
    where.push(sql`animal_category(a.sex, a.birth_date, a.breeder, a.calvings > 0,
      a.category_override, ${today}::date) = ${p.category}`);
  }
  // Each `offset 0` keeps its subquery whole, so what it computes is computed once per row
  // (flattened, the planner copies an expression into every place that reads it): the first
  // dose's date (`a`), then the due date and whether it came before the registration (`y`). The
  // lateral `s` names the doses' columns of `a` as the expressions read them. A row before the
  // registration is due on its first dose's date.
  const first = sql`a.first_due`;
  return sql`
    select y.animal_id, y.protocol_id, case when y.prior then y.first_due else y.due end as due,
      y.prior, y.doses, y.tag, y.sex, y.birth_date, y.lot_id, y.max_age
    from (
      select a.id as animal_id, ${p.id}::uuid as protocol_id, a.first_due,
        ${dueExpression(p, today, first)} as due, ${priorExpression(p, today, first)} as prior,
        coalesce(s.doses, 0) as doses, a.tag, a.sex, a.birth_date, a.lot_id,
        ${p.maxAgeMonths}::int as max_age
      from (
        select a.id, a.tag, a.sex, a.birth_date, a.lot_id, a.registered_on, a.created_at,
          s.doses, s.first_on, s.last_on, s.prior, ${firstDueExpression(p, today)} as first_due
        from animals a
        left join sanitary_dose_summaries s on s.farm_id = a.farm_id
          and s.product_id = ${p.productId}::uuid and s.animal_id = a.id
        where ${sql.join(where, sql` and `)}
        offset 0
      ) a
      cross join lateral (select a.doses, a.first_on, a.last_on, a.prior) s
      offset 0
    ) y`;
}

/**
 * Every (animal, protocol) in `status` on `today` — columns animal_id, protocol_id, due, prior,
 * doses, tag, sex, birth_date, lot_id — for the protocols given (none: no rows). 'overdue',
 * 'upcoming' and 'reminder' leave out the first doses before the registration ('prior', decision
 * 063); 'window' (the calendar's memo) keeps them beside what is due up to 30 days on.
 */
export function dueSql(
  farmId: string,
  today: string,
  protocols: DueProtocol[],
  status: DueStatus | 'window' | 'reminder',
): SQL {
  if (protocols.length === 0) {
    return sql`select null::uuid as animal_id, null::uuid as protocol_id, null::date as due,
      false as prior, 0 as doses, null::text as tag, null::text as sex,
      null::date as birth_date, null::uuid as lot_id where false`;
  }
  const statusCheck =
    status === 'overdue'
      ? sql`d.due < ${today}::date`
      : status === 'upcoming'
        ? sql`d.due >= ${today}::date and d.due <= ${addDays(today, UPCOMING_DAYS)}::date`
        : status === 'window'
          ? sql`d.due <= ${addDays(today, UPCOMING_DAYS)}::date`
          : status === 'reminder'
            ? sql`d.due <= ${addDays(today, REMINDER_DAYS)}::date`
            : sql`false`;
  const priorCheck = status === 'prior' || status === 'window' ? sql`true` : sql`false`;
  const rows = protocols.map((p) => protocolRows(farmId, p, today));
  return sql`
    select d.animal_id, d.protocol_id, d.due, d.prior, d.doses, d.tag, d.sex, d.birth_date,
      d.lot_id
    from (${sql.join(rows, sql` union all `)}) d
    where case when d.prior then ${priorCheck}
      else d.due is not null
        and (d.max_age is null
          or animal_age_months(d.birth_date, greatest(d.due, ${today}::date)) <= d.max_age)
        and ${statusCheck} end`;
}
