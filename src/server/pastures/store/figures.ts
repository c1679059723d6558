import { sql, type SQL } from 'drizzle-orm';
import type { PaddockView } from '../../../domain/pastures/api';
import {
  ROTATIONAL_HEIGHTS,
  seasonOf,
  type Forage,
  type GrazingMethod,
} from '../../../domain/pastures/constants';
import {
  animalUnits,
  overCapacity,
  readyForEntry,
  unitsPerHectare,
  type PaddockState,
} from '../../../domain/pastures/stocking';
import { daysBetween } from '../../../domain/records/dates';
import type { Db } from '../../db/client';
import { inPaddocksNow, weightsByPaddockAndLotSql } from './weights';

/*
 * Every paddock of a farm with its figures today (issue 42 items 4 and 5): who is in it since
 * when, the UA it carries, its last exit and its last height — one statement; the state, UA/ha,
 * capacity and 'Pronto para entrada' are the domain's rules over them.
 */

export interface PaddockRow extends Record<string, unknown> {
  id: string;
  name: string;
  area_ha: number | null;
  shape_area_ha: number | null;
  forage: Forage;
  grazing_method: GrazingMethod;
  retiro: string | null;
  capacity_rainy: number | null;
  capacity_dry: number | null;
  rest_days: number | null;
  has_shape: boolean;
  since: string | null;
  heads: number;
  lot_name: string | null;
  kg: number;
  rested_since: string | null;
  height_cm: number | null;
  measured_on: string | null;
}

/**
 * The paddocks `where` names (over `p`), with their figures on `today`: the animals in each (those
 * of the paddocks named only), their weights and the lot most of them are of — one pass over
 * the animals in paddocks — then since when each occupied one is, each empty one's last exit and
 * each one's last height, a probe each.
 */
export function paddockFiguresSql(farmId: string, today: string, where?: SQL): SQL {
  const ids = where
    ? sql`select p.id from paddocks p where p.farm_id = ${farmId} and ${where}`
    : null;
  return sql`
    with by_lot as (${weightsByPaddockAndLotSql(farmId, today, inPaddocksNow(ids))}),
    u as (
      -- Each paddock's heads and weight, and the lot most of them are of (the first by id of
      -- those as many): a few hundred rows by paddock and lot.
      select b.paddock_id, sum(b.heads)::int as heads, sum(b.kg)::float8 as kg,
        (array_agg(b.lot_id order by b.heads desc, b.lot_id) filter (where b.lot_id is not null))[1]
          as lot_id
      from by_lot b group by b.paddock_id
    )
    select p.id, p.name, p.area_ha::float8 as area_ha, p.shape_area_ha::float8 as shape_area_ha,
      p.forage, p.grazing_method, p.retiro, p.capacity_rainy::float8 as capacity_rainy,
      p.capacity_dry::float8 as capacity_dry, p.rest_days, p.shape is not null as has_shape,
      -- Since when it is occupied: its open stays' first entry (migration 0037's index).
      (select min(s.entered_on)::text from paddock_stays s
        where s.farm_id = p.farm_id and s.paddock_id = u.paddock_id and s.left_on is null
          and s.entered_on <= ${today}::date) as since,
      coalesce(u.heads, 0) as heads, l.name as lot_name, coalesce(u.kg, 0) as kg,
      r.left_on::text as rested_since, h.height_cm::float8 as height_cm,
      h.measured_on::text as measured_on
    from paddocks p
    left join u on u.paddock_id = p.id
    left join lots l on l.farm_id = p.farm_id and l.id = u.lot_id
    left join lateral (
      select s.left_on from paddock_stays s
      where s.farm_id = p.farm_id and s.paddock_id = p.id and s.left_on is not null
      order by s.left_on desc limit 1
    ) r on u.paddock_id is null
    left join lateral (
      select ph.height_cm, ph.measured_on from paddock_heights ph
      where ph.farm_id = p.farm_id and ph.paddock_id = p.id
      order by ph.measured_on desc, ph.created_at desc limit 1
    ) h on true
    where p.farm_id = ${farmId} and ${where ?? sql`true`}`;
}

/** The area UA/ha is read over: the typed one, else the shape's. */
export const areaOf = (r: Pick<PaddockRow, 'area_ha' | 'shape_area_ha'>) =>
  r.area_ha ?? r.shape_area_ha ?? null;

function stateOf(r: PaddockRow, today: string): PaddockState {
  if (r.since && r.heads > 0) {
    return {
      kind: 'occupied',
      days: daysBetween(r.since, today),
      lotName: r.lot_name,
      heads: r.heads,
    };
  }
  if (r.rested_since)
    return { kind: 'resting', days: Math.max(0, daysBetween(r.rested_since, today)) };
  return { kind: 'never' };
}

/** A row as the routes answer it. */
export function toPaddock(r: PaddockRow, today: string): PaddockView {
  const state = stateOf(r, today);
  const units = animalUnits(r.kg);
  const area = areaOf(r);
  const uaPerHa = unitsPerHectare(units, area);
  const season = seasonOf(today);
  const capacity = season === 'dry' ? r.capacity_dry : r.capacity_rainy;
  const lastHeight =
    r.height_cm !== null && r.measured_on
      ? { heightCm: r.height_cm, measuredOn: r.measured_on }
      : null;
  // A height counts for the rest when measured after the last animal left.
  const restHeight =
    lastHeight &&
    state.kind === 'resting' &&
    r.rested_since &&
    lastHeight.measuredOn >= r.rested_since
      ? lastHeight.heightCm
      : null;
  const entry = r.grazing_method === 'rotational' ? ROTATIONAL_HEIGHTS[r.forage]?.entry : undefined;
  return {
    id: r.id,
    name: r.name,
    areaHa: r.area_ha,
    shapeAreaHa: r.shape_area_ha,
    forage: r.forage,
    grazingMethod: r.grazing_method,
    retiro: r.retiro,
    capacityRainy: r.capacity_rainy,
    capacityDry: r.capacity_dry,
    restDays: r.rest_days,
    hasShape: r.has_shape,
    state: {
      kind: state.kind,
      days: state.kind === 'never' ? 0 : state.days,
      lotName: state.kind === 'occupied' ? state.lotName : null,
      heads: state.kind === 'occupied' ? state.heads : 0,
    },
    units,
    uaPerHa,
    season,
    overCapacity: overCapacity(uaPerHa, capacity),
    lastHeight,
    ready: readyForEntry({
      state,
      restTargetDays: r.rest_days,
      measuredHeightCm: restHeight,
      entryHeightCm: entry ?? null,
    }),
  };
}

/** Every paddock of the farm (or those `where` names) with its figures today. */
export async function paddockFigures(
  db: Pick<Db, 'execute'>,
  farmId: string,
  today: string,
  where?: SQL,
) {
  const { rows } = await db.execute<PaddockRow>(paddockFiguresSql(farmId, today, where));
  return rows.map((r) => toPaddock(r, today));
}
