import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AnimalPage } from '../../domain/herd/api';
import { json, useEventsFixture, type Failure } from './events-fixture';

/*
 * The herd's purchases, transfers (within the farm and to another) and undo (issue 25 items 3
 * and 7, decisions 036 and 038), 'Campo' without prices, and the plan's limit with animals and
 * inventory items. Births, sales and deaths are in events-births-exits.test.ts.
 */

const f = useEventsFixture();
const { send, animal, register, timeline } = f;

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
      event: { kind: 'purchase', details: { price: 300, carcassYield: 50, value: 2100 } },
    });
    // 'Campo' sees the same event without money.
    const [hidden] = (await timeline(first.id, f.field)).filter((e) => e.type === 'event');
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
        toFarmId: f.farmF2,
      }),
      201,
    );
    expect((await animal(id)).status).toBe('transferred');
    const there = await json<AnimalPage>(send('GET', '/api/animals?q=X-1'), 200);
    expect(there.total).toBe(0);
    const inF2 = await f.t.request('/api/animals?q=X-1', {
      headers: { cookie: f.owner, 'X-Farm-Id': f.farmF2 },
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
          { date: '2025-06-12', animalIds: [other], toFarmId: f.farmF2 },
          f.field,
        )
      ).status,
    ).toBe(403);
  });
});

describe('replays', () => {
  it('answers a repeated purchase, death or transfer (within and between farms) as the first did', async () => {
    // The same answer, but a purchase's ids may come back in another order: its events share
    // one created_at and are read back by their (random) ids.
    const sameAnswer = (r: Record<string, unknown>) =>
      Array.isArray(r.animalIds) ? { ...r, animalIds: [...(r.animalIds as string[])].sort() } : r;
    const again = async (path: string, body: unknown, first: number) => {
      const key = randomUUID();
      const one = await json(send('POST', path, body, f.owner, key), first);
      const two = await json(send('POST', path, body, f.owner, key), 200);
      expect(sameAnswer(two)).toEqual(sameAnswer(one));
      return one;
    };
    const bought = await again(
      '/api/animals/purchases',
      { date: '2025-06-01', tags: ['R-1', 'R-2', 'R-3'], sex: 'M' },
      201,
    );
    const ids = bought.animalIds as string[];
    expect(bought).toEqual({ count: 3, animalIds: ids });
    expect((await json<AnimalPage>(send('GET', '/api/animals?q=R-'), 200)).total).toBe(3);
    const moved = { date: '2025-06-02', animalIds: ids, toPasture: 'Piquete 9' };
    expect(await again('/api/animals/transfers', moved, 201)).toEqual({ count: 3 });
    const [death] = ids;
    expect(
      await again(
        '/api/animals/deaths',
        { animalId: death, date: '2025-06-03', cause: 'Raio' },
        201,
      ),
    ).toEqual({ count: 1 });
    const away = { date: '2025-06-04', animalIds: ids.slice(1), toFarmId: f.farmF2 };
    expect(await again('/api/animals/transfers', away, 201)).toEqual({ count: 2 });
    const kinds = (await timeline(ids[1]!)).flatMap((e) =>
      e.type === 'event' ? [e.event.kind] : [],
    );
    expect(kinds).toEqual(['transfer', 'transfer', 'purchase']);
  });
});

describe("'Campo'", () => {
  it('records a purchase without a price (one sent is refused), and lists the herd', async () => {
    const body = { date: '2025-06-01', tags: ['CP-1'], sex: 'M', priceKind: 'head', price: 4321.5 };
    await json(send('POST', '/api/animals/purchases', body, f.field), 403);
    const { animalIds } = await json<{ animalIds: string[] }>(
      send('POST', '/api/animals/purchases', { ...body, price: null }, f.field),
      201,
    );
    const [purchase] = (await timeline(animalIds[0]!)).filter((e) => e.type === 'event');
    // The owner sees no price either: 'Preço a informar' (decision 061).
    expect(purchase).toMatchObject({ event: { details: { price: null, value: null } } });
    const page = await json<AnimalPage>(
      send('GET', '/api/animals?q=CP-1', undefined, f.field),
      200,
    );
    expect(page.items.map((a) => a.tag)).toEqual(['CP-1']);
  });
});

describe('the animal limit', () => {
  it('counts active animals and inventory items, and admits exactly what fits at once', async () => {
    const email = 'limite-rebanho@fazenda.com';
    const session = await f.t.createUser({ email });
    await f.t.setSubscription(email, {
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
