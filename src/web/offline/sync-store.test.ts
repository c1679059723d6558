import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDatabaseForTests } from './idb';
import { entriesOfUser, type NewEntry } from './outbox';
import {
  discardEntry,
  resetSyncStoreForTests,
  retryEntry,
  setSyncListeners,
  setSyncUser,
  submitRecord,
  syncStore,
} from './sync-store';

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
  resetDatabaseForTests();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('arroba-certa-offline');
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
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
