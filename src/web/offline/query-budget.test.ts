import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DB_NAME,
  OUTBOX_STORE,
  QUERY_DATA_STORE,
  openDatabase,
  resetDatabaseForTests,
} from './idb';
import { addEntry, entriesOfUser } from './outbox';
import { keepQueryCache, restoreQueryCache, type CacheOwner } from './query-cache';
import { FARM_BUDGET_BYTES, fingerprintOf, indexOf, utf8Bytes } from './query-store';
import {
  ANA,
  ANA_B,
  BENTO,
  CACHE_T0,
  weighing,
  freshDatabaseAtCacheT0,
  newClient,
} from './test-helpers';

const T0 = CACHE_T0;

const load = (client: QueryClient, queryKey: unknown[], data: unknown) =>
  client.fetchQuery({ queryKey, queryFn: () => Promise.resolve(data), staleTime: 0 });

/** A page of the weighings list, as the paged screen keys it. */
const page = (cursor: string | null) => ['weighings', 'A', 'page', cursor];

/** The stored query hashes of `owner`, least recently used first. */
const storedKeys = async (owner: CacheOwner) =>
  (await indexOf(owner)).map((row) => JSON.parse(row.queryHash) as unknown[]);

/** Lets the pending save run (250 ms after a fetch) and waits until `check` holds. */
async function afterSave(check: () => Promise<void>) {
  vi.advanceTimersByTime(250);
  // Writing megabytes into the in-memory IndexedDB takes its time on a busy machine.
  await vi.waitFor(check, { timeout: 5000 });
}

/** The answers (data rows) written to IndexedDB while `spy` watched. */
const dataWrites = (spy: { mock: { contexts: unknown[] } }) =>
  spy.mock.contexts.filter((store) => (store as IDBObjectStore).name === QUERY_DATA_STORE).length;

beforeEach(freshDatabaseAtCacheT0);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('one record per query', () => {
  it('writes only the query fetched, and only when its data changed', async () => {
    const client = newClient();
    const stop = keepQueryCache(client, ANA);
    await load(client, page(null), { items: ['w1', 'w2'], nextCursor: 'c2' });
    await load(client, page('c2'), { items: ['w3'], nextCursor: null });
    await load(client, ['lots'], [{ id: 'l1' }]);
    await afterSave(async () => expect(await storedKeys(ANA)).toHaveLength(3));
    const [first] = await indexOf(ANA);
    expect(first?.bytes).toBeGreaterThan(utf8Bytes('{"items":["w1","w2"],"nextCursor":"c2"}'));

    // The same page fetched again a minute later: its answer is not written again, but the
    // time it was confirmed is (offline, the screen says 'de hoje às 12:01').
    const puts = vi.spyOn(IDBObjectStore.prototype, 'put');
    vi.setSystemTime(T0 + 60_000);
    await load(client, page(null), { items: ['w1', 'w2'], nextCursor: 'c2' });
    await afterSave(async () => {
      const row = (await indexOf(ANA)).find((r) => r.queryHash.includes('null'));
      expect(row?.fetchedAt).toBe(T0 + 60_000);
    });
    expect(dataWrites(puts)).toBe(0);
    const later = newClient();
    await restoreQueryCache(later, ANA);
    expect(later.getQueryState(page(null))?.dataUpdatedAt).toBe(T0 + 60_000);

    // The lots changed: that one answer is written, nothing else.
    await load(client, ['lots'], [{ id: 'l1' }, { id: 'l2' }]);
    await afterSave(async () => expect(dataWrites(puts)).toBe(1));
    const writtenIds = puts.mock.calls.map(([row]) => (row as { id: string }).id);
    expect(writtenIds.filter((id) => id.includes('lots'))).toHaveLength(2); // data + index
    expect(writtenIds.filter((id) => id.includes('weighings'))).toHaveLength(1); // index only
    stop();
  });

  it('keeps the pages and summaries a screen showed, each under its own key', async () => {
    const client = newClient();
    const stop = keepQueryCache(client, ANA);
    const summaries = { items: [{ animalId: 'B1', gmd: 0.8 }], nextCursor: null };
    await load(client, page(null), { items: ['w1'], nextCursor: 'c2' });
    await load(client, page('c2'), { items: ['w2'], nextCursor: null });
    await load(client, ['weighings', 'A', 'animals', 'B', null], summaries);
    await load(client, ['weighings', 'A', 'animal', 'B1'], [{ weight: 300 }]);
    await afterSave(async () => expect(await storedKeys(ANA)).toHaveLength(4));
    stop();
    const offline = newClient();
    await restoreQueryCache(offline, ANA);
    expect(offline.getQueryData(page('c2'))).toEqual({ items: ['w2'], nextCursor: null });
    expect(offline.getQueryData(['weighings', 'A', 'animals', 'B', null])).toEqual(summaries);
    expect(offline.getQueryData(['weighings', 'A', 'animal', 'B1'])).toEqual([{ weight: 300 }]);
  });
});

describe('the budget of a farm', () => {
  /** An answer of about `mb` megabytes. */
  const big = (mb: number) => 'x'.repeat(mb * 1024 * 1024);

  it('drops the least recently used answers past 5 MB, a screen showing one keeping it', async () => {
    expect(FARM_BUDGET_BYTES).toBe(5 * 1024 * 1024);
    const client = newClient();
    const stop = keepQueryCache(client, ANA);
    for (const [i, cursor] of ['c1', 'c2', 'c3'].entries()) {
      vi.setSystemTime(T0 + i * 1_000);
      await load(client, page(cursor), big(1.5));
      await afterSave(async () => expect(await storedKeys(ANA)).toHaveLength(i + 1));
    }
    // Farm B's answers count against farm B's budget only.
    const farmB = newClient();
    const onB = keepQueryCache(farmB, ANA_B);
    await load(farmB, ['lots', 'B'], big(1));
    await afterSave(async () => expect(await storedKeys(ANA_B)).toHaveLength(1));
    onB();

    // Page c1 is shown again (a screen observes it): now c2 is the least recently used.
    vi.setSystemTime(T0 + 10_000);
    const unsubscribe = new QueryObserver(client, { queryKey: page('c1') }).subscribe(() => {});
    await afterSave(async () => expect((await storedKeys(ANA))[0]).toEqual(page('c2')));
    unsubscribe();

    vi.setSystemTime(T0 + 20_000);
    await load(client, page('c4'), big(1.5));
    await afterSave(async () =>
      expect(await storedKeys(ANA)).toEqual([page('c3'), page('c1'), page('c4')]),
    );
    const rows = await indexOf(ANA);
    expect(rows.reduce((sum, row) => sum + row.bytes, 0)).toBeLessThanOrEqual(FARM_BUDGET_BYTES);
    expect(await storedKeys(ANA_B)).toEqual([['lots', 'B']]);
    const offline = newClient();
    await restoreQueryCache(offline, ANA);
    expect(offline.getQueryData(page('c2'))).toBeUndefined();
    expect(offline.getQueryData(page('c4'))).toHaveLength(1.5 * 1024 * 1024);
    stop();
  });

  it('does not keep an answer bigger than the whole budget, nor the older one it replaces', async () => {
    const client = newClient();
    const stop = keepQueryCache(client, ANA);
    await load(client, ['inventory'], ['pequeno']);
    await load(client, ['lots'], ['l1']);
    await afterSave(async () => expect(await storedKeys(ANA)).toHaveLength(2));
    await load(client, ['inventory'], big(6));
    await afterSave(async () => expect(await storedKeys(ANA)).toEqual([['lots']]));
    stop();
  });
});

describe('people', () => {
  it('keeps the same query apart per person, and drops the others when someone keeps theirs', async () => {
    const ana = newClient();
    const stopAna = keepQueryCache(ana, ANA);
    await load(ana, page(null), ['da ana']);
    await afterSave(async () => expect(await storedKeys(ANA)).toHaveLength(1));
    stopAna();
    const probe = newClient();
    await restoreQueryCache(probe, BENTO);
    expect(probe.getQueryData(page(null))).toBeUndefined();

    const bento = newClient();
    const stopBento = keepQueryCache(bento, BENTO);
    await load(bento, page(null), ['do bento']);
    await afterSave(async () => expect(await storedKeys(BENTO)).toHaveLength(1));
    expect(await indexOf(ANA)).toEqual([]);
    const again = newClient();
    await restoreQueryCache(again, BENTO);
    expect(again.getQueryData(page(null))).toEqual(['do bento']);
    stopBento();
  });
});

describe('the upgrade from version 1', () => {
  /** The database as version 1 left it: the outbox with one entry, and the whole-table cache. */
  async function versionOne() {
    resetDatabaseForTests();
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => {
        const outbox = request.result.createObjectStore(OUTBOX_STORE, { keyPath: 'key' });
        outbox.createIndex('byQueue', ['queue', 'seq']);
        outbox.createIndex('byUser', 'userId');
        request.result.createObjectStore('meta', { keyPath: 'id' });
        request.result.createObjectStore('cache', { keyPath: 'id' });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open'));
    });
    const tx = db.transaction([OUTBOX_STORE, 'cache'], 'readwrite');
    tx.objectStore(OUTBOX_STORE).put({
      ...weighing(1),
      key: 'k1',
      queue: 'ana:farm-a',
      seq: 1,
      enteredAt: '2026-11-20T10:00:00.000Z',
      state: 'pending',
    });
    tx.objectStore('cache').put({ id: 'queries', owner: 'ana:A', state: { queries: [] } });
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
  }

  it('drops the whole-table store and keeps the outbox', async () => {
    await versionOne();
    const db = await openDatabase();
    expect(db.version).toBe(2);
    expect([...db.objectStoreNames]).not.toContain('cache');
    expect((await entriesOfUser('ana')).map((entry) => entry.key)).toEqual(['k1']);
    await addEntry(weighing(2));
    expect(await entriesOfUser('ana')).toHaveLength(2);
  });
});

describe('sizes and fingerprints', () => {
  it('counts UTF-8 bytes and tells changed text apart', () => {
    expect(utf8Bytes('aé€😀')).toBe(1 + 2 + 3 + 4);
    expect(utf8Bytes('aé€😀')).toBe(new TextEncoder().encode('aé€😀').length);
    expect(fingerprintOf('[1,2]')).toBe(fingerprintOf('[1,2]'));
    expect(fingerprintOf('[1,2]')).not.toBe(fingerprintOf('[1,3]'));
    expect(fingerprintOf('[1,2]')).not.toBe(fingerprintOf('[2,1]'));
  });
});
