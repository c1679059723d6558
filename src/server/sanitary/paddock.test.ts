import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicationPage,
  DueCounts,
  DuePage,
  SanitaryProduct,
} from '../../domain/sanitary/api';
import { json, validationError } from '../test/responses';
import { pastureFarm } from '../pastures/fixture';

/*
 * The sanitary lists of the active animals now in a paddock ('Pasto', issue 42 item 3): the due
 * counts and pages, the applications, and 'Registrar para todos' / 'Marcar como vacinadas antes
 * do cadastro' of a list so filtered. Today is 15/06/2026.
 */

let f: Awaited<ReturnType<typeof pastureFarm>>;
let north: string;
let south: string;
let brucellosis: string;
let products: SanitaryProduct[];
const tags: Record<string, string> = {};
beforeAll(async () => {
  f = await pastureFarm('sanipasto');
  const paddock = async (name: string) =>
    (await f.paddock(name, { forage: 'Marandu', grazingMethod: 'continuous' })).id;
  north = await paddock('Pasto Norte');
  south = await paddock('Pasto Sul');
  // Heifers of 5 months: B19 overdue since 10/04. Cows of 2 years: before the registration.
  for (const name of ['h1', 'h2', 'h3', 'h4']) {
    tags[name] = await f.animal({ birthDate: '2026-01-10' });
  }
  for (const name of ['c1', 'c2']) tags[name] = await f.animal();
  await json(
    f.move('owner', {
      paddockId: north,
      movedOn: '2026-06-01',
      animalIds: [tags.h1, tags.h2, tags.h4, tags.c1],
    }),
    201,
  );
  await json(
    f.move('owner', { paddockId: south, movedOn: '2026-06-01', animalIds: [tags.h3] }),
    201,
  );
  products = (await json<{ items: SanitaryProduct[] }>(get('/products'), 200)).items;
  const counts = await json<DueCounts>(get('/due/counts'), 200);
  brucellosis = counts.byProtocol.find((p) => p.protocolName.startsWith('Brucelose'))!.protocolId;
});
afterAll(() => f.t.close());

const get = (path: string, who: 'owner' | 'field' = 'owner') =>
  f.t.sendAs(f.as[who], 'GET', `/api/sanitary${path}`);
const post = (path: string, body: unknown) =>
  f.t.sendAs(f.as.owner, 'POST', `/api/sanitary${path}`, body);
const line = async (query = '') =>
  (await json<DueCounts>(get(`/due/counts${query}`), 200)).byProtocol.find(
    (p) => p.protocolId === brucellosis,
  )!;
const dueTags = async (query: string) => {
  const page = await json<DuePage>(get(`/due?${query}`, 'field'), 200);
  return { tags: page.items.map((i) => i.animalId).sort(), total: page.total };
};
const sorted = (...names: string[]) => names.map((n) => tags[n]!).sort();

describe("the due lists of a paddock's animals", () => {
  it('counts and lists only the active animals now in the paddock', async () => {
    expect(await line()).toMatchObject({ overdue: 4, prior: 2 });
    expect(await line(`?paddockId=${north}`)).toMatchObject({ overdue: 3, prior: 1 });
    expect(await line(`?paddockId=${south}`)).toMatchObject({ overdue: 1, prior: 0 });
    const sold = await f.t.sendAs(f.as.owner, 'POST', '/api/animals/sales', {
      date: '2026-06-12',
      animalIds: [tags.h4],
    });
    expect(sold.status).toBe(201);
    const counts = await json<DueCounts>(get(`/due/counts?paddockId=${north}`), 200);
    expect(counts.byProtocol.find((p) => p.protocolId === brucellosis)).toMatchObject({
      overdue: 2,
      prior: 1,
    });
    expect(counts.overdue).toBe(counts.byProtocol.reduce((n, p) => n + p.overdue, 0));
    expect(await dueTags(`status=overdue&protocolId=${brucellosis}&paddockId=${north}`)).toEqual({
      tags: sorted('h1', 'h2'),
      total: 2,
    });
    const paged = await json<DuePage>(
      get(`/due?status=overdue&protocolId=${brucellosis}&paddockId=${north}&limit=1`),
      200,
    );
    expect(paged.total).toBe(2);
    const next = await json<DuePage>(
      get(
        `/due?status=overdue&protocolId=${brucellosis}&paddockId=${north}&limit=1&cursor=${paged.nextCursor}`,
      ),
      200,
    );
    expect([paged.items[0]!.animalId, next.items[0]!.animalId].sort()).toEqual(sorted('h1', 'h2'));
    expect(next.nextCursor).toBeNull();
    expect(await dueTags(`status=prior&protocolId=${brucellosis}&paddockId=${south}`)).toEqual({
      tags: [],
      total: 0,
    });
  });

  it("'Registrar para todos' and the marking before the registration reach only the paddock's", async () => {
    const b19 = products.find((p) => p.brucellosis === 'B19')!;
    const done = await json<{ count: number }>(
      post('/applications', {
        productId: b19.id,
        date: '2026-06-14',
        dose: 2,
        veterinarian: 'Dra. Ana, CRMV-MS 1234',
        target: { dueProtocolId: brucellosis, dueStatus: 'overdue', paddockId: south },
      }),
      201,
    );
    expect(done.count).toBe(1);
    expect(await line()).toMatchObject({ overdue: 2 });
    expect(await line(`?paddockId=${north}`)).toMatchObject({ overdue: 2 });

    const marked = await json<{ count: number }>(
      post('/prior-history', { protocolId: brucellosis, paddockId: north }),
      201,
    );
    expect(marked.count).toBe(1);
    expect(await dueTags(`status=prior&protocolId=${brucellosis}`)).toEqual({
      tags: sorted('c2'),
      total: 1,
    });
  });
});

describe("the applications of a paddock's animals", () => {
  it('lists the applications of the active animals now in the paddock', async () => {
    const wormer = products.find((p) => p.name.startsWith('Ivermectina'))!;
    await json(
      post('/applications', {
        productId: wormer.id,
        date: '2026-06-10',
        dose: 5,
        target: { animalIds: [tags.h1, tags.h3, tags.h4, tags.c2] },
      }),
      201,
    );
    const of = async (query: string) =>
      (await json<ApplicationPage>(get(`/applications?productId=${wormer.id}${query}`), 200)).items
        .map((a) => a.animalId)
        .sort();
    expect(await of('')).toEqual(sorted('h1', 'h3', 'h4', 'c2'));
    // h4 was sold: no longer in the paddock's animals.
    expect(await of(`&paddockId=${north}`)).toEqual(sorted('h1'));
    expect(await of(`&paddockId=${south}`)).toEqual(sorted('h3'));
  });

  it("refuses a paddock that is not an id with 'Pasto não encontrado'", async () => {
    for (const path of ['/due/counts?', '/due?status=overdue&', '/applications?']) {
      for (const bad of ['abc', '%27%20or%201%3D1', '']) {
        const res = await get(`${path}paddockId=${bad}`);
        expect(await json(res, 400)).toEqual(
          validationError({ paddockId: 'Pasto não encontrado' }),
        );
      }
    }
    const bad = await json(
      post('/applications', {
        productId: products[0]!.id,
        date: '2026-06-14',
        dose: 1,
        target: { dueProtocolId: brucellosis, dueStatus: 'overdue', paddockId: 'x' },
      }),
      400,
    );
    expect(JSON.stringify(bad)).toContain('Pasto não encontrado');
  });
});
