import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnimalDetail } from '../../domain/herd/api';
import type {
  ApplicationPage,
  DueCounts,
  DuePage,
  SanitaryProduct,
  SanitaryProtocol,
} from '../../domain/sanitary/api';
import { json } from '../test/responses';
import { createTestApp } from '../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.createUser({ email: 'sanidade@fazenda.com' });
  t.clock.now = new Date('2026-06-15T15:00:00Z');
});
afterAll(() => t.close());

const send = (method: string, path: string, body?: unknown, as = cookie, key?: string) =>
  t.sendAs(as, method, path, body, key ? { 'Idempotency-Key': key } : {});
const animal = (body: Record<string, unknown>, as = cookie) =>
  json<AnimalDetail>(send('POST', '/api/animals', body, as), 201);
type Fields = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('the suggestions a farm starts with', () => {
  it('four products and four protocols, made once, editable', async () => {
    const [a, b] = await Promise.all([
      json<{ items: SanitaryProduct[] }>(send('GET', '/api/sanitary/products'), 200),
      json<{ items: SanitaryProtocol[] }>(send('GET', '/api/sanitary/protocols'), 200),
    ]);
    expect(a.items.map((p) => p.name).sort()).toEqual([
      'Ivermectina 1%',
      'Vacina brucelose B19',
      'Vacina clostridioses (polivalente)',
      'Vacina contra raiva',
    ]);
    expect(a.items.every((p) => p.suggested)).toBe(true);
    expect(b.items).toHaveLength(4);
    const again = await json<{ items: SanitaryProduct[] }>(
      send('GET', '/api/sanitary/products'),
      200,
    );
    expect(again.items).toHaveLength(4);
    const ivermectin = a.items.find((p) => p.name === 'Ivermectina 1%')!;
    const confirmed = await json<SanitaryProduct>(
      send('PUT', `/api/sanitary/products/${ivermectin.id}`, {
        name: 'Ivermectina 1%',
        type: 'Vermífugo',
        withdrawalDays: 35,
        doseUnit: 'mL',
        pricePerDose: 0.9,
      }),
      200,
    );
    expect(confirmed).toMatchObject({ suggested: false, withdrawalDays: 35, pricePerDose: 0.9 });
  });

  it('refuses a negative withdrawal and an empty age window, storing nothing', async () => {
    const neg = await json<Fields>(
      send('POST', '/api/sanitary/products', {
        name: 'X',
        type: 'Outro',
        withdrawalDays: -1,
        doseUnit: 'mL',
      }),
      400,
    );
    expect(neg.error.fields?.withdrawalDays).toBe('A carência não pode ser negativa');
    const { items } = await json<{ items: SanitaryProduct[] }>(
      send('GET', '/api/sanitary/products'),
      200,
    );
    const window = await json<Fields>(
      send('POST', '/api/sanitary/protocols', {
        name: 'Vazio',
        productId: items[0]!.id,
        minAgeMonths: 9,
        maxAgeMonths: 3,
        everyDays: 30,
      }),
      400,
    );
    expect(window.error.fields?.maxAgeMonths).toMatch(/faixa de idade está vazia/);
    expect(items).toHaveLength(4);
  });
});

describe('applications', () => {
  let products: SanitaryProduct[];
  let lotId: string;
  const byName = (name: string) => products.find((p) => p.name.startsWith(name))!;
  beforeAll(async () => {
    products = (
      await json<{ items: SanitaryProduct[] }>(send('GET', '/api/sanitary/products'), 200)
    ).items;
    const lot = await json<{ id: string }>(
      send('POST', '/api/lots', {
        name: 'Recria',
        quantity: 3,
        initialWeight: 250,
        purchasePrice: 2000,
        purchaseDate: '2026-01-02',
      }),
      201,
    );
    lotId = lot.id;
    for (const tag of ['L1', 'L2', 'L3']) {
      await animal({ tag, sex: 'M', birthDate: '2025-01-01', lotId });
    }
  });

  it("a lot's wormer: one row per animal, once per Idempotency-Key, withdrawal on each", async () => {
    const body = {
      productId: byName('Ivermectina').id,
      date: '2026-06-10',
      dose: 5,
      appliedBy: 'João',
      target: { lotId },
    };
    const key = randomUUID();
    const first = await json<{ count: number; groupId: string }>(
      send('POST', '/api/sanitary/applications', body, cookie, key),
      201,
    );
    expect(first.count).toBe(3);
    const replay = await json<{ count: number; groupId: string }>(
      send('POST', '/api/sanitary/applications', body, cookie, key),
      200,
    );
    expect(replay).toEqual(first);
    const page = await json<ApplicationPage>(send('GET', '/api/sanitary/applications'), 200);
    expect(page.items).toHaveLength(3);
    expect(page.items[0]).toMatchObject({ withdrawalUntil: '2026-07-15', cost: 4.5, dose: 5 });
    const list = await json<{ items: Array<{ tag: string }> }>(
      send('GET', `/api/animals?lot=${lotId}`),
      200,
    );
    expect(list.items).toHaveLength(3);
  });

  it('refuses a dose of 0, a date before the birth or after the sale, B19 to a male', async () => {
    const calf = await animal({ tag: 'C1', sex: 'M', birthDate: '2026-03-01' });
    const base = { productId: byName('Ivermectina').id, date: '2026-06-10', dose: 5 };
    const zero = await json<Fields>(
      send('POST', '/api/sanitary/applications', {
        ...base,
        dose: 0,
        target: { animalIds: [calf.id] },
      }),
      400,
    );
    expect(zero.error.fields?.dose).toBe('A dose deve ser maior que zero');
    const before = await json<Fields>(
      send('POST', '/api/sanitary/applications', {
        ...base,
        date: '2026-02-01',
        target: { animalIds: [calf.id] },
      }),
      400,
    );
    expect(before.error.fields?.date).toBe(
      'A aplicação não pode ser antes do nascimento do animal C1',
    );
    const b19 = await json<Fields>(
      send('POST', '/api/sanitary/applications', {
        ...base,
        productId: byName('Vacina brucelose').id,
        veterinarian: 'Dra. Ana, CRMV 1234',
        target: { animalIds: [calf.id] },
      }),
      400,
    );
    expect(b19.error.fields?.productId).toMatch(/B19 é só para fêmeas de 3 a 8 meses/);
    const sold = await animal({ tag: 'S1', sex: 'M', birthDate: '2024-01-01' });
    await json(
      send('POST', '/api/animals/sales', { date: '2026-06-01', animalIds: [sold.id] }),
      201,
    );
    const after = await json<Fields>(
      send('POST', '/api/sanitary/applications', { ...base, target: { animalIds: [sold.id] } }),
      400,
    );
    expect(after.error.fields?.date).toBe('O animal S1 já tinha saído do rebanho nessa data');
  });
});

describe('the due lists', () => {
  it("a heifer of 5 months is in 'Atrasadas' for brucellosis; vaccinated, she leaves it", async () => {
    const heifer = await animal({ tag: 'F1', sex: 'F', birthDate: '2026-01-10' });
    const counts = await json<DueCounts>(send('GET', '/api/sanitary/due/counts'), 200);
    const brucellosis = counts.byProtocol.find((p) => p.protocolName.startsWith('Brucelose'))!;
    expect(brucellosis.overdue).toBe(1);
    const page = await json<DuePage>(
      send('GET', `/api/sanitary/due?status=overdue&protocolId=${brucellosis.protocolId}`),
      200,
    );
    expect(page.items.map((i) => [i.tag, i.due, i.doseNumber])).toEqual([['F1', '2026-04-10', 1]]);
    const products = (
      await json<{ items: SanitaryProduct[] }>(send('GET', '/api/sanitary/products'), 200)
    ).items;
    const b19 = products.find((p) => p.brucellosis === 'B19')!;
    const missingVet = await json<Fields>(
      send('POST', '/api/sanitary/applications', {
        productId: b19.id,
        date: '2026-06-14',
        dose: 2,
        target: { dueProtocolId: brucellosis.protocolId, dueStatus: 'overdue' },
      }),
      400,
    );
    expect(missingVet.error.fields?.veterinarian).toMatch(/veterinário responsável/);
    const done = await json<{ count: number }>(
      send('POST', '/api/sanitary/applications', {
        productId: b19.id,
        date: '2026-06-14',
        dose: 2,
        veterinarian: 'Dra. Ana, CRMV-MS 1234',
        target: { dueProtocolId: brucellosis.protocolId, dueStatus: 'overdue' },
      }),
      201,
    );
    expect(done.count).toBe(1);
    const after = await json<DuePage>(
      send('GET', `/api/sanitary/due?status=overdue&protocolId=${brucellosis.protocolId}`),
      200,
    );
    expect(after.items.map((i) => i.tag)).not.toContain('F1');
    expect(heifer.id).toBeTruthy();
  });

  it('pages on the server with a cursor, and refuses a forged one', async () => {
    // The grown animals above were registered past their first doses' dates: their list is
    // 'Histórico anterior ao cadastro' (decision 063), paged as the others.
    const first = await json<DuePage>(send('GET', '/api/sanitary/due?status=prior&limit=2'), 200);
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThan(2);
    const next = await json<DuePage>(
      send('GET', `/api/sanitary/due?status=prior&limit=2&cursor=${first.nextCursor}`),
      200,
    );
    expect(next.items[0]).not.toEqual(first.items[0]);
    await json(send('GET', '/api/sanitary/due?status=overdue&cursor=%E0%A4%A'), 400);
    await json(send('GET', '/api/sanitary/due?status=overdue&cursor=WzFd'), 400);
  });
});
