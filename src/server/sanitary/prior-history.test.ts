import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnimalDetail } from '../../domain/herd/api';
import type {
  ApplicationPage,
  BrucellosisProof,
  DueCounts,
  DuePage,
} from '../../domain/sanitary/api';
import { json } from '../test/responses';
import { createTestApp } from '../test/test-app';

/*
 * 'Histórico anterior ao cadastro' (issue 39 item 6, decision 063): a first dose whose window
 * ended before the animal was registered is not overdue; one press marks a protocol's list (a
 * category's, a lot's) as given before the registration — no cost, no withdrawal, not in the
 * brucellosis proof, undone like any application.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.createUser({ email: 'historico@fazenda.com' });
  t.clock.now = new Date('2026-06-15T15:00:00Z');
});
afterAll(() => t.close());

const send = (method: string, path: string, body?: unknown, key?: string) =>
  t.sendAs(cookie, method, path, body, key ? { 'Idempotency-Key': key } : {});
type Failure = { error: { code: string; message: string; fields?: Record<string, string> } };

const counts = async () => {
  const c = await json<DueCounts>(send('GET', '/api/sanitary/due/counts'), 200);
  const of = (name: string) => c.byProtocol.find((p) => p.protocolName.startsWith(name))!;
  return { all: c, brucellosis: of('Brucelose'), clostridial: of('Clostridioses') };
};
const tags = async (status: string, protocolId: string) =>
  (
    await json<DuePage>(
      send('GET', `/api/sanitary/due?status=${status}&protocolId=${protocolId}`),
      200,
    )
  ).items.map((i) => `${i.tag} ${i.due}`);

describe("the calendar's 'Histórico anterior ao cadastro'", () => {
  let lotId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const lot = await json<{ id: string }>(
      send('POST', '/api/lots', {
        name: 'Engorda',
        quantity: 1,
        initialWeight: 400,
        purchasePrice: 3000,
        purchaseDate: '2026-01-02',
      }),
      201,
    );
    lotId = lot.id;
    const register = async (body: Record<string, unknown>) => {
      ids[body.tag as string] = (
        await json<AnimalDetail>(send('POST', '/api/animals', body), 201)
      ).id;
    };
    // A heifer registered at 14 months, a calf of 5, two steers: registered today (2026-06-15).
    await register({ tag: 'H14', sex: 'F', birthDate: '2025-04-01' });
    await register({ tag: 'F5', sex: 'F', birthDate: '2026-01-10' });
    await register({ tag: 'B1', sex: 'M', birthDate: '2024-01-01', lotId });
    await register({ tag: 'B2', sex: 'M', birthDate: '2024-01-01' });
  });

  it('lists first doses due before the registration apart, not as overdue', async () => {
    const { all, brucellosis, clostridial } = await counts();
    // B19: the 5-month calf is overdue (her window is open); the heifer's ended before.
    expect(brucellosis).toMatchObject({ overdue: 1, prior: 1, productType: 'Vacina' });
    expect(await tags('overdue', brucellosis.protocolId)).toEqual(['F5 2026-04-10']);
    expect(await tags('prior', brucellosis.protocolId)).toEqual(['H14 2025-07-01']);
    // Clostridioses at 4 months: due before the registration for all four.
    expect(clostridial).toMatchObject({ overdue: 0, prior: 4 });
    expect(all.overdue).toBe(1);
    expect(all.prior).toBe(5);
  });

  it('marks a lot, a category, then the rest, once per Idempotency-Key', async () => {
    const { clostridial } = await counts();
    const key = randomUUID();
    const lot = { protocolId: clostridial.protocolId, lotId };
    const first = await json<{ count: number }>(
      send('POST', '/api/sanitary/prior-history', lot, key),
      201,
    );
    expect(first.count).toBe(1);
    // The outbox sending it again: the same answer, nothing more.
    expect(
      await json<{ count: number }>(send('POST', '/api/sanitary/prior-history', lot, key), 200),
    ).toMatchObject({ count: 1 });
    expect((await counts()).clostridial.prior).toBe(3);
    const heifers = await json<{ count: number }>(
      send('POST', '/api/sanitary/prior-history', {
        protocolId: clostridial.protocolId,
        category: 'Novilha',
      }),
      201,
    );
    expect(heifers.count).toBe(1);
    const rest = await json<{ count: number }>(
      send('POST', '/api/sanitary/prior-history', { protocolId: clostridial.protocolId }),
      201,
    );
    expect(rest.count).toBe(2);
    // No booster after them, and the yearly dose a year after the day before the registration.
    expect(await counts()).toMatchObject({ clostridial: { overdue: 0, upcoming: 0, prior: 0 } });
    const empty = await json<Failure>(
      send('POST', '/api/sanitary/prior-history', { protocolId: clostridial.protocolId }),
      404,
    );
    expect(empty.error.message).toBe('Nenhum animal nessa lista');
  });

  it('records no dose, cost or withdrawal, and stays out of the brucellosis proof', async () => {
    const { brucellosis } = await counts();
    await json(
      send('POST', '/api/sanitary/prior-history', { protocolId: brucellosis.protocolId }),
      201,
    );
    expect(await counts()).toMatchObject({ brucellosis: { overdue: 1, prior: 0 } });
    const page = await json<ApplicationPage>(
      send('GET', `/api/sanitary/applications?animalId=${ids.H14}`),
      200,
    );
    expect(page.items).toHaveLength(2);
    for (const a of page.items) {
      expect(a).toMatchObject({
        priorHistory: true,
        date: '2026-06-14',
        dose: 0,
        cost: null,
        withdrawalUntil: null,
        veterinarian: null,
      });
    }
    const heifer = await json<AnimalDetail>(send('GET', `/api/animals/${ids.H14}`), 200);
    expect(heifer.withdrawalUntil).toBeNull();
    const proof = await json<BrucellosisProof>(
      send('GET', '/api/sanitary/brucellosis?semester=2026-1'),
      200,
    );
    expect(proof.total).toBe(0);
    const cost = await json<{ applications: number }>(
      send('GET', '/api/sanitary/costs?month=2026-06'),
      200,
    );
    expect(cost.applications).toBe(0);
  });

  it('is undone like any application: the animal is back in the list', async () => {
    const { clostridial } = await counts();
    const page = await json<ApplicationPage>(
      send('GET', `/api/sanitary/applications?animalId=${ids.B1}`),
      200,
    );
    await json(
      send('POST', `/api/sanitary/applications/${page.items[0]!.id}/undo`, {
        reason: 'Não sabemos se tomou',
      }),
      200,
    );
    expect(await tags('prior', clostridial.protocolId)).toEqual(['B1 2024-05-01']);
  });

  it('refuses an unknown protocol or lot, and a category with a lot, changing nothing', async () => {
    const { clostridial } = await counts();
    const unknown = await json<Failure>(
      send('POST', '/api/sanitary/prior-history', { protocolId: randomUUID() }),
      404,
    );
    expect(unknown.error.message).toBe('Protocolo não encontrado');
    const lot = await json<Failure>(
      send('POST', '/api/sanitary/prior-history', {
        protocolId: clostridial.protocolId,
        lotId: randomUUID(),
      }),
      400,
    );
    expect(lot.error.fields).toEqual({ lotId: 'Lote não encontrado.' });
    const both = await json<Failure>(
      send('POST', '/api/sanitary/prior-history', {
        protocolId: clostridial.protocolId,
        lotId,
        category: 'Boi',
      }),
      400,
    );
    expect(both.error.fields?.lotId).toBe('Escolha a categoria ou o lote, não os dois');
    await json<Failure>(send('POST', '/api/sanitary/prior-history', { protocolId: 'x' }), 400);
    expect((await counts()).clostridial.prior).toBe(1);
  });

  it('takes a whole marking back at once from one of its rows, once', async () => {
    for (const tag of ['B3', 'B4']) {
      await json(send('POST', '/api/animals', { tag, sex: 'M', birthDate: '2024-02-01' }), 201);
    }
    const { clostridial } = await counts();
    expect(clostridial.prior).toBe(3);
    const marked = await json<{ count: number; groupId: string }>(
      send('POST', '/api/sanitary/prior-history', { protocolId: clostridial.protocolId }),
      201,
    );
    expect(marked.count).toBe(3);
    const page = await json<ApplicationPage>(send('GET', '/api/sanitary/applications'), 200);
    const rows = page.items.filter((a) => a.groupId === marked.groupId);
    expect(rows.map((a) => a.groupSize)).toEqual([3, 3, 3]);
    const undo = { reason: 'Marcamos a lista errada', wholeGroup: true };
    const key = randomUUID();
    expect(
      await json(send('POST', `/api/sanitary/applications/${rows[1]!.id}/undo`, undo, key), 200),
    ).toEqual({ ok: true, undone: 3 });
    expect((await counts()).clostridial.prior).toBe(3);
    // Sent again (the outbox), nothing more is undone.
    expect(
      await json(send('POST', `/api/sanitary/applications/${rows[1]!.id}/undo`, undo, key), 200),
    ).toEqual({ ok: true, undone: 0 });
    const after = await json<ApplicationPage>(send('GET', '/api/sanitary/applications'), 200);
    expect(
      after.items.filter((a) => a.groupId === marked.groupId).map((a) => [a.undone, a.groupSize]),
    ).toEqual([
      [true, 0],
      [true, 0],
      [true, 0],
    ]);
  });
});
