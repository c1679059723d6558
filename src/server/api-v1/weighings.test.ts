import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Weighing } from '../../domain/records/weighing';
import { weighings } from '../db/schema';
import { apiFixture, errorOf, type ApiFixture } from './test-fixture';

let t: ApiFixture;
let farmId: string;
let key: string;
let readOnly: string;
beforeAll(async () => {
  t = await apiFixture();
  const owner = await t.owner('integracao@fazenda.com');
  farmId = owner.farmId;
  key = (await t.createKey(owner)).key;
  readOnly = (await t.createKey(owner, false)).key;
});
afterAll(() => t.close());

interface BulkAnswer {
  results: { index: number; status: string; id?: string; error?: { fields?: object } }[];
  created: number;
  existing: number;
  invalid: number;
}
interface Page {
  weighings: Weighing[];
  nextOffset: number | null;
}

const rowsOfFarm = () => t.db.select().from(weighings).where(eq(weighings.farmId, farmId));

/** 1,000 weighings of 100 animals, ten dates each, keyed as a scale export would. */
const batch = Array.from({ length: 1000 }, (_, i) => ({
  animalId: `BR-${String(i % 100).padStart(4, '0')}`,
  weighingDate: `2025-0${1 + (Math.floor(i / 100) % 9)}-${String(1 + (i % 28)).padStart(2, '0')}`,
  weight: 250 + (i % 200) + 0.5,
  notes: i % 10 === 0 ? 'Balança 2' : null,
  idempotencyKey: `balanca-${i}`,
}));

describe('POST /api/v1/weighings/bulk', () => {
  it('stores 1,000 weighings once, however often the batch is sent, and reads them back', async () => {
    expect(JSON.stringify({ weighings: batch }).length).toBeLessThan(256 * 1024);
    const first = await t.call(key, 'POST', '/weighings/bulk', { weighings: batch });
    expect(first.status).toBe(200);
    const firstAnswer = (await first.json()) as BulkAnswer;
    expect(firstAnswer).toMatchObject({ created: 1000, existing: 0, invalid: 0 });
    expect(firstAnswer.results.every((r, i) => r.index === i && r.status === 'created')).toBe(true);

    const second = await t.call(key, 'POST', '/weighings/bulk', { weighings: batch });
    expect(second.status).toBe(200);
    const secondAnswer = (await second.json()) as BulkAnswer;
    expect(secondAnswer).toMatchObject({ created: 0, existing: 1000, invalid: 0 });
    expect(secondAnswer.results.map((r) => r.id)).toEqual(firstAnswer.results.map((r) => r.id));

    const rows = await rowsOfFarm();
    expect(rows).toHaveLength(1000);
    expect(rows.every((r) => r.userId === null && r.batchId === null)).toBe(true);

    const read: Weighing[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const res = await t.call(key, 'GET', `/weighings?limit=400&offset=${offset}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as Page;
      read.push(...page.weighings);
      offset = page.nextOffset;
    }
    expect(read).toHaveLength(1000);
    expect(new Set(read.map((w) => w.id))).toEqual(new Set(firstAnswer.results.map((r) => r.id)));
    const sorted = [...read].sort((a, b) => a.weighingDate.localeCompare(b.weighingDate));
    expect(read.map((w) => w.weighingDate)).toEqual(sorted.map((w) => w.weighingDate));
    const one = read.find((w) => w.id === firstAnswer.results[10]!.id)!;
    expect(one).toEqual({
      id: firstAnswer.results[10]!.id,
      animalId: 'BR-0010',
      weighingDate: '2025-01-11',
      weight: 260.5,
      notes: 'Balança 2',
      createdAt: expect.any(String),
    });

    // The default page is 1,000; a read-only key reads too.
    const all = await t.call(readOnly, 'GET', '/weighings');
    expect(((await all.json()) as Page).weighings).toHaveLength(1000);
  });

  it('filters by animal and dates', async () => {
    const res = await t.call(
      key,
      'GET',
      '/weighings?animalId=BR-0007&from=2025-03-01&to=2025-05-31',
    );
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page;
    expect(page.weighings.length).toBeGreaterThan(0);
    for (const w of page.weighings) {
      expect(w.animalId).toBe('BR-0007');
      expect(w.weighingDate >= '2025-03-01' && w.weighingDate <= '2025-05-31').toBe(true);
    }
    expect(page.nextOffset).toBeNull();
  });

  it('answers each item of a mixed batch on its own; a key repeated in a batch counts once', async () => {
    const before = (await rowsOfFarm()).length;
    const res = await t.call(key, 'POST', '/weighings/bulk', {
      weighings: [
        { animalId: 'MIX-1', weighingDate: '2025-06-01', weight: 310, idempotencyKey: 'mix-1' },
        { animalId: 'MIX-2', weighingDate: '2025-02-30', weight: 310, idempotencyKey: 'mix-2' },
        { animalId: 'MIX-3', weighingDate: '2025-06-01', weight: 1e308, idempotencyKey: 'mix-3' },
        { animalId: 'MIX-4', weighingDate: '2025-06-01', weight: 300 },
        batch[0],
        { animalId: 'MIX-1', weighingDate: '2025-06-02', weight: 999, idempotencyKey: 'mix-1' },
        'pesagem',
        null,
        { animalId: 'MIX-5', weighingDate: '2100-01-01', weight: 300, idempotencyKey: 'mix-5' },
        { animalId: 'MIX\u0000', weighingDate: '2025-06-01', weight: 300, idempotencyKey: 'mix-6' },
        { animalId: 'MIX-7', weighingDate: '2025-06-01', weight: 300, idempotencyKey: 'k\u0000' },
      ],
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as BulkAnswer;
    expect(answer.results.map((r) => r.status)).toEqual([
      'created',
      'invalid',
      'invalid',
      'invalid',
      'existing',
      'existing',
      'invalid',
      'invalid',
      'invalid',
      'invalid',
      'invalid',
    ]);
    expect(answer).toMatchObject({ created: 1, existing: 2, invalid: 8 });
    expect(answer.results[5]!.id).toBe(answer.results[0]!.id);
    expect(answer.results[1]!.error).toEqual({
      code: 'VALIDATION',
      message: 'Erro de validação',
      fields: { weighingDate: 'Data inválida' },
    });
    expect(answer.results[2]!.error?.fields).toEqual({ weight: 'Peso muito alto' });
    expect(answer.results[3]!.error?.fields).toHaveProperty('idempotencyKey');
    expect(answer.results[8]!.error?.fields).toEqual({
      weighingDate: 'Data da pesagem não pode ser depois de hoje',
    });
    expect(await rowsOfFarm()).toHaveLength(before + 1);
    const [mix] = await t.db.select().from(weighings).where(eq(weighings.idempotencyKey, 'mix-1'));
    expect(mix).toMatchObject({ animalId: 'MIX-1', weight: 310 });
  });

  it('refuses more than 1,000 items, an empty batch and a body that is not a batch', async () => {
    const before = (await rowsOfFarm()).length;
    const tooMany = [...batch, { ...batch[0]!, idempotencyKey: 'extra' }];
    const res = await t.call(key, 'POST', '/weighings/bulk', { weighings: tooMany });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      code: 'VALIDATION',
      fields: { weighings: 'Envie no máximo 1000 pesagens por requisição' },
    });
    for (const body of [{ weighings: [] }, {}, [], { weighings: 'x' }, 'null']) {
      const bad = await t.call(key, 'POST', '/weighings/bulk', body);
      expect(bad.status).toBe(400);
    }
    expect(await rowsOfFarm()).toHaveLength(before);
  });
});

describe('POST /api/v1/weighings', () => {
  const one = { animalId: 'UM-1', weighingDate: '2025-07-01', weight: 401.25, notes: ' ok ' };

  it('adds one weighing; with an idempotencyKey a repeat answers 200 with the stored one', async () => {
    const res = await t.call(key, 'POST', '/weighings', one);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ ...one, notes: 'ok' });

    const keyed = { ...one, idempotencyKey: 'um-1' };
    const first = await t.call(key, 'POST', '/weighings', keyed);
    expect(first.status).toBe(201);
    const stored = (await first.json()) as Weighing;
    const again = await t.call(key, 'POST', '/weighings', { ...keyed, weight: 500 });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(stored);
    const rows = await t.db.select().from(weighings).where(eq(weighings.animalId, 'UM-1'));
    expect(rows).toHaveLength(2);
  });

  it('answers 400 with field messages and stores nothing on hostile input', async () => {
    const before = (await rowsOfFarm()).length;
    const cases: [unknown, Record<string, string>][] = [
      [{ ...one, weight: 1e308 }, { weight: 'Peso muito alto' }],
      [{ ...one, weight: '300' }, { weight: 'Informe um número válido' }],
      [{ ...one, weighingDate: '0000-01-01' }, { weighingDate: 'Data inválida' }],
      [
        { ...one, weighingDate: '2100-12-31' },
        { weighingDate: 'Data da pesagem não pode ser depois de hoje' },
      ],
      [{ ...one, animalId: 'BR\u0000' }, { animalId: 'Texto com caracteres inválidos' }],
      [{ ...one, idempotencyKey: '' }, { idempotencyKey: 'Chave de idempotência inválida' }],
      [
        { ...one, idempotencyKey: 'x'.repeat(101) },
        { idempotencyKey: 'Chave de idempotência muito longa' },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await t.call(key, 'POST', '/weighings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(res)).toEqual({
        code: 'VALIDATION',
        message: 'Erro de validação',
        fields,
      });
    }
    const broken = await t.call(key, 'POST', '/weighings', '{"animalId": ');
    expect(broken.status).toBe(400);
    expect((await errorOf(broken)).code).toBe('INVALID_JSON');
    const notJson = await t.call(key, 'POST', '/weighings', 'animalId=1', {
      'content-type': 'text/plain',
    });
    expect(notJson.status).toBe(415);
    expect((await errorOf(notJson)).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await rowsOfFarm()).toHaveLength(before);
  });

  it('answers 400 to bad list parameters', async () => {
    for (const query of [
      'limit=0',
      'limit=1001',
      'limit=abc',
      'offset=-1',
      'from=2025-13-01',
      'to=ontem',
      // PostgreSQL has no year 0 (the fuzz found it a 500).
      'from=0000-01-01',
      'to=0000-12-31',
      'animalId=%00',
      `animalId=${'x'.repeat(41)}`,
    ]) {
      const res = await t.call(key, 'GET', `/weighings?${query}`);
      expect(res.status, query).toBe(400);
      expect((await errorOf(res)).code).toBe('VALIDATION');
    }
  });

  it('refuses a read-only key on both write routes', async () => {
    const before = (await rowsOfFarm()).length;
    const single = await t.call(readOnly, 'POST', '/weighings', one);
    const bulk = await t.call(readOnly, 'POST', '/weighings/bulk', {
      weighings: batch.slice(0, 2),
    });
    for (const res of [single, bulk]) {
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toEqual({
        code: 'READ_ONLY_KEY',
        message: 'Esta chave de API é somente leitura.',
      });
    }
    expect(await rowsOfFarm()).toHaveLength(before);
  });
});
