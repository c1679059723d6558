import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FemalePage, FemaleReproduction, SeasonSummary } from '../../domain/reproduction/api';
import { REPRO_STATUSES, type ReproStatus } from '../../domain/reproduction/constants';
import { readStatus, seasonState, type SeasonRecord } from '../../domain/reproduction/status';
import { addDays } from '../../domain/sanitary/due';
import { json } from '../test/responses';
import { reproFarm } from './fixture';

/*
 * The stored status (season_exposures, written by the store) with 'Parida' and 'Descarte
 * sugerido' read on top must be the domain's readStatus of the same records (issue 41). Seeded
 * pseudo-random sequences of services, checks, abortions, calvings (the herd's 'Registrar
 * nascimento'), undoings, exposures made late (in the season after, then the one before) and
 * an exposure removed, for six females over two seasons, played through
 * the API; after each step every female's status in each season (the list, its filters, the
 * counts and her own page) is compared with readStatus(seasonState(her records)). Fixed seed;
 * the app's clock stands at 15/06/2026.
 */

const TODAY = '2026-06-15';
const SEASONS = [
  { name: 'Estação 2024', startsOn: '2024-03-01', endsOn: '2024-05-31' },
  { name: 'Estação 2025', startsOn: '2025-03-01', endsOn: '2025-05-31' },
] as const;
const STEPS = 70;

/** mulberry32: a small seeded generator, so a failing sequence replays. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

/** A record as the model keeps it (entry order = the array's). */
type Modelled = SeasonRecord & { animalId: string; seasonId: string | null; undone: boolean };
interface Calving {
  id: string;
  motherId: string;
  date: string;
  undone: boolean;
}

let f: Awaited<ReturnType<typeof reproFarm>>;
const seasonIds: string[] = [];
/** Each female's seasons (indexes of SEASONS). */
const exposed = new Map<string, Set<number>>();
const records: Modelled[] = [];
const calvings: Calving[] = [];
let calves = 0;
/** Every status the comparisons met. */
const seen = new Set<ReproStatus>();

beforeAll(async () => {
  f = await reproFarm('sequencias');
  for (const s of SEASONS) seasonIds.push(await f.season(s.name, s.startsOn, s.endsOn));
});
afterAll(() => f.t.close());

const post = (path: string, body: unknown) => f.send('owner', 'POST', path, body);
const expose = async (animalId: string, index: number) => {
  await json(post(`/seasons/${seasonIds[index]}/exposures`, { animalIds: [animalId] }), 200);
  const seasons = exposed.get(animalId) ?? new Set<number>();
  seasons.add(index);
  exposed.set(animalId, seasons);
  // Her records of no season since its start join it (weanings aside: none here).
  for (const r of records) {
    if (r.animalId === animalId && r.seasonId === null && r.date >= SEASONS[index]!.startsOn) {
      r.seasonId = seasonIds[index]!;
    }
  }
};

/** 'Tirar da estação': her records of it stay, out of any season. */
const removeExposure = async (animalId: string, index: number) => {
  const res = await f.send('owner', 'DELETE', `/seasons/${seasonIds[index]}/exposures/${animalId}`);
  expect(res.status).toBe(204);
  exposed.get(animalId)!.delete(index);
  for (const r of records) {
    if (r.animalId === animalId && r.seasonId === seasonIds[index]) r.seasonId = null;
  }
};

/** The season a record of hers on `date` joins: the latest begun by then that she is in. */
const seasonOn = (animalId: string, date: string) => {
  const mine = [...(exposed.get(animalId) ?? [])].filter((i) => SEASONS[i]!.startsOn <= date);
  return mine.length ? seasonIds[Math.max(...mine)]! : null;
};

/** A calving of the herd (a calf born to her): its event's id from her timeline. */
async function calve(motherId: string, date: string) {
  const res = await f.t.sendAs(f.as.owner, 'POST', '/api/animals/births', {
    motherId,
    date,
    tag: `SEQ-BZ-${++calves}`,
    sex: calves % 2 ? 'M' : 'F',
  });
  if (res.status !== 201) return res.status;
  const { items } = await json<{ items: { event?: { id: string; kind: string } }[] }>(
    f.t.sendAs(f.as.owner, 'GET', `/api/animals/${motherId}/timeline`),
    200,
  );
  const known = new Set(calvings.map((c) => c.id));
  const event = items.find((e) => e.event?.kind === 'calving' && !known.has(e.event.id))!.event!;
  calvings.push({ id: event.id, motherId, date, undone: false });
  return 201;
}

/** Her new record's id, from her page (the one not known yet). */
async function newRecordId(animalId: string) {
  const { events } = await json<FemaleReproduction>(
    f.send('owner', 'GET', `/animals/${animalId}`),
    200,
  );
  const known = new Set(records.map((r) => r.id));
  return events.find((e) => !known.has(e.id))!;
}

/** What the domain says of her in season `index`. */
function expected(
  animalId: string,
  index: number,
  group: Parameters<typeof readStatus>[1]['group'],
) {
  const of = (i: number) =>
    seasonState(
      records.filter((r) => r.animalId === animalId && r.seasonId === seasonIds[i] && !r.undone),
      'Nelore',
    );
  const state = of(index);
  let calvedOn: string | null = null;
  if (state.status === 'pregnant') {
    const after = state.pregnancyService?.date ?? state.lastDiagnosis!.date;
    const dates = calvings
      .filter((c) => c.motherId === animalId && !c.undone && c.date > after)
      .map((c) => c.date)
      .sort();
    calvedOn = dates[0] ?? null;
  }
  const before = [...exposed.get(animalId)!].filter((i) => i < index);
  const emptyBefore = before.length > 0 && of(Math.max(...before)).status === 'empty';
  return readStatus(state.status, {
    group,
    calvedOn,
    seasonEndsOn: SEASONS[index]!.endsOn,
    today: TODAY,
    emptyBefore,
  });
}

/** Compares every female's status in each season with the domain's; `filters` also the lists'. */
async function compare(step: string, filters: boolean) {
  for (const [index, seasonId] of seasonIds.entries()) {
    const page = await json<FemalePage>(
      f.send('owner', 'GET', `/seasons/${seasonId}/females`),
      200,
    );
    const want = new Map(
      page.items.map((x) => [x.animalId, expected(x.animalId, index, x.group)] as const),
    );
    const got = new Map(page.items.map((x) => [x.animalId, x.status] as const));
    expect(got, `${step}, ${SEASONS[index]!.name}`).toEqual(want);
    const counts = Object.fromEntries(REPRO_STATUSES.map((s) => [s, 0])) as Record<
      ReproStatus,
      number
    >;
    for (const s of want.values()) {
      counts[s] += 1;
      seen.add(s);
    }
    const summary = await json<SeasonSummary>(f.send('owner', 'GET', `/seasons/${seasonId}`), 200);
    expect(summary.byStatus, `${step}, ${SEASONS[index]!.name}: counts`).toEqual(counts);
    if (!filters) continue;
    for (const status of REPRO_STATUSES) {
      const listed = await json<FemalePage>(
        f.send('owner', 'GET', `/seasons/${seasonId}/females?status=${status}`),
        200,
      );
      const ids = [...want].filter(([, s]) => s === status).map(([id]) => id);
      expect(listed.items.map((x) => x.animalId).sort(), `${step}: ?status=${status}`).toEqual(
        ids.sort(),
      );
    }
  }
  // Her own page: her status in her newest season.
  for (const [animalId, seasons] of exposed) {
    const newest = Math.max(...seasons);
    const page = await json<FemalePage>(
      f.send('owner', 'GET', `/seasons/${seasonIds[newest]}/females`),
      200,
    );
    const group = page.items.find((x) => x.animalId === animalId)!.group;
    const mine = await json<FemaleReproduction>(
      f.send('owner', 'GET', `/animals/${animalId}`),
      200,
    );
    expect(mine.status, `${step}: her page`).toBe(expected(animalId, newest, group));
  }
}

/** One sequence of `STEPS` steps from `seed`, over six new females. */
async function play(seed: number) {
  const r = generator(seed);
  // Two heifers, a primiparous cow, two cows (calves before the seasons).
  const heifers = [
    await f.animal({ birthDate: '2022-12-01' }),
    await f.animal({ birthDate: '2022-12-01' }),
  ];
  const primiparous = await f.animal({ birthDate: '2020-01-01' });
  const cows = [
    await f.animal({ birthDate: '2018-01-01' }),
    await f.animal({ birthDate: '2018-01-01' }),
  ];
  expect(await calve(primiparous, '2023-02-01')).toBe(201);
  for (const cow of cows) {
    expect(await calve(cow, '2022-01-10')).toBe(201);
    expect(await calve(cow, '2023-01-20')).toBe(201);
  }
  // A cow in the second season only, until she is put in the first one late.
  const late = await f.animal({ birthDate: '2018-01-01' });
  expect(await calve(late, '2022-02-10')).toBe(201);
  expect(await calve(late, '2023-02-15')).toBe(201);
  const females = [...heifers, primiparous, late, ...cows];
  // All in the first season (the late cow aside); the last cow joins the second one late, after
  // records of hers.
  for (const id of females) if (id !== late) await expose(id, 0);
  for (const id of females.slice(0, -1)) await expose(id, 1);
  await compare('exposed', true);

  // Dates every 9 days, so records of a day meet: in the first season's year or the second's.
  const dateIn = (index: number) => {
    const from = SEASONS[index]!.startsOn;
    const span = index === 0 ? 365 : 470;
    return addDays(from, 9 * r.int(Math.floor(span / 9)));
  };
  for (let step = 1; step <= STEPS; step++) {
    const animalId = r.pick(females);
    const date = dateIn(r.next() < 0.45 ? 0 : 1);
    const roll = r.next();
    let what = '';
    const write = async (path: string, body: unknown, record: Partial<SeasonRecord>) => {
      await json(post(path, body), 201);
      const made = await newRecordId(animalId);
      records.push({
        ...record,
        id: made.id,
        animalId,
        seasonId: seasonOn(animalId, date),
        undone: false,
      } as Modelled);
      expect(made.seasonId, `step ${step}: the record's season`).toBe(seasonOn(animalId, date));
    };
    if (step === 30) {
      what = 'the last cow exposed in the second season';
      await expose(females.at(-1)!, 1);
    } else if (step === 40) {
      what = 'a cow of the second season exposed in the first one';
      await expose(late, 0);
    } else if (step === 50) {
      what = 'a cow taken out of the first season';
      await removeExposure(cows[0]!, 0);
    } else if (roll < 0.22) {
      what = `inseminação ${date}`;
      await write(
        '/inseminations',
        { animalIds: [animalId], date, sire: { semen: 'Trovão' } },
        { kind: 'insemination', date, endsOn: null },
      );
    } else if (roll < 0.36) {
      const endsOn = r.next() < 0.5 ? addDays(date, 27) : null;
      const ends = endsOn && endsOn <= TODAY ? endsOn : null;
      what = `cobertura ${date}–${ends ?? ''}`;
      await write(
        '/natural-services',
        { animalIds: [animalId], bullName: 'Touro Sequência', startsOn: date, endsOn: ends },
        { kind: 'natural_service', date, endsOn: ends },
      );
    } else if (roll < 0.62) {
      const k = r.next();
      const result = k < 0.5 ? 'pregnant' : k < 0.85 ? 'empty' : 'inconclusive';
      const gestationDays = result === 'pregnant' && r.next() < 0.5 ? 30 + r.int(90) : null;
      what = `diagnóstico ${date} ${result} ${gestationDays ?? ''}`;
      await write(
        '/diagnoses',
        { animalId, date, result, ...(gestationDays ? { gestationDays } : {}) },
        { kind: 'diagnosis', date, result, gestationDays },
      );
    } else if (roll < 0.69) {
      what = `aborto ${date}`;
      await write('/abortions', { animalId, date }, { kind: 'abortion', date });
    } else if (roll < 0.8) {
      const born = addDays(date, 200 + r.int(100));
      const when = born <= TODAY ? born : TODAY;
      what = `parto ${when}`;
      // A birth the herd refuses (a calving too close to another) changes nothing.
      const status = await calve(animalId, when);
      expect([201, 400, 409], `step ${step}: ${what}`).toContain(status);
    } else {
      const open = records.filter((x) => !x.undone);
      const openCalvings = calvings.filter((c) => !c.undone && c.date >= '2024-01-01');
      if (openCalvings.length && r.next() < 0.3) {
        const c = r.pick(openCalvings);
        what = `parto ${c.date} desfeito`;
        const res = await f.t.sendAs(f.as.owner, 'POST', `/api/animal-events/${c.id}/undo`, {
          reason: 'Lançado por engano',
        });
        expect(res.status, what).toBe(200);
        c.undone = true;
      } else if (open.length) {
        const x = r.pick(open);
        what = `${x.kind} ${x.date} desfeito`;
        const res = await f.send('owner', 'POST', `/events/${x.id}/undo`, {
          reason: 'Lançado por engano',
        });
        expect(res.status, what).toBe(204);
        x.undone = true;
      }
    }
    await compare(`step ${step} (${what})`, step % 7 === 0);
  }
}

// Fixed seeds (seed 1 once caught an exposure made in the season before, seed 7 one removed);
// SEQ_SEED=n plays another.
const SEEDS = process.env.SEQ_SEED ? [Number(process.env.SEQ_SEED)] : [41, 1, 7];

describe('the stored status read on top equals the domain’s readStatus', () => {
  for (const seed of SEEDS) {
    it(`seed ${seed}: ${STEPS} steps over six females and two seasons`, { timeout: 240_000 }, () =>
      play(seed),
    );
  }

  it('the sequences met every status, undid records and calvings', () => {
    expect([...seen].sort()).toEqual([...REPRO_STATUSES].sort());
    expect(records.filter((x) => x.undone).length).toBeGreaterThan(0);
    expect(calvings.filter((c) => c.undone).length).toBeGreaterThan(0);
  });
});
