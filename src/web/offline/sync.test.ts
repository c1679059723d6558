import { beforeEach, describe, expect, it } from 'vitest';
import { resetDatabaseForTests } from './idb';
import { addEntry, entriesOfUser, lastSyncOf, type NewEntry } from './outbox';
import { runSync, type SyncHooks } from './sync';

/** A server that stores each idempotency key once, like the real routes do. */
function fakeServer() {
  const rows = new Map<string, { farm: string; user: string; body: unknown }>();
  const calls: { key: string; farm: string }[] = [];
  let answer: (call: number, key: string) => 'ok' | 'drop' | 'fail' | number = () => 'ok';
  const fetcher: typeof fetch = async (_input, init) => {
    const headers = new Headers(init?.headers);
    const key = headers.get('Idempotency-Key')!;
    const farm = headers.get('X-Farm-Id')!;
    calls.push({ key, farm });
    const mode = answer(calls.length, key);
    if (mode === 'fail') throw new TypeError('Failed to fetch');
    if (typeof mode === 'number') {
      return Response.json({ error: { code: 'REFUSED', message: 'Recusado.' } }, { status: mode });
    }
    const replay = rows.has(key);
    if (!replay) {
      rows.set(key, {
        farm,
        user: headers.get('X-User-Id')!,
        body: JSON.parse(String(init!.body)),
      });
    }
    // The server committed; the answer is lost on the way back.
    if (mode === 'drop') throw new TypeError('Failed to fetch');
    return Response.json({ id: key, replay }, { status: replay ? 200 : 201 });
  };
  return {
    rows,
    calls,
    fetcher,
    answerWith(next: typeof answer) {
      answer = next;
    },
  };
}

const weighing = (n: number, userId = 'ana', farmId = 'farm-a'): NewEntry => ({
  userId,
  farmId,
  kind: 'weighing',
  method: 'POST',
  path: '/api/weighings',
  body: { animalId: `B${n}`, weighingDate: '2026-11-20', weight: 300 + n, notes: null },
});

function hooks(
  server: ReturnType<typeof fakeServer>,
  sent: unknown[] = [],
  refused: unknown[] = [],
) {
  return {
    fetch: server.fetcher,
    now: () => new Date('2026-11-21T12:00:00Z'),
    onSent: (entry, data) => sent.push([entry.key, data]),
    onRefused: (entry, refusal) => refused.push([entry.key, refusal]),
  } satisfies SyncHooks;
}

beforeEach(async () => {
  resetDatabaseForTests();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('arroba-certa-offline');
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
});

describe('runSync', () => {
  it('sends 50 entries in the order entered, once each, even when answers are lost', async () => {
    const server = fakeServer();
    for (let n = 1; n <= 50; n++) await addEntry(weighing(n));
    // Every 7th answer is lost after the server stored the row; every 11th call never arrives.
    server.answerWith((call) => (call % 7 === 0 ? 'drop' : call % 11 === 0 ? 'fail' : 'ok'));
    let runs = 0;
    while ((await entriesOfUser('ana')).length > 0 && runs < 100) {
      await runSync('ana', hooks(server));
      runs += 1;
    }
    expect(await entriesOfUser('ana')).toEqual([]);
    expect(server.rows.size).toBe(50);
    const order = [...server.rows.values()].map(
      (row) => (row.body as { animalId: string }).animalId,
    );
    expect(order).toEqual(Array.from({ length: 50 }, (_, i) => `B${i + 1}`));
    expect(runs).toBeGreaterThan(1);
    expect(await lastSyncOf('ana')).toBe('2026-11-21T12:00:00.000Z');
  });

  it('stops at a lost session and keeps every entry, in order', async () => {
    const server = fakeServer();
    for (let n = 1; n <= 3; n++) await addEntry(weighing(n));
    server.answerWith(() => 401);
    const run = await runSync('ana', hooks(server));
    expect(run).toMatchObject({ sent: 0, refused: 0, stopped: 'session' });
    expect((await entriesOfUser('ana')).map((e) => e.state)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
    expect(await lastSyncOf('ana')).toBeNull();
  });

  it('sets a refused entry aside with the server message and goes on', async () => {
    const server = fakeServer();
    const [first] = [await addEntry(weighing(1)), await addEntry(weighing(2))];
    server.answerWith((call) => (call === 1 ? 403 : 'ok'));
    const refused: unknown[] = [];
    const run = await runSync('ana', hooks(server, [], refused));
    expect(run).toEqual({ sent: 1, refused: 1, stopped: null });
    const left = await entriesOfUser('ana');
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      key: first.key,
      state: 'refused',
      refusal: { status: 403, code: 'REFUSED', message: 'Recusado.' },
    });
    // A second run does not send it again: it waits for the person.
    await runSync('ana', hooks(server));
    expect(server.calls.filter((c) => c.key === first.key)).toHaveLength(1);
  });

  it('waits on server failures and rate limits instead of refusing', async () => {
    const server = fakeServer();
    await addEntry(weighing(1));
    for (const status of [500, 503, 429, 408]) {
      server.answerWith(() => status);
      expect((await runSync('ana', hooks(server))).stopped).toBe('server');
      expect((await entriesOfUser('ana'))[0]!.state).toBe('pending');
    }
  });

  it('counts a delete of what is already gone as done', async () => {
    const server = fakeServer();
    await addEntry({
      userId: 'ana',
      farmId: 'farm-a',
      kind: 'inventory-delete',
      method: 'DELETE',
      path: '/api/inventory/x',
    });
    server.answerWith(() => 404);
    const sent: unknown[] = [];
    expect(await runSync('ana', hooks(server, sent))).toEqual({
      sent: 1,
      refused: 0,
      stopped: null,
    });
    expect(sent[0]).toEqual([expect.any(String), { alreadyGone: true }]);
  });

  it("never sends another person's queue, and names each entry's farm", async () => {
    const server = fakeServer();
    await addEntry(weighing(1, 'ana', 'farm-a'));
    await addEntry(weighing(2, 'bento', 'farm-b'));
    await addEntry(weighing(3, 'ana', 'farm-c'));
    await runSync('bento', hooks(server));
    expect([...server.rows.values()].map((r) => [r.user, r.farm])).toEqual([['bento', 'farm-b']]);
    expect(await entriesOfUser('ana')).toHaveLength(2);
    await runSync('ana', hooks(server));
    expect(server.calls.map((c) => c.farm)).toEqual(['farm-b', 'farm-a', 'farm-c']);
  });

  it('sends weighings into a lot made offline with the id the server gave the lot', async () => {
    const bodies: [string, unknown][] = [];
    const fetcher: typeof fetch = async (input, init) => {
      const body = JSON.parse(String(init!.body)) as Record<string, unknown>;
      bodies.push([String(input), body]);
      return Response.json(
        String(input) === '/api/lots' ? { id: 'lot-do-servidor', ...body } : { id: 'w', ...body },
        { status: 201 },
      );
    };
    const lot = await addEntry({
      userId: 'ana',
      farmId: 'farm-a',
      kind: 'lot',
      method: 'POST',
      path: '/api/lots',
      body: { name: 'Garrotes da seca' },
    });
    const into = (n: number, userId = 'ana', farmId = 'farm-a'): NewEntry => {
      const entry = weighing(n, userId, farmId);
      return { ...entry, body: { ...(entry.body as object), batchId: lot.key } };
    };
    await addEntry(into(1));
    await addEntry(weighing(2));
    await addEntry(into(3));
    // Another farm's queue naming the same key (it cannot, but must not be touched).
    await addEntry(into(4, 'ana', 'farm-b'));
    const server = fakeServer();
    await runSync('ana', { ...hooks(server), fetch: fetcher });
    expect(bodies.map(([path, body]) => [path, (body as { batchId?: string }).batchId])).toEqual([
      ['/api/lots', undefined],
      ['/api/weighings', 'lot-do-servidor'],
      ['/api/weighings', undefined],
      ['/api/weighings', 'lot-do-servidor'],
      ['/api/weighings', lot.key],
    ]);
  });
});
