import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../test/migration-fixture';

/*
 * Migration 0018 (decision 039) on a farm weighed before the registry: each weighing id that
 * names no registered animal (not removed) by its brinco or its EID becomes an animal — an EID
 * (15 digits) with that EID — entered on its first weighing, sex unknown, with an 'entry' event;
 * registered animals are not duplicated, each farm keeps its own, and running the same function
 * again registers nothing.
 */

const { q, farmOf, migrate } = databaseBeforeMigration(17);

async function weigh(farm: string, lines: [string, string, number][]) {
  await q(
    `insert into weighings (farm_id, animal_id, weighing_date, weight)
     select $1, t.id, t.d, t.w from unnest($2::text[], $3::date[], $4::numeric[]) as t(id, d, w)`,
    [farm, lines.map((l) => l[0]), lines.map((l) => l[1]), lines.map((l) => l[2])],
  );
}

async function animal(farm: string, tag: string, eid: string | null, status = 'active') {
  await q(
    `insert into animals (farm_id, tag, eid, sex, status, entry_date)
     values ($1, $2, $3, 'F', $4, '2024-01-01')`,
    [farm, tag, eid, status],
  );
}

describe('migration 0018 (animals from weighings)', () => {
  let ana: string;
  let bia: string;

  it('registers each unknown weighing id once, and no registered animal twice', async () => {
    ana = await farmOf('u-ana');
    bia = await farmOf('u-bia');
    await animal(ana, 'BR-7', null);
    await animal(ana, 'X1', '982000000000001');
    await animal(ana, 'SOLD-1', null, 'sold');
    await animal(ana, 'GONE-1', '982000000000002', 'removed');
    await weigh(ana, [
      ['101', '2025-03-01', 300],
      ['101', '2025-01-10', 280],
      ['982000123456789', '2025-02-02', 410],
      ['BR-7', '2025-02-03', 350], // a registered brinco
      ['982000000000001', '2025-02-04', 390], // a registered animal's EID
      ['SOLD-1', '2025-02-05', 400], // a sold animal keeps its weighings
      ['GONE-1', '2025-02-06', 200], // a removed animal (entry undone) is not an animal
      ['982000000000002', '2025-02-07', 210], // nor its EID
    ]);
    await weigh(bia, [['101', '2025-04-01', 250]]);

    await migrate();

    const { rows } = await q(
      `select farm_id = $1 as ana, tag, eid, sex, status, origin, entry_date::text as entry
       from animals where status <> 'removed' order by farm_id = $1 desc, tag`,
      [ana],
    );
    expect(rows).toEqual([
      {
        ana: true,
        tag: '101',
        eid: null,
        sex: null,
        status: 'active',
        origin: null,
        entry: '2025-01-10',
      },
      {
        ana: true,
        tag: '982000000000002',
        eid: '982000000000002',
        sex: null,
        status: 'active',
        origin: null,
        entry: '2025-02-07',
      },
      {
        ana: true,
        tag: '982000123456789',
        eid: '982000123456789',
        sex: null,
        status: 'active',
        origin: null,
        entry: '2025-02-02',
      },
      {
        ana: true,
        tag: 'BR-7',
        eid: null,
        sex: 'F',
        status: 'active',
        origin: null,
        entry: '2024-01-01',
      },
      {
        ana: true,
        tag: 'GONE-1',
        eid: null,
        sex: null,
        status: 'active',
        origin: null,
        entry: '2025-02-06',
      },
      {
        ana: true,
        tag: 'SOLD-1',
        eid: null,
        sex: 'F',
        status: 'sold',
        origin: null,
        entry: '2024-01-01',
      },
      {
        ana: true,
        tag: 'X1',
        eid: '982000000000001',
        sex: 'F',
        status: 'active',
        origin: null,
        entry: '2024-01-01',
      },
      {
        ana: false,
        tag: '101',
        eid: null,
        sex: null,
        status: 'active',
        origin: null,
        entry: '2025-04-01',
      },
    ]);
    // One 'entry' event each, its own group (undoing one undoes one), on the first weighing.
    const events = await q(
      `select a.tag, e.kind, e.event_date::text as date, e.details
       from animal_events e join animals a on a.farm_id = e.farm_id and a.id = e.animal_id
       where e.farm_id = $1 order by a.tag`,
      [ana],
    );
    expect(events.rows).toEqual([
      {
        tag: '101',
        kind: 'entry',
        date: '2025-01-10',
        details: { origin: null, fromWeighings: true },
      },
      {
        tag: '982000000000002',
        kind: 'entry',
        date: '2025-02-07',
        details: { origin: null, fromWeighings: true },
      },
      {
        tag: '982000123456789',
        kind: 'entry',
        date: '2025-02-02',
        details: { origin: null, fromWeighings: true },
      },
      {
        tag: 'GONE-1',
        kind: 'entry',
        date: '2025-02-06',
        details: { origin: null, fromWeighings: true },
      },
    ]);
    const groups = await q<{ n: number }>(
      `select count(distinct group_id)::int as n from animal_events where farm_id = $1`,
      [ana],
    );
    expect(groups.rows[0]!.n).toBe(4);
  });

  it('registers nothing the second time, and only the ids asked for', async () => {
    const again = await q<{ n: number }>(`select register_weighed_animals($1) as n`, [ana]);
    expect(again.rows[0]!.n).toBe(0);
    await weigh(ana, [
      ['NEW-1', '2025-05-01', 300],
      ['NEW-2', '2025-05-01', 300],
    ]);
    const one = await q<{ n: number }>(`select register_weighed_animals($1, $2) as n`, [
      ana,
      ['NEW-1', 'BR-7', 'NOT-WEIGHED'],
    ]);
    expect(one.rows[0]!.n).toBe(1);
    const tags = await q<{ tag: string }>(
      `select tag from animals where farm_id = $1 and tag like 'NEW-%' order by tag`,
      [ana],
    );
    expect(tags.rows.map((r) => r.tag)).toEqual(['NEW-1']);
    const dupes = await q(
      `select farm_id, tag from animals where status = 'active' group by 1, 2 having count(*) > 1`,
    );
    expect(dupes.rows).toEqual([]);
  });

  it("gives an animal of unknown sex no category unless overridden ('Sem categoria')", async () => {
    const { rows } = await q<{ plain: string | null; old: string | null; over: string | null }>(
      `select animal_category(null, '2020-01-01', true, true, null, '2025-06-01') as plain,
              animal_category(null, '2025-01-01', false, false, null, '2025-06-01') as old,
              animal_category(null, null, false, false, 'Boi', '2025-06-01') as over`,
    );
    expect(rows[0]).toEqual({ plain: null, old: null, over: 'Boi' });
  });
});
