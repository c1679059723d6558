import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { HerdEvent, TimelineEntry } from '../../domain/herd/api';
import type { HerdMovements } from '../../domain/herd/movements';
import { json, useEventsFixture, type Failure } from './events-fixture';

/*
 * Undo says what it undoes (issue 39 item 5, decision 063): an event's animals named in the
 * timeline, one animal taken out of a sale, purchase or move of several in one transaction (its
 * share of the money with it), the author rules of decision 057, and once per Idempotency-Key.
 */

const f = useEventsFixture();
const { send, animal, register, timeline } = f;

/** The event of `kind` in the animal's timeline. */
async function eventOf(animalId: string, kind: HerdEvent['kind'], as?: string) {
  const found = (await timeline(animalId, as)).find(
    (e): e is Extract<TimelineEntry, { type: 'event' }> =>
      e.type === 'event' && e.event.kind === kind,
  );
  if (!found) throw new Error(`no ${kind} event`);
  return found.event;
}

const undo = (eventId: string, body: Record<string, unknown>, as = f.owner, key?: string) =>
  send('POST', `/api/animal-events/${eventId}/undo`, body, as, key);

const june = async () =>
  json<HerdMovements>(send('GET', '/api/animals/movements?month=2025-06'), 200);

describe('an event of several animals, from one animal', () => {
  it('names them all, and takes one out of a priced sale with its share of the money', async () => {
    const ids = [
      await register({ tag: 'V-01', sex: 'M' }),
      await register({ tag: 'V-02', sex: 'M' }),
      await register({ tag: 'V-03', sex: 'M' }),
    ];
    const before = await june();
    await json(
      send('POST', '/api/animals/sales', {
        date: '2025-06-10',
        animalIds: ids,
        weight: 450,
        priceKind: 'head',
        price: 3000,
        buyer: 'Frigorífico',
      }),
      201,
    );
    expect((await june()).salesValue).toBe(before.salesValue! + 9000);
    const sale = await eventOf(ids[1]!, 'sale');
    expect(sale.animals).toEqual({ count: 3, tags: ['V-01', 'V-02', 'V-03'] });

    const taken = await json(
      undo(sale.id, { reason: 'Não foi vendido', animalId: ids[1] }, f.owner, randomUUID()),
      200,
    );
    expect(taken).toEqual({ undone: 1, animals: 1 });
    expect(await animal(ids[1]!)).toMatchObject({ status: 'active', exitDate: null });
    expect(await animal(ids[0]!)).toMatchObject({ status: 'sold' });
    expect(await animal(ids[2]!)).toMatchObject({ status: 'sold' });
    // Its share leaves the month's sales; the others' stay as they were.
    const after = await june();
    expect(after.salesValue).toBe(before.salesValue! + 6000);
    expect(after.sales).toBe(before.sales + 2);
    // Its row is undone with the reason; the others' sale names the two left.
    expect(await eventOf(ids[1]!, 'sale')).toMatchObject({
      undone: { reason: 'Não foi vendido' },
    });
    expect((await eventOf(ids[1]!, 'sale')).animals).toBeUndefined();
    const rest = await eventOf(ids[0]!, 'sale');
    expect(rest).toMatchObject({ undone: null, animals: { count: 2, tags: ['V-01', 'V-03'] } });

    // The rest of the sale is undone as a whole.
    await json(undo(rest.id, { reason: 'Venda cancelada' }), 200);
    for (const id of ids) expect(await animal(id)).toMatchObject({ status: 'active' });
    expect((await june()).salesValue).toBe(before.salesValue);
  });

  it('names the first five and counts the rest', async () => {
    const tags = Array.from({ length: 8 }, (_, i) => `N-${i + 1}`);
    const bought = await json<{ animalIds: string[] }>(
      send('POST', '/api/animals/purchases', { date: '2025-06-01', tags, sex: 'F' }),
      201,
    );
    const purchase = await eventOf(bought.animalIds[6]!, 'purchase');
    expect(purchase.animals).toEqual({ count: 8, tags: ['N-1', 'N-2', 'N-3', 'N-4', 'N-5'] });
  });

  it('takes one animal out of a purchase (it leaves the herd) and out of a move', async () => {
    const lot = await json<{ id: string }>(
      send('POST', '/api/lots', {
        name: 'Engorda',
        quantity: 3,
        initialWeight: 300,
        purchasePrice: 3000,
        purchaseDate: '2025-01-01',
      }),
      201,
    );
    const bought = await json<{ animalIds: string[] }>(
      send('POST', '/api/animals/purchases', {
        date: '2025-06-02',
        tags: ['P-1', 'P-2', 'P-3'],
        sex: 'M',
        ageMonths: 12,
        pasture: 'Baixada',
      }),
      201,
    );
    const [a, b, c] = bought.animalIds as [string, string, string];
    await json(
      send('POST', '/api/animals/transfers', {
        date: '2025-06-05',
        animalIds: [a, b, c],
        toLotId: lot.id,
        toPasture: 'Piquete 3',
      }),
      201,
    );
    const move = await eventOf(c, 'transfer');
    expect(move.animals?.count).toBe(3);
    await json(undo(move.id, { reason: 'Ficou na baixada', animalId: c }), 200);
    expect(await animal(c)).toMatchObject({ lotId: null, pasture: 'Baixada' });
    expect(await animal(a)).toMatchObject({ lotId: lot.id, pasture: 'Piquete 3' });

    // P-3's purchase: its move is undone, so it can leave the purchase alone.
    const purchase = await eventOf(c, 'purchase');
    await json(undo(purchase.id, { reason: 'Brinco errado', animalId: c }), 200);
    await json<Failure>(send('GET', `/api/animals/${c}`), 404);
    expect(await animal(a)).toMatchObject({ status: 'active' });
    // P-1 still has a later move: its purchase waits for it, whole or in part.
    const still = await json<Failure>(
      undo((await eventOf(a, 'purchase')).id, { reason: 'Brinco errado', animalId: a }),
      409,
    );
    expect(still.error.message).toBe('Desfaça antes os eventos mais recentes do animal P-1');
    expect((await eventOf(b, 'purchase')).animals).toEqual({ count: 2, tags: ['P-1', 'P-2'] });
  });

  it('refuses one animal of a death, and an animal that is not in the event', async () => {
    const cow = await register({ tag: 'M-1' });
    const other = await register({ tag: 'M-2' });
    await json(
      send('POST', '/api/animals/deaths', { date: '2025-06-11', animalId: cow, cause: 'Raio' }),
      201,
    );
    const death = await eventOf(cow, 'death');
    const whole = await json<Failure>(undo(death.id, { reason: 'Errado', animalId: cow }), 400);
    expect(whole.error).toMatchObject({
      code: 'VALIDATION',
      fields: { animalId: 'Este evento não pode ser desfeito só para um animal' },
    });
    const sold = await register({ tag: 'M-3' });
    const third = await register({ tag: 'M-4' });
    await json(
      send('POST', '/api/animals/sales', { date: '2025-06-11', animalIds: [sold, third] }),
      201,
    );
    const sale = await eventOf(sold, 'sale');
    const outside = await json<Failure>(undo(sale.id, { reason: 'Errado', animalId: other }), 404);
    expect(outside.error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Animal não encontrado neste evento',
    });
    const bad = await json<Failure>(undo(sale.id, { reason: 'Errado', animalId: 'x' }), 400);
    expect(bad.error.fields).toMatchObject({ animalId: 'Animal não encontrado neste evento' });
    // Nothing changed.
    expect(await animal(cow)).toMatchObject({ status: 'dead' });
    expect(await animal(sold)).toMatchObject({ status: 'sold' });
    expect(await animal(third)).toMatchObject({ status: 'sold' });
  });
});

describe('once per Idempotency-Key', () => {
  it('answers a repeated undo as the first did (the outbox resending it), and changes nothing', async () => {
    const ids = [await register({ tag: 'R-1' }), await register({ tag: 'R-2' })];
    await json(send('POST', '/api/animals/sales', { date: '2025-06-12', animalIds: ids }), 201);
    const sale = await eventOf(ids[0]!, 'sale');
    const key = randomUUID();
    const first = await json(
      undo(sale.id, { reason: 'Só o R-1', animalId: ids[0] }, f.owner, key),
      200,
    );
    const again = await json(
      undo(sale.id, { reason: 'Só o R-1', animalId: ids[0] }, f.owner, key),
      200,
    );
    expect(again).toEqual(first);
    expect(await animal(ids[1]!)).toMatchObject({ status: 'sold' });
    // The whole event, once per key too.
    const rest = await eventOf(ids[1]!, 'sale');
    const wholeKey = randomUUID();
    await json(undo(rest.id, { reason: 'Tudo' }, f.owner, wholeKey), 200);
    expect(await json(undo(rest.id, { reason: 'Tudo' }, f.owner, wholeKey), 200)).toEqual({
      undone: 1,
      animals: 1,
    });
    // Without the key, a second undo is told the event is undone already.
    const twice = await json<Failure>(undo(rest.id, { reason: 'Tudo' }), 409);
    expect(twice.error.message).toBe('Este evento já foi desfeito');
  });
});

describe('who may take one animal out (decision 057)', () => {
  it("'Campo' takes one out of his own purchase, never out of the owner's priced sale", async () => {
    const bought = await json<{ animalIds: string[] }>(
      send(
        'POST',
        '/api/animals/purchases',
        { date: '2025-06-03', tags: ['K-1', 'K-2'], sex: 'M', ageMonths: 8 },
        f.field,
      ),
      201,
    );
    const own = await eventOf(bought.animalIds[1]!, 'purchase', f.field);
    expect(own).toMatchObject({ canUndo: true, animals: { count: 2 } });
    await json(undo(own.id, { reason: 'Não veio', animalId: bought.animalIds[1] }, f.field), 200);
    expect(await animal(bought.animalIds[0]!)).toMatchObject({ status: 'active' });

    const ids = [await register({ tag: 'K-3' }), await register({ tag: 'K-4' })];
    await json(
      send('POST', '/api/animals/sales', {
        date: '2025-06-12',
        animalIds: ids,
        priceKind: 'head',
        price: 2500,
      }),
      201,
    );
    const sale = await eventOf(ids[0]!, 'sale', f.field);
    expect(sale.canUndo).toBe(false);
    const refused = await json<Failure>(
      undo(sale.id, { reason: 'Quero', animalId: ids[0] }, f.field),
      403,
    );
    expect(refused.error.code).toBe('ROLE_FORBIDDEN');
    for (const id of ids) expect(await animal(id)).toMatchObject({ status: 'sold' });
  });

  it("another farm's event stays not found, whatever animal is named", async () => {
    const id = await register({ tag: 'Z-1' });
    const mate = await register({ tag: 'Z-2' });
    await json(
      send('POST', '/api/animals/sales', { date: '2025-06-12', animalIds: [id, mate] }),
      201,
    );
    const sale = await eventOf(id, 'sale');
    // The same owner acting on his other farm ('Retiro') names this farm's event and animal.
    const res = await f.t.request(`/api/animal-events/${sale.id}/undo`, {
      method: 'POST',
      headers: { cookie: f.owner, 'X-Farm-Id': f.farmF2 },
      body: JSON.stringify({ reason: 'Outra fazenda', animalId: id }),
    });
    expect(res.status).toBe(404);
    expect(await animal(id)).toMatchObject({ status: 'sold' });
  });
});
