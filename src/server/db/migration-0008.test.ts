import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseMigratedThrough } from '../test/test-db';
import { migrateDatabase } from './migrate';

/*
 * Migration 0008 (farms) on a database populated before it: every user gets one farm as its
 * owner, every row moves to its user's farm, nothing is lost, and users made afterwards get
 * their farm from the trigger.
 */

let database: Awaited<ReturnType<typeof testDatabaseMigratedThrough>>;

beforeAll(async () => {
  // The migrations as they were before: the same files, the journal cut after 0007.
  database = await testDatabaseMigratedThrough(7);
});

afterAll(() => database.drop());

const USERS = [
  ['u-ana', 'Ana Maria Souza', 'ana@fazenda.com'],
  ['u-bento', '  Bento  ', 'bento@fazenda.com'],
  ['u-sem', 'Carlos', 'carlos@fazenda.com'],
] as const;

describe('migration 0008 (farms)', () => {
  it('moves every row to its user’s new farm, losing nothing', async () => {
    const q = (text: string, values: unknown[] = []) => database.pool.query(text, values);
    for (const [id, userName, email] of USERS) {
      await q(`insert into users (id, name, email, email_verified) values ($1, $2, $3, true)`, [
        id,
        userName,
        email,
      ]);
    }
    await q(`insert into sessions (id, user_id, token, expires_at)
      values ('s-ana', 'u-ana', 'tok-ana', now() + interval '1 day')`);
    for (const [id] of USERS.slice(0, 2)) {
      await q(
        `insert into inventory (user_id, category, quantity, average_weight, average_value)
         values ($1, 'Vacas', 10, 450, 4000), ($1, 'Bezerros', 5, 180, 2000)`,
        [id],
      );
      await q(
        `insert into weighings (user_id, animal_id, weighing_date, weight)
         values ($1, 'A', '2025-01-01', 300), ($1, 'A', '2025-02-01', 330)`,
        [id],
      );
      await q(
        `insert into monthly_control (user_id, month_year, initial_quantity, purchases, sales,
           deaths, total_costs, total_revenue, final_quantity, net_profit)
         values ($1, '2025-01-01', 10, 0, 0, 0, 100, 200, 10, 100)`,
        [id],
      );
      await q(
        `insert into annual_results (user_id, year, initial_inventory, total_purchases,
           total_sales, total_deaths, total_investment, total_revenue, total_costs,
           final_inventory, net_profit)
         values ($1, 2025, 10, 0, 0, 0, 1000, 2000, 500, 10, 1500)`,
        [id],
      );
      await q(
        `insert into budget_planning (user_id, planning_name, period_months, expected_quantity,
           estimated_purchase_price, estimated_sale_price, monthly_supplement_cost,
           monthly_rent_cost, monthly_labor_cost, other_monthly_costs, total_investment,
           estimated_profit)
         values ($1, 'Safra', 12, 10, 1, 2, 0, 0, 0, 0, 10, 10)`,
        [id],
      );
      await q(`insert into result_calculations (user_id, margin_percent) values ($1, 12.5)`, [id]);
    }
    const tables = [
      'inventory',
      'weighings',
      'monthly_control',
      'annual_results',
      'budget_planning',
      'result_calculations',
    ];
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          tables.map(async (t) => [
            t,
            Number((await q(`select count(*) from ${t}`)).rows[0].count),
          ]),
        ),
      );
    const countsBefore = await counts();

    await migrateDatabase(database.db);

    expect(await counts()).toEqual(countsBefore);
    const farms = await q(`select f.id, f.name, m.user_id, m.role from farms f
      join farm_members m on m.organization_id = f.id order by m.user_id`);
    expect(farms.rows.map((r) => [r.user_id, r.name, r.role])).toEqual([
      ['u-ana', 'Fazenda de Ana', 'owner'],
      ['u-bento', 'Fazenda de Bento', 'owner'],
      ['u-sem', 'Fazenda de Carlos', 'owner'],
    ]);
    const farmOf = new Map(farms.rows.map((r) => [r.user_id as string, r.id as string]));
    for (const table of tables) {
      const rows = await q(`select user_id, farm_id from ${table}`);
      for (const row of rows.rows) expect(row.farm_id, table).toBe(farmOf.get(row.user_id));
    }
    const session = await q(`select active_organization_id from sessions where id = 's-ana'`);
    expect(session.rows[0].active_organization_id).toBe(farmOf.get('u-ana'));

    // Unique per farm and month/year now.
    await expect(
      q(
        `insert into monthly_control (farm_id, month_year, initial_quantity, purchases, sales,
           deaths, total_costs, total_revenue, final_quantity, net_profit)
         values ($1, '2025-01-01', 1, 0, 0, 0, 0, 0, 1, 0)`,
        [farmOf.get('u-ana')],
      ),
    ).rejects.toThrow(/monthly_control_farm_month_key/);

    // A user made after the migration gets a farm in the same transaction.
    await q(`insert into users (id, name, email) values ('u-novo', 'Dora Lima', 'dora@f.com')`);
    const dora = await q(`select f.name from farms f join farm_members m
      on m.organization_id = f.id where m.user_id = 'u-novo' and m.role = 'owner'`);
    expect(dora.rows.map((r) => r.name)).toEqual(['Fazenda de Dora']);
  });
});
