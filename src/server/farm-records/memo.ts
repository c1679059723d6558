import { sql } from 'drizzle-orm';
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

async function versionKey(db: Pick<Db, 'execute'>, farmId: string, scope: MemoScope) {
  const { rows } = await db.execute<{
    version: number;
    figures_version: number;
    stock_version: number;
    repro_version: number;
    pasture_version: number;
    finance_version: number;
  }>(
    sql`select version, figures_version, stock_version, repro_version, pasture_version,
          finance_version
        from farm_herd_versions where farm_id = ${farmId}`,
  );
  const row = rows[0];
  const herd = `${row?.version ?? 0}`;
  if (scope === 'herd') return herd;
  if (scope === 'figures') return `${herd}.${row?.figures_version ?? 0}`;
  if (scope === 'repro') return `${herd}r${row?.repro_version ?? 0}`;
  if (scope === 'finance') {
    const v = (n: number | undefined) => n ?? 0;
    return `${herd}.${v(row?.figures_version)}s${v(row?.stock_version)}p${v(row?.pasture_version)}f${v(row?.finance_version)}`;
  }
  if (scope === 'pastures') {
    return `${herd}.${row?.figures_version ?? 0}p${row?.pasture_version ?? 0}`;
  }
  return `${herd}s${row?.stock_version ?? 0}`;
}

/**
 * A memo of one figure: `memo(db, farmId, today, compute)` answers the kept value when the farm's
 * version (and `today`) are those it was computed at, else runs `compute` and keeps its answer.
 * `part` names one of several values kept per farm (a season's indicators: its id).
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
  ): Promise<T> {
    const key = `${today}:${await versionKey(db, farmId, scope)}`;
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
