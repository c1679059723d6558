import type pg from 'pg';
import { demoFinanceBook } from './demo-finance-book';

/*
 * seed:demo's 'Financeiro' (issue 43 item 7): the typed half of the demo farm's cash book
 * (demo-finance-book.ts) in one INSERT, inside the seeder's transaction, after the herd and the
 * paddocks (its cost centres). The herd's priced sales, purchases and applications are already
 * in the book as 'Do rebanho' entries (migration 0032's triggers). Each entry is written once per
 * key, as the app writes a form's: a later run on the farm adds only what it did not have.
 */

export interface DemoFinanceSeed {
  farm: string;
  user: string;
  /** 'YYYY-MM-DD'. */
  today: string;
  /** The herd the costs are sized for (this run's animals). */
  heads: number;
  /** This run's lots: some carry the dry season's supplement. */
  lotIds: string[];
}

/** Gives how many entries it wrote (instalments one by one). */
export async function insertDemoFinance(c: pg.ClientBase, o: DemoFinanceSeed) {
  await c.query('select finance_seed_accounts($1)', [o.farm]);
  const { rows: lots } = await c.query<{ id: string; name: string }>(
    'select id, name from lots where farm_id = $1 and id = any($2::uuid[]) order by name limit 6',
    [o.farm, o.lotIds],
  );
  const { rows: paddocks } = await c.query<{ id: string; name: string }>(
    'select id, name from paddocks where farm_id = $1 order by name, id limit 40',
    [o.farm],
  );
  const book = demoFinanceBook({ today: o.today, heads: o.heads, lots, paddocks });
  const result = await c.query(
    `insert into finance_entries (farm_id, user_id, type, entry_date, description, amount_cents,
       account_id, lot_id, paddock_id, status, due_date, settled_on, source, instalment_group,
       instalment_number, instalment_count, idempotency_key)
     select $1, $2, e.type, e.date, e.description, e.cents, a.id, e."lotId", e."paddockId",
       e.status, e."dueDate", e."settledOn", 'manual',
       case when e.count > 1 then md5($1 || e.key)::uuid end, e.number, e.count, e.key
     from jsonb_to_recordset($3::jsonb) as e(key text, account text, type text, date date,
       description text, cents bigint, status text, "dueDate" date, "settledOn" date,
       "lotId" uuid, "paddockId" uuid, number int, count int)
     join finance_accounts a on a.farm_id = $1 and a.key = e.account
     order by e.date, e.key, e.number
     on conflict (farm_id, idempotency_key, instalment_number) do nothing`,
    [o.farm, o.user, JSON.stringify(book)],
  );
  return result.rowCount ?? 0;
}
