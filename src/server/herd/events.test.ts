import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnimalDetail, AnimalPage, TimelineEntry } from '../../domain/herd/api';
import { createTestApp } from '../test/test-app';

/*
 * The herd's events (issue 25 item 3 and 7, decisions 036 and 038): each with its rule and
 * Portuguese message, one of two concurrent sales, replays, undo, the plan's limit with animals
 * and inventory items, 'Campo' and transfers between farms.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: string;
let field: string;
let farmF = '';
let farmF2 = '';
const MASTER = { plan: 'MASTER', status: 'active', trialEndsAt: null } as const;

const send = (method: string, path: string, body?: unknown, as = owner, key?: string) =>
  t.request(path, {
    method,
    headers: { cookie: as, ...(key ? { 'Idempotency-Key': key } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
async function json<T = Record<string, unknown>>(
  res: Response | Promise<Response>,
  status: number,
) {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return JSON.parse(text) as T;
}
type Failure = { error: { code: string; message: string; fields?: Record<string, string> } };
const animal = async (id: string, as = owner) =>
  json<AnimalDetail>(send('GET', `/api/animals/${id}`, undefined, as), 200);
/** An animal born (and entered) on 2024-01-01 unless `body` says otherwise. */
const register = async (body: Record<string, unknown>, as = owner) =>
  (
    await json<AnimalDetail>(
      send('POST', '/api/animals', { sex: 'F', birthDate: '2024-01-01', ...body }, as),
      201,
    )
  ).id;
const timeline = async (id: string, as = owner) =>
  (
    await json<{ items: TimelineEntry[] }>(
      send('GET', `/api/animals/${id}/timeline`, undefined, as),
      200,
    )
  ).items;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser({ email: 'eventos@fazenda.com' });
  await t.setSubscription('eventos@fazenda.com', MASTER);
  farmF = await t.farmOf('eventos@fazenda.com');
  const f2 = await send('POST', '/api/farms', { name: 'Retiro' });
  farmF2 = ((await f2.json()) as { id: string }).id;
  const inv = await send('POST', `/api/farms/${farmF}/invitations`, {
    email: 'campo-ev@fazenda.com',
    role: 'field',
  });
  const { id } = (await inv.json()) as { id: string };
  field = await t.createUser({ email: 'campo-ev@fazenda.com' });
  expect((await send('POST', `/api/invitations/${id}/accept`, undefined, field)).status).toBe(200);
  t.clock.now = new Date('2025-06-15T15:00:00Z');
});
afterAll(() => t.close());

describe('births', () => {
  it('registers a calf linked to its mother; she becomes Vaca', async () => {
    const mother = await register({ tag: 'V-1', birthDate: '2023-06-01' });
    expect((await animal(mother)).category).toBe('Novilha');
    const { calf } = await json<{ calf: AnimalDetail }>(
      send('POST', '/api/animals/births', {
        motherId: mother,
        date: '2025-06-01',
        tag: 'B-1',
        sex: 'M',
        birthWeight: 32,
      }),
      201,
    );
    expect(calf).toMatchObject({
      tag: 'B-1',
      category: 'Bezerro',
      mother: { id: mother, tag: 'V-1' },
      origin: 'born',
    });
    const cow = await animal(mother);
    expect(cow.category).toBe('Vaca');
    expect(cow.calves.map((c) => c.tag)).toEqual(['B-1']);
    expect((await timeline(mother))[0]).toMatchObject({
      type: 'event',
      event: { kind: 'calving' },
    });
  });

  it('refuses a male mother, a mother under 18 months, a birth in the future, another farm’s mother', async () => {
    const bull = await register({ tag: 'T-1', sex: 'M', birthDate: '2020-01-01' });
    const heifer = await register({ tag: 'N-1', birthDate: '2024-06-01' });
    const birth = (body: Record<string, unknown>, as = owner) =>
      send(
        'POST',
        '/api/animals/births',
        { date: '2025-06-01', tag: 'B-X', sex: 'F', ...body },
        as,
      );
    expect((await json<Failure>(birth({ motherId: bull }), 400)).error.fields).toEqual({
      motherId: 'A mãe deve ser uma fêmea',
    });
    expect((await json<Failure>(birth({ motherId: heifer }), 400)).error.fields).toEqual({
      motherId: 'A mãe deve ter pelo menos 18 meses',
    });
    const cow = await register({ tag: 'V-2', birthDate: '2020-01-01' });
    expect(
      (await json<Failure>(birth({ motherId: cow, date: '2025-06-16' }), 400)).error.fields,
    ).toEqual({
      date: 'A data não pode ser depois de hoje',
    });
    const stranger = await t.createUser({ email: 'outra-mae@fazenda.com' });
    expect((await json<Failure>(birth({ motherId: cow }, stranger), 404)).error.message).toBe(
      'Mãe não encontrada',
    );
  });
});

describe('sales and deaths', () => {
  it('lets exactly one of two concurrent sales of one animal through', async () => {
    const id = await register({ tag: 'S-1', birthDate: '2022-01-01' });
    const sale = () =>
      send('POST', '/api/animals/sales', {
        date: '2025-06-10',
        animalIds: [id],
        priceKind: 'head',
        price: 5000,
      });
    const answers = await Promise.all([sale(), sale()]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(((await refused.json()) as Failure).error).toMatchObject({
      code: 'NOT_ACTIVE',
      message: 'O animal S-1 já foi vendido',
    });
    const sold = await animal(id);
    expect(sold).toMatchObject({ status: 'sold', exitDate: '2025-06-10' });
    const events = (await timeline(id)).filter((e) => e.type === 'event');
    expect(events.map((e) => e.type === 'event' && e.event.kind)).toEqual(['sale', 'entry']);
  });

  it('rolls the whole sale back when one animal is not active; refuses a death of a dead animal', async () => {
    const a = await register({ tag: 'S-2' });
    const b = await register({ tag: 'S-3' });
    await json(
      send('POST', '/api/animals/deaths', { animalId: b, date: '2025-06-01', cause: 'Raio' }),
      201,
    );
    const both = await json<Failure>(
      send('POST', '/api/animals/sales', { date: '2025-06-10', animalIds: [a, b] }),
      409,
    );
    expect(both.error.message).toBe('O animal S-3 morreu');
    expect((await animal(a)).status).toBe('active');
    const again = await json<Failure>(
      send('POST', '/api/animals/deaths', { animalId: b, date: '2025-06-02', cause: 'Raio' }),
      409,
    );
    expect(again.error.message).toBe('O animal S-3 morreu');
  });

  it('refuses an event dated before the animal’s entry', async () => {
    const id = await register({ tag: 'S-4', origin: 'bought', entryDate: '2025-03-01' });
    const early = await json<Failure>(
      send('POST', '/api/animals/deaths', { animalId: id, date: '2025-02-01', cause: 'Doença' }),
      400,
    );
    expect(early.error.fields).toEqual({
      date: 'A data não pode ser antes da entrada do animal S-4',
    });
  });

  it('answers a repeated sale as the first did, selling once', async () => {
    const id = await register({ tag: 'S-5' });
    const key = randomUUID();
    const body = { date: '2025-06-10', animalIds: [id] };
    expect(await json(send('POST', '/api/animals/sales', body, owner, key), 201)).toEqual({
      count: 1,
    });
    expect(await json(send('POST', '/api/animals/sales', body, owner, key), 200)).toEqual({
      count: 1,
    });
    expect((await timeline(id)).filter((e) => e.type === 'event')).toHaveLength(2);
  });
});

describe('purchases, transfers and undo', () => {
  it('buys many at once, moves them to a lot, and undoes the move and the purchase', async () => {
    const lot = await json<{ id: string }>(
      send('POST', '/api/lots', {
        name: 'Recria',
        quantity: 3,
        initialWeight: 200,
        purchasePrice: 2000,
        purchaseDate: '2025-01-01',
      }),
      201,
    );
    const bought = await json<{ count: number; animalIds: string[] }>(
      send('POST', '/api/animals/purchases', {
        date: '2025-05-01',
        tags: ['C-1', 'C-2', 'C-3'],
        sex: 'M',
        ageMonths: 10,
        weight: 210,
        priceKind: 'arroba',
        price: 300,
        seller: 'Fazenda Boa Vista',
        gta: '123',
      }),
      201,
    );
    expect(bought.count).toBe(3);
    const first = await animal(bought.animalIds[0]!);
    expect(first).toMatchObject({
      birthDate: '2024-07-01',
      birthEstimated: true,
      origin: 'bought',
      category: 'Bezerro',
    });
    const [purchase] = (await timeline(first.id)).filter((e) => e.type === 'event');
    expect(purchase).toMatchObject({
      event: { kind: 'purchase', details: { price: 300, value: 4200 } },
    });
    // 'Campo' sees the same event without money.
    const [hidden] = (await timeline(first.id, field)).filter((e) => e.type === 'event');
    expect(hidden).toMatchObject({
      event: { details: { price: null, value: null, seller: 'Fazenda Boa Vista' } },
    });

    await json(
      send('POST', '/api/animals/transfers', {
        date: '2025-06-01',
        animalIds: bought.animalIds,
        toLotId: lot.id,
        toPasture: 'Piquete 2',
      }),
      201,
    );
    expect(await animal(first.id)).toMatchObject({
      lotId: lot.id,
      lotName: 'Recria',
      pasture: 'Piquete 2',
    });
    const inLot = await json<AnimalPage>(send('GET', `/api/animals?lot=${lot.id}`), 200);
    expect(inLot.total).toBe(3);
    const move = (await timeline(first.id)).find(
      (e) => e.type === 'event' && e.event.kind === 'transfer',
    );
    const moveId = move?.type === 'event' ? move.event.id : '';
    // The purchase cannot be undone while a later event stands.
    const purchaseId = purchase?.type === 'event' ? purchase.event.id : '';
    const blocked = await json<Failure>(
      send('POST', `/api/animal-events/${purchaseId}/undo`, { reason: 'Digitei errado' }),
      409,
    );
    expect(blocked.error.message).toBe('Desfaça antes os eventos mais recentes do animal C-1');
    await json(send('POST', `/api/animal-events/${moveId}/undo`, { reason: 'Lote errado' }), 200);
    expect(await animal(first.id)).toMatchObject({ lotId: null, pasture: null });
    await json(
      send('POST', `/api/animal-events/${purchaseId}/undo`, {
        reason: 'Compra lançada duas vezes',
      }),
      200,
    );
    await json(send('GET', `/api/animals/${first.id}`), 404);
    expect((await json<AnimalPage>(send('GET', '/api/animals?q=C-'), 200)).total).toBe(0);
    const twice = await json<Failure>(
      send('POST', `/api/animal-events/${moveId}/undo`, { reason: 'De novo' }),
      409,
    );
    expect(twice.error.message).toBe('Este evento já foi desfeito');
  });

  it('undoes a sale: the animal is active again, unless its brinco was reused', async () => {
    const id = await register({ tag: 'U-1' });
    await json(send('POST', '/api/animals/sales', { date: '2025-06-10', animalIds: [id] }), 201);
    const saleEvent = (await timeline(id)).find(
      (e) => e.type === 'event' && e.event.kind === 'sale',
    );
    const eventId = saleEvent?.type === 'event' ? saleEvent.event.id : '';
    const reused = await register({ tag: 'U-1' });
    const taken = await json<Failure>(
      send('POST', `/api/animal-events/${eventId}/undo`, { reason: 'Venda errada' }),
      409,
    );
    expect(taken.error).toMatchObject({
      code: 'TAG_TAKEN',
      message: 'Já existe um animal ativo com o brinco U-1',
    });
    await json(send('PATCH', `/api/animals/${reused}`, { tag: 'U-1B' }), 200);
    await json(send('POST', `/api/animal-events/${eventId}/undo`, { reason: 'Venda errada' }), 200);
    expect(await animal(id)).toMatchObject({ status: 'active', exitDate: null });
    const undone = (await timeline(id)).find((e) => e.type === 'event' && e.event.kind === 'sale');
    expect(undone).toMatchObject({ event: { undone: { reason: 'Venda errada' } } });
    const edit = (await timeline(reused)).find((e) => e.type === 'edit');
    expect(edit).toMatchObject({ edit: { changes: [{ field: 'tag', from: 'U-1', to: 'U-1B' }] } });
  });

  it('transfers to another farm of the same owner', async () => {
    const id = await register({ tag: 'X-1', eid: '982000000000111', birthDate: '2023-01-01' });
    await json(
      send('POST', '/api/animals/transfers', {
        date: '2025-06-12',
        animalIds: [id],
        toFarmId: farmF2,
      }),
      201,
    );
    expect((await animal(id)).status).toBe('transferred');
    const there = await json<AnimalPage>(send('GET', '/api/animals?q=X-1'), 200);
    expect(there.total).toBe(0);
    const inF2 = await t.request('/api/animals?q=X-1', {
      headers: { cookie: owner, 'X-Farm-Id': farmF2 },
    });
    const page = (await inF2.json()) as AnimalPage;
    expect(page.items).toMatchObject([{ tag: 'X-1', eid: '982000000000111', status: 'active' }]);
    // 'Campo' cannot move animals between farms.
    const other = await register({ tag: 'X-2' });
    expect(
      (
        await send(
          'POST',
          '/api/animals/transfers',
          { date: '2025-06-12', animalIds: [other], toFarmId: farmF2 },
          field,
        )
      ).status,
    ).toBe(403);
  });
});

describe("'Campo'", () => {
  it('records a purchase whose price is ignored, and lists the herd', async () => {
    const { animalIds } = await json<{ animalIds: string[] }>(
      send(
        'POST',
        '/api/animals/purchases',
        { date: '2025-06-01', tags: ['CP-1'], sex: 'M', priceKind: 'head', price: 4321.5 },
        field,
      ),
      201,
    );
    const [purchase] = (await timeline(animalIds[0]!)).filter((e) => e.type === 'event');
    // The owner sees no price either: none was stored.
    expect(purchase).toMatchObject({ event: { details: { price: null, value: null } } });
    const page = await json<AnimalPage>(send('GET', '/api/animals?q=CP-1', undefined, field), 200);
    expect(page.items.map((a) => a.tag)).toEqual(['CP-1']);
  });
});

describe('the animal limit', () => {
  it('counts active animals and inventory items, and admits exactly what fits at once', async () => {
    const email = 'limite-rebanho@fazenda.com';
    const session = await t.createUser({ email });
    await t.setSubscription(email, {
      plan: 'STARTER',
      status: 'active',
      animalLimit: 10,
      trialEndsAt: null,
    });
    const item = await send(
      'POST',
      '/api/inventory',
      { category: 'Vacas', quantity: 6, averageWeight: 400, averageValue: 3000 },
      session,
    );
    expect(item.status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        send('POST', '/api/animals', { tag: `L-${i}`, sex: 'M' }, session),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(4);
    const refused = answers.find((r) => r.status === 403)!;
    expect(((await refused.json()) as Failure).error.code).toBe('ANIMAL_LIMIT');
    const more = await send(
      'POST',
      '/api/inventory',
      { category: 'Bois', quantity: 1, averageWeight: 400, averageValue: 3000 },
      session,
    );
    expect(more.status).toBe(403);
    const buy = await send(
      'POST',
      '/api/animals/purchases',
      { date: '2025-06-01', tags: ['L-9'], sex: 'M' },
      session,
    );
    expect(buy.status).toBe(403);
  });
});
