import { sql } from 'drizzle-orm';
import type { HerdMovements } from '../../../domain/herd/movements';
import type { Db } from '../../db/client';

/**
 * The movements of `farmId` from `from` to before `to` (decision 042), in one statement: the
 * events not undone counted by kind (a birth is the calf's 'birth' row; an 'entry' is a
 * registration, not a movement), the value of purchases and sales summed from their details, and
 * the animals in the herd on `from` (entered before it, by entry date, else birth date; not yet
 * out on it; 'removed' never counts).
 */
export async function herdMovements(
  db: Pick<Db, 'execute'>,
  farmId: string,
  period: { from: string; to: string },
  withMoney: boolean,
): Promise<HerdMovements> {
  const { rows } = await db.execute<{
    births: number;
    purchases: number;
    sales: number;
    deaths: number;
    purchase_value: number;
    sales_value: number;
    opening: number;
  }>(sql`
    select
      count(*) filter (where e.kind = 'birth')::int as births,
      count(*) filter (where e.kind = 'purchase')::int as purchases,
      count(*) filter (where e.kind = 'sale')::int as sales,
      count(*) filter (where e.kind = 'death')::int as deaths,
      coalesce(sum((e.details->>'value')::numeric) filter (where e.kind = 'purchase'), 0)::float8
        as purchase_value,
      coalesce(sum((e.details->>'value')::numeric) filter (where e.kind = 'sale'), 0)::float8
        as sales_value,
      (select count(*)::int from animals a
        where a.farm_id = ${farmId} and a.status <> 'removed'
          and coalesce(a.entry_date, a.birth_date, a.created_at::date) < ${period.from}::date
          and (a.exit_date is null or a.exit_date >= ${period.from}::date)) as opening
    from animal_events e
    where e.farm_id = ${farmId} and e.undone_at is null
      and e.kind in ('birth', 'purchase', 'sale', 'death')
      and e.event_date >= ${period.from}::date and e.event_date < ${period.to}::date
  `);
  const r = rows[0]!;
  return {
    ...period,
    births: Number(r.births),
    purchases: Number(r.purchases),
    sales: Number(r.sales),
    deaths: Number(r.deaths),
    purchaseValue: withMoney ? Number(r.purchase_value) : null,
    salesValue: withMoney ? Number(r.sales_value) : null,
    openingHeads: Number(r.opening),
  };
}
