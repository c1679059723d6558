import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db';
import {
  inPaddocksNow,
  staysOnSql,
  weightsByPaddockAndLotSql,
  weightsOnSql,
  type InPaddocksNow,
} from './weights';

/*
 * weightsByPaddockAndLotSql sums the weights by paddock and lot in one pass (a lot's gain applied
 * to each group's sums): held here equal to weightsOnSql's weights, animal by animal, summed —
 * today and on past days, for weighed and unweighed animals, lots and no lot, animals gone, and
 * a lot losing weight so fast that an animal's projection falls to the 1 kg floor.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const FARM = 'farm-weights-grouped';
const ids: Record<string, string> = {};

const one = async <T extends Record<string, unknown>>(statement: SQL) =>
  (await database.db.execute<T>(statement)).rows[0]!;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db.execute(sql`insert into farms (id, name, slug) values (${FARM}, 'F', 'f-wg')`);
  for (const name of ['P1', 'P2', 'P3']) {
    ids[name] = (
      await one<{ id: string }>(sql`insert into paddocks (farm_id, name, forage, grazing_method,
        area_ha) values (${FARM}, ${name}, 'Marandu', 'continuous', 10) returning id`)
    ).id;
  }
  for (const name of ['Ganho', 'Perda']) {
    ids[name] = (
      await one<{ id: string }>(sql`insert into lots (farm_id, name, quantity, initial_weight,
        purchase_price, purchase_date) values (${FARM}, ${name}, 10, 200, 1500, '2025-01-01')
        returning id`)
    ).id;
  }
  // [brinco, lot, sex, birth, status, exit, weighings [date, kg][], stays [paddock, in, out][]]
  const herd: [
    string,
    string | null,
    string | null,
    string | null,
    string,
    string | null,
    [string, number][],
    [string, string, string | null][],
  ][] = [
    [
      'G1',
      'Ganho',
      'M',
      '2023-01-10',
      'active',
      null,
      [
        ['2025-01-05', 250],
        ['2025-05-05', 310],
      ],
      [['P1', '2025-01-01', null]],
    ],
    [
      'G2',
      'Ganho',
      'F',
      '2024-02-01',
      'active',
      null,
      [
        ['2025-02-01', 180],
        ['2025-07-01', 240],
      ],
      [
        ['P1', '2025-01-01', '2025-04-01'],
        ['P2', '2025-04-01', null],
      ],
    ],
    ['G3', 'Ganho', 'M', '2024-11-20', 'active', null, [], [['P1', '2025-01-01', null]]],
    [
      'G4',
      'Ganho',
      'M',
      '2022-05-01',
      'active',
      null,
      [['2025-03-01', 420]],
      [['P2', '2025-02-01', null]],
    ],
    // Losing: 500 → 400 kg in 59 days; L2 weighed once at 20 kg (its projection falls to 1 kg).
    [
      'L1',
      'Perda',
      'M',
      '2022-01-01',
      'active',
      null,
      [
        ['2025-01-01', 500],
        ['2025-03-01', 400],
      ],
      [['P3', '2025-01-01', null]],
    ],
    [
      'L2',
      'Perda',
      'F',
      '2025-01-01',
      'active',
      null,
      [['2025-03-01', 20]],
      [['P3', '2025-01-01', null]],
    ],
    ['L3', 'Perda', null, null, 'active', null, [], [['P3', '2025-01-01', null]]],
    [
      'S1',
      null,
      'F',
      '2021-06-01',
      'active',
      null,
      [
        ['2025-01-10', 380],
        ['2025-06-10', 410],
      ],
      [['P2', '2025-01-01', null]],
    ],
    ['S2', null, 'M', '2024-09-09', 'active', null, [], [['P2', '2025-03-01', null]]],
    [
      'Gone',
      'Ganho',
      'M',
      '2022-01-01',
      'sold',
      '2025-05-01',
      [['2025-01-10', 400]],
      [['P1', '2025-01-01', '2025-05-01']],
    ],
    ['Removed', 'Ganho', 'M', '2022-01-01', 'removed', null, [['2025-01-10', 400]], []],
  ];
  for (const [tag, lot, sex, birth, status, exit, weighings, stays] of herd) {
    const { id } = await one<{ id: string }>(sql`insert into animals (farm_id, tag, lot_id, sex,
      birth_date, status, exit_date) values (${FARM}, ${tag}, ${lot ? ids[lot]! : null}::uuid,
      ${sex}, ${birth}::date, ${status}, ${exit}::date) returning id`);
    for (const [date, kg] of weighings) {
      await db.execute(sql`insert into weighings (farm_id, animal_id, weighing_date, weight)
        values (${FARM}, ${tag}, ${date}::date, ${kg})`);
    }
    for (const [paddock, enteredOn, leftOn] of stays) {
      await db.execute(sql`insert into paddock_stays (farm_id, animal_id, paddock_id, entered_on,
        left_on) values (${FARM}, ${id}::uuid, ${ids[paddock]!}::uuid, ${enteredOn}::date,
        ${leftOn}::date)`);
    }
  }
  // An animal's paddock now is its open stay's (as a move sets it).
  await db.execute(sql`update animals a set paddock_id = s.paddock_id from paddock_stays s
    where s.farm_id = a.farm_id and s.animal_id = a.id and s.left_on is null`);
});
afterAll(() => database.drop());

type Group = { paddock_id: string; lot_id: string | null; heads: number; kg: number };

/** weightsOnSql's weights summed by paddock and lot, and the grouped statement's, by key. */
async function both(day: string, stays: SQL | InPaddocksNow) {
  const key = (r: Group) => `${r.paddock_id}|${r.lot_id}`;
  const byKey = (rows: Group[]) =>
    Object.fromEntries(rows.map((r) => [key(r), { heads: r.heads, kg: r.kg }]));
  const { rows: direct } = await database.db.execute<Group>(sql`
    select z.paddock_id, z.lot_id, count(*)::int as heads, sum(z.weight)::float8 as kg
    from (${weightsOnSql(FARM, day, stays)}) z group by 1, 2`);
  const { rows: grouped } = await database.db.execute<Group>(
    weightsByPaddockAndLotSql(FARM, day, stays),
  );
  return { direct: byKey(direct), grouped: byKey(grouped) };
}

type Sums = Record<string, { heads: number; kg: number }>;
const expectSame = (direct: Sums, grouped: Sums) => {
  expect(Object.keys(grouped).sort()).toEqual(Object.keys(direct).sort());
  for (const [k, d] of Object.entries(direct)) {
    expect(grouped[k]!.heads, k).toBe(d.heads);
    expect(grouped[k]!.kg, k).toBeCloseTo(d.kg, 6);
  }
};

describe('weightsByPaddockAndLotSql', () => {
  it('sums what weightsOnSql gives animal by animal, on past days and today', async () => {
    for (const day of ['2024-12-31', '2025-01-01', '2025-02-15', '2025-04-01', '2025-06-01']) {
      const { direct, grouped } = await both(day, staysOnSql(FARM, day));
      expectSame(direct, grouped);
    }
    for (const stays of [
      inPaddocksNow(),
      inPaddocksNow(sql`select ${ids.P2!}::uuid union all select ${ids.P3!}::uuid`),
    ]) {
      const { direct, grouped } = await both('2025-12-04', stays);
      expect(Object.keys(direct).length).toBeGreaterThan(0);
      expectSame(direct, grouped);
    }
  });

  it("sums a losing lot's group animal by animal where a projection falls to the 1 kg floor", async () => {
    const day = '2025-06-01';
    const { direct, grouped } = await both(day, staysOnSql(FARM, day));
    const losing = grouped[`${ids.P3}|${ids.Perda}`]!;
    // The lot's gain is L1's own, −100 kg in 59 days; 92 days after their last weighings L1
    // weighs 400 − 100 × 92/59, L2 the floor's 1 kg (20 kg less 156), L3 (no sex, no birth) 450.
    const gain = -100 / 59;
    expect(losing.heads).toBe(3);
    expect(losing.kg).toBeCloseTo(400 + gain * 92 + 1 + 450, 6);
    // The sums alone (420 kg weighed, 184 days) would have been far under it.
    expect(losing.kg).toBeGreaterThan(420 + gain * 184 + 450 + 100);
    expectSame(direct, grouped);
  });
});
