import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse } from '../../domain/api';
import { createTestApp } from '../test/test-app';
import type { AnimalPage, HerdCounts } from '../../domain/herd/api';
import { BREEDS } from '../../domain/herd/constants';
import type { SeasonSummary } from '../../domain/reproduction/api';
import { DEMO_BENCH_ANIMAL, DemoSeedError, seedDemoFarm } from './demo-farm';

let t: Awaited<ReturnType<typeof createTestApp>>;
let pool: pg.Pool;
let cookie: string;
const EMAIL = 'demo@fazenda.com';
const TODAY = new Date('2026-11-25T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.createUser({ email: EMAIL, name: 'Ana Demo' });
  pool = new pg.Pool({ connectionString: t.databaseUrl, max: 2 });
});
afterAll(async () => {
  await pool.end();
  await t.close();
});

const seed = async (options: Partial<Parameters<typeof seedDemoFarm>[1]> = {}) => {
  const client = await pool.connect();
  try {
    return await seedDemoFarm(client, {
      email: EMAIL.toUpperCase(),
      animals: 50,
      weighings: 3,
      today: TODAY,
      ...options,
    });
  } finally {
    client.release();
  }
};

/** A list's rows, whether the route answers an array or a page ({ items } or { months }). */
const rowsOf = async (path: string) => {
  const res = await t.request(path, { headers: { cookie } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as unknown[] | Record<string, unknown>;
  if (Array.isArray(body)) return body;
  return Object.values(body).find((v): v is unknown[] => Array.isArray(v)) ?? [];
};

const count = async (table: string, farmId: string) =>
  Number(
    (await pool.query(`select count(*) from ${table} where farm_id = $1`, [farmId])).rows[0].count,
  );

describe('seed:demo', () => {
  it('fills the account’s own farm, and the app reads what it wrote', async () => {
    const done = await seed();
    expect(done).toMatchObject({ createdFarm: false, animals: 50, weighings: 150, lots: 1 });
    expect(done.farmId).toBe(await t.farmOf(EMAIL));

    const { rows: span } = await pool.query(
      `select count(distinct animal_id)::int as animals, min(weighing_date)::text as first,
              max(weighing_date)::text as last, count(*) filter (where batch_id is null)::int as loose,
              min(weight)::float as lightest
       from weighings where farm_id = $1`,
      [done.farmId],
    );
    expect(span[0]).toMatchObject({ animals: 50, loose: 0 });
    // Two years back from "today", none after it.
    expect(span[0].first >= '2024-11-01' && span[0].first <= '2024-12-31').toBe(true);
    expect(span[0].last <= '2026-11-25').toBe(true);
    expect(span[0].lightest).toBeGreaterThan(170);
    expect(await count('monthly_control', done.farmId)).toBe(24);
    expect(await count('annual_results', done.farmId)).toBe(2);
    expect(await count('budget_planning', done.farmId)).toBe(3);

    // Every animal gains 0.3–0.9 kg/day, ±2 kg of noise per weighing.
    const { rows: gains } = await pool.query(
      `select animal_id, (max(weight) filter (where rk_desc = 1) - max(weight) filter (where rk = 1))
                / (max(weighing_date) - min(weighing_date)) as gmd
       from (select *, row_number() over (partition by animal_id order by weighing_date) rk,
                    row_number() over (partition by animal_id order by weighing_date desc) rk_desc
             from weighings where farm_id = $1) w
       group by animal_id`,
      [done.farmId],
    );
    for (const g of gains) {
      expect(Number(g.gmd)).toBeGreaterThan(0.28);
      expect(Number(g.gmd)).toBeLessThan(0.92);
    }

    const res = await t.request('/api/dashboard', { headers: { cookie } });
    const dashboard = (await res.json()) as DashboardResponse;
    // The registry's active animals and the inventory's 50 typed heads, those of a category the
    // registry holds counted once, by the registry (decision 062).
    const { rows: active } = await pool.query(
      `select count(*)::int as n from animals where farm_id = $1 and status = 'active'`,
      [done.farmId],
    );
    expect(active[0].n).toBeGreaterThan(0);
    expect(dashboard.herd.registry).toBe(active[0].n);
    expect(dashboard.herd.typed + dashboard.herd.covered).toBe(50);
    expect(dashboard.herdTotal).toBe(active[0].n + dashboard.herd.typed);
    expect(dashboard.averageDailyGain).toBeGreaterThan(0.3);
    expect(dashboard.averageDailyGain).toBeLessThan(0.9);
    expect(dashboard.marginPercent).toBe(26.1);
    expect(dashboard.reportsCount).toBe(3 + 3 + 24 + 2);

    expect(await rowsOf('/api/inventory')).toHaveLength(7);
    expect(await rowsOf('/api/lots')).toEqual([
      expect.objectContaining({ name: 'Lote 001', quantity: 50 }),
    ]);
    expect((await rowsOf('/api/monthly-control')).length).toBeGreaterThan(0);
    const year = await t.request('/api/annual-results/2025', { headers: { cookie } });
    expect(await year.json()).toMatchObject({ year: 2025, initialInventory: 43 });
    expect(await rowsOf('/api/budget-plans')).toHaveLength(3);
    expect((await rowsOf('/api/weighings')).length).toBeGreaterThan(0);
  });

  it('makes a named farm with the account as its owner, and reuses it by name', async () => {
    const first = await seed({ farmName: 'Fazenda Demonstração', animals: 3, weighings: 1 });
    expect(first).toMatchObject({ createdFarm: true, farmName: 'Fazenda Demonstração' });
    const { rows } = await pool.query(
      `select m.role, f.slug = f.id as slugged from farm_members m join farms f on f.id = m.organization_id
       where f.id = $1`,
      [first.farmId],
    );
    expect(rows).toEqual([{ role: 'owner', slugged: true }]);

    const again = await seed({ farmName: 'Fazenda Demonstração', animals: 2, weighings: 2 });
    expect(again).toMatchObject({ createdFarm: false, farmId: first.farmId });
    expect(await count('weighings', first.farmId)).toBe(3 + 4);
    const { rows: ids } = await pool.query(
      `select animal_id, count(*)::int as n from weighings where farm_id = $1
       group by animal_id order by animal_id`,
      [first.farmId],
    );
    expect(ids.map((r) => `${r.animal_id}×${r.n}`)).toEqual([
      '00001×1',
      '00002×1',
      '00003×1',
      '00004×2',
      '00005×2',
    ]);
    // Months and years already there are kept, not doubled.
    expect(await count('monthly_control', first.farmId)).toBe(24);
  });

  it('registers a cow-calf and fattening herd: every age band and category, calves, sales, deaths', async () => {
    const done = await seed({ farmName: 'Fazenda Rebanho', animals: 600, weighings: 2 });
    const farm = { cookie, 'X-Farm-Id': done.farmId };
    const { rows } = await pool.query(
      `select count(*) filter (where origin = 'bought')::int as bought,
              count(*) filter (where origin = 'born')::int as born,
              count(*) filter (where status = 'sold')::int as sold,
              count(*) filter (where status = 'sold' and origin = 'born')::int as weaned_sold,
              count(*) filter (where status = 'dead')::int as dead,
              count(*) filter (where breeder)::int as bulls,
              count(*) filter (where breeder and sex <> 'M')::int as female_bulls,
              count(*) filter (where not (tag ~ '^[0-9]{5}$' or (origin = 'born'
                and tag ~ '^[0-9]{2}-[0-9]{5}$')))::int as odd_tags,
              count(*) filter (where breed <> all($2::text[]))::int as odd_breeds,
              (select count(*)::int from animal_events e where e.farm_id = $1) as events
       from animals where farm_id = $1`,
      [done.farmId, BREEDS],
    );
    const herd = rows[0];
    expect(herd).toMatchObject({ bought: 600, female_bulls: 0, odd_tags: 0, odd_breeds: 0 });
    expect(done.registered).toBe(600 + herd.born);
    expect(herd.born).toBeGreaterThan(300);
    expect(herd.bulls).toBe(10);
    expect(herd.dead).toBeGreaterThan(6);
    expect(herd.weaned_sold).toBeGreaterThan(20);
    expect(herd.sold - herd.weaned_sold).toBeGreaterThan(20);
    // One entry per animal, a calving per calf, a sale or death per animal that left.
    expect(herd.events).toBe(600 + 2 * herd.born + herd.sold + herd.dead);

    // Every calving at 18 months or more, 13 to 18 months apart, before the mother left.
    const { rows: calvings } = await pool.query(
      `select count(*)::int as calvings,
              count(*) filter (where animal_age_months(m.birth_date, c.birth_date) < 18)::int as young,
              count(*) filter (where c.birth_date < m.entry_date or c.birth_date > coalesce(m.exit_date, $2))::int as outside,
              min(c.birth_date - prev)::int as shortest, max(c.birth_date - prev)::int as longest,
              count(distinct m.id)::int as mothers,
              count(*) filter (where m.sex <> 'F')::int as male_mothers
       from animals c join animals m on m.farm_id = c.farm_id and m.id = c.mother_id
       cross join lateral (select max(p.birth_date) as prev from animals p
         where p.farm_id = c.farm_id and p.mother_id = c.mother_id and p.birth_date < c.birth_date) p
       where c.farm_id = $1`,
      [done.farmId, '2026-11-25'],
    );
    expect(calvings[0]).toMatchObject({
      calvings: herd.born,
      young: 0,
      outside: 0,
      male_mothers: 0,
    });
    expect(calvings[0].shortest).toBeGreaterThanOrEqual(375);
    expect(calvings[0].longest).toBeLessThanOrEqual(560 * 2);
    expect(calvings[0].mothers).toBeGreaterThan(200);

    const res = await t.request('/api/animals/counts', { headers: farm });
    const counts = (await res.json()) as HerdCounts;
    expect(counts.active).toBe(600 + herd.born - herd.sold - herd.dead);
    expect(Object.keys(counts.byCategory).sort()).toEqual(
      ['Bezerra', 'Bezerro', 'Boi', 'Garrote', 'Novilha', 'Touro', 'Vaca'].sort(),
    );
    for (const sex of ['M', 'F'] as const) {
      for (const band of ['0-12', '13-24', '25-36', '36+'] as const) {
        expect(counts.gta[sex][band], `${sex} ${band}`).toBeGreaterThan(5);
      }
    }
    // bench:bigfarm searches this steer and opens its page.
    const page = await t.request(`/api/animals?q=${DEMO_BENCH_ANIMAL}`, { headers: farm });
    const body = (await page.json()) as AnimalPage;
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      tag: DEMO_BENCH_ANIMAL,
      sex: 'M',
      lastWeight: expect.any(Number),
    });
  });

  it('fills two breeding seasons: exposures, IATF, services, checks, calvings and weanings', async () => {
    const done = await seed({ animals: 400, farmName: 'Fazenda Cria' });
    expect(done.reproduction.seasons, JSON.stringify(done.reproduction)).toBe(2);
    const headers = { cookie, 'X-Farm-Id': done.farmId };
    const seasons = (await (await t.request('/api/reproduction/seasons', { headers })).json()) as {
      items: SeasonSummary[];
    };
    expect(seasons.items.map((s) => s.name)).toEqual(['Estação 2025/26', 'Estação outono 2025']);
    for (const season of seasons.items) {
      // Every exposed female checked; about 8 in 10 pregnant (or calved since).
      expect(season.exposed).toBeGreaterThan(20);
      expect(season.diagnosed).toBe(season.exposed);
      const pregnant = season.byStatus.pregnant + season.byStatus.calved;
      expect(pregnant / season.exposed).toBeGreaterThan(0.65);
      expect(pregnant / season.exposed).toBeLessThan(0.92);
    }
    // The herd's calvings close the older season's pregnancies: 'Parida'.
    expect(seasons.items[1]!.byStatus.calved).toBeGreaterThan(0);
    const { rows } = await pool.query(
      `select kind, count(*)::int as n from reproduction_events where farm_id = $1 group by kind`,
      [done.farmId],
    );
    const kinds = Object.fromEntries(rows.map((r: { kind: string; n: number }) => [r.kind, r.n]));
    expect(Object.keys(kinds).sort()).toEqual([
      'diagnosis',
      'insemination',
      'natural_service',
      'weaning',
    ]);
    const batches = await t.request(`/api/reproduction/seasons/${seasons.items[0]!.id}/batches`, {
      headers,
    });
    const { items } = (await batches.json()) as {
      items: Array<{ heads: number; inseminated: number }>;
    };
    expect(items).toHaveLength(1);
    expect(items[0]!.inseminated).toBe(items[0]!.heads);
    // Each season's IATF at R$ 85,00 a female is in the book once, as 'Reprodução' (073).
    const { rows: book } = await pool.query<{ description: string; cents: string; heads: number }>(
      `select f.description, f.amount_cents::text as cents,
         (select count(*)::int from reproduction_events e where e.farm_id = f.farm_id
            and e.group_id = f.herd_event_id) as heads
       from finance_entries f where f.farm_id = $1 and f.herd_event = 'reproduction'
         and f.undone_at is null`,
      [done.farmId],
    );
    expect(book).toHaveLength(2);
    for (const entry of book) {
      expect(Number(entry.cents)).toBe(entry.heads * 8500);
      expect(entry.description).toMatch(/^Inseminação \(\d+ animais\)$/);
    }
  });

  it('refuses an unknown e-mail or a bad size, and writes nothing', async () => {
    const before = Number((await pool.query('select count(*) from weighings')).rows[0].count);
    await expect(seed({ email: 'ninguem@fazenda.com' })).rejects.toThrow(
      /Nenhuma conta com o e-mail ninguem@fazenda.com/,
    );
    await expect(seed({ animals: 0 })).rejects.toBeInstanceOf(DemoSeedError);
    await expect(seed({ weighings: 1.5 })).rejects.toBeInstanceOf(DemoSeedError);
    expect(Number((await pool.query('select count(*) from weighings')).rows[0].count)).toBe(before);
  });
});
