import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDatabaseForTests } from './idb';
import { addEntry, entriesOfUser, lastSyncOf, type NewEntry } from './outbox';
import {
  discardEntry,
  resetSyncStoreForTests,
  retryEntry,
  setSyncListeners,
  setSyncUser,
  submitRecord,
  syncNow,
  syncStore,
} from './sync-store';
import { freshDatabase, stubBrowser, weighing, newLot } from './test-helpers';

/** What the fake server answers next, and the keys it was sent. */
let answers: (() => Response)[] = [];
const sentKeys: string[] = [];

const entry = (weight: number): NewEntry => ({
  userId: 'ana',
  farmId: 'farm-a',
  kind: 'weighing',
  method: 'POST',
  path: '/api/weighings',
  body: { animalId: 'B1', weighingDate: '2026-11-20', weight, notes: null },
});

const json = (status: number, body: unknown) => () => Response.json(body, { status });

beforeEach(async () => {
  resetSyncStoreForTests();
  await freshDatabase();
  answers = [];
  sentKeys.length = 0;
  vi.stubGlobal('fetch', (_path: string, init: RequestInit) => {
    sentKeys.push(new Headers(init.headers).get('Idempotency-Key')!);
    const next = answers.shift();
    if (!next) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(next());
  });
  setSyncListeners({});
  // setSyncUser starts a run of its own; let it finish on an empty queue.
  await setSyncUser('ana');
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSyncStoreForTests();
  vi.useRealTimers();
});

describe('submitRecord', () => {
  it('answers with the server row and leaves nothing queued', async () => {
    answers.push(json(201, { id: 'w1' }));
    expect(await submitRecord(entry(300))).toEqual({ type: 'sent', data: { id: 'w1' } });
    expect(await entriesOfUser('ana')).toEqual([]);
  });

  it('gives a refusal back to the form and forgets the entry', async () => {
    answers.push(json(400, { error: { code: 'VALIDATION', message: 'Erro de validação' } }));
    const outcome = await submitRecord(entry(300));
    expect(outcome).toMatchObject({ type: 'refused', refusal: { status: 400 } });
    expect(await entriesOfUser('ana')).toEqual([]);
  });

  it('keeps the entry queued when the network fails, and sends it once later', async () => {
    expect(await submitRecord(entry(300))).toEqual({ type: 'queued', reason: 'offline' });
    expect(await entriesOfUser('ana')).toHaveLength(1);
    expect(syncStore.getSnapshot().entries).toHaveLength(1);
  });

  it('keeps the entry queued on a lost session, and tells the listener it was told', async () => {
    const lost = vi.fn();
    setSyncListeners({ onSessionLost: lost });
    answers.push(json(401, { error: { code: 'UNAUTHORIZED', message: 'x' } }));
    expect(await submitRecord(entry(300))).toEqual({ type: 'queued', reason: 'session' });
    expect(lost).toHaveBeenCalledWith(true);
    expect(await entriesOfUser('ana')).toHaveLength(1);
  });

  it('reuses the key of a save the server failed on when the same record is sent again', async () => {
    answers.push(json(500, { error: { code: 'INTERNAL', message: 'Erro interno.' } }));
    expect(await submitRecord(entry(300))).toMatchObject({ type: 'failed' });
    expect(await entriesOfUser('ana')).toEqual([]);
    answers.push(json(200, { id: 'w1' }));
    expect(await submitRecord(entry(300))).toEqual({ type: 'sent', data: { id: 'w1' } });
    expect(sentKeys[0]).toBe(sentKeys[1]);
    // A different record gets a key of its own.
    answers.push(json(201, { id: 'w2' }));
    await submitRecord(entry(301));
    expect(sentKeys[2]).not.toBe(sentKeys[1]);
  });
});

describe('refused entries in the background', () => {
  it('are kept, can be put back in line, or discarded', async () => {
    const refused = vi.fn();
    setSyncListeners({ onBackgroundRefused: refused });
    // Offline first: two entries queued.
    await submitRecord(entry(300));
    await submitRecord(entry(301));
    expect(await entriesOfUser('ana')).toHaveLength(2);
    // The first is refused when the connection returns; the second goes through.
    answers.push(json(403, { error: { code: 'SUBSCRIPTION_INACTIVE', message: 'Inativa.' } }));
    answers.push(json(201, { id: 'w2' }));
    const third = submitRecord(entry(302));
    answers.push(json(201, { id: 'w3' }));
    await third;
    expect(refused).toHaveBeenCalledTimes(1);
    const [left] = await entriesOfUser('ana');
    expect(left).toMatchObject({ state: 'refused', refusal: { message: 'Inativa.' } });

    answers.push(json(201, { id: 'w1' }));
    await retryEntry(left!.key);
    await vi.waitFor(async () => expect(await entriesOfUser('ana')).toEqual([]));

    await submitRecord(entry(303));
    const [queued] = await entriesOfUser('ana');
    await discardEntry(queued!.key);
    expect(await entriesOfUser('ana')).toEqual([]);
  });
});

/** The entries of the snapshot by animal, in order. */
const shown = () =>
  syncStore.getSnapshot().entries.map((e) => (e.body as { animalId: string }).animalId);

describe('retries', () => {
  /**
   * The retry timer is due after `ms`: not a moment before. Once it fires, the run it starts
   * is awaited to its end.
   */
  async function retryFiresAfter(ms: number) {
    vi.advanceTimersByTime(ms - 1);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(vi.getTimerCount()).toBe(0);
    await syncNow();
  }

  it('tries again after 1 s, 2 s, 4 s … up to a minute while online, then 1 s after a success', async () => {
    stubBrowser(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The network fails on every attempt (no answer queued).
    await addEntry(entry(300));
    await syncNow();
    expect(sentKeys).toHaveLength(1);
    for (const seconds of [1, 2, 4, 8, 16, 32, 60, 60]) {
      const before = sentKeys.length;
      await retryFiresAfter(seconds * 1000);
      expect(sentKeys).toHaveLength(before + 1);
      expect(syncStore.getSnapshot().stopped).toBe('offline');
    }
    // Always the same record, under the same key.
    expect(new Set(sentKeys).size).toBe(1);

    // The connection holds again: the entry goes, and no retry is left waiting.
    answers.push(json(201, { id: 'w1' }));
    await retryFiresAfter(60_000);
    expect(await entriesOfUser('ana')).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    expect(syncStore.getSnapshot().stopped).toBeNull();

    // The next failure starts over at 1 s.
    await addEntry(entry(301));
    await syncNow();
    await retryFiresAfter(1000);
    await retryFiresAfter(2000);
  });

  it('backs off on server failures too, and keeps the entry', async () => {
    stubBrowser(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await addEntry(entry(300));
    const unavailable = json(503, { error: { code: 'UNAVAILABLE', message: 'Em manutenção.' } });
    answers.push(unavailable, unavailable);
    await syncNow();
    expect(syncStore.getSnapshot().stopped).toBe('server');
    await retryFiresAfter(1000);
    expect(syncStore.getSnapshot().stopped).toBe('server');
    expect(sentKeys).toHaveLength(2);
    answers.push(json(201, { id: 'w1' }));
    await retryFiresAfter(2000);
    expect(sentKeys).toHaveLength(3);
    expect(await entriesOfUser('ana')).toEqual([]);
  });

  it('does not retry on a lost session: it waits for the person to sign in', async () => {
    stubBrowser(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await addEntry(entry(300));
    answers.push(json(401, {}));
    await syncNow();
    expect(syncStore.getSnapshot().stopped).toBe('session');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sends nothing while the browser is offline, and does not poll', async () => {
    const browser = stubBrowser(false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(await submitRecord(entry(300))).toEqual({ type: 'queued', reason: 'offline' });
    await syncNow();
    expect(sentKeys).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    expect(syncStore.getSnapshot()).toMatchObject({ stopped: 'offline', syncing: false });
    expect(shown()).toEqual(['B1']);
    // Back online, the next run sends it.
    browser.setOnline(true);
    answers.push(json(201, { id: 'w1' }));
    await syncNow();
    expect(sentKeys).toHaveLength(1);
    expect(syncStore.getSnapshot()).toMatchObject({ stopped: null, entries: [] });
  });
});

describe('the snapshot', () => {
  it("shows the signed-in person's entries and last sync, and tells subscribers", async () => {
    const seen: number[] = [];
    const unsubscribe = syncStore.subscribe(() =>
      seen.push(syncStore.getSnapshot().entries.length),
    );
    await submitRecord(weighing(1));
    await submitRecord(weighing(2, 'ana', 'farm-b'));
    await addEntry(weighing(3, 'bento'));
    await syncNow();
    expect(shown()).toEqual(['B1', 'B2']);
    expect(seen.at(-1)).toBe(2);
    unsubscribe();
    const count = seen.length;
    answers.push(json(201, {}), json(201, {}));
    await syncNow();
    expect(seen).toHaveLength(count);
    expect(syncStore.getSnapshot()).toMatchObject({
      userId: 'ana',
      entries: [],
      syncing: false,
      stopped: null,
      available: true,
    });
    expect(syncStore.getSnapshot().lastSyncAt).toBe(await lastSyncOf('ana'));
    expect(syncStore.getSnapshot().lastSyncAt).not.toBeNull();
  });

  it('follows the person signed in, and keeps every queue on the device', async () => {
    await submitRecord(weighing(1));
    await addEntry(weighing(2, 'bento'));
    await setSyncUser('bento');
    expect(shown()).toEqual(['B2']);
    // Signed out: nothing shown, nothing sent, nothing lost.
    const before = sentKeys.length;
    await setSyncUser(null);
    expect(syncStore.getSnapshot()).toMatchObject({ userId: null, entries: [] });
    await syncNow();
    expect(sentKeys).toHaveLength(before);
    await setSyncUser('ana');
    await setSyncUser('ana');
    expect(shown()).toEqual(['B1']);
    expect(await entriesOfUser('bento')).toHaveLength(1);
  });

  it('joins a run already under way and runs once more for what came meanwhile', async () => {
    await addEntry(entry(300));
    answers.push(json(201, { id: 'w1' }), json(201, { id: 'w2' }));
    const first = syncNow();
    const second = syncNow();
    expect(second).toBe(first);
    await addEntry(entry(301));
    await first;
    expect(sentKeys).toHaveLength(2);
    expect(await entriesOfUser('ana')).toEqual([]);
  });
});

describe('background runs', () => {
  it('tell the listeners what was sent and which lists changed', async () => {
    const sent = vi.fn();
    const changed = vi.fn();
    setSyncListeners({ onBackgroundSent: sent, onChanged: changed });
    const lot = await addEntry(newLot('Garrotes'));
    const w = await addEntry(entry(300));
    answers.push(json(201, { id: 'lote-1' }), json(201, { id: 'w1' }));
    await syncNow();
    expect(sent.mock.calls).toEqual([
      [expect.objectContaining({ key: lot.key }), { id: 'lote-1' }],
      [expect.objectContaining({ key: w.key }), { id: 'w1' }],
    ]);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledWith(new Set(['lot', 'weighing']));
  });

  it('tell the listener of a lost session that no form has told the person', async () => {
    const lost = vi.fn();
    const changed = vi.fn();
    setSyncListeners({ onSessionLost: lost, onChanged: changed });
    await addEntry(entry(300));
    answers.push(json(401, {}));
    await syncNow();
    expect(lost).toHaveBeenCalledWith(false);
    expect(changed).not.toHaveBeenCalled();
  });

  it("give a form the server's failure on its own save, not a notice", async () => {
    const refused = vi.fn();
    setSyncListeners({ onBackgroundRefused: refused });
    answers.push(json(422, { error: { code: 'VALIDATION', message: 'Peso inválido.' } }));
    expect(await submitRecord(entry(-1))).toEqual({
      type: 'refused',
      refusal: { status: 422, code: 'VALIDATION', message: 'Peso inválido.' },
    });
    expect(refused).not.toHaveBeenCalled();
  });
});

describe('without IndexedDB', () => {
  it('says the outbox is unavailable, and recovers when it is back', async () => {
    resetDatabaseForTests();
    const real = globalThis.indexedDB;
    vi.stubGlobal('indexedDB', undefined);
    await expect(submitRecord(entry(300))).rejects.toThrow('outbox unavailable');
    expect(syncStore.getSnapshot().available).toBe(false);
    // Nothing is tried while it is missing.
    await syncNow();
    expect(sentKeys).toEqual([]);
    vi.stubGlobal('indexedDB', real);
    await discardEntry('nada');
    expect(syncStore.getSnapshot().available).toBe(true);
  });

  it('marks the outbox unavailable when it fails during a run', async () => {
    await addEntry(entry(300));
    resetDatabaseForTests();
    vi.stubGlobal('indexedDB', undefined);
    await syncNow();
    expect(syncStore.getSnapshot()).toMatchObject({ available: false, syncing: false });
    expect(sentKeys).toEqual([]);
  });
});

describe('retryEntry', () => {
  it('does nothing for an entry that is gone', async () => {
    await retryEntry('sumiu');
    expect(await entriesOfUser('ana')).toEqual([]);
    expect(sentKeys).toEqual([]);
  });
});
