import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db';
import { farmOfColumns } from '../access/farm-context';
import { accessStore } from '../access/store';
import { farmMemo } from './memo';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const FARM = 'farm-memo';
const OTHER = 'farm-memo-other';
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db.execute(
    sql`insert into users (id, name, email, email_verified) values ('u-memo', 'U', 'u-memo@x.com', true)`,
  );
  await db.execute(
    sql`insert into farms (id, name, slug) values (${FARM}, 'F', 'f-memo'), (${OTHER}, 'G', 'g-memo')`,
  );
  await db.execute(
    sql`insert into farm_members (id, organization_id, user_id, role) values ('m-memo', ${FARM}, 'u-memo', 'owner')`,
  );
});
afterAll(() => database.drop());

/** A memo whose computations are counted; each answers its own number. */
function counted(scope: 'herd' | 'figures') {
  let runs = 0;
  const memo = farmMemo<number>(scope);
  const ask = (farmId = FARM, today = '2026-05-10') =>
    memo(database.db, farmId, today, async () => ++runs);
  return { ask, runs: () => runs };
}

describe('farmMemo (decision 049)', () => {
  it('keeps a value until the farm changes, the day turns or another farm asks', async () => {
    const db = database.db;
    const herd = counted('herd');
    expect(await herd.ask()).toBe(1);
    expect(await herd.ask()).toBe(1);
    // An animal registered: the herd version moves (0019's trigger).
    await db.execute(sql`insert into animals (farm_id, tag, sex, status, entry_date)
      values (${FARM}, 'M-1', 'F', 'active', '2026-01-01')`);
    expect(await herd.ask()).toBe(2);
    expect(await herd.ask()).toBe(2);
    expect(await herd.ask(FARM, '2026-05-11')).toBe(3);
    expect(await herd.ask(OTHER, '2026-05-11')).toBe(4);
    // Another farm's change leaves this farm's value.
    await db.execute(sql`insert into animals (farm_id, tag, sex, status, entry_date)
      values (${OTHER}, 'M-2', 'M', 'active', '2026-01-01')`);
    expect(await herd.ask(FARM, '2026-05-11')).toBe(3);
  });

  it('moves the figures with weighings and lots, and the herd alone without them', async () => {
    const db = database.db;
    const herd = counted('herd');
    const figures = counted('figures');
    expect([await herd.ask(), await figures.ask()]).toEqual([1, 1]);
    await db.execute(sql`insert into weighings (farm_id, animal_id, weighing_date, weight)
      values (${FARM}, 'M-1', '2026-05-01', 300)`);
    expect([await herd.ask(), await figures.ask()]).toEqual([1, 2]);
    await db.execute(sql`update weighings set weight = 310 where farm_id = ${FARM}`);
    expect(await figures.ask()).toBe(3);
    await db.execute(sql`insert into lots (farm_id, name, quantity, initial_weight, purchase_price,
      purchase_date) values (${FARM}, 'Lote 1', 10, 200, 2000, '2026-01-01')`);
    expect(await figures.ask()).toBe(4);
    await db.execute(sql`update lots set name = 'Lote 2' where farm_id = ${FARM}`);
    expect(await figures.ask()).toBe(5);
    await db.execute(sql`delete from weighings where farm_id = ${FARM}`);
    expect(await figures.ask()).toBe(6);
    expect(await herd.ask()).toBe(1);
    // An animal's change moves both.
    await db.execute(sql`update animals set name = 'Mimosa' where farm_id = ${FARM}`);
    expect([await herd.ask(), await figures.ask()]).toEqual([2, 7]);
  });

  it('shares one computation between requests asking at once', async () => {
    const memo = farmMemo<number>('herd');
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = async () => {
      runs += 1;
      await gate;
      return runs;
    };
    // Every ask has read the farm's version (and so found the computation running) before it ends.
    let reads = 0;
    const db = {
      execute: (async (query: Parameters<typeof database.db.execute>[0]) => {
        const result = await database.db.execute(query);
        reads += 1;
        return result;
      }) as typeof database.db.execute,
    };
    const asks = [1, 2, 3].map(() => memo(db, FARM, '2026-06-01', compute));
    while (reads < 3) await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await Promise.all(asks)).toEqual([1, 1, 1]);
    expect(runs).toBe(1);
  });

  it('does not keep a failed computation', async () => {
    const memo = farmMemo<number>('herd');
    await expect(
      memo(database.db, FARM, '2026-06-02', () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    expect(await memo(database.db, FARM, '2026-06-02', async () => 7)).toBe(7);
  });

  it('keys on the versions the request read with its farm, reading none again (decision 087)', async () => {
    const db = database.db;
    const store = accessStore(db);
    const now = new Date('2026-06-03T12:00:00Z');
    const versionsNow = async () =>
      farmOfColumns(await store.callerByUser('u-memo', FARM, FARM, true), 'u-memo', now)!
        .versionsAtStart;
    const memo = farmMemo<number>('figures');
    let runs = 0;
    // A database that fails any statement: the versions come from the caller's row alone.
    const none = {
      execute: (() => Promise.reject(new Error('a statement'))) as unknown as typeof db.execute,
    };
    const ask = async () =>
      memo(none, FARM, '2026-06-03', async () => ++runs, '', await versionsNow());
    expect(await ask()).toBe(1);
    expect(await ask()).toBe(1);
    await db.execute(sql`insert into weighings (farm_id, animal_id, weighing_date, weight)
      values (${FARM}, 'M-9', '2026-06-01', 280)`);
    expect(await ask()).toBe(2);
    // The same value as a memo that reads the versions itself.
    expect(await memo(db, FARM, '2026-06-03', async () => 99)).toBe(2);
    // A change the figures do not depend on (a typed inventory row) keeps the value.
    await db.execute(sql`insert into inventory (user_id, farm_id, category, quantity, average_weight)
      values ('u-memo', ${FARM}, 'Bois', 3, 400)`);
    expect(await ask()).toBe(2);
  });
});
