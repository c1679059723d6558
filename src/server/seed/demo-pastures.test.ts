import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnimalPaddock,
  MapItem,
  OccupationPage,
  PaddockPage,
  Stocking,
} from '../../domain/pastures/api';
import { createTestApp } from '../test/test-app';
import { seedDemoFarm } from './demo-farm';

/*
 * seed:demo's 'Pastos' (issue 42 item 7): the paddocks with their shapes, two years of moves and
 * stays kept as the store keeps them, each animal's 'Pasto', and the app reading them.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let pool: pg.Pool;
let cookie: string;
const EMAIL = 'pastos@fazenda.com';
const TODAY = new Date('2026-11-25T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = TODAY;
  cookie = await t.createUser({ email: EMAIL, name: 'Rita Pastos' });
  pool = new pg.Pool({ connectionString: t.databaseUrl, max: 2 });
});
afterAll(async () => {
  await pool.end();
  await t.close();
});

const seed = async (farmName: string, animals: number) => {
  const client = await pool.connect();
  try {
    return await seedDemoFarm(client, {
      email: EMAIL,
      animals,
      weighings: 3,
      farmName,
      today: TODAY,
    });
  } finally {
    client.release();
  }
};

const get = async <T>(farmId: string, path: string) => {
  const res = await t.request(`/api/pastures${path}`, { headers: { cookie, 'X-Farm-Id': farmId } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

/** What breaks the store's rules (each count must be 0). */
async function broken(farmId: string) {
  const { rows } = await pool.query<Record<string, number>>(
    `with s as (select * from paddock_stays where farm_id = $1),
          m as (select * from paddock_moves where farm_id = $1),
          a as (select * from animals where farm_id = $1)
     select
       (select count(*)::int from s x join s y on x.animal_id = y.animal_id and x.id <> y.id
          and x.entered_on < coalesce(y.left_on, 'infinity')
          and y.entered_on < coalesce(x.left_on, 'infinity')) as overlapping,
       (select count(*)::int from s join m on m.id = s.move_id
          where s.entered_on <> m.moved_on or s.paddock_id <> m.paddock_id) as off_their_move,
       (select count(*)::int from s where s.move_id is not null
          and not exists (select 1 from m where m.id = s.move_id)) as without_move,
       (select count(*)::int from s where s.left_move_id is not null and not exists (
          select 1 from s n where n.animal_id = s.animal_id and n.move_id = s.left_move_id
            and n.entered_on = s.left_on)) as left_by_no_move,
       (select count(*)::int from s join a on a.id = s.animal_id where s.left_on is not null
          and s.left_move_id is null and s.left_on is distinct from a.exit_date) as left_for_nothing,
       (select count(*)::int from m where m.heads <> (select count(*) from s where s.move_id = m.id)
          or m.units <= 0) as miscounted_moves,
       (select count(*)::int from s where s.left_on <= s.entered_on) as empty_stays,
       (select count(*)::int from s join a on a.id = s.animal_id where s.move_id is null
          and s.entered_on <> a.entry_date) as entered_without_move,
       (select count(*)::int from s join a on a.id = s.animal_id
          where s.entered_on < a.entry_date or s.left_on > a.exit_date) as outside_the_farm,
       (select count(*)::int from a where a.status <> 'active' and exists (select 1 from s
          where s.animal_id = a.id and s.left_on is null)) as gone_but_in,
       (select count(*)::int from a left join s on s.animal_id = a.id and s.left_on is null
          left join paddocks p on p.farm_id = a.farm_id and p.id = a.paddock_id
          where a.status = 'active' and (s.id is null or a.paddock_id is distinct from s.paddock_id
            or a.pasture is distinct from p.name)) as active_elsewhere`,
    [farmId],
  );
  return rows[0];
}

describe("seed:demo's pastures", () => {
  it('a farm of 24 paddocks in 3 retiros, two years of moves kept as the store keeps them', async () => {
    const done = await seed('Fazenda Pastos', 600);
    expect(done.pastures).toMatchObject({ paddocks: 24 });
    expect(done.pastures.moves).toBeGreaterThan(50);
    expect(done.pastures.heights).toBeGreaterThan(50);
    expect(await broken(done.farmId)).toEqual({
      overlapping: 0,
      off_their_move: 0,
      without_move: 0,
      left_by_no_move: 0,
      left_for_nothing: 0,
      miscounted_moves: 0,
      empty_stays: 0,
      entered_without_move: 0,
      outside_the_farm: 0,
      gone_but_in: 0,
      active_elsewhere: 0,
    });
    const { rows: span } = await pool.query(
      `select min(moved_on)::text as first, max(moved_on)::text as last,
              count(distinct paddock_id)::int as paddocks, count(*) filter (where lot_id is null)::int
                as weanings,
              (select count(distinct p.retiro)::int from paddock_moves m join paddocks p
                 on p.farm_id = m.farm_id and p.id = m.paddock_id
               where m.farm_id = $1 and m.lot_id is not null
               group by m.lot_id order by 1 desc limit 1) as retiros_per_lot
       from paddock_moves where farm_id = $1`,
      [done.farmId],
    );
    expect(span[0].first < '2025-01-15' && span[0].last >= '2026-10-10').toBe(true);
    expect(span[0].paddocks).toBeGreaterThan(15);
    expect(span[0].weanings).toBeGreaterThan(10);
    // Three lots, three retiros: each lot stays in its own.
    expect(span[0].retiros_per_lot).toBe(1);

    const page = await get<PaddockPage>(done.farmId, '/paddocks?limit=100');
    expect(page.totals.paddocks).toBe(24);
    const { rows: active } = await pool.query(
      `select count(*)::int as n from animals where farm_id = $1 and status = 'active'`,
      [done.farmId],
    );
    expect(page.totals.heads).toBe(active[0].n);
    expect(page.totals.uaPerHa).toBeGreaterThan(0.2);
    expect(page.totals.uaPerHa).toBeLessThan(5);
    const states = new Set(page.items.map((p) => p.state.kind));
    expect(states).toContain('occupied');
    expect(states).toContain('resting');
    expect(page.items.some((p) => p.lastHeight !== null)).toBe(true);
    expect(
      page.items.filter((p) => p.state.kind === 'occupied').map((p) => p.state.lotName),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/^Lote 00\d$/)]));
    const map = await get<{ items: MapItem[] }>(done.farmId, '/map');
    expect(map.items).toHaveLength(24);
    const stocking = await get<Stocking>(done.farmId, '/stocking?date=2025-11-25');
    expect(stocking.retiros.map((r) => r.retiro)).toEqual([
      'Retiro da Mata',
      'Retiro Norte',
      'Sede',
    ]);
    expect(stocking.farm.heads).toBeGreaterThan(500);
    const history = await get<OccupationPage>(done.farmId, '/history');
    expect(history.items[0]!.enteredOn <= '2026-11-25').toBe(true);
    expect(history.nextCursor).not.toBeNull();
    const { rows: one } = await pool.query(
      `select id, pasture from animals where farm_id = $1 and status = 'active' limit 1`,
      [done.farmId],
    );
    const line = await get<AnimalPaddock>(done.farmId, `/animals/${one[0].id}`);
    expect(line.paddock?.name).toBe(one[0].pasture);
  });

  it('a second run rotates its new lots through the same paddocks', async () => {
    const first = await seed('Fazenda Rodada', 50);
    const again = await seed('Fazenda Rodada', 260);
    expect(again.farmId).toBe(first.farmId);
    expect(again.pastures.paddocks).toBe(24);
    const { rows } = await pool.query(
      `select count(*)::int as paddocks, (select count(distinct lot_id)::int from paddock_moves
         where farm_id = $1) as lots
       from paddocks where farm_id = $1`,
      [first.farmId],
    );
    expect(rows[0]).toEqual({ paddocks: 24, lots: 3 });
    expect(Object.values((await broken(first.farmId))!).every((n) => n === 0)).toBe(true);
  });
});
