import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../test/migration-fixture';

/*
 * Migration 0031 (issue 42 item 8, decision 071): animal_weights holds each registered animal's
 * weighings (under its brinco or its EID) in order, filled for the animals already there and kept
 * in step by triggers when weighings are written, updated, deleted or truncated and when an animal
 * is registered, renamed or deleted. Checked against the weighings themselves after each step
 * (with 0036's functions, which find the same rows by their keys).
 */

const { q, farmOf, migrate } = databaseBeforeMigration(30);

async function animal(farm: string, tag: string, eid: string | null = null) {
  const { rows } = await q<{ id: string }>(
    `insert into animals (farm_id, tag, eid, sex, status, entry_date)
     values ($1, $2, $3, 'M', 'active', '2025-01-01') returning id`,
    [farm, tag, eid],
  );
  return rows[0]!.id;
}

async function weigh(farm: string, id: string, day: string, kg: number, at: string) {
  await q(
    `insert into weighings (farm_id, animal_id, weighing_date, weight, created_at)
     values ($1, $2, $3, $4, $5)`,
    [farm, id, day, kg, at],
  );
}

/** animal_weights as the weighings say it should be: every registered animal's, in order. */
async function expectInStep() {
  const { rows: expected } = await q(
    `select a.farm_id, a.id::text as animal_id,
       array_agg(w.weighing_date::text order by w.weighing_date, w.created_at, w.id) as dates,
       array_agg(w.weight::float8 order by w.weighing_date, w.created_at, w.id) as kgs
     from animals a join weighings w on w.farm_id = a.farm_id
       and (w.animal_id = a.tag or w.animal_id = a.eid)
     group by a.farm_id, a.id order by 1, 2`,
  );
  const { rows: kept } = await q(
    `select farm_id, animal_id::text, dates::text[] as dates, kgs from animal_weights order by 1, 2`,
  );
  expect(kept).toEqual(expected);
}

describe('migration 0031 (animal_weights)', () => {
  it('fills the animals already weighed and keeps them in step', async () => {
    const farm = await farmOf('u-ana');
    const other = await farmOf('u-bia');
    const a = await animal(farm, '10', '076000000000010');
    await animal(farm, '11');
    await animal(other, '10');
    await weigh(farm, '10', '2025-03-01', 200, '2025-03-01T10:00Z');
    await weigh(farm, '076000000000010', '2025-04-01', 230, '2025-04-01T10:00Z');
    await weigh(farm, '10', '2025-04-01', 231, '2025-04-01T09:00Z'); // same day, entered first
    await weigh(other, '10', '2025-03-01', 150, '2025-03-01T10:00Z');
    await weigh(farm, 'NAO-CADASTRADO', '2025-03-01', 99, '2025-03-01T10:00Z');
    await migrate();
    await expectInStep();
    const { rows } = await q<{ dates: string[]; kgs: number[]; daily_gain: number }>(
      `select dates::text[] as dates, kgs, daily_gain from animal_weights where animal_id = $1`,
      [a],
    );
    // Under its brinco and its EID, by date then entry order; the gain first to last.
    expect(rows[0]).toMatchObject({
      dates: ['2025-03-01', '2025-04-01', '2025-04-01'],
      kgs: [200, 231, 230],
    });
    expect(rows[0]!.daily_gain).toBeCloseTo(30 / 31, 9);

    // Weighings written, corrected, moved to another animal and deleted.
    await q(
      `insert into weighings (farm_id, animal_id, weighing_date, weight, created_at)
       values ($1, '11', '2025-05-01', 300, now()), ($1, '11', '2025-06-01', 330, now())`,
      [farm],
    );
    await expectInStep();
    await q(`update weighings set weight = weight + 5 where farm_id = $1 and animal_id = '11'`, [
      farm,
    ]);
    await expectInStep();
    await q(
      `update weighings set animal_id = '11' where farm_id = $1 and animal_id = '076000000000010'`,
      [farm],
    );
    await expectInStep();
    await q(`delete from weighings where farm_id = $1 and animal_id = '10'`, [farm]);
    await expectInStep();
    expect((await q(`select 1 from animal_weights where animal_id = $1`, [a])).rowCount).toBe(0);
  });

  it('follows an animal registered after its weighings, renamed or deleted', async () => {
    const farm = await farmOf('u-cid');
    await weigh(farm, '20', '2025-03-01', 180, '2025-03-01T10:00Z');
    await weigh(farm, '21', '2025-03-01', 190, '2025-03-01T10:00Z');
    await migrate();
    const id = await animal(farm, '20');
    await expectInStep();
    await q(`update animals set tag = '21' where id = $1`, [id]);
    await expectInStep();
    await q(`update animals set eid = '20' where id = $1`, [id]);
    await expectInStep();
    await q(`update animals set tag = 'SEM-PESAGEM', eid = null where id = $1`, [id]);
    await expectInStep();
    await q(`update animals set tag = '20' where id = $1`, [id]);
    await q(`delete from animals where id = $1`, [id]);
    await expectInStep();
    await q(`truncate weighings cascade`);
    await expectInStep();
  });

  it('keeps each key apart: weighings under the EID alone, and a removed animal’s', async () => {
    const farm = await farmOf('u-dan');
    await migrate();
    const a = await animal(farm, '30', '076000000000030');
    await weigh(farm, '30', '2025-03-01', 180, '2025-03-01T10:00Z');
    await weigh(farm, '076000000000030', '2025-04-01', 200, '2025-04-01T10:00Z');
    await q(`delete from weighings where farm_id = $1 and animal_id = '30'`, [farm]);
    await expectInStep();
    const kept = await q<{ kgs: number[] }>(`select kgs from animal_weights where animal_id = $1`, [
      a,
    ]);
    expect(kept.rows[0]?.kgs).toEqual([200]);
    // A removed animal is still found by its EID (the EID's unique key leaves it out).
    await q(`update animals set status = 'removed' where id = $1`, [a]);
    await weigh(farm, '076000000000030', '2025-05-01', 215, '2025-05-01T10:00Z');
    await expectInStep();
    await q(`delete from weighings where farm_id = $1 and animal_id = '076000000000030'`, [farm]);
    await expectInStep();
    expect((await q(`select 1 from animal_weights where animal_id = $1`, [a])).rowCount).toBe(0);
  });
});
