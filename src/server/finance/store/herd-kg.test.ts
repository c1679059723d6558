import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db';
import { herdKgSql } from './results';

/*
 * The herd's kg for '@ produzidas' (issue 43 item 6) where no sale or purchase gave a weight:
 * what left is counted at its last weighing by the day it left, what came in at its last
 * weighing by the day it arrived, else the typical weight of its category at the period's end.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const FARM = 'farm-herd-kg';

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db.execute(sql`insert into farms (id, name, slug) values (${FARM}, 'F', 'f-hk')`);
  // [brinco, origin, entry, status, exit, weighings [date, kg][]]
  const herd: [string, string, string, string, string | null, [string, number][]][] = [
    // In since 2024, weighed before and after the period's start, sold in it; a weighing
    // typed after the day it left does not count.
    [
      'Vendido',
      'born',
      '2024-01-01',
      'sold',
      '2026-05-10',
      [
        ['2025-11-01', 300],
        ['2026-03-01', 340],
        ['2026-06-01', 999],
      ],
    ],
    // Bought in the period, weighed on arriving and later; still here.
    [
      'Comprado',
      'bought',
      '2026-02-01',
      'active',
      null,
      [
        ['2026-02-01', 250],
        ['2026-06-01', 290],
      ],
    ],
    // Bought and sold in the period, never weighed: a Boi's typical weight both times.
    ['Sem peso', 'bought', '2026-03-01', 'sold', '2026-04-01', []],
  ];
  for (const [tag, origin, entry, status, exit, weighings] of herd) {
    await db.execute(sql`insert into animals (farm_id, tag, sex, birth_date, origin, entry_date,
      status, exit_date) values (${FARM}, ${tag}, 'M', '2023-01-01', ${origin}, ${entry}::date,
      ${status}, ${exit}::date)`);
    for (const [date, kg] of weighings) {
      await db.execute(sql`insert into weighings (farm_id, animal_id, weighing_date, weight)
        values (${FARM}, ${tag}, ${date}::date, ${kg})`);
    }
  }
});
afterAll(() => database.drop());

describe('herdKgSql', () => {
  it('counts what left and what came in at their weighings when no event gave a weight', async () => {
    const { rows } = await database.db.execute<Record<string, number>>(
      herdKgSql(FARM, '2026-01-01', '2026-06-15'),
    );
    expect(rows[0]).toMatchObject({
      // At the end of 31/12/2025: Vendido's weighing of November.
      initial: 300,
      // Comprado's last weighing by 15/06/2026.
      final: 290,
      // Vendido at its weighing by 10/05 (340), Sem peso at a Boi's 480.
      exited: 340 + 480,
      // Comprado at its weighing on arriving (250), Sem peso at a Boi's 480.
      entered: 250 + 480,
      estimated: 0,
    });
  });
});
