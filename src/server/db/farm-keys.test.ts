import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmOwnedTables, foreignKeys, uniqueKeys } from '../test/catalog';
import { testDatabaseMigratedThrough } from '../test/test-db';
import { migrateDatabase } from './migrate';

/*
 * Issue 22 item 6, decision 023: a distributed PostgreSQL shards the records by farm only if
 * every farm-owned table (one with a farm_id column) has farm_id in its primary key, in every
 * unique key and in every foreign key to another farm-owned table. Read from the catalog after
 * all migrations, so a new table or index that breaks it fails here. Migration 0012 changes the
 * keys and keeps every row.
 */

let database: Awaited<ReturnType<typeof testDatabaseMigratedThrough>>;
const q = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  database.pool.query(text, values).then((r) => r.rows as T[]);

beforeAll(async () => {
  database = await testDatabaseMigratedThrough(11);
});
afterAll(() => database.drop());

const LOT = '11111111-1111-4111-8111-111111111111';

async function seedBeforeMigration() {
  await q(
    `insert into users (id, name, email, email_verified) values ('u1', 'Ana', 'a@f.com', true)`,
  );
  for (const farm of ['f1', 'f2']) {
    await q(`insert into farms (id, name, slug) values ($1, $1, $1)`, [farm]);
    await q(
      `insert into inventory (farm_id, user_id, category, quantity, average_weight, average_value)
       values ($1, 'u1', 'Bois', 10, 400, 3000)`,
      [farm],
    );
    await q(
      `insert into result_calculations (farm_id, user_id, margin_percent) values ($1, 'u1', 12.5)`,
      [farm],
    );
  }
  await q(
    `insert into lots (id, farm_id, user_id, name, quantity, initial_weight, purchase_price, purchase_date)
     values ($1, 'f1', 'u1', 'Lote 1', 10, 250, 2000, '2026-01-01')`,
    [LOT],
  );
  for (const [animal, batch] of [
    ['A-1', LOT],
    ['A-2', null],
  ]) {
    await q(
      `insert into weighings (farm_id, user_id, animal_id, weighing_date, weight, batch_id)
       values ('f1', 'u1', $1, '2026-02-01', 300, $2)`,
      [animal, batch],
    );
  }
}

/**
 * Every farm-owned table's rows, as (table, farm, id, the row as JSON) — to compare. Without the
 * columns the database computes from the row (a later migration's weighings.csv_cells): the
 * stored values are what migrating keeps.
 */
async function everyRow(tables: string[]) {
  const rows: string[] = [];
  for (const table of tables) {
    const generated = await q<{ name: string }>(
      `select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = $1 and is_generated = 'ALWAYS'`,
      [table],
    );
    const computed = generated.map((g) => ` - '${g.name}'`).join('');
    const found = await q<{ r: string }>(
      `select format('%s %s %s %s', '${table}', farm_id, id, (to_jsonb(t)${computed})::text) as r
         from "${table}" t order by farm_id, id`,
    );
    rows.push(...found.map((f) => f.r));
  }
  return rows;
}

describe('farm keys (migration 0012)', () => {
  it('keeps every row, and a deleted lot clears only its weighings’ lot', async () => {
    await seedBeforeMigration();
    const tables = await farmOwnedTables(q);
    const before = await everyRow(tables);
    expect(before.length).toBe(7);

    await migrateDatabase(database.db);

    expect(await everyRow(tables)).toEqual(before);
    await q(`delete from lots where id = $1`, [LOT]);
    const weighings = await q(
      `select farm_id, animal_id, batch_id from weighings order by animal_id`,
    );
    expect(weighings).toEqual([
      { farm_id: 'f1', animal_id: 'A-1', batch_id: null },
      { farm_id: 'f1', animal_id: 'A-2', batch_id: null },
    ]);
    // A weighing may not name another farm's lot.
    await q(
      `insert into lots (id, farm_id, user_id, name, quantity, initial_weight, purchase_price, purchase_date)
       values ($1, 'f2', 'u1', 'Lote 2', 10, 250, 2000, '2026-01-01')`,
      [LOT],
    );
    await expect(
      q(
        `insert into weighings (farm_id, user_id, animal_id, weighing_date, weight, batch_id)
         values ('f1', 'u1', 'A-3', '2026-02-01', 300, $1)`,
        [LOT],
      ),
    ).rejects.toThrow(/weighings_batch_id_lots_id_fk/);
  });

  it('has farm_id in every primary, unique and foreign key of a farm-owned table', async () => {
    await migrateDatabase(database.db); // every migration (a no-op after the test above)
    const tables = await farmOwnedTables(q);
    expect(tables).toEqual([
      'animal_changes', // migration 0017: the herd registry
      'animal_events',
      'animal_stock', // migration 0039: kept by triggers, keyed by (farm_id, animal_id)
      'animal_summaries', // migration 0014: kept by triggers, keyed by (farm_id, animal_id)
      'animal_weights', // migration 0031: kept by triggers, keyed by (farm_id, animal_id)
      'animals',
      'annual_results',
      'breeding_seasons', // migration 0026: Reprodução
      'budget_planning',
      'farm_gain_totals', // migration 0014: one row per farm
      'farm_herd_heads', // migration 0020: one row per farm
      'farm_herd_versions', // migration 0019: one row per farm
      'farm_reproduction', // migration 0026: one row per farm
      'farm_sanitary', // migration 0019: one row per farm
      'finance_accounts', // migration 0032: Financeiro
      'finance_entries',
      'finance_settings', // migration 0032: one row per farm
      'iatf_batch_animals',
      'iatf_batches',
      'iatf_protocols',
      'inventory',
      'lot_animal_summaries', // migration 0016: kept by triggers, keyed by (farm_id, batch_id, animal_id)
      'lots',
      'monthly_control',
      'paddock_heights', // migration 0029: Pastos
      'paddock_moves',
      'paddock_stays',
      'paddocks',
      'pasture_settings', // migration 0029: one row per farm
      'reproduction_events',
      'result_calculations',
      'sanitary_applications', // migration 0019: Sanidade
      'sanitary_dose_summaries',
      'sanitary_products',
      'sanitary_protocols',
      'sanitary_reminder_opt_outs',
      'sanitary_reminder_weeks',
      'season_exposures',
      'semen',
      'weighings',
    ]);
    // Primary keys, unique constraints and unique indexes, with their columns.
    const keys = await uniqueKeys(q, tables);
    const primary = new Set(keys.filter((k) => k.name.endsWith('_pkey')).map((k) => k.table));
    expect([...primary].sort(), 'farm-owned tables with a primary key').toEqual(tables);
    const breaking = keys.filter((k) => !k.columns.includes('farm_id'));
    expect(breaking.map((k) => `${k.table}.${k.name} (${k.columns.join(', ')})`)).toEqual([]);

    // Foreign keys between farm-owned tables stay within one farm.
    const foreign = (await foreignKeys(q)).filter(
      (f) => tables.includes(f.table) && tables.includes(f.target),
    );
    expect(foreign.map((f) => f.name).sort()).toEqual([
      'animal_changes_animal_id_animals_id_fk',
      'animal_events_animal_id_animals_id_fk',
      'animal_stock_animal_fk',
      'animal_weights_animal_fk',
      'animals_lot_id_lots_id_fk',
      'animals_mother_id_animals_id_fk',
      'finance_entries_account_fk',
      'finance_entries_lot_fk',
      'finance_entries_paddock_fk',
      'finance_entries_reconciled_fk',
      'iatf_batch_animals_animal_id_fk',
      'iatf_batch_animals_batch_id_fk',
      'iatf_batches_protocol_id_fk',
      'iatf_batches_season_id_fk',
      'paddock_heights_paddock_fk',
      'paddock_moves_paddock_fk',
      'paddock_stays_animal_fk',
      'paddock_stays_paddock_fk',
      'reproduction_events_animal_id_fk',
      'reproduction_events_batch_id_fk',
      'reproduction_events_season_id_fk',
      'sanitary_applications_animal_id_fk',
      'sanitary_applications_product_id_fk',
      'sanitary_protocols_lot_id_fk',
      'sanitary_protocols_product_id_fk',
      'season_exposures_animal_id_fk',
      'season_exposures_season_id_fk',
      'weighings_batch_id_lots_id_fk',
    ]);
    expect(foreign.filter((f) => !f.columns.includes('farm_id'))).toEqual([]);
  });
});
