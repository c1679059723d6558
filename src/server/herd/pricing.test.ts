import { describe, expect, it } from 'vitest';
import type { DashboardResponse } from '../../domain/api';
import type { FarmsResponse } from '../../domain/farms';
import type { HerdEvent, UnpricedPage } from '../../domain/herd/api';
import { json, useEventsFixture, type Failure } from './events-fixture';

/*
 * Issue 39 items 2 and 8 (decisions 060 and 061): a sale by the arroba counts carcass arrobas
 * (the yield typed, the farm's, 52 %; or the romaneio's carcass weight), a purchase by the arroba
 * the reposição arroba (live ÷ 30); 'Campo' records sales and purchases without a price — one
 * sent is refused — and the owner or a 'Gerente' completes it ('Preço a informar'), after which
 * 'Campo' may no longer undo it.
 */

const f = useEventsFixture();
const { send, register, timeline } = f;

/** The animal's latest event of `kind`, as `as` reads it. */
async function eventOf(id: string, kind: string, as = f.owner): Promise<HerdEvent> {
  const found = (await timeline(id, as)).find((e) => e.type === 'event' && e.event.kind === kind);
  if (found?.type !== 'event') throw new Error(`no ${kind} event`);
  return found.event;
}

const sell = (body: Record<string, unknown>, as = f.owner) =>
  send('POST', '/api/animals/sales', { date: '2025-06-10', ...body }, as);

describe('a sale by the arroba', () => {
  it('counts 540,5 kg at 52 % and R$ 310,50/@ as R$ 5.817,94, keeping the yield used', async () => {
    const id = await register({ tag: 'AR-1', sex: 'M', birthDate: '2022-01-01' });
    await json(sell({ animalIds: [id], weight: 540.5, priceKind: 'arroba', price: 310.5 }), 201);
    expect((await eventOf(id, 'sale')).details).toMatchObject({
      weight: 540.5,
      priceKind: 'arroba',
      price: 310.5,
      carcassYield: 52,
      carcassWeight: null,
      value: 5817.94,
    });
  });

  it("takes the yield typed, else the farm's, else 52; the romaneio's carcass weight over both", async () => {
    const { farms, activeFarmId } = await json<FarmsResponse>(send('GET', '/api/farms'), 200);
    const farm = farms.find((x) => x.id === activeFarmId)!;
    const saved = await json<{ carcassYield: number }>(
      send('PATCH', `/api/farms/${farm.id}`, { name: farm.name, carcassYield: 54.5 }),
      200,
    );
    expect(saved.carcassYield).toBe(54.5);
    const me = await json<{ farm: { carcassYield: number } }>(send('GET', '/api/me'), 200);
    expect(me.farm.carcassYield).toBe(54.5);

    const [a, b, c] = [
      await register({ tag: 'AR-2', sex: 'M', birthDate: '2022-01-01' }),
      await register({ tag: 'AR-3', sex: 'M', birthDate: '2022-01-01' }),
      await register({ tag: 'AR-4', sex: 'M', birthDate: '2022-01-01' }),
    ];
    const terms = { weight: 540, priceKind: 'arroba', price: 300 };
    await json(sell({ animalIds: [a], ...terms }), 201);
    await json(sell({ animalIds: [b], ...terms, carcassYield: 50 }), 201);
    await json(sell({ animalIds: [c], ...terms, carcassYield: 50, carcassWeight: 285 }), 201);
    // 540 × 54,5 % ÷ 15 = 19,62 @; × 300 = 5.886,00.
    expect((await eventOf(a, 'sale')).details).toMatchObject({ carcassYield: 54.5, value: 5886 });
    expect((await eventOf(b, 'sale')).details).toMatchObject({ carcassYield: 50, value: 5400 });
    expect((await eventOf(c, 'sale')).details).toMatchObject({
      carcassWeight: 285,
      carcassYield: null,
      value: 5700,
    });

    // A PATCH that does not send the yield leaves it; null gives the default back.
    await json(send('PATCH', `/api/farms/${farm.id}`, { name: farm.name }), 200);
    expect(
      (await json<{ farm: { carcassYield: number } }>(send('GET', '/api/me'), 200)).farm,
    ).toMatchObject({ carcassYield: 54.5 });
    const bad = await json<Failure>(
      send('PATCH', `/api/farms/${farm.id}`, { name: farm.name, carcassYield: 80 }),
      400,
    );
    expect(bad.error.fields).toEqual({ carcassYield: 'Rendimento deve ser de no máximo 70%' });
    await json(
      send('PATCH', `/api/farms/${farm.id}`, { name: farm.name, carcassYield: null }),
      200,
    );
    expect(
      (await json<{ farm: { carcassYield: null } }>(send('GET', '/api/me'), 200)).farm,
    ).toMatchObject({ carcassYield: null });
  });

  it('refuses a carcass heavier than the animal, and a yield out of 40–70', async () => {
    const id = await register({ tag: 'AR-5', sex: 'M', birthDate: '2022-01-01' });
    const heavy = await json<Failure>(
      sell({ animalIds: [id], weight: 500, carcassWeight: 501, priceKind: 'arroba', price: 300 }),
      400,
    );
    expect(heavy.error.fields).toEqual({
      carcassWeight: 'O peso de carcaça não pode passar do peso vivo',
    });
    const low = await json<Failure>(
      sell({ animalIds: [id], weight: 500, carcassYield: 30, priceKind: 'arroba', price: 300 }),
      400,
    );
    expect(low.error.fields).toEqual({ carcassYield: 'Rendimento deve ser de no mínimo 40%' });
    expect((await f.animal(id)).status).toBe('active');
  });
});

describe('a purchase', () => {
  it('by the arroba counts live kg ÷ 30; by the kg, live kg × price', async () => {
    const buy = (tag: string, priceKind: string, price: number) =>
      json<{ animalIds: string[] }>(
        send('POST', '/api/animals/purchases', {
          date: '2025-06-01',
          tags: [tag],
          sex: 'M',
          weight: 195,
          priceKind,
          price,
        }),
        201,
      );
    const byArroba = (await buy('CP-1', 'arroba', 350)).animalIds[0]!;
    const byKg = (await buy('CP-2', 'kg', 12)).animalIds[0]!;
    expect((await eventOf(byArroba, 'purchase')).details).toMatchObject({
      carcassYield: 50,
      value: 2275,
    });
    expect((await eventOf(byKg, 'purchase')).details).toMatchObject({
      priceKind: 'kg',
      value: 2340,
    });
  });
});

describe("'Campo' records without a price; the owner completes it", () => {
  it('refuses a price from Campo and writes nothing', async () => {
    const id = await register({ tag: 'CA-1', sex: 'M', birthDate: '2022-01-01' });
    const refused = await json<Failure>(
      sell({ animalIds: [id], priceKind: 'head', price: 5000 }, f.field),
      403,
    );
    expect(refused.error).toMatchObject({
      code: 'ROLE_FORBIDDEN',
      message:
        'Seu acesso nesta fazenda (Campo) não inclui preços. Registre sem preço: o proprietário ou o gerente informa depois.',
      fields: { price: expect.any(String) },
    });
    expect((await f.animal(id)).status).toBe('active');
    const bought = await send(
      'POST',
      '/api/animals/purchases',
      { date: '2025-06-01', tags: ['CA-NOVO'], sex: 'M', priceKind: 'head', price: 1 },
      f.field,
    );
    expect(bought.status).toBe(403);
    const list = await json<{ total: number }>(send('GET', '/api/animals?q=CA-NOVO'), 200);
    expect(list.total).toBe(0);
  });

  it("lists Campo's sale as 'Preço a informar'; the owner prices it, and Campo can no longer undo it", async () => {
    const ids = [
      await register({ tag: 'CA-2', sex: 'M', birthDate: '2022-01-01' }),
      await register({ tag: 'CA-3', sex: 'M', birthDate: '2022-01-01' }),
    ];
    await json(sell({ animalIds: ids, buyer: 'Vizinho', weight: 540.5 }, f.field), 201);

    // Campo neither lists nor prices; the dashboard says nothing to him.
    expect((await send('GET', '/api/animal-events/unpriced', undefined, f.field)).status).toBe(403);
    const fieldDash = await json<DashboardResponse>(
      send('GET', '/api/dashboard', undefined, f.field),
      200,
    );
    expect(fieldDash.unpriced).toBeNull();

    const dash = await json<DashboardResponse>(send('GET', '/api/dashboard'), 200);
    expect(dash.unpriced).toEqual({ sales: 1, purchases: 0 });
    const page = await json<UnpricedPage>(send('GET', '/api/animal-events/unpriced'), 200);
    expect(page.total).toEqual({ sales: 1, purchases: 0 });
    expect(page.items).toEqual([
      {
        id: expect.any(String),
        kind: 'sale',
        date: '2025-06-10',
        heads: 2,
        tags: ['CA-2', 'CA-3'],
        weight: 540.5,
        carcassWeight: null,
        party: 'Vizinho',
        recordedBy: expect.any(String),
      },
    ]);
    const sale = await eventOf(ids[1]!, 'sale', f.field);
    expect(sale.canUndo).toBe(true);

    const forbidden = await json<Failure>(
      send(
        'PUT',
        `/api/animal-events/${page.items[0]!.id}/price`,
        { priceKind: 'head', price: 5000 },
        f.field,
      ),
      403,
    );
    expect(forbidden.error.message).toBe('Só o proprietário e o gerente informam preços.');

    const priced = await json<{ count: number; value: number }>(
      send('PUT', `/api/animal-events/${page.items[0]!.id}/price`, {
        priceKind: 'arroba',
        price: 310.5,
        weight: 540.5,
        carcassYield: 52,
      }),
      200,
    );
    expect(priced).toEqual({ count: 2, value: 5817.94 });
    for (const id of ids) {
      expect((await eventOf(id, 'sale')).details).toMatchObject({
        priceKind: 'arroba',
        price: 310.5,
        carcassYield: 52,
        value: 5817.94,
        buyer: 'Vizinho',
        pricedByName: expect.any(String),
        pricedAt: '2025-06-15T15:00:00.000Z',
      });
      expect((await eventOf(id, 'sale')).details).not.toHaveProperty('pricedBy');
    }
    // The month's revenue now counts it; nothing waits any more.
    const month = await json<{ salesValue: number }>(
      send('GET', '/api/animals/movements?month=2025-06'),
      200,
    );
    expect(month.salesValue).toBeGreaterThanOrEqual(2 * 5817.94);
    expect(
      (await json<UnpricedPage>(send('GET', '/api/animal-events/unpriced'), 200)).total,
    ).toEqual({ sales: 0, purchases: 0 });

    // Priced, it is the owner's (decision 057): Campo's undo is refused, and the sale stays.
    const mine = await eventOf(ids[0]!, 'sale', f.field);
    expect(mine.canUndo).toBe(false);
    const undo = await json<Failure>(
      send('POST', `/api/animal-events/${mine.id}/undo`, { reason: 'Engano' }, f.field),
      403,
    );
    expect(undo.error.code).toBe('ROLE_FORBIDDEN');
    expect((await f.animal(ids[0]!)).status).toBe('sold');

    // A price is given once; a death has none; another farm's event is not found.
    const again = await json<Failure>(
      send('PUT', `/api/animal-events/${mine.id}/price`, { priceKind: 'head', price: 1 }),
      409,
    );
    expect(again.error).toMatchObject({ code: 'PRICED', message: 'Esta venda já tem preço.' });
    const dead = await register({ tag: 'CA-4', sex: 'M', birthDate: '2022-01-01' });
    await json(
      send('POST', '/api/animals/deaths', { animalId: dead, date: '2025-06-10', cause: 'Raio' }),
      201,
    );
    const death = await eventOf(dead, 'death');
    expect(
      (
        await json<Failure>(
          send('PUT', `/api/animal-events/${death.id}/price`, { priceKind: 'head', price: 1 }),
          409,
        )
      ).error.code,
    ).toBe('NOT_PRICEABLE');
    const stranger = await f.t.createUser({ email: 'preco-estranho@fazenda.com' });
    await json(
      send('PUT', `/api/animal-events/${mine.id}/price`, { priceKind: 'head', price: 1 }, stranger),
      404,
    );
  });

  it("counts Campo's purchase as 'Compras sem preço' until priced by the head", async () => {
    const { animalIds } = await json<{ animalIds: string[] }>(
      send(
        'POST',
        '/api/animals/purchases',
        { date: '2025-06-02', tags: ['CA-5', 'CA-6', 'CA-7'], sex: 'M', weight: 200 },
        f.field,
      ),
      201,
    );
    const page = await json<UnpricedPage>(send('GET', '/api/animal-events/unpriced'), 200);
    expect(page.total).toEqual({ sales: 0, purchases: 1 });
    expect(page.items[0]).toMatchObject({ kind: 'purchase', heads: 3, weight: 200 });
    await json(
      send('PUT', `/api/animal-events/${page.items[0]!.id}/price`, {
        priceKind: 'head',
        price: 2500,
        weight: 200,
      }),
      200,
    );
    expect((await eventOf(animalIds[2]!, 'purchase')).details).toMatchObject({
      price: 2500,
      value: 2500,
    });
    const bad = await json<Failure>(
      send('PUT', `/api/animal-events/${page.items[0]!.id}/price`, { priceKind: 'kg', price: 9 }),
      400,
    );
    expect(bad.error.fields).toEqual({ weight: 'Informe o peso para esse preço' });
  });
});
