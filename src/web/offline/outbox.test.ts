import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, resetDatabaseForTests } from './idb';
import {
  addEntry,
  entriesOfUser,
  getEntry,
  lastSyncOf,
  putEntry,
  queueOf,
  refuseEntry,
  removeEntry,
  resolveLotKey,
  setLastSync,
} from './outbox';
import { freshDatabase, weighing, newLot } from './test-helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const at = (iso: string) => new Date(iso);

beforeEach(freshDatabase);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('addEntry', () => {
  it('stores the write as pending, with its queue, time entered and a fresh idempotency key', async () => {
    const stored = await addEntry(weighing(1), at('2026-11-21T10:00:00Z'));
    expect(stored).toMatchObject({
      userId: 'ana',
      farmId: 'farm-a',
      queue: 'ana:farm-a',
      kind: 'weighing',
      method: 'POST',
      path: '/api/weighings',
      body: weighing(1).body,
      enteredAt: '2026-11-21T10:00:00.000Z',
      state: 'pending',
    });
    expect(stored.key).toMatch(UUID);
    expect(stored.refusal).toBeUndefined();
    // In the database once the promise resolves, before anything is sent.
    expect(await getEntry(stored.key)).toEqual(stored);
  });

  it('gives each record its own key, and keeps a key it is given', async () => {
    const a = await addEntry(weighing(1));
    const b = await addEntry(weighing(1));
    expect(a.key).not.toBe(b.key);
    const given = await addEntry(weighing(2), new Date(), 'chave-da-tentativa');
    expect(given.key).toBe('chave-da-tentativa');
    expect((await getEntry('chave-da-tentativa'))?.body).toEqual(weighing(2).body);
  });

  it('refuses a second entry under a key already in the outbox', async () => {
    await addEntry(weighing(1), new Date(), 'k');
    await expect(addEntry(weighing(2), new Date(), 'k')).rejects.toBeTruthy();
    expect((await entriesOfUser('ana')).map((e) => e.body)).toEqual([weighing(1).body]);
  });
});

describe('entriesOfUser', () => {
  it('lists the entries in the order entered, even within one millisecond or a clock set back', async () => {
    const same = at('2026-11-21T10:00:00Z');
    await addEntry(weighing(1), same);
    await addEntry(weighing(2), same);
    await addEntry(weighing(3), same);
    // The phone's clock corrected backwards: still after the others.
    await addEntry(weighing(4), at('2026-11-21T09:00:00Z'));
    await addEntry(weighing(5), at('2026-11-22T10:00:00Z'));
    const entries = await entriesOfUser('ana');
    expect(entries.map((e) => (e.body as { animalId: string }).animalId)).toEqual([
      'B1',
      'B2',
      'B3',
      'B4',
      'B5',
    ]);
    const seqs = entries.map((e) => e.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    expect(new Set(seqs).size).toBe(5);
  });

  it("holds one person's entries on every farm, and nobody else's", async () => {
    await addEntry(weighing(1, 'ana', 'farm-a'));
    await addEntry(weighing(2, 'bento', 'farm-a'));
    await addEntry(weighing(3, 'ana', 'farm-b'));
    const ana = await entriesOfUser('ana');
    expect(ana.map((e) => [e.queue, (e.body as { animalId: string }).animalId])).toEqual([
      ['ana:farm-a', 'B1'],
      ['ana:farm-b', 'B3'],
    ]);
    expect((await entriesOfUser('bento')).map((e) => e.queue)).toEqual([
      queueOf('bento', 'farm-a'),
    ]);
    expect(await entriesOfUser('carla')).toEqual([]);
  });
});

describe('changing entries', () => {
  it('removes an entry by key and leaves the rest in order', async () => {
    const [a, b, c] = [
      await addEntry(weighing(1)),
      await addEntry(weighing(2)),
      await addEntry(weighing(3)),
    ];
    await removeEntry(b.key);
    expect((await entriesOfUser('ana')).map((e) => e.key)).toEqual([a.key, c.key]);
    expect(await getEntry(b.key)).toBeUndefined();
    // Removing what is gone is not an error.
    await expect(removeEntry(b.key)).resolves.toBeUndefined();
  });

  it('marks an entry refused with the server answer, keeping its key and place', async () => {
    const a = await addEntry(weighing(1));
    const b = await addEntry(weighing(2));
    const refusal = {
      status: 422,
      code: 'VALIDATION',
      message: 'Erro de validação',
      fields: { weight: 'Peso acima do limite.' },
    };
    await refuseEntry(a.key, refusal);
    const [first, second] = await entriesOfUser('ana');
    expect(first).toEqual({ ...a, state: 'refused', refusal });
    expect(second).toEqual(b);
    // An entry discarded meanwhile stays gone.
    await refuseEntry('sumiu', refusal);
    expect(await getEntry('sumiu')).toBeUndefined();
  });

  it('writes an entry back as given, in the same place in line', async () => {
    const a = await addEntry(weighing(1));
    const b = await addEntry(weighing(2));
    await putEntry({ ...a, body: { ...(a.body as object), weight: 999 } });
    const entries = await entriesOfUser('ana');
    expect(entries.map((e) => e.key)).toEqual([a.key, b.key]);
    expect(entries[0]!.body).toMatchObject({ weight: 999 });
  });
});

describe('resolveLotKey', () => {
  it("gives the lot's server id to the waiting writes of its queue that name it", async () => {
    const lot = await addEntry(newLot('Garrotes'));
    const into = (n: number, farmId = 'farm-a') => ({
      ...weighing(n, 'ana', farmId),
      body: { ...(weighing(n).body as object), batchId: lot.key },
    });
    const inLot = await addEntry(into(1));
    const other = await addEntry({ ...weighing(2), body: { batchId: 'lote-antigo' } });
    const noBody = await addEntry({ ...weighing(3), body: undefined });
    const elsewhere = await addEntry(into(4, 'farm-b'));
    await resolveLotKey(lot, 'lote-123');
    expect((await getEntry(inLot.key))?.body).toMatchObject({
      batchId: 'lote-123',
      animalId: 'B1',
    });
    expect((await getEntry(other.key))?.body).toEqual({ batchId: 'lote-antigo' });
    expect((await getEntry(noBody.key))?.body).toBeUndefined();
    expect((await getEntry(elsewhere.key))?.body).toMatchObject({ batchId: lot.key });
  });
});

describe('last sync', () => {
  it('is null until set, then the time given, per person', async () => {
    expect(await lastSyncOf('ana')).toBeNull();
    await setLastSync('ana', at('2026-11-21T12:34:56Z'));
    expect(await lastSyncOf('ana')).toBe('2026-11-21T12:34:56.000Z');
    expect(await lastSyncOf('bento')).toBeNull();
    await setLastSync('ana', at('2026-11-22T08:00:00Z'));
    expect(await lastSyncOf('ana')).toBe('2026-11-22T08:00:00.000Z');
  });
});

describe('the database', () => {
  it('is opened once per page', async () => {
    expect(await openDatabase()).toBe(await openDatabase());
  });

  it('fails where IndexedDB is missing, and opens once it is there again', async () => {
    resetDatabaseForTests();
    const real = globalThis.indexedDB;
    vi.stubGlobal('indexedDB', undefined);
    await expect(addEntry(weighing(1))).rejects.toThrow('IndexedDB is not available');
    await expect(entriesOfUser('ana')).rejects.toThrow('IndexedDB is not available');
    vi.stubGlobal('indexedDB', real);
    await addEntry(weighing(1));
    expect(await entriesOfUser('ana')).toHaveLength(1);
  });

  it('steps aside when another tab deletes or upgrades it, and opens again on the next call', async () => {
    const first = await openDatabase();
    await addEntry(weighing(1));
    // Another tab deleting the database: this connection is asked to close and does.
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase('arroba-certa-offline');
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('blocked: the old connection stayed open'));
    });
    const second = await openDatabase();
    expect(second).not.toBe(first);
    expect(await entriesOfUser('ana')).toEqual([]);
    await addEntry(weighing(2));
    expect(await entriesOfUser('ana')).toHaveLength(1);
  });
});
