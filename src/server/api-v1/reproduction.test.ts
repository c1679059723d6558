import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FemalePage } from '../../domain/reproduction/api';
import { errorOf, keyedApp, type KeyedApp } from './test-fixture';

/*
 * /api/v1's reproduction records (issue 41 item 10): seasons and records read in keyset pages
 * that neither repeat nor skip a row; services, checks and weanings written by a read-write key
 * once per Idempotency-Key, through the module's store (the female's status follows).
 */

let t: KeyedApp;
let season = '';
const cows: string[] = [];
let calf = '';
beforeAll(async () => {
  t = await keyedApp(
    'reproducao-v1@fazenda.com',
    'outro-reproducao-v1@fazenda.com',
    new Date('2026-11-22T12:00:00Z'),
  );
  const app = async <T>(method: string, path: string, body: unknown, status: number) => {
    const res = await t.request(path, {
      method,
      headers: { cookie: t.cookie },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };
  for (let i = 0; i < 6; i++) {
    const cow = { tag: `RV-${i}`, sex: 'F', breed: 'Nelore', birthDate: '2022-01-10' };
    cows.push((await app<{ id: string }>('POST', '/api/animals', cow, 201)).id);
  }
  const young = { tag: 'BZ-1', sex: 'M', breed: 'Nelore', birthDate: '2026-04-20' };
  calf = (await app<{ id: string }>('POST', '/api/animals', young, 201)).id;
  const made = { name: 'Estação 2026', startsOn: '2026-01-05', endsOn: '2026-03-31' };
  season = (await app<{ id: string }>('POST', '/api/reproduction/seasons', made, 201)).id;
  await app('POST', `/api/reproduction/seasons/${season}/exposures`, { animalIds: cows }, 200);
});
afterAll(() => t.close());

const post = (path: string, body: unknown, key = t.key, idempotencyKey: string = randomUUID()) =>
  t.call(key, 'POST', path, body, { 'Idempotency-Key': idempotencyKey });
const get = async <T>(path: string, as = t.key) => {
  const res = await t.call(as, 'GET', path);
  const text = await res.text();
  expect(res.status, `${path}: ${text}`).toBe(200);
  return JSON.parse(text) as T & { next_cursor: string | null };
};

interface Recorded {
  groupId: string;
  count: number;
}
interface ReproEvent {
  id: string;
  groupId: string;
  animalId: string;
  tag: string;
  kind: string;
  date: string;
  seasonId: string | null;
  details: Record<string, unknown>;
  undone: unknown;
}

describe('POST /api/v1 services, checks and weanings', () => {
  it('records an insemination once per Idempotency-Key; a read-only key may not', async () => {
    const body = {
      animalIds: cows.slice(0, 4),
      date: '2026-01-20',
      sire: { semen: 'Trovão' },
      inseminator: 'Zé',
    };
    const key = randomUUID();
    const first = await post('/inseminations', body, t.key, key);
    expect(first.status, await first.clone().text()).toBe(201);
    const made = (await first.json()) as Recorded;
    expect(made.count).toBe(4);
    const again = await post('/inseminations', body, t.key, key);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(made);
    const readOnly = await post('/inseminations', body, t.readKey);
    expect(readOnly.status).toBe(403);
    expect((await errorOf(readOnly)).code).toBe('READ_ONLY_KEY');
  });

  it('records a repasse, checks with their Previsão de parto, and the status follows', async () => {
    const cover = await post('/natural-services', {
      animalIds: cows.slice(4),
      bullName: 'Tufão',
      startsOn: '2026-02-10',
      endsOn: '2026-03-20',
    });
    expect(cover.status, await cover.clone().text()).toBe(201);
    const check = await post('/pregnancy-checks', {
      animalId: cows[0],
      date: '2026-03-21',
      result: 'pregnant',
      gestationDays: 60,
    });
    expect(check.status, await check.clone().text()).toBe(201);
    const { groupId } = (await check.json()) as Recorded;
    const [row] = (await get<{ events: ReproEvent[] }>(`/reproduction-events?groupId=${groupId}`))
      .events;
    // Conceived on 20/01 (the insemination): + 293 days of a Nelore.
    expect(row).toMatchObject({
      kind: 'diagnosis',
      tag: 'RV-0',
      seasonId: season,
      details: { result: 'pregnant', expectedFrom: '2026-11-09', expectedTo: '2026-11-09' },
    });
    expect(
      (await post('/pregnancy-checks', { animalId: cows[1], date: '2026-03-21', result: 'empty' }))
        .status,
    ).toBe(201);
    const females = await t.request(`/api/reproduction/seasons/${season}/females`, {
      headers: { cookie: t.cookie },
    });
    const { items } = (await females.json()) as FemalePage;
    const status = Object.fromEntries(items.map((f) => [f.tag, f.status]));
    expect(status).toMatchObject({
      'RV-0': 'pregnant',
      // A heifer empty once her season ended: 'Descarte sugerido'.
      'RV-1': 'cull',
      'RV-2': 'inseminated',
      'RV-4': 'covered',
    });
  });

  it('records a weaning with its P205 and refuses hostile input with a 4xx', async () => {
    const wean = await post('/weanings', {
      date: '2026-11-16',
      calves: [{ animalId: calf, weight: 190 }],
    });
    expect(wean.status, await wean.clone().text()).toBe(201);
    const { events } = await get<{ events: ReproEvent[] }>(
      `/reproduction-events?kind=weaning&animalId=${calf}`,
    );
    // 210 days old, no birth weight: 30 kg assumed for a male.
    expect(events[0]!.details).toMatchObject({
      weight: 190,
      ageDays: 210,
      birthWeightAssumed: true,
      p205: expect.closeTo(186.19, 1),
    });
    const future = await post('/pregnancy-checks', {
      animalId: cows[2],
      date: '2026-11-23',
      result: 'empty',
    });
    expect(future.status).toBe(400);
    expect((await errorOf(future)).fields).toMatchObject({ date: expect.any(String) });
    const days = await post('/pregnancy-checks', {
      animalId: cows[2],
      date: '2026-03-21',
      result: 'empty',
      gestationDays: 40,
    });
    expect(days.status).toBe(400);
    const unknown = await post('/pregnancy-checks', {
      animalId: randomUUID(),
      date: '2026-03-21',
      result: 'empty',
    });
    expect(unknown.status).toBe(404);
    const male = await post('/pregnancy-checks', {
      animalId: calf,
      date: '2026-11-20',
      result: 'empty',
    });
    expect(male.status).toBe(400);
    expect((await post('/weanings', '{"date":')).status).toBe(400);
    const badKey = await post('/weanings', { date: '2026-11-16', calves: [] }, t.key, 'x');
    expect(badKey.status).toBe(400);
    // Another farm's key finds none of these animals.
    const other = await post(
      '/pregnancy-checks',
      { animalId: cows[3], date: '2026-03-21', result: 'empty' },
      t.otherKey,
    );
    expect(other.status).toBe(404);
  });
});

describe('GET /api/v1/reproduction-events and /breeding-seasons', () => {
  it('reads every record once while others are added between pages', async () => {
    const seen: ReproEvent[] = [];
    let page = await get<{ events: ReproEvent[] }>('/reproduction-events?limit=3');
    let pages = 0;
    for (;;) {
      seen.push(...page.events);
      pages += 1;
      if (pages <= 2) {
        const res = await post('/pregnancy-checks', {
          animalId: cows[3],
          date: `2026-03-2${pages}`,
          result: 'inconclusive',
        });
        expect(res.status).toBe(201);
      }
      if (!page.next_cursor) break;
      page = await get<{ events: ReproEvent[] }>(
        `/reproduction-events?limit=3&cursor=${page.next_cursor}`,
      );
    }
    const ids = seen.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    // 4 inseminations, 2 services, 2 checks, 1 weaning, 2 added while paging.
    expect(ids).toHaveLength(11);
    const march = await get<{ events: ReproEvent[] }>(
      `/reproduction-events?kind=diagnosis&from=2026-03-21&to=2026-03-21&seasonId=${season}`,
      t.readKey,
    );
    expect(march.events.map((e) => e.tag).sort()).toEqual(['RV-0', 'RV-1', 'RV-3']);
  });

  it('lists the seasons; refuses forged cursors and bad filters; another farm sees none', async () => {
    const { seasons } = await get<{ seasons: Array<{ id: string; exposed: number }> }>(
      '/breeding-seasons',
      t.readKey,
    );
    expect(seasons).toEqual([expect.objectContaining({ id: season, exposed: 6 })]);
    for (const query of [
      'cursor=WzFd',
      'kind=parto',
      'from=2026-04-01&to=2026-03-01',
      'seasonId=1',
      'limit=1001',
    ]) {
      const res = await t.call(t.key, 'GET', `/reproduction-events?${query}`);
      expect(res.status, query).toBe(400);
    }
    expect((await get<{ events: [] }>('/reproduction-events', t.otherKey)).events).toEqual([]);
    expect((await get<{ seasons: [] }>('/breeding-seasons', t.otherKey)).seasons).toEqual([]);
    expect((await t.call(null, 'GET', '/reproduction-events')).status).toBe(401);
  });
});
