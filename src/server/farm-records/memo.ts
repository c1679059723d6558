import { sql } from 'drizzle-orm';
import {
  FARM_VERSION_COLUMNS,
  versionsOf,
  type FarmVersions,
  type VersionColumns,
} from '../access/farm-context';
import type { Db } from '../db/client';

/*
 * Figures of a whole farm kept in this process between its changes (decision 049): a value is
 * computed once per farm, day and version (farm_herd_versions: `version` moves with every
 * statement that changes the farm's animals, sanitary applications or protocols, migration
 * 0019; `figures_version` with its weighings and lots, migration 0021; `stock_version` with its
 * typed inventory rows, migration 0025; `repro_version` with its reproduction records, exposures
 * and IATF batches, migration 0028; `pasture_version` with its paddocks, moves, stays, heights and
 * pasture settings, migration 0030; `finance_version` with its finance entries and accounts,
 * migration 0033) and served again while none it depends on moves. Another instance's writes move the version in the database, so no instance
 * serves a value older than the version it read (a value is computed after its version is read,
 * so it is at least that new). Requests that ask at once share one computation. A few farms are
 * kept, the least recently used dropped first.
 *
 * Only for reads on the pool, never inside a transaction: a transaction sees its own uncommitted
 * version, and a value kept under it would outlive a rollback.
 */

/**
 * What a value depends on: the herd (animals, events, applications, protocols); or also weighings
 * and lots ('figures'); or also the typed inventory rows ('stock': the head count, decision 062);
 * or also the reproduction records ('repro': a season's indicators); or also the weighings, lots
 * and pastures ('pastures': the paddocks' figures and stocking); or every one of them and the
 * finance book ('finance': the cash flow, the year's figures with their heads and kg).
 */
export type MemoScope = 'herd' | 'figures' | 'stock' | 'repro' | 'pastures' | 'finance';

const MAX_FARMS = 16;

/** The farm's versions, read (a farm without a row yet is at 0 everywhere). */
async function readVersions(db: Pick<Db, 'execute'>, farmId: string): Promise<FarmVersions> {
  const { rows } = await db.execute<VersionColumns & Record<string, unknown>>(
    sql`select ${sql.raw(FARM_VERSION_COLUMNS)} from farm_herd_versions hv
        where hv.farm_id = ${farmId}`,
  );
  return versionsOf(rows[0]);
}

/** The part of the versions a scope's values depend on, as a key. */
function versionKey(v: FarmVersions, scope: MemoScope): string {
  const herd = `${v.herd}`;
  if (scope === 'herd') return herd;
  if (scope === 'figures') return `${herd}.${v.figures}`;
  if (scope === 'repro') return `${herd}r${v.repro}`;
  if (scope === 'finance') return `${herd}.${v.figures}s${v.stock}p${v.pastures}f${v.finance}`;
  if (scope === 'pastures') return `${herd}.${v.figures}p${v.pastures}`;
  return `${herd}s${v.stock}`;
}

/**
 * A memo of one figure: `memo(db, farmId, today, compute)` answers the kept value when the farm's
 * version (and `today`) are those it was computed at, else runs `compute` and keeps its answer.
 * `part` names one of several values kept per farm (a season's indicators: its id). `known`: the
 * farm's versions already read in this request (the caller's statement: FarmContext's
 * `versionsAtStart`, decision 087), so none is read again; only where nothing was written since.
 */
export function farmMemo<T>(scope: MemoScope, maxFarms = MAX_FARMS) {
  const kept = new Map<string, { key: string; value: T }>();
  const computing = new Map<string, Promise<T>>();
  return async function memo(
    db: Pick<Db, 'execute'>,
    farmId: string,
    today: string,
    compute: () => Promise<T>,
    part = '',
    known?: FarmVersions,
  ): Promise<T> {
    const key = `${today}:${versionKey(known ?? (await readVersions(db, farmId)), scope)}`;
    const slot = part ? `${farmId}|${part}` : farmId;
    const hit = kept.get(slot);
    if (hit?.key === key) {
      kept.delete(slot);
      kept.set(slot, hit);
      return hit.value;
    }
    const flight = `${slot}:${key}`;
    let pending = computing.get(flight);
    if (!pending) {
      pending = compute()
        .then((value) => {
          kept.delete(slot);
          kept.set(slot, { key, value });
          if (kept.size > maxFarms) kept.delete(kept.keys().next().value!);
          return value;
        })
        .finally(() => computing.delete(flight));
      computing.set(flight, pending);
    }
    return pending;
  };
}
