import type pg from 'pg';
import { DEMO_RETIROS, demoPaddockCount, demoPaddockLayout } from './demo-paddocks';
import {
  demoHeights,
  lotModules,
  lotPeriods,
  weanings,
  type RotationPaddock,
} from './demo-rotation';

/*
 * The demo farm's 'Pastos' (issue 42 item 7): its paddocks with their shapes, grass and capacity
 * (demo-paddocks.ts; made on the farm's first run, one per 40 animals from 24 to 500, and reused
 * by later runs), two years of moves of this run's lots and weaned calves (demo-rotation.ts) with
 * each animal's stays, the heights measured, and each animal's paddock ('Pasto'). The stays are
 * written as the store keeps them: one open per animal, none for an animal that left the farm
 * (closed on its exit day, as migration 0029's trigger does), a stay of a move entered on its
 * day, a stay ended by a move pointing at it (`left_move_id`); an animal that arrived or was born
 * between two moves goes into its lot's paddock that day (no move, as the 'Pasto' typed on a new
 * animal). A few statements over the whole run, inside the seeder's transaction, after the herd.
 */

export interface DemoPasturesOptions {
  farm: string;
  user: string;
  /** This run's lots, in their numbers' order; `first`: the lots the farm had before. */
  lotIds: string[];
  firstLot: number;
  /** This run's animals (the paddocks' count on the farm's first run). */
  animals: number;
  /** 'YYYY-MM-DD' of the first possible arrival (the weighings' start). */
  start: string;
  today: string;
}

export interface DemoPasturesSummary {
  paddocks: number;
  moves: number;
  stays: number;
  heights: number;
}

const DEMO_RETIRO_NAMES = DEMO_RETIROS.map(([name]) => name);

/** The farm's demo paddocks (those of the demo's retiros): made when it has none. */
async function demoPaddocks(c: pg.ClientBase, o: DemoPasturesOptions) {
  const existing = async () =>
    (
      await c.query<RotationPaddock>(
        `select id, name, retiro, name like 'Recria %' as recria, forage,
                grazing_method = 'rotational' as rotational, rest_days as "restDays"
         from paddocks where farm_id = $1 and retiro = any($2::text[]) order by name, id`,
        [o.farm, DEMO_RETIRO_NAMES],
      )
    ).rows;
  const found = await existing();
  if (found.length > 0) return { paddocks: found, created: false };
  const layout = demoPaddockLayout(demoPaddockCount(o.animals));
  await c.query(
    `insert into paddocks (farm_id, user_id, name, area_ha, forage, grazing_method, retiro,
       capacity_rainy, capacity_dry, rest_days, shape, shape_area_ha, map_ring)
     select $1, $2, p.name, p."areaHa", p.forage, p."grazingMethod", p.retiro, p."capacityRainy",
            p."capacityDry", p."restDays", p.shape, p."shapeAreaHa", p."mapRing"
     from jsonb_to_recordset($3::jsonb) as p(name text, "areaHa" numeric, forage text,
       "grazingMethod" text, retiro text, "capacityRainy" numeric, "capacityDry" numeric,
       "restDays" int, shape jsonb, "shapeAreaHa" numeric, "mapRing" jsonb)
     on conflict (farm_id, lower(name)) do nothing`,
    [o.farm, o.user, JSON.stringify(layout)],
  );
  return { paddocks: await existing(), created: true };
}

/**
 * Every stay of this run's animals and the moves behind them (heads and UA from the stays), in
 * one statement; gives how many of each. An animal's lot is its own, or its mother's until it
 * was weaned (a calf weaned has no lot); weaned on the first of the month after 200 days of age.
 * Its live weight on entering: a bought animal's is its weighings' line (demo-farm.ts), a
 * calf's 32 kg at birth and 0.65 kg a day.
 */
async function insertStaysAndMoves(
  c: pg.ClientBase,
  o: DemoPasturesOptions,
  periods: ReturnType<typeof lotPeriods>,
  weaned: ReturnType<typeof weanings>,
) {
  const { rows } = await c.query<{ stays: number; moves: number }>(
    `with p as (
       select * from unnest($3::uuid[], $4::uuid[], $5::uuid[], $6::date[], $7::date[], $8::uuid[])
         as p(lot_id, move_id, paddock_id, from_on, to_on, next_move_id)
     ), w as (
       select * from unnest($9::date[], $10::uuid[], $11::uuid[]) as w(wean_on, move_id, paddock_id)
     ), h as (
       select a.id, a.tag, a.origin, a.birth_date, a.entry_date as entry, a.exit_date,
              coalesce(a.lot_id, m.lot_id) as lot_id, w.wean_on, w.move_id as wean_move,
              w.paddock_id as wean_paddock, least(a.exit_date, w.wean_on) as until
       from animals a
       left join animals m on a.lot_id is null and m.farm_id = a.farm_id and m.id = a.mother_id
       left join w on a.lot_id is null and a.origin = 'born'
         and w.wean_on = (date_trunc('month', a.birth_date + 200) + interval '1 month')::date
       where a.farm_id = $1 and a.created_at = now() and a.status <> 'removed'
     ), seg as (
       select h.*, p.paddock_id, case when h.entry <= p.from_on then p.move_id end as move_id,
              greatest(p.from_on, h.entry) as entered_on, least(p.to_on, h.until) as left_on,
              case when p.to_on < coalesce(h.until, 'infinity') then p.next_move_id
                   when h.wean_on < coalesce(h.exit_date, 'infinity') then h.wean_move
              end as left_move_id
       from h join p on p.lot_id = h.lot_id and coalesce(p.to_on, 'infinity') > h.entry
         and p.from_on < coalesce(h.until, 'infinity')
       union all
       select h.*, h.wean_paddock, h.wean_move, h.wean_on, h.exit_date, null
       from h where h.wean_move is not null and h.wean_on < coalesce(h.exit_date, 'infinity')
     ), st as (
       insert into paddock_stays (id, farm_id, animal_id, paddock_id, move_id, entered_on,
         left_on, left_move_id, weight_kg)
       -- In the order of their days, as a farm's moves write them (so the stays of a day, and
       -- today's, sit together in the table, as on a real farm), with ids that grow (a v4-shaped
       -- uuid of the transaction's time and the row's number: the key's index takes them at its
       -- end, not at random places).
       select (lpad(to_hex((extract(epoch from now()) * 1000)::bigint), 12, '0') || '4'
                || substr(n, 1, 3) || '8' || substr(n, 4))::uuid,
              $1, s.id, s.paddock_id, s.move_id, s.entered_on,
              -- The stay an animal left the farm from is closed after the animals carry their
              -- paddock (the trigger would open another on a paddock set without an open stay).
              case when s.left_move_id is null and s.left_on = s.exit_date then null
                   else s.left_on end,
              s.left_move_id,
              round(case when s.origin = 'bought'
                then 180 + abs(hashtext(s.tag::int || 'peso')) % 80
                  + (0.30 + (abs(hashtext(s.tag::int || 'gmd')) % 61) / 100.0)
                    * (s.entered_on - s.entry)
                else 32 + 0.65 * (s.entered_on - s.birth_date) end, 1)
       from (select seg.*, lpad(to_hex(row_number() over (
                 order by seg.entered_on, seg.id)), 18, '0')
               as n from seg where seg.entered_on < coalesce(seg.left_on, 'infinity')) s
       order by s.n
       returning move_id, weight_kg
     ), moved as (
       select move_id, count(*)::int as heads, sum(weight_kg) as kg from st
       where move_id is not null group by move_id
     ), mv as (
       insert into paddock_moves (id, farm_id, user_id, paddock_id, moved_on, lot_id, lot_name,
         heads, units, created_at)
       select m.move_id, $1, $2, m.paddock_id, m.moved_on, m.lot_id, l.name, moved.heads,
              round(moved.kg / 450, 4), (m.moved_on + time '08:00') at time zone 'America/Sao_Paulo'
       from (select move_id, lot_id, paddock_id, from_on as moved_on from p
             where move_id is not null
             union all select move_id, null, paddock_id, wean_on from w) m
       join moved on moved.move_id = m.move_id
       left join lots l on l.farm_id = $1 and l.id = m.lot_id
       returning 1
     )
     select (select count(*)::int from st) as stays, (select count(*)::int from mv) as moves`,
    [
      o.farm,
      o.user,
      periods.map((p) => p.lotId),
      periods.map((p) => p.moveId),
      periods.map((p) => p.paddockId),
      periods.map((p) => p.from),
      periods.map((p) => p.to),
      periods.map((p) => p.nextMoveId),
      weaned.map((w) => w.on),
      weaned.map((w) => w.moveId),
      weaned.map((w) => w.paddockId),
    ],
  );
  return rows[0]!;
}

/**
 * Each animal of the run carries the paddock of its open stay ('Pasto': its name), then the
 * stays of the animals that left the farm close on their exit day.
 */
async function settleAnimals(c: pg.ClientBase, farm: string) {
  await c.query('analyze paddock_stays');
  await c.query(
    `update animals a set paddock_id = s.paddock_id, pasture = p.name
     from paddock_stays s join paddocks p on p.farm_id = s.farm_id and p.id = s.paddock_id
     where s.farm_id = $1 and s.left_on is null and a.farm_id = $1 and a.id = s.animal_id
       and a.created_at = now()`,
    [farm],
  );
  await c.query(
    `update paddock_stays s set left_on = greatest(s.entered_on, a.exit_date)
     from animals a
     where s.farm_id = $1 and s.left_on is null and a.farm_id = $1 and a.id = s.animal_id
       and a.created_at = now() and a.status <> 'active'`,
    [farm],
  );
}

/** Fills the farm's pastures for this run's lots and animals (see the top of the file). */
export async function insertDemoPastures(
  c: pg.ClientBase,
  o: DemoPasturesOptions,
): Promise<DemoPasturesSummary> {
  const { paddocks, created } = await demoPaddocks(c, o);
  const lots = o.lotIds.map((id, i) => ({ id, number: o.firstLot + i + 1 }));
  const modules = lotModules(
    paddocks,
    lots.map((l) => l.number),
  );
  const periods = lots.flatMap((lot) =>
    lotPeriods(lot, modules.get(lot.number) ?? [], o.start, o.today),
  );
  const weaned = weanings(paddocks, o.start, o.today);
  const { stays, moves } = await insertStaysAndMoves(c, o, periods, weaned);
  await settleAnimals(c, o.farm);
  const heights = demoHeights(paddocks, periods, o.today, created);
  await c.query(
    `insert into paddock_heights (farm_id, user_id, paddock_id, measured_on, height_cm, created_at)
     select $1, $2, h.paddock_id, h.measured_on,
            h.height_cm, (h.measured_on + time '09:00') at time zone 'America/Sao_Paulo'
     from unnest($3::uuid[], $4::date[], $5::numeric[]) as h(paddock_id, measured_on, height_cm)`,
    [
      o.farm,
      o.user,
      heights.map((h) => h.paddockId),
      heights.map((h) => h.measuredOn),
      heights.map((h) => h.heightCm),
    ],
  );
  return { paddocks: paddocks.length, moves, stays, heights: heights.length };
}
