import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importKey, parseScaleFile } from '../../domain/import/scale-csv';
import { weighings } from '../db/schema';
import { createTestApp } from '../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: string;
let neighbour: string;
let field: string;

const MASTER = { plan: 'MASTER', status: 'active', trialEndsAt: null } as const;

beforeAll(async () => {
  // Its hostile-input test previews like a script: more than the 20 a minute of decision 058.
  t = await createTestApp({ RATE_LIMIT_FACTOR: '10' });
  owner = await t.createUser({ email: 'importa@fazenda.com' });
  await t.setSubscription('importa@fazenda.com', MASTER);
  neighbour = await t.createUser({ email: 'vizinho-importa@fazenda.com' });
  const farm = await t.farmOf('importa@fazenda.com');
  const invite = await t.post(
    `/api/farms/${farm}/invitations`,
    { email: 'campo-importa@fazenda.com', role: 'field' },
    { headers: { cookie: owner } },
  );
  const { id } = (await invite.json()) as { id: string };
  field = await t.createUser({ email: 'campo-importa@fazenda.com' });
  const accepted = await t.post(
    `/api/invitations/${id}/accept`,
    {},
    { headers: { cookie: field } },
  );
  expect(accepted.status).toBe(200);
});
afterAll(() => t.close());

function line(animalId: string, weight: number, weighingDate = '2025-02-10', time = '08:00') {
  const w = { animalId, weighingDate, weight, time };
  return { animalId, weighingDate, weight, notes: null, importKey: importKey(w) };
}
const file = (n: number, prefix = 'IMP') =>
  Array.from({ length: n }, (_, i) => line(`${prefix}-${i + 1}`, 300 + i / 10));

const preview = (body: unknown, cookie = owner) =>
  t.post('/api/weighings/import/preview', body, { headers: { cookie } });
const save = (body: unknown, cookie = owner) =>
  t.post('/api/weighings/import', body, { headers: { cookie } });
const farmRows = async (email: string) =>
  t.db
    .select()
    .from(weighings)
    .where(eq(weighings.farmId, await t.farmOf(email)));

interface Preview {
  items: { index: number; status: string; reason?: string }[];
  new: number;
  duplicates: number;
  invalid: number;
}

describe('POST /api/weighings/import', () => {
  it('previews, saves once, and recognises the same file the second time', async () => {
    const body = { weighings: file(20), batchId: null };
    const first = (await (await preview(body)).json()) as Preview;
    expect(first).toMatchObject({ new: 20, duplicates: 0, invalid: 0 });
    expect(first.items[0]).toEqual({ index: 0, status: 'new', registered: false });

    const saved = await save(body);
    expect(saved.status).toBe(201);
    expect(await saved.json()).toEqual({ created: 20, duplicates: 0, registered: 20 });
    const rows = await farmRows('importa@fazenda.com');
    expect(rows).toHaveLength(20);
    expect(rows[0]!.idempotencyKey).toMatch(/^import:[0-9a-f]{16}$/);
    expect(rows[0]!.userId).toBe(await t.userId('importa@fazenda.com'));

    const again = (await (await preview(body)).json()) as Preview;
    expect(again).toMatchObject({ new: 0, duplicates: 20, invalid: 0 });
    const second = await save(body);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ created: 0, duplicates: 20, registered: 0 });
    expect(await farmRows('importa@fazenda.com')).toHaveLength(20);
    // The weighings show in the list.
    const list = await t.request('/api/weighings?limit=100', { headers: { cookie: owner } });
    expect(((await list.json()) as { items: unknown[] }).items).toHaveLength(20);
  });

  it('stores awkward text as it came', async () => {
    const odd = [
      { ...line('A"B,{c}\\d', 301), notes: 'Nota "com" aspas, vírgula; {chaves} \\ e NULL' },
      { ...line('NULL', 302), notes: null },
      { ...line('Ção 🐂', 303.25), notes: ' ' },
    ];
    expect(await (await save({ weighings: odd, batchId: null })).json()).toEqual({
      created: 3,
      duplicates: 0,
      registered: 3,
    });
    const rows = await farmRows('importa@fazenda.com');
    const byId = (id: string) => rows.find((r) => r.animalId === id);
    expect(byId('A"B,{c}\\d')).toMatchObject({
      notes: 'Nota "com" aspas, vírgula; {chaves} \\ e NULL',
      weight: 301,
      weighingDate: '2025-02-10',
    });
    expect(byId('NULL')).toMatchObject({ notes: null, weight: 302 });
    expect(byId('Ção 🐂')).toMatchObject({ notes: null, weight: 303.25 });
  });

  it('counts a line repeated in the same request once', async () => {
    const one = line('REP-1', 310);
    const res = await preview({ weighings: [one, one], batchId: null });
    expect(((await res.json()) as Preview).items.map((i) => i.status)).toEqual([
      'new',
      'duplicate',
    ]);
    expect(await (await save({ weighings: [one, one], batchId: null })).json()).toEqual({
      created: 1,
      duplicates: 1,
      registered: 1,
    });
  });

  it('saves nothing when one item is invalid, and names it', async () => {
    const before = (await farmRows('importa@fazenda.com')).length;
    const items = [...file(3, 'ALL'), { ...line('ALL-9', 300), weight: 1600 }];
    const p = (await (await preview({ weighings: items, batchId: null })).json()) as Preview;
    expect(p.items[3]).toEqual({ index: 3, status: 'invalid', reason: 'Peso muito alto' });
    const res = await save({ weighings: items, batchId: null });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'IMPORT_INVALID',
        message: '1 linha com problema. Nenhuma pesagem foi salva.',
        fields: { 'weighings.3': 'Peso muito alto' },
      },
    });
    expect(await farmRows('importa@fazenda.com')).toHaveLength(before);
  });

  it('refuses a future date by the server clock', async () => {
    const future = line('FUT-1', 300, '2999-01-01');
    const p = (await (await preview({ weighings: [future], batchId: null })).json()) as Preview;
    expect(p.items[0]).toMatchObject({ status: 'invalid' });
  });

  it('refuses more than 50,000 weighings in one request', async () => {
    const many = Array.from({ length: 50_001 }, () => line('X', 300));
    for (const call of [preview, save]) {
      const res = await call({ weighings: many, batchId: null });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { fields: unknown } }).error.fields).toEqual({
        weighings: 'Envie no máximo 50.000 pesagens por vez.',
      });
    }
  });

  it('takes 5,000 weighings above the 256 KB limit of the rest of the API', async () => {
    const body = { weighings: file(5000, 'BIG'), batchId: null };
    expect(JSON.stringify(body).length).toBeGreaterThan(256 * 1024);
    const res = await preview(body);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Preview).new).toBe(5000);
    const big = JSON.stringify({ weighings: [], batchId: null, pad: 'x'.repeat(13 * 1024 * 1024) });
    const tooBig = await t.request('/api/weighings/import/preview', {
      method: 'POST',
      headers: { cookie: owner },
      body: big,
    });
    expect(tooBig.status).toBe(413);
  });

  it("does not count another farm's key as a duplicate", async () => {
    const body = { weighings: file(20), batchId: null };
    const p = (await (await preview(body, neighbour)).json()) as Preview;
    expect(p).toMatchObject({ new: 20, duplicates: 0 });
    expect(await (await save(body, neighbour)).json()).toEqual({
      created: 20,
      duplicates: 0,
      registered: 20,
    });
    expect(await farmRows('vizinho-importa@fazenda.com')).toHaveLength(20);
  });

  it('lets a Campo member import on the farm, as the author', async () => {
    const res = await save({ weighings: [line('CAMPO-1', 280)], batchId: null }, field);
    expect(res.status).toBe(201);
    const rows = await farmRows('importa@fazenda.com');
    const mine = rows.find((r) => r.animalId === 'CAMPO-1');
    expect(mine?.userId).toBe(await t.userId('campo-importa@fazenda.com'));
  });

  it('puts the weighings in an open lot of the farm, and refuses a closed or foreign one', async () => {
    const newLot = async (cookie: string) => {
      const res = await t.post(
        '/api/lots',
        {
          name: 'Lote da balança',
          quantity: 10,
          initialWeight: 250,
          purchasePrice: 2000,
          purchaseDate: '2025-01-01',
        },
        { headers: { cookie } },
      );
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const lot = await newLot(owner);
    const items = [line('LOTE-1', 300), line('LOTE-2', 310)];
    const res = await save({ weighings: items, batchId: lot });
    expect(await res.json()).toEqual({ created: 2, duplicates: 0, registered: 2 });
    const rows = await farmRows('importa@fazenda.com');
    expect(rows.filter((r) => r.batchId === lot).map((r) => r.animalId)).toEqual([
      'LOTE-1',
      'LOTE-2',
    ]);

    const foreign = await newLot(neighbour);
    const refused = await preview({ weighings: items, batchId: foreign });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      batchId: 'Lote não encontrado.',
    });
    const closed = await t.post(`/api/lots/${lot}/close`, {}, { headers: { cookie: owner } });
    expect(closed.status).toBe(200);
    const late = await save({ weighings: [line('LOTE-3', 300)], batchId: lot });
    expect(late.status).toBe(400);
  });

  it('answers hostile input with 4xx, never 5xx', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'x',
      {},
      { weighings: 'x' },
      { weighings: [null, 1, 'a', [], {}], batchId: null },
      {
        weighings: [{ ...line('H', 300), importKey: "'; drop table weighings; --" }],
        batchId: null,
      },
      { weighings: [{ ...line('H', 300), weight: 'NaN' }], batchId: null },
      { weighings: [{ ...line('H', 300), animalId: 'a'.repeat(10_000) }], batchId: null },
      { weighings: [{ ...line('H', 300), animalId: '\u0000' }], batchId: null },
      { weighings: [], batchId: 'not-a-uuid' },
      { weighings: [], batchId: '00000000-0000-4000-8000-000000000000' },
      { weighings: { length: 3 }, batchId: null },
    ];
    for (const body of bodies) {
      for (const call of [preview, save]) {
        const res = await call(body);
        expect(res.status, JSON.stringify(body)?.slice(0, 80)).toBeGreaterThanOrEqual(200);
        expect(res.status).toBeLessThan(500);
        expect(await res.json()).toBeTypeOf('object');
      }
    }
    const broken = await t.request('/api/weighings/import', {
      method: 'POST',
      headers: { cookie: owner },
      body: '{"weighings": [',
    });
    expect(broken.status).toBe(400);
    const anonymous = await t.post('/api/weighings/import', { weighings: [], batchId: null });
    expect(anonymous.status).toBe(401);
  });

  it('stores a session in pounds, read month-first as answered, in kg, once; a bull of 1.500 kg too', async () => {
    const text = readFileSync(
      new URL('../../domain/import/fixtures/tru-test-session-lb.csv', import.meta.url),
      'utf8',
    );
    const read = parseScaleFile(text, { today: '2025-12-31', dateOrder: 'mdy' });
    if ('error' in read) throw new Error(read.error);
    // What the browser sends: the valid lines, their dates read month-first, their weights in kg.
    const items = read.lines.flatMap(({ weighing: w }) =>
      w
        ? [
            {
              animalId: w.animalId,
              weighingDate: w.weighingDate,
              weight: w.weight,
              notes: w.notes,
              importKey: w.importKey,
            },
          ]
        : [],
    );
    expect(items.map((i) => [i.animalId, i.weighingDate, i.weight])).toEqual([
      ['101', '2025-03-04', 340.2],
      ['982000123456790', '2025-03-04', 364],
      ['982000123456791', '2025-03-04', 299.8],
      ['105', '2025-04-03', 317.5],
    ]);
    const bull = line('TOURO-1', 1500);
    expect(await (await save({ weighings: [...items, bull], batchId: null })).json()).toEqual({
      created: 5,
      duplicates: 0,
      registered: 5,
    });
    const stored = (await farmRows('importa@fazenda.com')).filter((r) =>
      ['101', '982000123456790', 'TOURO-1'].includes(r.animalId),
    );
    expect(stored.map((r) => [r.animalId, Number(r.weight)]).sort()).toEqual([
      ['101', 340.2],
      ['982000123456790', 364],
      ['TOURO-1', 1500],
    ]);
    const again = (await (await preview({ weighings: items, batchId: null })).json()) as Preview;
    expect(again).toMatchObject({ new: 0, duplicates: 4, invalid: 0 });
  });
});
