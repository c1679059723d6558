import pg from 'pg';

/*
 * A database with a bit of every table (seed) and a per-table fingerprint (count and checksum
 * of all rows), shared by backup.test.ts and bench/backup.mjs.
 */

/** Users (their triggers add profiles, subscriptions, farms), then a bit of everything. */
export async function seed(pool: pg.Pool, users = 40): Promise<void> {
  const q = (sql: string, values: unknown[] = []) => pool.query(sql, values);
  await q(
    `insert into users (id, name, email, email_verified)
     select 'u-' || g, 'Produtor ' || g || E' "aspas"\\ttab\\nlinha ção', 'u' || g || '@fazenda.test', g % 3 <> 0
     from generate_series(1, $1::int) g`,
    [users],
  );
  const owners = `(select m.user_id as id, m.organization_id as farm from farm_members m)`;
  await q(`insert into accounts (id, user_id, account_id, provider_id, password)
           select 'a-' || id, id, id, 'credential', 'hash:' || md5(id) from ${owners} o`);
  await q(`insert into sessions (id, user_id, token, expires_at, ip_address, user_agent)
           select 's-' || id, id, 'tok-' || md5(id), now() + interval '7 days', '203.0.113.9', null
           from ${owners} o`);
  await q(`insert into lots (farm_id, user_id, name, quantity, initial_weight, purchase_price, purchase_date)
           select farm, id, 'Lote ' || n, 10 * n, 210.5, 2500.75, date '2025-01-01' + n
           from ${owners} o cross join generate_series(1, 2) n`);
  await q(`insert into weighings (user_id, farm_id, animal_id, weighing_date, weight, batch_id)
           select o.id, o.farm, 'BOI-' || a, date '2025-01-01' + d * 7, 200 + a + d * 3.3,
                  (select l.id from lots l where l.farm_id = o.farm order by l.name limit 1)
           from ${owners} o cross join generate_series(1, 5) a cross join generate_series(0, 3) d`);
  await q(`insert into inventory (user_id, farm_id, category, quantity, average_weight, average_value)
           select id, farm, c, 12, 300, 3000 from ${owners} o
           cross join unnest(array['Bezerros', 'Garrotes', 'Vacas']) c`);
  await q(`insert into monthly_control (user_id, farm_id, month_year, initial_quantity, purchases, sales,
             deaths, total_costs, total_revenue, final_quantity, net_profit)
           select id, farm, date '2025-01-01' + (n || ' months')::interval, 100, 10, 20, 1, 10000.5,
                  50000, 89, 40000 - 0.5
           from ${owners} o cross join generate_series(0, 2) n`);
  await q(`insert into annual_results (user_id, farm_id, year, initial_inventory, total_purchases,
             total_sales, total_deaths, total_investment, total_revenue, total_costs,
             final_inventory, net_profit, gross_margin, roi_percent)
           select id, farm, 2025, 100, 50, 60, 2, 100000, 300000, 150000, 88, 150000, 66.67, 150
           from ${owners} o`);
  await q(`insert into budget_planning (user_id, farm_id, planning_name, period_months, expected_quantity,
             estimated_purchase_price, estimated_sale_price, monthly_supplement_cost,
             monthly_rent_cost, monthly_labor_cost, other_monthly_costs, total_investment,
             estimated_profit)
           select id, farm, 'Plano', 12, 50, 2500, 4000, 1000, 500, 2000, 100, 125000, 31800
           from ${owners} o`);
  await q(`insert into result_calculations (user_id, farm_id, margin_percent) select id, farm, 12.5
           from ${owners} o`);
  await q(`insert into payments (id, user_id, provider_subscription_id, plan, billing_type, value,
             status, due_date, invoice_url, paid_at)
           select 'pay_' || id, id, 'sub_' || id, 'STARTER', 'PIX', 49.90, 'RECEIVED',
                  date '2025-03-15', 'https://sandbox.asaas.com/i/' || id, now()
           from users where email_verified`);
  await q(`insert into payment_events (id, event, user_id, created_at, payload)
           select 'evt_' || id, 'PAYMENT_RECEIVED', id, now(),
                  jsonb_build_object('id', 'evt_' || id, 'nested', jsonb_build_object('a', array[1, 2]),
                                     'text', E'linha\\nnova \\\\ "x"')
           from users where email_verified`);
  await q(`insert into rate_limits (id, key, count, last_request)
           select 'rl-' || g, '198.51.100.' || g || '|/sign-in/email', g, 1700000000000 + g
           from generate_series(1, 5) g`);
}

/** Every `public` table's row count and checksum (all rows as text, sorted). */
export async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    );
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: number; sum: string }>(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as sum
         from "${name}" t`,
      );
      out[name] = `${rows[0]!.n} ${rows[0]!.sum}`;
    }
    return out;
  } finally {
    await client.end();
  }
}
