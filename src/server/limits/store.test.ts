import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { createTestDatabase } from '../test/test-db';
import { limitsStore } from './store';

/*
 * The counters of decision 058 in PostgreSQL: one statement each, so two app instances counting
 * at once neither lose a count nor let a slot go twice.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let store: ReturnType<typeof limitsStore>;
beforeAll(async () => {
  database = await createTestDatabase();
  store = limitsStore(database.db);
});
afterAll(() => database.drop());

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-22T12:00:00Z');

describe('count (fixed windows)', () => {
  it('counts each key, starts a window with its first request and another once it is over', async () => {
    const keys = ['limit:search:user:u1', 'limit:search:ip:198.51.100.1'];
    let counts = await store.count(keys, MINUTE, T0);
    expect([...counts.values()]).toEqual([
      { count: 1, startedAt: T0 },
      { count: 1, startedAt: T0 },
    ]);
    counts = await store.count(keys.slice(0, 1), MINUTE, T0 + 59_999);
    expect(counts.get(keys[0]!)).toEqual({ count: 2, startedAt: T0 });
    counts = await store.count(keys, MINUTE, T0 + MINUTE);
    expect(counts.get(keys[0]!)).toEqual({ count: 1, startedAt: T0 + MINUTE });
    expect(counts.get(keys[1]!)).toEqual({ count: 1, startedAt: T0 + MINUTE });
  });

  it('loses no count when many requests count at once', async () => {
    const key = 'limit:export:user:u2';
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => store.count([key], MINUTE, T0)),
    );
    const seen = answers.map((a) => a.get(key)!.count).sort((a, b) => a - b);
    expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});

describe('first requests at once', () => {
  // The table has two unique keys (id and key): when each row's id was its key, two first
  // requests of a new key at once could fail on the one ON CONFLICT does not watch.
  it('never fail, however many count a new key at the same instant', async () => {
    for (let round = 0; round < 40; round++) {
      const keys = [`limit:search:user:new-${round}`, `limit:search:ip:203.0.113.${round}`];
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => store.count(keys, MINUTE, T0)),
      );
      expect(answers.map((a) => a.get(keys[0]!)!.count).sort()).toEqual([1, 2, 3, 4, 5]);
      const slots = [`limit:confirm:new-${round}#0`, `limit:confirm:new-${round}#1`];
      const taken = await Promise.all(
        Array.from({ length: 5 }, () => store.takeSlot(slots, MINUTE, T0)),
      );
      expect(taken.filter((t) => t.taken).length).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('takeSlot (rolling windows)', () => {
  const slots = [
    'limit:invitation:farm:f1#0',
    'limit:invitation:farm:f1#1',
    'limit:invitation:farm:f1#2',
  ];
  const HOUR = 60 * MINUTE;

  it('never gives more slots than there are, however many ask at once', async () => {
    const taken = await Promise.all(
      Array.from({ length: 12 }, () => store.takeSlot(slots, HOUR, T0)),
    );
    // Two asking for the same free slot at the same instant: one of them is refused.
    const given = taken.filter((t) => t.taken).length;
    expect(given).toBeGreaterThanOrEqual(1);
    expect(given).toBeLessThanOrEqual(3);
    for (let i = given; i < 3; i++)
      expect((await store.takeSlot(slots, HOUR, T0)).taken).toBe(true);
    expect((await store.takeSlot(slots, HOUR, T0)).taken).toBe(false);
    const rows = await database.db.select().from(rateLimits);
    expect(rows.filter((r) => r.key.startsWith('limit:invitation:farm:f1#'))).toHaveLength(3);
  });

  it('frees each slot a whole window after it was taken, not before', async () => {
    expect(await store.takeSlot(slots, HOUR, T0 + HOUR - 1)).toEqual({
      taken: false,
      oldestAt: T0,
    });
    expect((await store.takeSlot(slots, HOUR, T0 + HOUR)).taken).toBe(true);
    expect((await store.takeSlot(slots, HOUR, T0 + HOUR)).taken).toBe(true);
    expect((await store.takeSlot(slots, HOUR, T0 + HOUR)).taken).toBe(true);
    expect((await store.takeSlot(slots, HOUR, T0 + HOUR)).taken).toBe(false);
  });
});
