import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CalvingMonth,
  FemalePage,
  IatfBatch,
  IatfProtocol,
  SeasonIndicators,
  ToWeanPage,
} from '../../domain/reproduction/api';
import { json } from '../test/responses';
import { reproFarm } from './fixture';

/*
 * A season's indicators and lists (issue 41 items 8 and 9), on a season of four females: a
 * heifer pregnant from the IATF batch's insemination, calved and her calf weaned; a cow empty
 * at the first IA and pregnant from the repasse, calved; a heifer never served (empty after the
 * season: 'Descarte sugerido'); a primiparous cow pregnant at the second IA, not calved yet.
 */

const FAKE = '00000000-0000-4000-8000-000000000000';
const ids = { a: '', b: '', c: '', d: '', calfA: '', calfB: '' };
let season = '';
let f: Awaited<ReturnType<typeof reproFarm>>;

const birth = async (motherId: string, date: string, tag: string) =>
  (
    await json<{ calf: { id: string } }>(
      f.t.sendAs(f.as.owner, 'POST', '/api/animals/births', { motherId, date, tag, sex: 'M' }),
      201,
    )
  ).calf.id;
const post = (path: string, body: unknown) => json(f.send('field', 'POST', path, body), 201);
const ia = (animalId: string, date: string, semen: string, more: Record<string, unknown> = {}) =>
  post('/inseminations', { animalIds: [animalId], date, sire: { semen }, ...more });
const check = (animalId: string, date: string, result: string, gestationDays?: number) =>
  post('/diagnoses', { animalId, date, result, ...(gestationDays ? { gestationDays } : {}) });

beforeAll(async () => {
  f = await reproFarm('indicadores');
  season = await f.season('Estação 2025', '2025-03-01', '2025-05-31');
  ids.a = await f.animal({ birthDate: '2023-03-01' });
  ids.b = await f.animal({ birthDate: '2019-01-01' });
  ids.c = await f.animal({ birthDate: '2023-03-01' });
  ids.d = await f.animal({ birthDate: '2021-01-01' });
  await birth(ids.b, '2023-01-10', 'IND-B1');
  await birth(ids.b, '2024-01-15', 'IND-B2');
  await birth(ids.d, '2024-02-01', 'IND-D1');
  await json(
    f.send('owner', 'POST', `/seasons/${season}/exposures`, {
      animalIds: [ids.a, ids.b, ids.c, ids.d],
    }),
    200,
  );
  const { items } = await json<{ items: IatfProtocol[] }>(
    f.send('owner', 'GET', '/protocols'),
    200,
  );
  const protocol = items.find((p) => p.name === 'IATF convencional (D0-D8-D10)')!;
  const batch = await json<IatfBatch>(
    f.send('owner', 'POST', '/batches', {
      seasonId: season,
      protocolId: protocol.id,
      startsOn: '2025-03-22',
      animalIds: [ids.a, ids.d],
    }),
    201,
  );
  const zé = { inseminator: 'Zé', batchId: batch.id };
  await ia(ids.a, '2025-04-01', 'Trovão', zé);
  await ia(ids.d, '2025-04-02', 'Trovão', zé);
  await ia(ids.b, '2025-04-01', 'Jaguar');
  await check(ids.a, '2025-05-01', 'pregnant', 30);
  await check(ids.b, '2025-05-01', 'empty');
  await check(ids.d, '2025-05-01', 'empty');
  await post('/natural-services', {
    animalIds: [ids.b],
    bullName: 'Touro da casa',
    startsOn: '2025-05-05',
    endsOn: '2025-05-31',
  });
  await ia(ids.d, '2025-05-02', 'Jaguar', { inseminator: 'Ana' });
  await check(ids.b, '2025-07-01', 'pregnant');
  await check(ids.d, '2025-06-10', 'pregnant', 39);
  ids.calfA = await birth(ids.a, '2026-01-05', 'IND-A1');
  ids.calfB = await birth(ids.b, '2026-02-20', 'IND-B3');
  await post('/weanings', { date: '2026-06-15', calves: [{ animalId: ids.calfA, weight: 221 }] });
  f.t.clock.now = new Date('2026-10-01T15:00:00Z');
});
afterAll(() => f.t.close());

const indicators = (who: 'owner' | 'field' = 'field') =>
  json<SeasonIndicators>(f.send(who, 'GET', `/seasons/${season}/indicators`), 200);

describe('GET /seasons/:id/indicators', () => {
  it('the season’s rates, means and kilograms, in SQL', async () => {
    const r = await indicators();
    expect(r.overall).toEqual({
      exposed: 4,
      served: 3,
      pregnant: 3,
      calved: 2,
      weaned: 1,
      serviceRate: 75,
      conceptionRate: 100,
      pregnancyRate: 75,
      calvingRate: 50,
      weaningRate: 25,
      // The cow's calving on 20/02/2026, 767 days after her calving before.
      calvingIntervalDays: 767,
      // The heifer born 01/03/2023 calved on 05/01/2026: 1041 days ÷ 30.4375.
      firstCalvingMonths: 34.2,
      kgWeanedPerExposed: 55.3,
      meanP205: 273.2,
    });
  });

  it('split by group: Vaca, Novilha, Primípara', async () => {
    const { byGroup } = await indicators();
    expect(byGroup.map((g) => [g.group, g.exposed, g.served, g.pregnant, g.calved])).toEqual([
      ['cow', 1, 1, 1, 1],
      ['heifer', 2, 1, 1, 1],
      ['primiparous', 1, 1, 1, 0],
    ]);
    expect(byGroup[0]).toMatchObject({ calvingIntervalDays: 767, firstCalvingMonths: null });
    expect(byGroup[1]).toMatchObject({ pregnancyRate: 50, weaningRate: 50, meanP205: 273.2 });
  });

  it('conception by round, protocol, bull or semen and inseminator', async () => {
    const r = await indicators();
    const rows = (split: { label: string; served: number; pregnant: number }[]) =>
      split.map((s) => [s.label, s.served, s.pregnant]);
    expect(rows(r.byRound)).toEqual([
      ['1º serviço', 3, 1],
      ['2º serviço', 2, 2],
    ]);
    expect(r.byRound[0]!.conceptionRate).toBe(33.3);
    expect(rows(r.byProtocol)).toEqual([
      ['IA sem protocolo', 2, 1],
      ['IATF convencional (D0-D8-D10)', 2, 1],
      ['Monta natural', 1, 1],
    ]);
    expect(rows(r.bySire)).toEqual([
      ['Jaguar', 2, 1],
      ['Trovão', 2, 1],
      ['Touro da casa', 1, 1],
    ]);
    expect(rows(r.byInseminator)).toEqual([
      ['Zé', 2, 1],
      ['Ana', 1, 1],
      ['Monta natural', 1, 1],
      ['Não informado', 1, 0],
    ]);
  });

  it('an empty season has no rates', async () => {
    const empty = await f.season('Estação vazia', '2026-03-01', '2026-05-31');
    const r = await json<SeasonIndicators>(
      f.send('owner', 'GET', `/seasons/${empty}/indicators`),
      200,
    );
    expect(r.overall).toMatchObject({ exposed: 0, pregnancyRate: null, kgWeanedPerExposed: null });
    expect(r.byGroup).toEqual([]);
    expect(r.byRound).toEqual([]);
  });

  it('another farm’s season, or none, is a 404', async () => {
    for (const path of ['indicators', 'calvings-by-month', 'to-wean']) {
      await f.refused(f.send('owner', 'GET', `/seasons/${FAKE}/${path}`), 404);
      await f.refused(f.send('outsider', 'GET', `/seasons/${season}/${path}`), 404);
    }
  });
});

describe('the lists that tell the producer what to do', () => {
  it("'Previsão de partos' by month, and how many calved", async () => {
    const { items } = await json<{ items: CalvingMonth[] }>(
      f.send('field', 'GET', `/seasons/${season}/calvings-by-month`),
      200,
    );
    expect(items).toEqual([
      { month: '2026-01', heads: 1, calved: 1 },
      { month: '2026-02', heads: 1, calved: 0 },
      { month: '2026-03', heads: 1, calved: 1 },
    ]);
  });

  it("'A desmamar': calves over 7 months not weaned, keyset", async () => {
    const page = await json<ToWeanPage>(f.send('field', 'GET', `/seasons/${season}/to-wean`), 200);
    expect(page.items).toEqual([
      {
        animalId: ids.calfB,
        tag: 'IND-B3',
        name: null,
        sex: 'M',
        birthDate: '2026-02-20',
        ageMonths: 7,
        motherId: ids.b,
        motherTag: expect.any(String),
      },
    ]);
    expect(page.nextCursor).toBeNull();
    const bad = await f.refused(f.send('field', 'GET', `/seasons/${season}/to-wean?cursor=x`), 400);
    expect(bad.fields).toEqual({ cursor: 'Cursor inválido' });
    await f.refused(f.send('field', 'GET', `/seasons/${season}/to-wean?limit=0`), 400);
  });

  it("'A desmamar' pages by birth, brinco and id", async () => {
    const other = await f.animal({ birthDate: '2020-01-01' });
    const s = await f.season('Estação 2024', '2024-03-01', '2024-05-31');
    await json(f.send('owner', 'POST', `/seasons/${s}/exposures`, { animalIds: [other] }), 200);
    await ia(other, '2024-04-01', 'Trovão');
    await check(other, '2024-05-10', 'pregnant', 39);
    await birth(other, '2025-01-10', 'IND-T1');
    await birth(other, '2025-01-10', 'IND-T2');
    const first = await json<ToWeanPage>(
      f.send('field', 'GET', `/seasons/${s}/to-wean?limit=1`),
      200,
    );
    expect(first.items.map((c) => c.tag)).toEqual(['IND-T1']);
    const next = await json<ToWeanPage>(
      f.send('field', 'GET', `/seasons/${s}/to-wean?limit=1&cursor=${first.nextCursor}`),
      200,
    );
    expect(next.items.map((c) => c.tag)).toEqual(['IND-T2']);
    expect(next.nextCursor).toBeNull();
  });

  it("'Vazias' with 'Descarte sugerido': the heifer empty after her season", async () => {
    const page = await json<FemalePage>(
      f.send('field', 'GET', `/seasons/${season}/females?status=cull`),
      200,
    );
    expect(page.items.map((x) => x.animalId)).toEqual([ids.c]);
  });
});

describe('an undone record', () => {
  it('moves the figures: the weaning undone, the calf is to wean again', async () => {
    const { events } = await json<{ events: { id: string; kind: string }[] }>(
      f.send('owner', 'GET', `/animals/${ids.calfA}`),
      200,
    );
    const weaning = events.find((e) => e.kind === 'weaning')!;
    const undo = await f.send('owner', 'POST', `/events/${weaning.id}/undo`, {
      reason: 'Lançado por engano',
    });
    expect(undo.status).toBe(204);
    const r = await indicators('owner');
    expect(r.overall).toMatchObject({ weaned: 0, weaningRate: 0, kgWeanedPerExposed: 0 });
    expect(r.overall.meanP205).toBeNull();
    const page = await json<ToWeanPage>(f.send('field', 'GET', `/seasons/${season}/to-wean`), 200);
    expect(page.items.map((c) => c.tag)).toEqual(['IND-A1', 'IND-B3']);
  });
});
