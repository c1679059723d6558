import { sql } from 'drizzle-orm';
import type {
  MapItem,
  PaddockDetail,
  PaddockTotals,
  PaddockView,
} from '../../../domain/pastures/api';
import { ringAreaHectares, ringProblem } from '../../../domain/pastures/geometry';
import type { PaddockFilter } from '../../../domain/pastures/queries';
import type { HeightData, PaddockData, ShapesImportData } from '../../../domain/pastures/schemas';
import { mapShape } from '../../../domain/pastures/simplify';
import { unitsPerHectare } from '../../../domain/pastures/stocking';
import type { Db } from '../../db/client';
import { insertOnce } from '../../db/insert-once';
import { isUniqueViolation } from '../../db/last-write-wins';
import { paddockHeights, paddocks } from '../../db/schema';
import { farmMemo, herdTransaction } from '../../farm-records';
import { areaOf, paddockFigures } from './figures';
import {
  conflict,
  invalid,
  NAME_TAKEN,
  notFound,
  PADDOCK_NOT_FOUND,
  type PastureWriteContext,
} from './shared';

/* The paddocks: their list with the farm's totals, one's page, its edits, heights and shapes. */

export interface PaddockQuery {
  q?: string;
  retiro?: string;
  state?: PaddockFilter;
}

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });
/** The list's order: by name (numbers in order: 'Piquete 2' before 'Piquete 10'), then id. */
export const byName = (a: PaddockView, b: PaddockView) =>
  collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Whether a paddock is one the list's filters name. */
export function matches(p: PaddockView, query: PaddockQuery): boolean {
  if (query.q && !p.name.toLocaleLowerCase('pt-BR').includes(query.q.toLocaleLowerCase('pt-BR'))) {
    return false;
  }
  if (query.retiro !== undefined && (p.retiro ?? '') !== query.retiro) return false;
  if (query.state === 'occupied') return p.state.kind === 'occupied';
  if (query.state === 'resting') return p.state.kind === 'resting';
  if (query.state === 'ready') return p.ready;
  return true;
}

export function totalsOf(items: PaddockView[]): PaddockTotals {
  const areaHa = items.reduce(
    (sum, p) => sum + (areaOf({ area_ha: p.areaHa, shape_area_ha: p.shapeAreaHa }) ?? 0),
    0,
  );
  const units = items.reduce((sum, p) => sum + p.units, 0);
  return {
    paddocks: items.length,
    areaHa,
    heads: items.reduce((sum, p) => sum + p.state.heads, 0),
    units,
    uaPerHa: unitsPerHectare(units, areaHa),
  };
}

const mapState = (p: PaddockView): MapItem['state'] =>
  p.ready ? 'ready' : p.state.kind === 'occupied' ? 'occupied' : p.state.kind;

function paddockValues(input: PaddockData) {
  return {
    name: input.name,
    areaHa: input.areaHa,
    forage: input.forage,
    grazingMethod: input.grazingMethod,
    retiro: input.retiro,
    capacityRainy: input.capacityRainy,
    capacityDry: input.capacityDry,
    restDays: input.restDays,
  };
}

async function namedOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NAME_TAKEN);
    throw error;
  }
}

/**
 * Every paddock's figures on a day, kept per farm between its changes (decision 049: its animals,
 * weighings and lots, and its paddocks, moves, stays, heights and settings, migration 0030): at
 * 30,000 animals in 500 paddocks the statement takes some 100 ms; the list's pages, its filters
 * and the map then read it once per change.
 */
const figuresMemo = farmMemo<PaddockView[]>('pastures');
/** The map's items, kept as the figures are (its rings change only with the paddocks). */
const mapMemo = farmMemo<MapItem[]>('pastures');

export function paddockQueries(db: Db) {
  const allFigures = (farmId: string, today: string) =>
    figuresMemo(db, farmId, today, () => paddockFigures(db, farmId, today));
  const one = async (farmId: string, id: string, today: string) => {
    const [p] = await paddockFigures(db, farmId, today, sql`p.id = ${id}::uuid`);
    if (!p) throw notFound(PADDOCK_NOT_FOUND);
    return p;
  };
  /** The map's items from the database: every paddock with a shape, its figures and ring. */
  const mapItems = async (farmId: string, today: string): Promise<MapItem[]> => {
    const [figures, { rows }] = await Promise.all([
      allFigures(farmId, today),
      db.execute<{ id: string; map_ring: [number, number][] }>(sql`
        select id, map_ring from paddocks where farm_id = ${farmId} and map_ring is not null`),
    ]);
    const rings = new Map(rows.map((r) => [r.id, r.map_ring]));
    return figures.flatMap((p) => {
      const ring = rings.get(p.id);
      return ring
        ? [
            {
              id: p.id,
              name: p.name,
              state: mapState(p),
              uaPerHa: p.uaPerHa,
              overCapacity: p.overCapacity,
              ring,
            },
          ]
        : [];
    });
  };

  /** A 404 unless the farm has paddock `id` (one probe, no figures). */
  const assertPaddock = async (farmId: string, id: string) => {
    const { rows } = await db.execute(sql`
      select 1 from paddocks where farm_id = ${farmId} and id = ${id}::uuid`);
    if (!rows[0]) throw notFound(PADDOCK_NOT_FOUND);
  };
  return {
    paddock: one,
    assertPaddock,

    /** A page of the paddocks `query` names (by name, then id), and their totals. */
    async paddocks(
      farmId: string,
      today: string,
      query: PaddockQuery,
      page: { limit: number; after?: readonly [string, string] },
    ) {
      const all = (await allFigures(farmId, today)).filter((p) => matches(p, query));
      all.sort(byName);
      const after = page.after;
      const start = after
        ? all.findIndex((p) => byName(p, { name: after[0], id: after[1] } as PaddockView) > 0)
        : 0;
      const items = start < 0 ? [] : all.slice(start, start + page.limit);
      const more = start >= 0 && start + page.limit < all.length;
      const last = items.at(-1);
      return {
        items,
        last: more && last ? ([last.name, last.id] as const) : null,
        totals: totalsOf(all),
      };
    },

    /** A paddock with its heights measured, newest first. */
    async paddockDetail(farmId: string, id: string, today: string): Promise<PaddockDetail> {
      const paddock = await one(farmId, id, today);
      const { rows } = await db.execute<{ id: string; height_cm: number; measured_on: string }>(sql`
        select id, height_cm::float8 as height_cm, measured_on::text from paddock_heights
        where farm_id = ${farmId} and paddock_id = ${id}::uuid
        order by measured_on desc, created_at desc limit 50`);
      return {
        ...paddock,
        heights: rows.map((r) => ({ id: r.id, heightCm: r.height_cm, measuredOn: r.measured_on })),
      };
    },

    /** 'Cadastrar pasto' (once per Idempotency-Key); a name taken is a 409. */
    async createPaddock(ctx: PastureWriteContext, input: PaddockData) {
      const { row, replayed } = await namedOnce(() =>
        insertOnce(db, paddocks, {
          farmId: ctx.farmId,
          userId: ctx.userId,
          ...paddockValues(input),
          idempotencyKey: ctx.idempotencyKey,
        }),
      );
      return { paddock: await one(ctx.farmId, row.id, ctx.today), replayed };
    },

    /** 'Editar pasto' (owner, Gerente); a new name is the animals' 'Pasto' too. */
    async updatePaddock(ctx: PastureWriteContext, id: string, input: PaddockData) {
      await namedOnce(() =>
        herdTransaction(db, [ctx.farmId], async (tx) => {
          const { rows } = await tx.execute(sql`
            update paddocks set name = ${input.name}, area_ha = ${input.areaHa},
              forage = ${input.forage}, grazing_method = ${input.grazingMethod},
              retiro = ${input.retiro}, capacity_rainy = ${input.capacityRainy},
              capacity_dry = ${input.capacityDry}, rest_days = ${input.restDays}, updated_at = now()
            where farm_id = ${ctx.farmId} and id = ${id}::uuid returning id`);
          if (!rows[0]) throw notFound(PADDOCK_NOT_FOUND);
          await tx.execute(sql`
            update animals set pasture = ${input.name}
            where farm_id = ${ctx.farmId} and paddock_id = ${id}::uuid
              and pasture is distinct from ${input.name}`);
        }),
      );
      return one(ctx.farmId, id, ctx.today);
    },

    /** 'Registrar altura' (once per Idempotency-Key). */
    async recordHeight(ctx: PastureWriteContext, id: string, input: HeightData) {
      await assertPaddock(ctx.farmId, id);
      const { replayed } = await insertOnce(db, paddockHeights, {
        farmId: ctx.farmId,
        userId: ctx.userId,
        paddockId: id,
        measuredOn: input.measuredOn,
        heightCm: input.heightCm,
        idempotencyKey: ctx.idempotencyKey,
      });
      return { paddock: await one(ctx.farmId, id, ctx.today), replayed };
    },

    /** The paddock select's options and the retiros in use, by name. */
    async options(farmId: string) {
      const { rows } = await db.execute<{ id: string; name: string; retiro: string | null }>(sql`
        select id, name, retiro from paddocks where farm_id = ${farmId} order by name, id`);
      const list = [...rows].sort((a, b) => collator.compare(a.name, b.name));
      const retiros = [...new Set(list.flatMap((r) => (r.retiro ? [r.retiro] : [])))];
      return { paddocks: list, retiros: retiros.sort(collator.compare) };
    },

    /** Every paddock with a shape, as the farm's map draws it (kept as the figures are). */
    map(farmId: string, today: string): Promise<MapItem[]> {
      return mapMemo(db, farmId, today, () => mapItems(farmId, today));
    },

    /**
     * The shapes of a file: each onto the paddock of its name (whatever the case), or a new
     * paddock; every shape checked again here (the browser's preview left out the bad ones).
     */
    async importShapes(ctx: PastureWriteContext, input: ShapesImportData) {
      const seen = new Set<string>();
      for (const s of input.shapes) {
        const problem = ringProblem(s.ring, s.name);
        if (problem) throw invalid({ shapes: problem });
        const key = s.name.toLocaleLowerCase('pt-BR');
        if (seen.has(key))
          throw invalid({ shapes: `O nome '${s.name}' aparece mais de uma vez no arquivo` });
        seen.add(key);
      }
      return namedOnce(() =>
        herdTransaction(db, [ctx.farmId], async (tx) => {
          let created = 0;
          let updated = 0;
          for (const s of input.shapes) {
            const ring = JSON.stringify(s.ring);
            const screen = JSON.stringify(mapShape(s.ring));
            const area = ringAreaHectares(s.ring);
            const { rows } = await tx.execute<{ inserted: boolean }>(sql`
              insert into paddocks (farm_id, user_id, name, forage, grazing_method, shape,
                shape_area_ha, map_ring)
              values (${ctx.farmId}, ${ctx.userId}, ${s.name}, 'Outra', 'continuous',
                ${ring}::jsonb, ${area}, ${screen}::jsonb)
              on conflict (farm_id, lower(name)) do update set shape = excluded.shape,
                shape_area_ha = excluded.shape_area_ha, map_ring = excluded.map_ring,
                updated_at = now()
              returning (xmax = 0) as inserted`);
            if (rows[0]?.inserted) created++;
            else updated++;
          }
          return { created, updated };
        }),
      );
    },
  };
}
