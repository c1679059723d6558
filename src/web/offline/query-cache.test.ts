import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDatabaseForTests } from './idb';
import {
  forgetQueryCache,
  keepQueryCache,
  restoreQueryCache,
  type CacheOwner,
} from './query-cache';
import { ANA, ANA_B, BENTO, CACHE_T0, freshDatabaseAtCacheT0, newClient } from './test-helpers';

const T0 = CACHE_T0;

/** A list as the screens fetch it, answered with `data`. */
const load = (client: QueryClient, queryKey: unknown[], data: unknown) =>
  client.fetchQuery({ queryKey, queryFn: () => Promise.resolve(data) });

/** What a new page (a fresh client) gets back from the device for `userId`. */
async function restored(owner: CacheOwner, ...keys: unknown[][]) {
  const client = newClient();
  await restoreQueryCache(client, owner);
  return keys.map((key) => client.getQueryData(key));
}

/** The stored answers are written 250 ms after a fetch, and then asynchronously. */
async function saved(owner: CacheOwner, key: unknown[], data: unknown) {
  vi.advanceTimersByTime(250);
  await vi.waitFor(async () => expect(await restored(owner, key)).toEqual([data]));
}

beforeEach(freshDatabaseAtCacheT0);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('keepQueryCache', () => {
  it('stores the record lists a moment after they are fetched, with the time fetched', async () => {
    const client = newClient();
    const stop = keepQueryCache(client, ANA);
    const weighings = [{ id: 'w1', animalId: 'B1' }];
    await load(client, ['weighings'], weighings);
    await load(client, ['annual-results', 2026], { year: 2026 });
    vi.advanceTimersByTime(249);
    expect(await restored(ANA, ['weighings'])).toEqual([undefined]);
    vi.advanceTimersByTime(1);
    await vi.waitFor(async () =>
      expect(await restored(ANA, ['weighings'], ['annual-results', 2026])).toEqual([
        weighings,
        { year: 2026 },
      ]),
    );
    const client2 = newClient();
    await restoreQueryCache(client2, ANA);
    expect(client2.getQueryState(['weighings'])?.dataUpdatedAt).toBe(T0);
    stop();
  });

  it('keeps only the offline screens’ lists, and only answers that succeeded', async () => {
    const client = newClient();
    const stop = keepQueryCache(client, ANA);
    await load(client, ['me'], { user: { id: 'ana' } });
    await load(client, ['admin', 'users'], []);
    await expect(
      client.fetchQuery({ queryKey: ['inventory'], queryFn: () => Promise.reject(new Error('x')) }),
    ).rejects.toThrow();
    await load(client, ['lots'], [{ id: 'l1' }]);
    await saved(ANA, ['lots'], [{ id: 'l1' }]);
    expect(await restored(ANA, ['me'], ['admin', 'users'], ['inventory'])).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    stop();
  });

  it('merges with what an earlier visit stored, the newer answer replacing the older', async () => {
    const first = newClient();
    const stopFirst = keepQueryCache(first, ANA);
    await load(first, ['inventory'], ['antigo']);
    await load(first, ['dashboard'], { cabecas: 10 });
    await saved(ANA, ['inventory'], ['antigo']);
    stopFirst();

    // The next visit reads only the inventory again.
    vi.setSystemTime(T0 + 60_000);
    const second = newClient();
    const stopSecond = keepQueryCache(second, ANA);
    await load(second, ['inventory'], ['novo']);
    await saved(ANA, ['inventory'], ['novo']);
    expect(await restored(ANA, ['dashboard'])).toEqual([{ cabecas: 10 }]);
    stopSecond();
  });

  it("belongs to one person: another's answers are neither restored nor merged", async () => {
    const ana = newClient();
    const stopAna = keepQueryCache(ana, ANA);
    await load(ana, ['dashboard'], { dono: ANA });
    await saved(ANA, ['dashboard'], { dono: ANA });
    stopAna();
    expect(await restored(BENTO, ['dashboard'])).toEqual([undefined]);

    const bento = newClient();
    const stopBento = keepQueryCache(bento, BENTO);
    await load(bento, ['weighings'], ['do bento']);
    await saved(BENTO, ['weighings'], ['do bento']);
    // Ana's dashboard did not ride along into Bento's store, and hers is dropped.
    expect(await restored(BENTO, ['dashboard'])).toEqual([undefined]);
    expect(await restored(ANA, ['dashboard'])).toEqual([undefined]);
    stopBento();
  });

  it('stores nothing once stopped, even a save already scheduled', async () => {
    const client = newClient();
    const stop = keepQueryCache(client, ANA);
    await load(client, ['weighings'], ['w1']);
    stop();
    vi.advanceTimersByTime(1_000);
    await load(client, ['lots'], ['l1']);
    vi.advanceTimersByTime(1_000);
    expect(await restored(ANA, ['weighings'], ['lots'])).toEqual([undefined, undefined]);
  });

  // OfflineSync keeps the answers as `user:farm`: a change of farm starts a new owner.
  it('does not restore a list of the previous farm after a change of farm', async () => {
    const client = newClient();
    const onA = keepQueryCache(client, ANA);
    await load(client, ['inventory'], ['inventário da fazenda A']);
    await saved(ANA, ['inventory'], ['inventário da fazenda A']);
    onA();
    // Farm B becomes active: the app drops every answer and reads the screens again
    // (lib/active-farm.ts); only the weighings are opened before the connection goes.
    await client.resetQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
    const onB = keepQueryCache(client, ANA_B);
    await load(client, ['weighings'], ['pesagens da fazenda B']);
    await saved(ANA_B, ['weighings'], ['pesagens da fazenda B']);
    onB();
    // Opened offline on farm B: farm A's inventory must not show as farm B's; it stays farm A's.
    expect(await restored(ANA_B, ['inventory'])).toEqual([undefined]);
    expect(await restored(ANA, ['inventory'])).toEqual([['inventário da fazenda A']]);
  });
});

describe('restoreQueryCache', () => {
  it('does not replace an answer newer than the stored one', async () => {
    const client = newClient();
    const stop = keepQueryCache(client, ANA);
    await load(client, ['lots'], ['guardado']);
    await saved(ANA, ['lots'], ['guardado']);
    stop();
    vi.setSystemTime(T0 + 5_000);
    const page = newClient();
    await load(page, ['lots'], ['recente']);
    await restoreQueryCache(page, ANA);
    expect(page.getQueryData(['lots'])).toEqual(['recente']);
  });

  it('forgets everything stored (on sign-out)', async () => {
    const client = newClient();
    const stop = keepQueryCache(client, ANA);
    await load(client, ['lots'], ['l1']);
    await saved(ANA, ['lots'], ['l1']);
    stop();
    await forgetQueryCache();
    expect(await restored(ANA, ['lots'])).toEqual([undefined]);
  });

  it('quietly does nothing without IndexedDB', async () => {
    resetDatabaseForTests();
    vi.stubGlobal('indexedDB', undefined);
    const client = newClient();
    await expect(restoreQueryCache(client, ANA)).resolves.toBeUndefined();
    await expect(forgetQueryCache()).resolves.toBeUndefined();
    const stop = keepQueryCache(client, ANA);
    await load(client, ['lots'], ['l1']);
    vi.advanceTimersByTime(250);
    // The failed save is swallowed; the screen keeps its answer.
    await vi.waitFor(() => expect(client.getQueryData(['lots'])).toEqual(['l1']));
    stop();
  });
});
