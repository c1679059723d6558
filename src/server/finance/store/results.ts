import { sql, type SQL } from 'drizzle-orm';
import type { ResultsView } from '../../../domain/finance/api';
import { ACCOUNT_GROUPS, type AccountGroup } from '../../../domain/finance/constants';
import { buildDre } from '../../../domain/finance/dre';
import {
  costFigures,
  groupTotal,
  type AccountTotal,
  type HerdKg,
} from '../../../domain/finance/results';
import { DEFAULT_TYPICAL_WEIGHTS } from '../../../domain/pastures/constants';
import type { Db } from '../../db/client';
import { farmMemo, headCounts } from '../../farm-records';
import { categoryOfMany } from '../../farm-records/animal-rows';
import { cents } from './shared';

/*
 * What it cost to produce (issue 43 item 6): the period's realized totals per account (cash
 * basis, by the day paid), the herd's average heads (decision 062's count on each month's first
 * day and the last) and its kg at both ends, what left and what came in, all in SQL; the figures
 * and the year's DRE are the domain's (results.ts, dre.ts).
 */

/** The day before `day` ('YYYY-MM-DD'). */
function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** Each account's realized total in `from`–`to` (accounts without one left out). */
export const accountTotalsSql = (farmId: string, from: string, to: string) => sql`
  select a.id, a.key, a.name, a.account_group, t.total::text as total
  from (
    select e.account_id, sum(e.amount_cents) as total from finance_entries e
    where e.farm_id = ${farmId} and e.undone_at is null and e.reconciled_entry_id is null
      and e.status = 'realized' and e.cash_on between ${from}::date and ${to}::date
    group by e.account_id
  ) t join finance_accounts a on a.farm_id = ${farmId} and a.id = t.account_id`;

/** Periods longer than this many months count the heads on each year's first day instead. */
const MONTHLY_HEADS_MAX = 120;

/**
 * The days the average heads are counted on: the period's first day, each month's first day in
 * it (each year's, for a period over ten years: a count per day costs a pass over the herd's
 * groups), and its last.
 * @example
 * headCountDays('2025-01-15', '2025-03-10') //=> ['2025-01-15', '2025-02-01', '2025-03-01', '2025-03-10']
 */
export function headCountDays(from: string, to: string): string[] {
  const months =
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    Number(to.slice(5, 7)) -
    Number(from.slice(5, 7));
  const step = months > MONTHLY_HEADS_MAX ? 12 : 1;
  const days = [from];
  let y = Number(from.slice(0, 4));
  let m = step === 12 ? 1 : Number(from.slice(5, 7));
  for (;;) {
    m += step;
    if (m > 12) [y, m] = [y + 1, m - 12];
    const day = `${y}-${String(m).padStart(2, '0')}-01`;
    if (day > to) break;
    days.push(day);
  }
  if (days.at(-1) !== to) days.push(to);
  return days;
}

/**
 * The statement of the herd's kg for '@ produzidas' from `from` to `to` (issue 43 item 6): the
 * stock at the end of the day before `from` and at the end of `to`; the kg that left alive (sold,
 * transferred) in the period at the sale's weight, else their weight on leaving; the kg that came
 * in (entered, not born) at the purchase's weight, else their weight on arriving. A weight on a
 * day that is not the period's ends is the last weighing by then, else the typical weight of the
 * category the animal has at the period's end (the farm's 'Peso típico por categoria' of
 * decision 070, else 450 kg). `estimated`: animals weighed by neither end.
 *
 * One pass over the farm's rows of animal_stock (migration 0039, decision 082: each animal's
 * dates, category's inputs and weighings in one narrow row, no join): the last weighing by each
 * end (`ks`, `kt`) found in its weighings by `width_bucket`; what each was in the period is
 * computed once per animal (`offset 0` keeps that row apart from the sums, which would otherwise
 * each compute it again), then summed; a category only for an unweighed end, and a probe of the
 * events only for an animal that left or came in the period.
 */
export function herdKgSql(farmId: string, from: string, to: string): SQL {
  const start = dayBefore(from);
  const event = (kinds: SQL) => sql`(
    select (e.details ->> 'weight')::float8 from animal_events e
    where e.farm_id = a.farm_id and e.animal_id = a.id and e.kind in (${kinds})
      and e.undone_at is null and jsonb_typeof(e.details -> 'weight') = 'number'
    order by e.event_date desc, e.created_at desc limit 1)`;
  /** The animal's last weighing by `day`, from its weighings in order. */
  const at = (day: SQL) => sql`a.kgs[nullif(width_bucket(${day}, a.dates), 0)]`;
  /** The weight `kg` (the last weighing by `day`), else the category's typical weight on `day`. */
  const weight = (kg: 'ks' | 'kt', day: string) =>
    sql`coalesce(a.${sql.raw(kg)}, (tw.w ->> ${categoryOfMany(day)})::float8, 450)`;
  /** The animal was in the herd at the end of `day`. */
  const inHerd = (day: string) =>
    sql`a.since <= ${day}::date and (a.exit_date is null or a.exit_date > ${day}::date)`;
  return sql`
    with tw as (
      select ${JSON.stringify(DEFAULT_TYPICAL_WEIGHTS)}::jsonb || coalesce(
        (select typical_weights from pasture_settings where farm_id = ${farmId}), '{}'::jsonb) as w
    ), a as (
      select a.animal_id as id, a.farm_id, a.sex, a.birth_date, a.breeder, a.calvings,
        a.category_override, a.exit_date, a.since, a.dates, a.kgs,
        ${inHerd(start)} as in_start, ${inHerd(to)} as in_to,
        a.status in ('sold', 'transferred')
          and a.exit_date between ${from}::date and ${to}::date as exited,
        a.origin is distinct from 'born' and a.since between ${from}::date and ${to}::date
          as entered,
        ${at(sql`${start}::date`)} as ks, ${at(sql`${to}::date`)} as kt
      from animal_stock a where a.farm_id = ${farmId} and a.status <> 'removed'
      offset 0
    )
    select
      coalesce(sum(${weight('ks', start)}) filter (where a.in_start), 0)::float8 as initial,
      coalesce(sum(${weight('kt', to)}) filter (where a.in_to), 0)::float8 as final,
      coalesce(sum(coalesce(${event(sql`'sale'`)}, ${at(sql`a.exit_date`)},
        ${weight('kt', to)})) filter (where a.exited), 0)::float8 as exited,
      coalesce(sum(coalesce(${event(sql`'purchase', 'entry'`)}, ${at(sql`a.since`)},
        ${weight('kt', to)})) filter (where a.entered), 0)::float8 as entered,
      count(*) filter (where (a.in_start and a.ks is null) or (a.in_to and a.kt is null))::int
        as estimated
    from a cross join tw`;
}

/*
 * Kept between the farm's changes (decision 049, scope 'finance': its book, its herd, weighings,
 * typed stock and typical weights), one value per period asked.
 */
const resultsMemo = farmMemo<ResultsView>('finance');

export function resultQueries(db: Db) {
  const herdKg = async (farmId: string, from: string, to: string) => {
    const { rows } = await db.execute<{
      initial: number;
      final: number;
      exited: number;
      entered: number;
      estimated: number;
    }>(herdKgSql(farmId, from, to));
    const r = rows[0]!;
    const kg: HerdKg = {
      initialStockKg: Math.round(r.initial),
      finalStockKg: Math.round(r.final),
      exitedKg: Math.round(r.exited),
      enteredKg: Math.round(r.entered),
    };
    return { kg, estimated: r.estimated };
  };

  return {
    herdKg,

    /** The figures of `from`–`to` (days after today count the herd as it is today); a year's DRE. */
    results(
      farmId: string,
      today: string,
      period: { from: string; to: string; year?: number },
    ): Promise<ResultsView> {
      const part = `${period.from}|${period.to}|${period.year ?? ''}`;
      return resultsMemo(db, farmId, today, () => readResults(farmId, today, period), part);
    },
  };

  async function readResults(
    farmId: string,
    today: string,
    period: { from: string; to: string; year?: number },
  ): Promise<ResultsView> {
    const { from } = period;
    const to = period.to < today ? period.to : today < from ? from : today;
    const [{ rows }, heads, herd] = await Promise.all([
      db.execute<{
        id: string;
        key: string | null;
        name: string;
        account_group: AccountGroup;
        total: string;
      }>(accountTotalsSql(farmId, from, period.to)),
      headCounts(db, farmId, headCountDays(from, to), today),
      herdKg(farmId, from, to),
    ]);
    const accounts: AccountTotal[] = rows.map((r) => ({
      accountId: r.id,
      key: r.key,
      name: r.name,
      group: r.account_group,
      cents: cents(r.total, r.name),
    }));
    const averageHeads =
      heads.length === 0 ? 0 : heads.reduce((sum, h) => sum + h.total, 0) / heads.length;
    return {
      figures: costFigures({
        from,
        to: period.to,
        accounts,
        averageHeads: Math.round(averageHeads * 10) / 10,
        herd: herd.kg,
        estimatedHeads: herd.estimated,
      }),
      dre: period.year === undefined ? null : buildDre(period.year, accounts),
      // The realized totals per group ('Preencher com o financeiro' on a month or a year).
      groups: Object.fromEntries(ACCOUNT_GROUPS.map((g) => [g, groupTotal(accounts, g)])) as Record<
        AccountGroup,
        number
      >,
    };
  }
}
