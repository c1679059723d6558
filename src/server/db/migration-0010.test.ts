import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseMigratedThrough } from '../test/test-db';
import { migrateDatabase } from './migrate';

/*
 * Migration 0010 (offline sync) on a database with months and years saved before it: each row
 * counts as entered when it was last saved (updated_at), and carries no idempotency key.
 */

let database: Awaited<ReturnType<typeof testDatabaseMigratedThrough>>;

beforeAll(async () => {
  // The migrations as they were before: the same files, the journal cut after 0009.
  database = await testDatabaseMigratedThrough(9);
});

afterAll(() => database.drop());

describe('migration 0010 (offline sync)', () => {
  it('backfills entered_at from updated_at, and leaves the keys empty', async () => {
    const q = (text: string, values: unknown[] = []) => database.pool.query(text, values);
    await q(`insert into users (id, name, email, email_verified)
      values ('u-ana', 'Ana', 'ana@fazenda.com', true)`);
    const farm = (await q(`select organization_id from farm_members where user_id = 'u-ana'`))
      .rows[0].organization_id as string;
    await q(
      `insert into monthly_control (farm_id, user_id, month_year, initial_quantity, purchases,
         sales, deaths, total_costs, total_revenue, final_quantity, net_profit, created_at,
         updated_at)
       values ($1, 'u-ana', '2025-01-01', 10, 0, 0, 0, 100, 200, 10, 100,
         '2025-02-01T10:00:00Z', '2025-02-03T10:00:00Z')`,
      [farm],
    );
    await q(
      `insert into annual_results (farm_id, user_id, year, initial_inventory, total_purchases,
         total_sales, total_deaths, total_investment, total_revenue, total_costs,
         final_inventory, net_profit, created_at, updated_at)
       values ($1, 'u-ana', 2024, 10, 0, 0, 0, 1000, 2000, 500, 10, 1500,
         '2025-01-05T10:00:00Z', '2025-01-09T10:00:00Z')`,
      [farm],
    );
    await q(
      `insert into inventory (farm_id, user_id, category, quantity, average_weight)
       values ($1, 'u-ana', 'Vacas', 10, 450)`,
      [farm],
    );

    await migrateDatabase(database.db);

    const month = await q(`select entered_at, idempotency_key from monthly_control`);
    expect(month.rows).toEqual([
      { entered_at: new Date('2025-02-03T10:00:00Z'), idempotency_key: null },
    ]);
    const year = await q(`select entered_at, idempotency_key from annual_results`);
    expect(year.rows).toEqual([
      { entered_at: new Date('2025-01-09T10:00:00Z'), idempotency_key: null },
    ]);
    for (const table of ['inventory', 'lots', 'weighings']) {
      const keys = await q(`select count(*) from ${table} where idempotency_key is not null`);
      expect(Number(keys.rows[0].count), table).toBe(0);
    }
    // A row written without entered_at is entered now; a key is unique per farm.
    await q(
      `insert into monthly_control (farm_id, month_year, initial_quantity, purchases, sales,
         deaths, total_costs, total_revenue, final_quantity, net_profit, idempotency_key)
       values ($1, '2025-02-01', 10, 0, 0, 0, 100, 200, 10, 100, 'k')`,
      [farm],
    );
    const fresh = await q(`select now() - entered_at < interval '1 minute' as recent
      from monthly_control where month_year = '2025-02-01'`);
    expect(fresh.rows[0].recent).toBe(true);
    await expect(
      q(
        `insert into monthly_control (farm_id, month_year, initial_quantity, purchases, sales,
           deaths, total_costs, total_revenue, final_quantity, net_profit, idempotency_key)
         values ($1, '2025-03-01', 10, 0, 0, 0, 100, 200, 10, 100, 'k')`,
        [farm],
      ),
    ).rejects.toThrow(/monthly_control_farm_idempotency_key/);
  });
});
