import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapItem, PaddockDetail, PaddockPage, PaddockView } from '../../domain/pastures/api';
import { json } from '../test/responses';
import { pastureFarm } from './fixture';

/* Paddocks: registration, the list with its totals, edits, heights and shapes (issue 42). */

let f: Awaited<ReturnType<typeof pastureFarm>>;
beforeAll(async () => {
  f = await pastureFarm('pastos');
});
afterAll(() => f.t.close());

// A square of 0.00977° near Campo Grande (MS): 1.02 km × 1.08 km, about 110.8 ha.
const square = (lon: number, lat: number, side = 0.00977) =>
  [
    [lon, lat],
    [lon + side, lat],
    [lon + side, lat + side],
    [lon, lat + side],
    [lon, lat],
  ] as [number, number][];

describe('paddocks', () => {
  it("'Cadastrar pasto' by the owner or a Gerente, once per key; a name taken whatever the case", async () => {
    const body = {
      name: 'Piquete 1',
      areaHa: '12,5',
      forage: 'Mombaça',
      grazingMethod: 'rotational',
    };
    await f.refused(f.send('field', 'POST', '/paddocks', { ...body, areaHa: 12.5 }), 403);
    const made = await json<PaddockView>(
      f.send('manager', 'POST', '/paddocks', { ...body, areaHa: 12.5 }, 'p1'),
      201,
    );
    const again = await json<PaddockView>(
      f.send('manager', 'POST', '/paddocks', { ...body, areaHa: 12.5 }, 'p1'),
      200,
    );
    expect(again.id).toBe(made.id);
    expect(made).toMatchObject({
      name: 'Piquete 1',
      areaHa: 12.5,
      state: { kind: 'never', heads: 0 },
      units: 0,
      uaPerHa: 0,
      season: 'dry',
      ready: false,
    });
    const taken = await f.refused(
      f.send('owner', 'POST', '/paddocks', { ...body, areaHa: 3, name: 'PIQUETE 1' }),
      409,
    );
    expect(taken.message).toBe('Já existe um pasto com esse nome');
  });

  it('refuses hostile input with 400 and stores nothing', async () => {
    for (const bad of [
      { name: 'X\u0000', forage: 'Marandu', grazingMethod: 'continuous' },
      { name: 'X', areaHa: 1e308, forage: 'Marandu', grazingMethod: 'continuous' },
      { name: 'X', forage: 'Capim', grazingMethod: 'continuous' },
      { name: 'X', forage: 'Marandu', grazingMethod: 'continuous', capacityDry: -1 },
    ]) {
      await f.refused(f.send('owner', 'POST', '/paddocks', bad), 400);
    }
    await f.refused(f.send('owner', 'GET', '/paddocks?state=cheio'), 400);
    await f.refused(f.send('owner', 'GET', '/paddocks?cursor=%E0%A4%A'), 400);
    await f.refused(f.send('owner', 'GET', '/paddocks/nao-e-id'), 404);
    const page = await json<PaddockPage>(f.send('owner', 'GET', '/paddocks?q=X'), 200);
    expect(page.items).toEqual([]);
  });

  it('lists by name (numbers in order) in keyset pages, with totals over every page', async () => {
    for (const name of ['Piquete 10', 'Piquete 2', 'Baixada']) {
      await f.paddock(name, { retiro: 'Sede', areaHa: 5 });
    }
    const first = await json<PaddockPage>(f.send('field', 'GET', '/paddocks?limit=2'), 200);
    expect(first.items.map((p) => p.name)).toEqual(['Baixada', 'Piquete 1']);
    expect(first.totals).toMatchObject({ paddocks: 4, areaHa: 27.5, heads: 0 });
    const second = await json<PaddockPage>(
      f.send('field', 'GET', `/paddocks?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`),
      200,
    );
    expect(second.items.map((p) => p.name)).toEqual(['Piquete 2', 'Piquete 10']);
    expect(second.nextCursor).toBeNull();
    const sede = await json<PaddockPage>(f.send('field', 'GET', '/paddocks?retiro=Sede'), 200);
    expect(sede.totals.paddocks).toBe(3);
  });

  it("'Editar pasto' renames the animals' pasture too; Campo cannot", async () => {
    const p = await f.paddock('Capão');
    const animal = await f.animal({ pasture: 'capão' });
    const edit = { name: 'Capão Grande', areaHa: 8, forage: 'Zuri', grazingMethod: 'rotational' };
    await f.refused(f.send('field', 'PUT', `/paddocks/${p.id}`, edit), 403);
    await json(f.send('manager', 'PUT', `/paddocks/${p.id}`, edit), 200);
    const detail = await json<{ pasture: string }>(
      f.t.sendAs(f.as.owner, 'GET', `/api/animals/${animal}`),
      200,
    );
    expect(detail.pasture).toBe('Capão Grande');
  });

  it("'Registrar altura' by anyone of the team; a Mombaça resting at 85 cm is ready", async () => {
    const p = await f.paddock('Mombaça 1', { restDays: 30 });
    const cow = await f.animal();
    await json(f.move('owner', { paddockId: p.id, movedOn: '2026-06-01', animalIds: [cow] }), 201);
    const other = await f.paddock('Mombaça 2');
    await json(
      f.move('owner', { paddockId: other.id, movedOn: '2026-06-05', animalIds: [cow] }),
      201,
    );
    const low = await json<PaddockView>(
      f.send(
        'field',
        'POST',
        `/paddocks/${p.id}/heights`,
        { measuredOn: '2026-06-10', heightCm: 60 },
        'h1',
      ),
      201,
    );
    expect(low).toMatchObject({ state: { kind: 'resting', days: 10 }, ready: false });
    const high = await json<PaddockView>(
      f.send(
        'field',
        'POST',
        `/paddocks/${p.id}/heights`,
        { measuredOn: '2026-06-14', heightCm: 85 },
        'h2',
      ),
      201,
    );
    expect(high).toMatchObject({
      ready: true,
      lastHeight: { heightCm: 85, measuredOn: '2026-06-14' },
    });
    await f.refused(
      f.send('field', 'POST', `/paddocks/${p.id}/heights`, {
        measuredOn: '2026-06-16',
        heightCm: 80,
      }),
      400,
    );
    const detail = await json<PaddockDetail>(f.send('field', 'GET', `/paddocks/${p.id}`), 200);
    expect(detail.heights.map((h) => h.heightCm)).toEqual([85, 60]);
    const ready = await json<PaddockPage>(f.send('field', 'GET', '/paddocks?state=ready'), 200);
    expect(ready.items.map((x) => x.name)).toEqual(['Mombaça 1']);
  });

  it('imports shapes onto paddocks by name or as new ones, refuses a crossing one, and maps them', async () => {
    const shapes = [
      { name: 'piquete 2', ring: square(-54.6, -20.5) },
      { name: 'Reserva', ring: square(-54.58, -20.5) },
    ];
    await f.refused(f.send('field', 'POST', '/shapes', { shapes }), 403);
    const result = await json(f.send('owner', 'POST', '/shapes', { shapes }), 200);
    expect(result).toEqual({ created: 1, updated: 1 });
    const page = await json<PaddockPage>(f.send('owner', 'GET', '/paddocks?q=piquete 2'), 200);
    expect(page.items[0]).toMatchObject({ name: 'Piquete 2', areaHa: 5, hasShape: true });
    expect(page.items[0]!.shapeAreaHa).toBeGreaterThan(110);
    expect(page.items[0]!.shapeAreaHa).toBeLessThan(111.5);
    const bow: [number, number][] = [
      [-54.6, -20.5],
      [-54.59, -20.49],
      [-54.59, -20.5],
      [-54.6, -20.49],
      [-54.6, -20.5],
    ];
    const refused = await f.refused(
      f.send('owner', 'POST', '/shapes', { shapes: [{ name: 'Torto', ring: bow }] }),
      400,
    );
    expect(refused.fields?.shapes).toMatch(/Torto/);
    const outside = square(2.35, 48.85);
    await f.refused(
      f.send('owner', 'POST', '/shapes', { shapes: [{ name: 'Paris', ring: outside }] }),
      400,
    );
    const map = await json<{ items: MapItem[] }>(f.send('field', 'GET', '/map'), 200);
    expect(map.items.map((m) => m.name).sort()).toEqual(['Piquete 2', 'Reserva']);
    expect(map.items[0]!.ring.length).toBeGreaterThanOrEqual(4);
  });

  it("takes a farm's whole file of shapes beyond the API's 256 KB; beyond its own limit, 413", async () => {
    // 40 paddocks of 1,000 corners each, at full precision: about 1.6 MB.
    const circle = (lon: number, lat: number) => {
      const ring = Array.from({ length: 1000 }, (_, i): [number, number] => {
        const a = (2 * Math.PI * i) / 1000;
        return [lon + 0.005 * Math.cos(a) + 1e-13, lat + 0.005 * Math.sin(a) + 1e-13];
      });
      return [...ring, ring[0]!];
    };
    const shapes = Array.from({ length: 40 }, (_, i) => ({
      name: `Circular ${i + 1}`,
      ring: circle(-54.5 + (i % 8) * 0.02, -20.4 + Math.floor(i / 8) * 0.02),
    }));
    const body = JSON.stringify({ shapes });
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const result = await json(f.send('manager', 'POST', '/shapes', { shapes }), 200);
    expect(result).toEqual({ created: 40, updated: 0 });
    const huge = { shapes: [{ name: 'Enorme', ring: square(-54.6, -20.5) }], x: 'y'.repeat(13e6) };
    const refused = await f.refused(f.send('owner', 'POST', '/shapes', huge), 413);
    expect(refused.message).toMatch(/grande demais/);
  });
});
