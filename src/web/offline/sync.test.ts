import { beforeEach, describe, expect, it } from 'vitest';
import { addEntry, entriesOfUser, lastSyncOf, type NewEntry } from './outbox';
import { attempt, runSync, type SyncHooks } from './sync';
import { freshDatabase, ofAna, newLot, weighing } from './test-helpers';

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

beforeEach(freshDatabase);

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
    await addEntry(
      ofAna({
        kind: 'inventory-delete',
        method: 'DELETE',
        path: '/api/inventory/x',
      }),
    );
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
    const lot = await addEntry(newLot('Garrotes da seca'));
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

/** One answer of the server, as `fetch` gives it. */
const answer =
  (status: number, body?: string, type = 'application/json'): typeof fetch =>
  async () =>
    new Response(body ?? null, {
      status,
      headers: body === undefined ? {} : { 'Content-Type': type },
    });

describe('attempt', () => {
  it('sends the write with its idempotency key, farm and person, as JSON', async () => {
    const entry = await addEntry(weighing(1));
    const calls: [string, RequestInit][] = [];
    const fetcher: typeof fetch = async (input, init) => {
      calls.push([String(input), init!]);
      return Response.json({ id: 'w1' }, { status: 201 });
    };
    expect(await attempt(entry, fetcher)).toEqual({ type: 'sent', data: { id: 'w1' } });
    const [path, init] = calls[0]!;
    expect(path).toBe('/api/weighings');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Idempotency-Key': entry.key,
      'X-Farm-Id': 'farm-a',
      'X-User-Id': 'ana',
    });
    expect(JSON.parse(String(init.body))).toEqual(weighing(1).body);
  });

  it('sends a delete without a body or a content type', async () => {
    const entry = await addEntry(
      ofAna({
        kind: 'inventory-delete',
        method: 'DELETE',
        path: '/api/inventory/x',
        summary: 'Vacas',
      }),
    );
    let seen: RequestInit | undefined;
    const fetcher: typeof fetch = async (_input, init) => {
      seen = init;
      return new Response(null, { status: 204 });
    };
    expect(await attempt(entry, fetcher)).toEqual({ type: 'sent', data: null });
    expect(seen?.body).toBeUndefined();
    expect(seen?.headers).not.toHaveProperty('Content-Type');
    // Only a delete counts a 404 as done.
    expect(await attempt(entry, answer(404, '{}'))).toEqual({
      type: 'sent',
      data: { alreadyGone: true },
    });
    expect(await attempt(await addEntry(weighing(2)), answer(404, '{}'))).toMatchObject({
      type: 'refused',
      refusal: { status: 404 },
    });
  });

  it("keeps the server's code, message and field messages on a refusal", async () => {
    const entry = await addEntry(weighing(1));
    const body = JSON.stringify({
      error: {
        code: 'VALIDATION',
        message: 'Erro de validação',
        fields: { weight: 'Informe um peso maior que zero.' },
      },
    });
    expect(await attempt(entry, answer(422, body))).toEqual({
      type: 'refused',
      refusal: {
        status: 422,
        code: 'VALIDATION',
        message: 'Erro de validação',
        fields: { weight: 'Informe um peso maior que zero.' },
      },
    });
  });

  it('says something useful when the refusal carries no message', async () => {
    const entry = await addEntry(weighing(1));
    const unexpected = 'Erro inesperado. Tente novamente mais tarde.';
    for (const body of ['', '{}', '{"error":{"code":7,"message":""}}']) {
      expect(await attempt(entry, answer(400, body))).toEqual({
        type: 'refused',
        refusal: { status: 400, code: 'ERROR', message: unexpected },
      });
    }
  });

  it("does not take a proxy's page for the server's word: the entry waits", async () => {
    const entry = await addEntry(weighing(1));
    expect(await attempt(entry, answer(403, '<html>Acesso negado</html>', 'text/html'))).toEqual({
      type: 'stop',
      reason: 'offline',
    });
    expect(await attempt(entry, answer(400, '{não é json'))).toEqual({
      type: 'stop',
      reason: 'offline',
    });
  });

  it('stops on a failed network, a lost session and server failures', async () => {
    const entry = await addEntry(weighing(1));
    const down: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await attempt(entry, down)).toEqual({ type: 'stop', reason: 'offline' });
    expect(await attempt(entry, answer(401, '{}'))).toEqual({ type: 'stop', reason: 'session' });
    expect(
      await attempt(
        entry,
        answer(503, JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Em manutenção.' } })),
      ),
    ).toEqual({
      type: 'stop',
      reason: 'server',
      refusal: { status: 503, code: 'UNAVAILABLE', message: 'Em manutenção.' },
    });
  });
});

describe('runSync, retries and keys', () => {
  it('sends the same idempotency key on every retry of one record, and a new one per record', async () => {
    const server = fakeServer();
    const a = await addEntry(weighing(1));
    const b = await addEntry(weighing(2));
    // The first record fails three ways before it gets through.
    server.answerWith((call) =>
      call === 1 ? 'fail' : call === 2 ? 503 : call === 3 ? 'drop' : 'ok',
    );
    const stops = [];
    for (let run = 0; run < 4; run++) stops.push((await runSync('ana', hooks(server))).stopped);
    expect(stops).toEqual(['offline', 'server', 'offline', null]);
    expect(server.calls.map((c) => c.key)).toEqual([a.key, a.key, a.key, a.key, b.key]);
    expect(a.key).not.toBe(b.key);
    // The lost answer's row was stored once; the retry found it.
    expect(server.rows.size).toBe(2);
  });

  it('keeps the rest of the line behind the entry it stopped on', async () => {
    const server = fakeServer();
    const a = await addEntry(weighing(1));
    await addEntry(weighing(2));
    server.answerWith(() => 500);
    const run = await runSync('ana', hooks(server));
    expect(run).toEqual({
      sent: 0,
      refused: 0,
      stopped: 'server',
      stoppedOn: {
        key: a.key,
        refusal: { status: 500, code: 'REFUSED', message: 'Recusado.' },
      },
    });
    // Only the first was tried: the second waits its turn.
    expect(server.calls.map((c) => c.key)).toEqual([a.key]);
    expect(await entriesOfUser('ana')).toHaveLength(2);
    expect(await lastSyncOf('ana')).toBeNull();
  });

  it('sends entries added during a run in the same run, in order', async () => {
    const server = fakeServer();
    await addEntry(weighing(1));
    const sent: unknown[] = [];
    const run = await runSync('ana', {
      ...hooks(server, sent),
      onSent: (entry) => {
        sent.push((entry.body as { animalId: string }).animalId);
        if (sent.length === 1) void addEntry(weighing(2));
      },
    });
    // The entry added once the first was through is read before the run ends.
    expect(run).toEqual({ sent: 2, refused: 0, stopped: null });
    expect(sent).toEqual(['B1', 'B2']);
    expect(server.calls).toHaveLength(2);
  });

  it('reports what it sent and refused to the hooks', async () => {
    const server = fakeServer();
    const a = await addEntry(weighing(1));
    const b = await addEntry(weighing(2));
    server.answerWith((call) => (call === 2 ? 409 : 'ok'));
    const sent: unknown[] = [];
    const refused: unknown[] = [];
    await runSync('ana', hooks(server, sent, refused));
    expect(sent).toEqual([[a.key, { id: a.key, replay: false }]]);
    expect(refused).toEqual([[b.key, { status: 409, code: 'REFUSED', message: 'Recusado.' }]]);
  });

  it('records the time of a run that emptied the queue, even an empty one', async () => {
    const server = fakeServer();
    await runSync('ana', hooks(server));
    expect(server.calls).toEqual([]);
    expect(await lastSyncOf('ana')).toBe('2026-11-21T12:00:00.000Z');
  });
});
