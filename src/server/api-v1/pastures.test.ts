import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OccupationPage } from '../../domain/pastures/api';
import { errorOf, keyedApp, type KeyedApp } from './test-fixture';

/*
 * 'Pastos' through /api/v1 (issue 42 item 7): paddocks and moves read in keyset pages that
 * neither repeat nor skip a row; paddocks registered, animals moved and a move undone by a
 * read-write key once per Idempotency-Key, through the module's store (no author: a key is not a
 * person). Today is 22/11/2026 in São Paulo ('Águas').
 */

let t: KeyedApp;
const cows: string[] = [];
let lot = '';
beforeAll(async () => {
  t = await keyedApp(
    'pastos-v1@fazenda.com',
    'outro-pastos-v1@fazenda.com',
    new Date('2026-11-22T12:00:00Z'),
  );
  const app = async <T>(method: string, path: string, body: unknown, status: number) => {
    const res = await t.request(path, {
      method,
      headers: { cookie: t.cookie },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };
  const made = {
    name: 'Lote PV',
    quantity: 3,
    initialWeight: 200,
    purchasePrice: 1000,
    purchaseDate: '2026-01-01',
  };
  lot = (await app<{ id: string }>('POST', '/api/lots', made, 201)).id;
  for (let i = 0; i < 3; i++) {
    const cow = { tag: `PV-${i}`, sex: 'F', breed: 'Nelore', birthDate: '2022-01-10', lotId: lot };
    cows.push((await app<{ id: string }>('POST', '/api/animals', cow, 201)).id);
  }
});
afterAll(() => t.close());

const post = (path: string, body: unknown, key = t.key, idempotencyKey: string = randomUUID()) =>
  t.call(key, 'POST', path, body, { 'Idempotency-Key': idempotencyKey });
const get = async <T>(path: string, as = t.key) => {
  const res = await t.call(as, 'GET', path);
  const text = await res.text();
  expect(res.status, `${path}: ${text}`).toBe(200);
  return JSON.parse(text) as T & { next_cursor: string | null };
};

interface Paddock {
  id: string;
  name: string;
  areaHa: number | null;
  state: { kind: string; heads: number; lotName: string | null };
  units: number;
  uaPerHa: number | null;
  season: string;
  createdAt: string;
}
interface Move {
  id: string;
  paddockId: string;
  paddockName: string;
  movedOn: string;
  lotId: string | null;
  lotName: string | null;
  heads: number;
  leftOn: string | null;
  undone: { reason: string } | null;
}
const paddock = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  areaHa: 10,
  forage: 'Marandu',
  grazingMethod: 'continuous',
  ...over,
});
const ids: Record<string, string> = {};

describe('POST /api/v1/paddocks and /paddock-moves', () => {
  it('registers a paddock once per Idempotency-Key; a name taken is 409; a read-only key may not', async () => {
    const key = randomUUID();
    const first = await post('/paddocks', paddock('Invernada', { capacityRainy: 2 }), t.key, key);
    expect(first.status, await first.clone().text()).toBe(201);
    const made = (await first.json()) as Paddock;
    expect(made).toMatchObject({
      name: 'Invernada',
      areaHa: 10,
      state: { kind: 'never', heads: 0 },
      season: 'rainy',
      createdAt: expect.stringMatching(/Z$/),
    });
    const again = await post('/paddocks', paddock('Invernada'), t.key, key);
    expect(again.status).toBe(200);
    expect(((await again.json()) as Paddock).id).toBe(made.id);
    const taken = await post('/paddocks', paddock('INVERNADA'));
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).message).toBe('Já existe um pasto com esse nome');
    const readOnly = await post('/paddocks', paddock('Outra'), t.readKey);
    expect(readOnly.status).toBe(403);
    expect((await errorOf(readOnly)).code).toBe('READ_ONLY_KEY');
    const bad = await post('/paddocks', paddock('Ruim', { forage: 'Capim', areaHa: 1e308 }));
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorOf(bad)).fields ?? {}).sort()).toEqual(['areaHa', 'forage']);
    ids.a = made.id;
    const b = await post('/paddocks', paddock('Baixada', { areaHa: 5 }));
    ids.b = ((await b.json()) as Paddock).id;
  });

  it('moves a lot once per key, with no author; the paddock shows them; bad moves are refused', async () => {
    const key = randomUUID();
    const body = { paddockId: ids.a, movedOn: '2026-11-01', lotId: lot };
    const first = await post('/paddock-moves', body, t.key, key);
    expect(first.status, await first.clone().text()).toBe(201);
    const moved = (await first.json()) as { moveId: string; heads: number; paddockName: string };
    expect(moved).toMatchObject({ heads: 3, paddockName: 'Invernada' });
    const replay = await post('/paddock-moves', body, t.key, key);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(moved);
    const { rows } = await t.db.execute<{ user_id: string | null }>(
      sql`select user_id from paddock_moves where id = ${moved.moveId}::uuid`,
    );
    expect(rows).toEqual([{ user_id: null }]);
    ids.lotMove = moved.moveId;

    expect((await post('/paddock-moves', body)).status).toBe(409);
    const future = await post('/paddock-moves', { ...body, movedOn: '2026-11-23' });
    expect(future.status).toBe(400);
    expect((await errorOf(future)).fields).toMatchObject({ movedOn: expect.any(String) });
    const both = await post('/paddock-moves', { ...body, animalIds: [cows[0]] });
    expect(both.status).toBe(400);
    const nowhere = await post('/paddock-moves', { ...body, paddockId: randomUUID() });
    expect(nowhere.status).toBe(404);
    // Another farm's key finds no such paddock.
    expect((await post('/paddock-moves', body, t.otherKey)).status).toBe(404);
    expect((await post('/paddock-moves', '{"paddockId":')).status).toBe(400);
    expect((await post('/paddock-moves', body, t.key, 'x')).status).toBe(400);

    const one = await post('/paddock-moves', {
      paddockId: ids.b,
      movedOn: '2026-11-10',
      animalIds: [cows[0]],
    });
    expect(one.status).toBe(201);
    ids.pickMove = ((await one.json()) as { moveId: string }).moveId;
    const { paddocks } = await get<{ paddocks: Paddock[] }>('/paddocks', t.readKey);
    expect(paddocks.map((p) => [p.name, p.state.kind, p.state.heads])).toEqual([
      ['Invernada', 'occupied', 2],
      ['Baixada', 'occupied', 1],
    ]);
  });

  it("undoes a move: its animals go back; again changes nothing; a later move's blocks it", async () => {
    const reason = { reason: 'Pasto errado' };
    const blocked = await post(`/paddock-moves/${ids.lotMove}/undo`, reason);
    expect(blocked.status).toBe(409);
    const res = await post(`/paddock-moves/${ids.pickMove}/undo`, reason);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({
      id: ids.pickMove,
      paddockName: 'Baixada',
      undone: { reason: 'Pasto errado' },
    });
    expect((await post(`/paddock-moves/${ids.pickMove}/undo`, reason)).status).toBe(200);
    const { paddocks } = await get<{ paddocks: Paddock[] }>('/paddocks');
    expect(paddocks.map((p) => p.state.heads)).toEqual([3, 0]);
    // The app's history: the key's move is undoable by the owner, not 'Campo''s.
    const history = await t.request('/api/pastures/history', { headers: { cookie: t.cookie } });
    const page = (await history.json()) as OccupationPage;
    expect(page.items.map((h) => [h.paddockName, h.heads, h.undoable])).toEqual([
      ['Invernada', 3, true],
    ]);
    for (const id of [randomUUID(), 'nao-e-id']) {
      expect((await post(`/paddock-moves/${id}/undo`, reason)).status, id).toBe(404);
    }
    expect((await post(`/paddock-moves/${ids.lotMove}/undo`, { reason: 'x' })).status).toBe(400);
    expect((await post(`/paddock-moves/${ids.lotMove}/undo`, reason, t.readKey)).status).toBe(403);
    expect((await post(`/paddock-moves/${ids.lotMove}/undo`, reason, t.otherKey)).status).toBe(404);
  });
});

describe('GET /api/v1/paddocks and /paddock-moves', () => {
  it('reads every paddock once while others are added between pages', async () => {
    const seen: Paddock[] = [];
    let page = await get<{ paddocks: Paddock[] }>('/paddocks?limit=1');
    for (let pages = 1; ; pages++) {
      seen.push(...page.paddocks);
      if (pages <= 2) expect((await post('/paddocks', paddock(`Novo ${pages}`))).status).toBe(201);
      if (!page.next_cursor) break;
      page = await get<{ paddocks: Paddock[] }>(`/paddocks?limit=1&cursor=${page.next_cursor}`);
    }
    expect(seen.map((p) => p.name)).toEqual(['Invernada', 'Baixada', 'Novo 1', 'Novo 2']);
  });

  it('lists the moves by entry, undone ones marked, by paddock or period', async () => {
    const all = await get<{ moves: Move[] }>('/paddock-moves', t.readKey);
    expect(all.moves.map((m) => [m.paddockName, m.lotName, m.heads, m.leftOn, !!m.undone])).toEqual(
      [
        ['Invernada', 'Lote PV', 3, null, false],
        ['Baixada', null, 1, null, true],
      ],
    );
    const seen: string[] = [];
    let page = await get<{ moves: Move[] }>('/paddock-moves?limit=1');
    for (;;) {
      seen.push(...page.moves.map((m) => m.id));
      if (!page.next_cursor) break;
      page = await get<{ moves: Move[] }>(`/paddock-moves?limit=1&cursor=${page.next_cursor}`);
    }
    expect(seen).toEqual(all.moves.map((m) => m.id));
    const baixada = await get<{ moves: Move[] }>(`/paddock-moves?paddockId=${ids.b}`);
    expect(baixada.moves.map((m) => m.id)).toEqual([ids.pickMove]);
    const early = await get<{ moves: Move[] }>('/paddock-moves?from=2026-11-01&to=2026-11-05');
    expect(early.moves.map((m) => m.id)).toEqual([ids.lotMove]);
  });

  it('refuses forged cursors and bad filters; another farm sees none; no key is 401', async () => {
    for (const query of [
      'cursor=WzFd',
      'paddockId=1',
      'from=2026-02-30',
      'from=2026-04-01&to=2026-03-01',
      'limit=1001',
    ]) {
      const res = await t.call(t.key, 'GET', `/paddock-moves?${query}`);
      expect(res.status, query).toBe(400);
    }
    expect((await t.call(t.key, 'GET', '/paddocks?cursor=%00')).status).toBe(400);
    expect((await get<{ moves: [] }>('/paddock-moves', t.otherKey)).moves).toEqual([]);
    expect((await get<{ paddocks: [] }>('/paddocks', t.otherKey)).paddocks).toEqual([]);
    expect((await t.call(null, 'GET', '/paddocks')).status).toBe(401);
  });
});
