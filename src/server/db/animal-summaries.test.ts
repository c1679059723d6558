import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db';

/*
 * animal_summaries and farm_gain_totals (migration 0014, decision 030) follow every write to
 * weighings: they always equal what the weighings say, computed again from scratch.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
const q = async <T extends pg.QueryResultRow = Record<string, unknown>>(
  sql: string,
  values: unknown[] = [],
) => (await pool.query<T>(sql, values)).rows;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  await q(`insert into users (id, name, email, email_verified)
           values ('u1', 'Ana', 'ana@fazenda.test', true), ('u2', 'Bia', 'bia@fazenda.test', true)`);
});
afterAll(async () => {
  await pool.end();
  await database.drop();
});

const farmOf = async (user: string) =>
  (
    await q<{ f: string }>(`select organization_id as f from farm_members where user_id = $1`, [
      user,
    ])
  )[0]!.f;

/** What the summaries keep of an animal's weighings, computed from the weighings themselves. */
const SPAN = `count(*)::int as weighings,
            (array_agg(weighing_date::text order by weighing_date, created_at, id))[1] as first_date,
            (array_agg(weight::float order by weighing_date, created_at, id))[1] as first_weight,
            (array_agg(weighing_date::text order by weighing_date desc, created_at desc, id desc))[1]
              as last_date,
            (array_agg(weight::float order by weighing_date desc, created_at desc, id desc))[1]
              as last_weight`;

/** The summaries as kept, and as computed from the weighings now. */
async function keptAndExpected() {
  const kept = await q(
    `select farm_id, animal_id, weighings, first_date::text, first_weight::float,
            last_date::text, last_weight::float
     from animal_summaries order by 1, 2`,
  );
  const expected = await q(
    `select farm_id, animal_id, ${SPAN}
     from weighings group by 1, 2 order by 1, 2`,
  );
  const totals = await q(
    `select farm_id, gain_sum::float, animals from farm_gain_totals where animals <> 0 or gain_sum <> 0
     order by 1`,
  );
  const expectedTotals = await q(
    `select farm_id, sum(daily_gain)::float as gain_sum, count(daily_gain)::int as animals
     from animal_summaries group by 1 having count(daily_gain) > 0 order by 1`,
  );
  const keptLots = await q(
    `select farm_id, batch_id, animal_id, weighings, first_date::text, first_weight::float,
            last_date::text, last_weight::float
     from lot_animal_summaries order by 1, 2, 3`,
  );
  const expectedLots = await q(
    `select farm_id, batch_id, animal_id, ${SPAN}
     from weighings where batch_id is not null group by 1, 2, 3 order by 1, 2, 3`,
  );
  return { kept, expected, totals, expectedTotals, keptLots, expectedLots };
}

async function expectInStep() {
  const { kept, expected, totals, expectedTotals, keptLots, expectedLots } =
    await keptAndExpected();
  expect(kept).toEqual(expected);
  expect(totals).toEqual(expectedTotals);
  expect(keptLots).toEqual(expectedLots);
}

describe('animal summaries', () => {
  it('follow inserts, updates, deletes and a farm going away', async () => {
    const [f1, f2] = [await farmOf('u1'), await farmOf('u2')];
    await q(
      `insert into weighings (farm_id, user_id, animal_id, weighing_date, weight, created_at)
       values ($1, 'u1', 'A', '2026-01-01', 200, '2026-01-01T10:00Z'),
              ($1, 'u1', 'A', '2026-01-11', 210, '2026-01-11T10:00Z'),
              ($1, 'u1', 'B', '2026-01-01', 300, '2026-01-01T10:00Z'),
              ($2, 'u2', 'A', '2026-01-01', 100, '2026-01-01T10:00Z'),
              ($2, 'u2', 'A', '2026-01-05', 102, '2026-01-05T10:00Z')`,
      [f1, f2],
    );
    await expectInStep();
    expect(
      await q(
        `select daily_gain::float from animal_summaries where farm_id = $1 order by animal_id`,
        [f1],
      ),
    ).toEqual([{ daily_gain: 1 }, { daily_gain: null }]);

    // Same day, entered later: it is the last weighing.
    await q(
      `insert into weighings (farm_id, user_id, animal_id, weighing_date, weight, created_at)
       values ($1, 'u1', 'B', '2026-01-01', 305, '2026-01-01T11:00Z')`,
      [f1],
    );
    await q(
      `update weighings set weighing_date = '2026-01-21' where farm_id = $1 and weight = 305`,
      [f1],
    );
    await q(
      `update weighings set animal_id = 'C' where farm_id = $1 and animal_id = 'A' and weight = 210`,
      [f1],
    );
    await expectInStep();

    // Weighings in lots (migration 0016): kept per lot and animal, and out of a lot that goes.
    const LOT_1 = '00000000-0000-4000-8000-0000000000a1';
    const LOT_2 = '00000000-0000-4000-8000-0000000000a2';
    for (const lot of [LOT_1, LOT_2]) {
      await q(
        `insert into lots (id, farm_id, user_id, name, quantity, initial_weight, purchase_price,
                           purchase_date)
         values ($1, $2, 'u1', $3, 10, 250, 2000, '2026-01-01')`,
        [lot, f1, `Lote ${lot.slice(-2)}`],
      );
    }
    await q(
      `insert into weighings (farm_id, user_id, animal_id, weighing_date, weight, batch_id, created_at)
       values ($1, 'u1', 'L', '2026-02-01', 250, $2, '2026-02-01T10:00Z'),
              ($1, 'u1', 'L', '2026-03-03', 280, $2, '2026-03-03T10:00Z'),
              ($1, 'u1', 'L', '2026-04-01', 300, $3, '2026-04-01T10:00Z'),
              ($1, 'u1', 'B', '2026-02-01', 320, $3, '2026-02-01T10:00Z')`,
      [f1, LOT_1, LOT_2],
    );
    await expectInStep();
    expect(
      await q(`select count(*)::int as n from lot_animal_summaries where farm_id = $1`, [f1]),
    ).toEqual([{ n: 3 }]);
    await q(`update weighings set batch_id = $2 where farm_id = $1 and weight = 300`, [f1, LOT_1]);
    await expectInStep();
    await q(`delete from lots where farm_id = $1 and id = $2`, [f1, LOT_1]);
    await expectInStep();
    expect(await q(`select batch_id from lot_animal_summaries where farm_id = $1`, [f1])).toEqual([
      { batch_id: LOT_2 },
    ]);

    await q(`delete from weighings where farm_id = $1 and animal_id = 'B'`, [f1]);
    await expectInStep();
    expect(
      await q(`select count(*)::int as n from animal_summaries where farm_id = $1`, [f1]),
    ).toEqual([{ n: 3 }]); // A, C and L

    await q(`delete from farms where id = $1`, [f2]);
    await expectInStep();
    expect(
      await q(`select count(*)::int as n from farm_gain_totals where farm_id = $1`, [f2]),
    ).toEqual([{ n: 0 }]);
  });

  it('stay right when two transactions weigh the same animal at once', async () => {
    const f1 = await farmOf('u1');
    const [a, b] = [await pool.connect(), await pool.connect()];
    try {
      await a.query('begin');
      await b.query('begin');
      await a.query(
        `insert into weighings (farm_id, user_id, animal_id, weighing_date, weight)
         values ($1, 'u1', 'D', '2026-02-01', 250)`,
        [f1],
      );
      // b waits for a's farm lock, then reads a's committed row.
      const late = b.query(
        `insert into weighings (farm_id, user_id, animal_id, weighing_date, weight)
         values ($1, 'u1', 'D', '2026-03-03', 280)`,
        [f1],
      );
      await a.query('commit');
      await late;
      await b.query('commit');
    } finally {
      a.release();
      b.release();
    }
    await expectInStep();
    expect(
      await q(`select weighings, daily_gain::float from animal_summaries where animal_id = 'D'`),
    ).toEqual([{ weighings: 2, daily_gain: 1 }]);
  });
});
