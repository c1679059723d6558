import { sql } from 'drizzle-orm';
import { dayBefore, type HerdMovements } from '../../../domain/herd/movements';
import type { Db } from '../../db/client';
import { headCounts } from '../../farm-records';

/**
 * The movements of `farmId` from `from` to before `to` (decision 042): the events not undone
 * counted by kind (a birth is the calf's 'birth' row; an 'entry' is a registration, not a
 * movement) and the value of purchases and sales summed from their details, in one statement;
 * and the herd as the period opens and closes, the head count of decision 062.
 */
export async function herdMovements(
  db: Pick<Db, 'execute'>,
  farmId: string,
  period: { from: string; to: string },
  withMoney: boolean,
  today: string,
): Promise<HerdMovements> {
  const events = db.execute<{
    births: number;
    purchases: number;
    sales: number;
    deaths: number;
    purchase_value: number;
    sales_value: number;
  }>(sql`
    select
      count(*) filter (where e.kind = 'birth')::int as births,
      count(*) filter (where e.kind = 'purchase')::int as purchases,
      count(*) filter (where e.kind = 'sale')::int as sales,
      count(*) filter (where e.kind = 'death')::int as deaths,
      coalesce(sum((e.details->>'value')::numeric) filter (where e.kind = 'purchase'), 0)::float8
        as purchase_value,
      coalesce(sum((e.details->>'value')::numeric) filter (where e.kind = 'sale'), 0)::float8
        as sales_value
    from animal_events e
    where e.farm_id = ${farmId} and e.undone_at is null
      and e.kind in ('birth', 'purchase', 'sale', 'death')
      and e.event_date >= ${period.from}::date and e.event_date < ${period.to}::date
  `);
  const [{ rows }, [opening, closing]] = await Promise.all([
    events,
    headCounts(db, farmId, [dayBefore(period.from), dayBefore(period.to)], today),
  ]);
  const r = rows[0]!;
  return {
    ...period,
    births: Number(r.births),
    purchases: Number(r.purchases),
    sales: Number(r.sales),
    deaths: Number(r.deaths),
    purchaseValue: withMoney ? Number(r.purchase_value) : null,
    salesValue: withMoney ? Number(r.sales_value) : null,
    opening: opening!,
    closing: closing!,
  };
}
