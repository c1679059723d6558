import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnimalFiguresPage } from '../../domain/records/weighing-pages';
import { json, validationError } from '../test/responses';
import { pastureFarm } from '../pastures/fixture';

/*
 * GET /api/weighings/animals?paddock=: the figures and the totals of the active animals now in a
 * paddock ('Pastos', issue 42 item 3), the weighing screen's 'Pasto' filter.
 */

let f: Awaited<ReturnType<typeof pastureFarm>>;
beforeAll(async () => {
  f = await pastureFarm('pesopasto');
});
afterAll(() => f.t.close());

const figures = (query: string, who: 'owner' | 'field' | 'outsider' = 'owner') =>
  f.t.sendAs(f.as[who], 'GET', `/api/weighings/animals?${query}`);
const tagOf = async (id: string) =>
  (await f.t.db.$client.query<{ tag: string }>('select tag from animals where id = $1', [id]))
    .rows[0]!.tag;

describe("the weighing figures of a paddock's animals", () => {
  it('narrows the figures and their totals to the active animals now in the paddock', async () => {
    const a = await f.paddock('Pasto Norte', { forage: 'Marandu', grazingMethod: 'continuous' });
    const b = await f.paddock('Pasto Sul', { forage: 'Marandu', grazingMethod: 'continuous' });
    const empty = await f.paddock('Pasto Vazio', {
      forage: 'Marandu',
      grazingMethod: 'continuous',
    });
    const [n1, n2, s1, sold] = [
      await f.animal(),
      await f.animal(),
      await f.animal(),
      await f.animal(),
    ];
    // GMD: n1 1 kg/day, n2 0,5 kg/day, s1 2 kg/day over 100 days; `sold` weighed too.
    for (const [id, gain] of [
      [n1!, 100],
      [n2!, 50],
      [s1!, 200],
      [sold!, 10],
    ] as const) {
      await f.weigh(id, '2026-01-01', 300);
      await f.weigh(id, '2026-04-11', 300 + gain);
    }
    await json(
      f.move('owner', { paddockId: a.id, movedOn: '2026-05-01', animalIds: [n1, n2, sold] }),
      201,
    );
    await json(f.move('owner', { paddockId: b.id, movedOn: '2026-05-01', animalIds: [s1] }), 201);
    await f.t.db.$client.query(`update animals set status = 'sold' where id = $1`, [sold]);

    const north = await json<AnimalFiguresPage>(figures(`paddock=${a.id}`), 200);
    expect(north.items.map((i) => i.animalId).sort()).toEqual(
      [await tagOf(n1!), await tagOf(n2!)].sort(),
    );
    expect(north.totals?.animals).toBe(2);
    expect(north.totals?.averageDailyGain).toBeCloseTo(0.75, 5);

    const south = await json<AnimalFiguresPage>(figures(`paddock=${b.id}`, 'field'), 200);
    expect(south.items.map((i) => i.animalId)).toEqual([await tagOf(s1!)]);
    expect(south.totals).toMatchObject({ animals: 1, averageDailyGain: 2 });

    const none = await json<AnimalFiguresPage>(figures(`paddock=${empty.id}`), 200);
    expect(none).toMatchObject({ items: [], totals: { animals: 0, averageDailyGain: null } });

    // The whole herd: every animal weighed, the sold one too.
    const herd = await json<AnimalFiguresPage>(figures(''), 200);
    expect(herd.totals?.animals).toBe(4);

    // Another farm's paddock holds none of this farm's animals.
    const theirs = await json<AnimalFiguresPage>(figures(`paddock=${a.id}`, 'outsider'), 200);
    expect(theirs.items).toEqual([]);
  });

  it("refuses a paddock that is not an id with 'Pasto não encontrado'", async () => {
    for (const bad of ['abc', '1%20or%201=1', '00000000-0000-0000-0000-00000000000g']) {
      const body = await json(figures(`paddock=${bad}`), 400);
      expect(body).toEqual(validationError({ paddock: 'Pasto não encontrado' }));
    }
  });
});
