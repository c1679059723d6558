import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnimalPaddock,
  MoveResult,
  OccupationPage,
  PaddockPage,
  PaddockView,
  PaddockYear,
  PastureSettings,
  Stocking,
} from '../../domain/pastures/api';
import { json } from '../test/responses';
import { pastureFarm } from './fixture';

/*
 * Moves, their history and undo, the paddock's state, stocking on a day and per year (issue 42
 * items 3–6). Today is 15/06/2026 ('Seca').
 */

let f: Awaited<ReturnType<typeof pastureFarm>>;
beforeAll(async () => {
  f = await pastureFarm('movimentos');
});
afterAll(() => f.t.close());

const paddockOf = (id: string) => json<PaddockView>(f.send('owner', 'GET', `/paddocks/${id}`), 200);

describe('moves', () => {
  it("moves a lot, keeps one paddock per animal, and keeps every move in 'Histórico de ocupação'", async () => {
    const lot = await f.lot('Lote 3');
    const a = await f.paddock('Invernada A', { areaHa: 20, capacityDry: 1 });
    const b = await f.paddock('Invernada B', { areaHa: 10 });
    const cows = [await f.animal({ lotId: lot }), await f.animal({ lotId: lot })];
    await f.weigh(cows[0]!, '2026-05-01', 450);
    const first = await json<MoveResult>(
      f.move('field', { paddockId: a.id, movedOn: '2026-06-01', lotId: lot }, 'm1'),
      201,
    );
    const replay = await json<MoveResult>(
      f.move('field', { paddockId: a.id, movedOn: '2026-06-01', lotId: lot }, 'm1'),
      200,
    );
    expect(replay.moveId).toBe(first.moveId);
    expect(first).toMatchObject({ heads: 2, paddockName: 'Invernada A' });
    // One weighed (450 kg), one a Novilha by the typical weight (300 kg).
    expect(first.units).toBeCloseTo((450 + 300) / 450, 5);
    expect(await paddockOf(a.id)).toMatchObject({
      state: { kind: 'occupied', days: 14, lotName: 'Lote 3', heads: 2 },
    });

    const again = await f.refused(
      f.move('owner', { paddockId: a.id, movedOn: '2026-06-02', lotId: lot }),
      409,
    );
    expect(again.message).toBe('Esses animais já estão nesse pasto');
    const early = await f.refused(
      f.move('owner', { paddockId: b.id, movedOn: '2026-05-20', animalIds: [cows[0]] }),
      400,
    );
    expect(early.fields?.movedOn).toBe(
      'A data é anterior à última entrada: 1 animal entrou no pasto atual em 01/06/2026',
    );

    await json(
      f.move('owner', { paddockId: b.id, movedOn: '2026-06-10', animalIds: [cows[0]] }),
      201,
    );
    expect(await paddockOf(a.id)).toMatchObject({ state: { kind: 'occupied', heads: 1 } });
    const where = await json<AnimalPaddock>(f.send('field', 'GET', `/animals/${cows[0]}`), 200);
    expect(where.paddock).toMatchObject({ name: 'Invernada B', since: '2026-06-10' });
    // An animal of no one, or of another farm, is not found.
    await f.refused(f.send('owner', 'GET', '/animals/00000000-0000-0000-0000-000000000000'), 404);
    await f.refused(f.send('outsider', 'GET', `/animals/${cows[0]}`), 404);
    const other = await json<AnimalPaddock>(f.send('owner', 'GET', `/animals/${cows[1]}`), 200);
    expect(other.paddock).toMatchObject({ name: 'Invernada A' });
    const animal = await json<{ pasture: string }>(
      f.t.sendAs(f.as.owner, 'GET', `/api/animals/${cows[0]}`),
      200,
    );
    expect(animal.pasture).toBe('Invernada B');

    const history = await json<OccupationPage>(f.send('field', 'GET', '/history'), 200);
    expect(
      history.items.map((h) => [h.paddockName, h.lotName, h.enteredOn, h.leftOn, h.heads]),
    ).toEqual([
      ['Invernada B', null, '2026-06-10', null, 1],
      ['Invernada A', 'Lote 3', '2026-06-01', null, 2],
    ]);
    // The first move's cow left it: undoing it would lose that; the second may be undone.
    expect(history.items.map((h) => h.undoable)).toEqual([false, false]);
    const own = await json<OccupationPage>(
      f.send('owner', 'GET', `/history?paddockId=${b.id}`),
      200,
    );
    expect(own.items.map((h) => h.undoable)).toEqual([true]);

    // Its pages follow one another by the cursor each gives (none repeated, none skipped).
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page: OccupationPage = await json<OccupationPage>(
        f.send('field', 'GET', `/history?limit=1${query}`),
        200,
      );
      seen.push(...page.items.map((h) => h.moveId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(history.items.map((h) => h.moveId));
  });

  it('undoes a move by its author, the owner or a Gerente only, while nothing moved them since', async () => {
    const c = await f.paddock('Curral');
    const d = await f.paddock('Divisa');
    const cow = await f.animal();
    const byOwner = await json<MoveResult>(
      f.move('owner', { paddockId: c.id, movedOn: '2026-06-01', animalIds: [cow] }),
      201,
    );
    const reason = { reason: 'Pasto errado' };
    await f.refused(f.send('field', 'POST', `/moves/${byOwner.moveId}/undo`, reason), 403);
    const byField = await json<MoveResult>(
      f.move('field', { paddockId: d.id, movedOn: '2026-06-03', animalIds: [cow] }),
      201,
    );
    const blocked = await f.refused(
      f.send('owner', 'POST', `/moves/${byOwner.moveId}/undo`, reason),
      409,
    );
    expect(blocked.message).toMatch(/desfaça antes a movimentação seguinte/);
    expect((await f.send('field', 'POST', `/moves/${byField.moveId}/undo`, reason)).status).toBe(
      204,
    );
    const back = await json<AnimalPaddock>(f.send('owner', 'GET', `/animals/${cow}`), 200);
    expect(back.paddock).toMatchObject({ name: 'Curral', since: '2026-06-01' });
    expect(await paddockOf(d.id)).toMatchObject({ state: { kind: 'never' } });
    const undone = await f.send('manager', 'POST', `/moves/${byOwner.moveId}/undo`, reason);
    expect(undone.status).toBe(204);
    const none = await json<AnimalPaddock>(f.send('owner', 'GET', `/animals/${cow}`), 200);
    expect(none.paddock).toBeNull();
    // Another farm's person finds no such move in his own farm.
    await f.refused(f.send('outsider', 'POST', `/moves/${byOwner.moveId}/undo`, reason), 404);
  });
});

describe('stocking', () => {
  it('UA/ha of the farm and each retiro on a day, from weighings projected by the lot, else typical weights', async () => {
    const g = await f.t.createUser({ name: 'Nova', email: 'nova@lotacao.com' });
    await f.t.setSubscription('nova@lotacao.com', {
      plan: 'PRO',
      status: 'active',
      trialEndsAt: null,
    });
    const send = (method: string, path: string, body?: unknown) =>
      f.t.sendAs(g, method, `/api/pastures${path}`, body);
    const make = async (name: string, retiro: string | null, areaHa: number) =>
      json<PaddockView>(
        send('POST', '/paddocks', {
          name,
          retiro,
          areaHa,
          forage: 'Marandu',
          grazingMethod: 'continuous',
          capacityDry: 0.5,
        }),
        201,
      );
    const p1 = await make('P1', 'Norte', 10);
    await make('P2', 'Sul', 30);
    const animal = async () =>
      (
        await json<{ id: string }>(
          f.t.sendAs(g, 'POST', '/api/animals', {
            tag: `L-${Math.random()}`.slice(0, 12),
            sex: 'M',
            breed: 'Nelore',
            birthDate: '2023-01-01',
          }),
          201,
        )
      ).id;
    const ox = [await animal(), await animal()];
    // The figures are kept between the farm's changes (migration 0030's versions): read before
    // a change, then read again after it.
    const list = () => json<PaddockPage>(send('GET', '/paddocks'), 200);
    const kept = await json<Stocking>(send('GET', '/stocking?date=2026-06-01'), 200);
    expect([(await list()).totals.heads, kept.farm.heads]).toEqual([0, 0]);
    await json(
      send('POST', '/moves', { paddockId: p1.id, movedOn: '2026-05-01', animalIds: ox }),
      201,
    );
    expect((await list()).totals.heads).toBe(2);
    const day = await json<Stocking>(send('GET', '/stocking?date=2026-06-01'), 200);
    // Two 'Boi' at the typical 480 kg: 960 / 450 UA over 40 ha; Norte carries them on 10 ha.
    expect(day.farm).toMatchObject({ heads: 2, areaHa: 40 });
    expect(day.farm.uaPerHa).toBeCloseTo(960 / 450 / 40, 6);
    expect(day.retiros.map((r) => [r.retiro, r.heads])).toEqual([
      ['Norte', 2],
      ['Sul', 0],
    ]);
    const before = await json<Stocking>(send('GET', '/stocking?date=2026-04-30'), 200);
    expect(before.farm.heads).toBe(0);
    await f.refused(send('GET', '/stocking?date=0000-01-01'), 400);

    const settings: PastureSettings = await json(send('GET', '/settings'), 200);
    await json(
      send('PUT', '/settings', { typicalWeights: { ...settings.typicalWeights, Boi: 1200 } }),
      200,
    );
    const heavier = await json<PaddockView>(send('GET', `/paddocks/${p1.id}`), 200);
    expect(heavier.units).toBeCloseTo(2400 / 450, 6);
    expect((await list()).totals.units).toBeCloseTo(2400 / 450, 6);
    const again = await json<Stocking>(send('GET', '/stocking?date=2026-06-01'), 200);
    expect(again.farm.units).toBeCloseTo(2400 / 450, 6);
    expect(heavier).toMatchObject({ season: 'dry', overCapacity: true });
  });

  it('per paddock and year: days occupied, mean UA/ha, kg gained in it and @/ha/ano', async () => {
    const p = await f.paddock('Anual', { areaHa: 4 });
    const steer = await f.animal({ sex: 'M' });
    await f.weigh(steer, '2025-01-10', 300);
    await json(
      f.move('owner', { paddockId: p.id, movedOn: '2025-02-01', animalIds: [steer] }),
      201,
    );
    await f.weigh(steer, '2025-03-01', 330);
    await f.weigh(steer, '2025-12-01', 420);
    const out = await f.paddock('Fora');
    await json(
      f.move('owner', { paddockId: out.id, movedOn: '2026-01-31', animalIds: [steer] }),
      201,
    );
    const { items } = await json<{ items: PaddockYear[] }>(
      f.send('field', 'GET', `/paddocks/${p.id}/years`),
      200,
    );
    expect(items.map((y) => y.year)).toEqual([2026, 2025]);
    const [y2026, y2025] = items;
    expect(y2025).toMatchObject({ daysOccupied: 334, kgGained: 90 });
    expect(y2025!.arrobasPerHa).toBeCloseTo(90 / 30 / 4, 6);
    expect(y2025!.meanUaPerHa).toBeCloseTo(((300 / 450) * 334) / 365 / 4, 6);
    expect(y2026).toMatchObject({ daysOccupied: 30, kgGained: 0 });
  });
});
