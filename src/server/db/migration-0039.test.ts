import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../test/migration-fixture';

/*
 * Migration 0039 (issue 42 item 8, decision 082): animal_stock holds each registered animal's
 * place, lot, category's inputs and weighings in one narrow row — filled for the animals already
 * there and kept in step by triggers when animals are registered, changed (one or many in a
 * statement), renamed or deleted and when their weighings are written, corrected or deleted.
 * Checked against animals and animal_weights themselves after each step.
 */

const { q, farmOf, migrate } = databaseBeforeMigration(38);

async function animal(farm: string, tag: string, extra = '') {
  const { rows } = await q<{ id: string }>(
    `insert into animals (farm_id, tag, sex, status, entry_date ${extra ? ', notes' : ''})
     values ($1, $2, 'F', 'active', '2025-01-01' ${extra ? ', $3' : ''}) returning id`,
    extra ? [farm, tag, extra] : [farm, tag],
  );
  return rows[0]!.id;
}

async function weigh(farm: string, tag: string, day: string, kg: number) {
  await q(
    `insert into weighings (farm_id, animal_id, weighing_date, weight) values ($1, $2, $3, $4)`,
    [farm, tag, day, kg],
  );
}

/** animal_stock as animals and animal_weights say it should be. */
async function expectInStep() {
  const { rows: expected } = await q(
    `select a.farm_id, a.id::text as animal_id, a.paddock_id::text, a.lot_id::text,
       a.birth_date::text, a.exit_date::text,
       coalesce(a.entry_date, a.birth_date, a.registered_on,
         (a.created_at at time zone 'America/Sao_Paulo')::date)::text as since,
       a.calvings, a.breeder, a.sex, a.status, a.origin, a.category_override,
       h.daily_gain, h.dates::text[] as dates, h.kgs
     from animals a
     left join animal_weights h on h.farm_id = a.farm_id and h.animal_id = a.id
     order by 1, 2`,
  );
  const { rows: kept } = await q(
    `select farm_id, animal_id::text, paddock_id::text, lot_id::text, birth_date::text,
       exit_date::text, since::text, calvings, breeder, sex, status, origin, category_override,
       daily_gain, dates::text[] as dates, kgs
     from animal_stock order by 1, 2`,
  );
  expect(kept).toEqual(expected);
}

describe('migration 0039 (animal_stock)', () => {
  it('fills the animals already there and follows their changes and weighings', async () => {
    const farm = await farmOf('u-eva');
    const other = await farmOf('u-fabi');
    const a = await animal(farm, '40');
    await animal(farm, '41');
    await animal(other, '40');
    await weigh(farm, '40', '2025-03-01', 200);
    await weigh(farm, '40', '2025-04-01', 230);
    await migrate();
    await expectInStep();
    const { rows } = await q(`select kgs, since::text from animal_stock where animal_id = $1`, [a]);
    expect(rows[0]).toEqual({ kgs: [200, 230], since: '2025-01-01' });

    // Registered one and many at a time, with and without weighings under their brinco.
    await weigh(farm, '42', '2025-02-01', 180);
    await animal(farm, '42');
    await q(
      `insert into animals (farm_id, tag, sex, status, birth_date, breeder, origin)
       select $1, 'L-' || g, 'M', 'active', '2024-06-01', g % 2 = 0, 'born'
       from generate_series(1, 30) g`,
      [farm],
    );
    await expectInStep();

    // Changed: one field, many rows at once, a field that stocking does not read, and none.
    const { rows: lot } = await q<{ id: string }>(
      `insert into lots (farm_id, name, quantity, initial_weight, purchase_price, purchase_date)
       values ($1, 'Lote 1', 30, 200, 10, '2025-01-01') returning id`,
      [farm],
    );
    await q(`update animals set lot_id = $2 where farm_id = $1 and tag like 'L-%'`, [
      farm,
      lot[0]!.id,
    ]);
    await q(`update animals set calvings = 2, category_override = 'Vaca' where id = $1`, [a]);
    await q(`update animals set status = 'sold', exit_date = '2025-09-01' where tag = '41'`);
    await q(`update animals set notes = 'mansa' where id = $1`, [a]);
    await q(`update animals set entry_date = null, birth_date = '2023-01-01' where id = $1`, [a]);
    await expectInStep();

    // Weighings written, corrected and deleted; an animal renamed onto other weighings.
    await weigh(farm, '41', '2025-05-01', 300);
    await q(`update weighings set weight = weight + 1 where farm_id = $1 and animal_id = '40'`, [
      farm,
    ]);
    await expectInStep();
    await q(`delete from weighings where farm_id = $1 and animal_id = '40'`, [farm]);
    await expectInStep();
    await q(`update animals set tag = '99' where tag = '42'`);
    await q(`update animals set tag = '42' where tag = '41'`);
    await expectInStep();

    // Deleted: the animal, then its farm.
    await q(`delete from animals where id = $1`, [a]);
    await expectInStep();
    await q(`truncate weighings cascade`);
    await expectInStep();
    await q(`delete from farms where id = $1`, [other]);
    await expectInStep();
  });
});
