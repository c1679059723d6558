import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FemalePage,
  FemaleReproduction,
  RecordedEvents,
  SeasonSummary,
  Semen,
} from '../../domain/reproduction/api';
import { json } from '../test/responses';
import { reproFarm } from './fixture';

/*
 * Services, checks, calvings, abortions, weanings and their undoing (issue 41 items 4–7,
 * decision 067), and the second person: a member of another farm, a 'Campo' of this one.
 */

let f: Awaited<ReturnType<typeof reproFarm>>;
let season = '';
const FAKE = '00000000-0000-4000-8000-000000000000';
beforeAll(async () => {
  f = await reproFarm('servicos');
  season = await f.season('Estação 2025', '2025-03-01', '2025-05-31');
});
afterAll(() => f.t.close());

const page = (who: 'owner' | 'field', query = '') =>
  json<FemalePage>(f.send(who, 'GET', `/seasons/${season}/females${query}`), 200);
const female = async (id: string) => (await page('owner')).items.find((x) => x.animalId === id)!;
const history = (id: string, who: 'owner' | 'field' = 'owner') =>
  json<FemaleReproduction>(f.send(who, 'GET', `/animals/${id}`), 200);

describe('a pregnancy from its service to the calf’s weaning', () => {
  let cow = '';
  beforeAll(async () => {
    cow = await f.animal();
    await json(f.send('owner', 'POST', `/seasons/${season}/exposures`, { animalIds: [cow] }), 200);
  });

  it("'Registrar inseminação' adds an unknown semen to the list; once per key", async () => {
    const body = {
      animalIds: [cow],
      date: '2025-04-01',
      sire: { semen: 'Trovão' },
      inseminator: 'Zé',
    };
    const made = await json<RecordedEvents>(
      f.send('field', 'POST', '/inseminations', body, 'ia-1'),
      201,
    );
    const again = await json<RecordedEvents>(
      f.send('field', 'POST', '/inseminations', body, 'ia-1'),
      200,
    );
    expect(again).toEqual({ ...made, replayed: true });
    const { items } = await json<{ items: Semen[] }>(f.send('field', 'GET', '/semen'), 200);
    expect(items.map((s) => s.bull)).toContain('Trovão');
    expect(await female(cow)).toMatchObject({
      status: 'inseminated',
      lastService: { kind: 'insemination', date: '2025-04-01', sire: 'Trovão', inseminator: 'Zé' },
    });
    // Served more than 30 days ago and not checked: 'A diagnosticar'.
    expect((await page('field', '?status=to_diagnose')).items.map((x) => x.animalId)).toContain(
      cow,
    );
  });

  it("'Registrar diagnóstico' Prenhe with days: attributed to the IA, Previsão de parto", async () => {
    const bull = await f.animal({ sex: 'M', birthDate: '2020-01-01' });
    await json(
      f.send('field', 'POST', '/natural-services', {
        animalIds: [cow],
        bullId: bull,
        startsOn: '2025-04-15',
        endsOn: '2025-05-31',
      }),
      201,
    );
    expect((await female(cow)).status).toBe('covered');
    await json(
      f.send('field', 'POST', '/diagnoses', {
        animalId: cow,
        date: '2025-05-31',
        result: 'pregnant',
        gestationDays: 60,
      }),
      201,
    );
    expect(await female(cow)).toMatchObject({
      status: 'pregnant',
      lastDiagnosis: { date: '2025-05-31', result: 'pregnant', gestationDays: 60 },
      expectedCalving: { from: '2026-01-19', to: '2026-01-19' },
    });
    const mine = await history(cow);
    expect(mine).toMatchObject({ status: 'pregnant', season: { id: season } });
    expect(mine.events[0]).toMatchObject({
      kind: 'diagnosis',
      summary: 'Prenhe, 60 dias',
      expectedCalving: { from: '2026-01-19', to: '2026-01-19' },
    });
    const s = await json<SeasonSummary>(f.send('field', 'GET', `/seasons/${season}`), 200);
    expect(s).toMatchObject({ diagnosed: 1, byStatus: { pregnant: 1 } });
  });

  it("the herd's 'Registrar nascimento' makes her 'Parida'; undone, 'Prenhe' again", async () => {
    const { calf } = await json<{ calf: { id: string } }>(
      f.t.sendAs(f.as.owner, 'POST', '/api/animals/births', {
        motherId: cow,
        date: '2026-01-05',
        tag: 'BEZ-1',
        sex: 'M',
      }),
      201,
    );
    expect((await female(cow)).status).toBe('calved');
    expect((await history(cow)).status).toBe('calved');
    // Weaned at 161 days without a birth weight: 30 kg assumed; (221 − 30) ÷ 161 × 205 + 30.
    await json(
      f.send('field', 'POST', '/weanings', {
        date: '2026-06-15',
        calves: [{ animalId: calf.id, weight: 221 }],
      }),
      201,
    );
    const weaned = await history(calf.id);
    expect(weaned.events[0]).toMatchObject({ kind: 'weaning', p205: 273.2 });
    expect(weaned.events[0]!.summary).toBe('Desmame — 221 kg aos 161 dias');
    // The birth undone (the calf goes with it): 'Prenhe' again.
    const birth = await json<{ items: { type: string; event?: { id: string; kind: string } }[] }>(
      f.t.sendAs(f.as.owner, 'GET', `/api/animals/${cow}/timeline`),
      200,
    );
    const calving = birth.items.find((e) => e.event?.kind === 'calving')!.event!;
    const undone = await f.t.sendAs(f.as.owner, 'POST', `/api/animal-events/${calving.id}/undo`, {
      reason: 'Lançado por engano',
    });
    expect(undone.status).toBe(200);
    expect((await female(cow)).status).toBe('pregnant');
  });

  it('an abortion makes a pregnant female Vazia; undoing it, Prenhe again', async () => {
    const other = await f.animal();
    await json(
      f.send('owner', 'POST', `/seasons/${season}/exposures`, { animalIds: [other] }),
      200,
    );
    await json(
      f.send('owner', 'POST', '/diagnoses', {
        animalId: other,
        date: '2025-05-20',
        result: 'pregnant',
      }),
      201,
    );
    await json(f.send('field', 'POST', '/abortions', { animalId: other, date: '2025-07-01' }), 201);
    // A heifer empty once her season ended: 'Descarte sugerido'.
    expect((await female(other)).status).toBe('cull');
    const abortion = (await history(other, 'field')).events[0]!;
    expect(abortion).toMatchObject({ kind: 'abortion', summary: 'Aborto', canUndo: true });
    const undo = await f.t.sendAs(
      f.as.field,
      'POST',
      `/api/reproduction/events/${abortion.id}/undo`,
      {
        reason: 'Lançado por engano',
      },
    );
    expect(undo.status).toBe(204);
    expect((await female(other)).status).toBe('pregnant');
    expect((await history(other)).events[0]).toMatchObject({ undone: true, canUndo: false });
  });
});

describe('hostile and wrong input: 4xx, nothing written', () => {
  it('a male diagnosed, a future date, a check of a stranger, gestation when empty', async () => {
    const bull = await f.animal({ sex: 'M' });
    const male = await f.refused(
      f.send('owner', 'POST', '/diagnoses', {
        animalId: bull,
        date: '2025-05-01',
        result: 'empty',
      }),
      400,
    );
    expect(male.fields?.animalId).toMatch(/não é uma fêmea/);
    const cow = await f.animal();
    const future = await f.refused(
      f.send('owner', 'POST', '/abortions', { animalId: cow, date: '2026-06-16' }),
      400,
    );
    expect(future.fields?.date).toBe('A data não pode ser depois de hoje');
    await f.refused(
      f.send('owner', 'POST', '/diagnoses', {
        animalId: FAKE,
        date: '2025-05-01',
        result: 'empty',
      }),
      404,
    );
    const days = await f.refused(
      f.send('owner', 'POST', '/diagnoses', {
        animalId: cow,
        date: '2025-05-01',
        result: 'empty',
        gestationDays: 40,
      }),
      400,
    );
    expect(days.fields?.gestationDays).toBe('Dias de gestação só para prenhe');
    const before = await f.refused(
      f.send('owner', 'POST', '/inseminations', {
        animalIds: [cow],
        date: '2023-01-01',
        sire: { semen: 'X' },
      }),
      400,
    );
    expect(before.fields?.date).toMatch(/antes do nascimento/);
    await f.refused(f.send('owner', 'POST', '/weanings', { date: '2026-01-01', calves: [] }), 400);
    await f.refused(f.send('owner', 'POST', `/events/${FAKE}/undo`, { reason: 'xx' }), 400);
    await f.refused(f.send('owner', 'POST', `/events/${FAKE}/undo`, { reason: 'Por engano' }), 404);
    await f.refused(f.send('owner', 'GET', `/animals/${FAKE}`), 404);
    expect((await history(cow)).events).toEqual([]);
  });
});

describe('the second person', () => {
  let record = '';
  let cow = '';
  beforeAll(async () => {
    cow = await f.animal();
    await json(
      f.send('manager', 'POST', '/diagnoses', {
        animalId: cow,
        date: '2025-05-10',
        result: 'empty',
      }),
      201,
    );
    record = (await history(cow)).events[0]!.id;
  });

  it("a 'Campo' of this farm cannot undo a Gerente's record; the owner can", async () => {
    const seen = (await history(cow, 'field')).events[0]!;
    expect(seen).toMatchObject({ authorName: 'Gil Gerente', canUndo: false });
    const e = await f.refused(
      f.send('field', 'POST', `/events/${record}/undo`, { reason: 'Não fui eu' }),
      403,
    );
    expect(e).toEqual({
      code: 'ROLE_FORBIDDEN',
      message: 'Seu acesso nesta fazenda (Campo) não permite desfazer este registro.',
    });
    expect((await history(cow)).events[0]!.undone).toBe(false);
  });

  it('a member of another farm neither reads nor undoes this farm’s records', async () => {
    await f.refused(f.send('outsider', 'GET', `/seasons/${season}`), 404);
    await f.refused(f.send('outsider', 'GET', `/animals/${cow}`), 404);
    await f.refused(
      f.send('outsider', 'POST', `/events/${record}/undo`, { reason: 'Apagar' }),
      404,
    );
    const asF = await f.t.sendAs(
      f.as.outsider,
      'GET',
      `/api/reproduction/seasons/${season}`,
      undefined,
      {
        'X-Farm-Id': f.farm,
      },
    );
    expect([403, 404]).toContain(asF.status);
    const own = await json<{ items: SeasonSummary[] }>(f.send('outsider', 'GET', '/seasons'), 200);
    expect(own.items).toEqual([]);
    expect((await history(cow)).events[0]!.undone).toBe(false);
    const ok = await f.t.sendAs(f.as.owner, 'POST', `/api/reproduction/events/${record}/undo`, {
      reason: 'Lançado por engano',
    });
    expect(ok.status).toBe(204);
  });
});
