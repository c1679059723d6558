import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AnimalDetail } from '../../domain/herd/api';
import { json, useEventsFixture, type Failure } from './events-fixture';

/*
 * The herd's births, sales and deaths (issue 25 item 3, decisions 036 and 038): each with its
 * rule and Portuguese message, one of two concurrent sales, replays. Purchases, transfers, undo,
 * 'Campo' and the limit are in events-purchases-undo.test.ts.
 */

const f = useEventsFixture();
const { send, animal, register, timeline } = f;

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
    const birth = (body: Record<string, unknown>, as = f.owner) =>
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
    const stranger = await f.t.createUser({ email: 'outra-mae@fazenda.com' });
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
    expect(await json(send('POST', '/api/animals/sales', body, f.owner, key), 201)).toEqual({
      count: 1,
    });
    expect(await json(send('POST', '/api/animals/sales', body, f.owner, key), 200)).toEqual({
      count: 1,
    });
    expect((await timeline(id)).filter((e) => e.type === 'event')).toHaveLength(2);
  });
});
