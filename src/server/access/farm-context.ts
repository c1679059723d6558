import type { FarmBasics, FarmRole } from '../../domain/farms';
import { resolveAccess, type Access, type StoredSubscription } from '../../domain/plans';
import { seesMoneyAs } from './money';

/*
 * The farm a caller works on and the plans that rule it, made from the columns the caller's
 * statements answer (store.ts) — in a file of its own, so the store and the caller (caller.ts)
 * both use it without importing each other (issue 40).
 */

/** A subscription row's columns, as the access rules read them (access/plan.ts). */
export interface SubscriptionColumns extends Record<string, unknown> {
  plan: string | null;
  status: string | null;
  animal_limit: number | null;
  trial_ends_at: Date | string | null;
  current_period_end: Date | string | null;
  cancel_at_period_end: boolean | null;
}

/** The farm a request works on, its member's role, its owner, and the owner's plan. */
export interface FarmColumns extends SubscriptionColumns {
  farm_id: string | null;
  farm_name: string | null;
  city: string | null;
  state: string | null;
  area_hectares: string | null;
  role: string | null;
  owner_id: string | null;
  owner_is_admin: boolean | null;
  /** The farm's versions (farm_herd_versions; null: none yet, or no farm). */
  v_herd: number | null;
  v_figures: number | null;
  v_stock: number | null;
  v_repro: number | null;
  v_pastures: number | null;
  v_finance: number | null;
}

/** The versions' columns of FarmColumns. */
export type VersionColumns = Pick<
  FarmColumns,
  'v_herd' | 'v_figures' | 'v_stock' | 'v_repro' | 'v_pastures' | 'v_finance'
>;

/**
 * The farm's row of farm_herd_versions (as `hv`) as the caller statements (store.ts) and the
 * kept figures (farm-records/memo.ts) select it; versionsOf reads it.
 */
export const FARM_VERSION_COLUMNS = `hv.version as v_herd, hv.figures_version as v_figures,
  hv.stock_version as v_stock, hv.repro_version as v_repro,
  hv.pasture_version as v_pastures, hv.finance_version as v_finance`;

/** The versions of FARM_VERSION_COLUMNS (0 where the farm has no row yet). */
export function versionsOf(row: VersionColumns | undefined): FarmVersions {
  return {
    herd: row?.v_herd ?? 0,
    figures: row?.v_figures ?? 0,
    stock: row?.v_stock ?? 0,
    repro: row?.v_repro ?? 0,
    pastures: row?.v_pastures ?? 0,
    finance: row?.v_finance ?? 0,
  };
}

/**
 * What the farm's records had moved to when the request began (farm_herd_versions, decision
 * 049): read with the farm, so a read-only handler's kept figures (farm-records/memo.ts) need
 * no statement of their own to know they are current (decision 087). 0 where no row is yet.
 */
export interface FarmVersions {
  herd: number;
  figures: number;
  stock: number;
  repro: number;
  pastures: number;
  finance: number;
}

/** What the caller statement answers besides the farm: the user's own role and plan. */
export interface CallerRow extends FarmColumns {
  caller_is_admin: boolean;
  own_plan: string | null;
  own_status: string | null;
  own_animal_limit: number | null;
  own_trial_ends_at: Date | string | null;
  own_current_period_end: Date | string | null;
  own_cancel_at_period_end: boolean | null;
}

export type AccessWithAdmin = Access & { isAdmin: boolean };

/** The farm a request works on, the caller's role there and the plan it works under. */
export interface FarmContext extends FarmBasics {
  /** The farm's owner: its subscription is the farm's plan and counts the animal limit. */
  ownerId: string;
  /** The owner's access (plan, status, modules), not yet narrowed by the role. */
  access: AccessWithAdmin;
  /** Whether answers to the caller carry money: the one rule (money.ts), decided here, once. */
  seesMoney: boolean;
  /**
   * The farm's versions as the request's first statement read them. Only for a handler that
   * writes nothing first: after a write of its own they are behind it.
   */
  versionsAtStart: FarmVersions;
}

/** A timestamptz column as a Date (pg gives Dates; text is accepted too). */
const toDate = (value: string | Date | null) =>
  value === null || value instanceof Date ? value : new Date(value);

/** A user's access from their admin role and subscription columns (null: no row). */
export function accessOfColumns(
  isAdmin: boolean,
  row: SubscriptionColumns,
  now: Date,
): AccessWithAdmin {
  const subscription: StoredSubscription | null =
    row.plan === null
      ? null
      : {
          plan: row.plan as StoredSubscription['plan'],
          status: row.status as StoredSubscription['status'],
          animalLimit: row.animal_limit!,
          trialEndsAt: toDate(row.trial_ends_at),
          accessEndsAt: row.cancel_at_period_end ? toDate(row.current_period_end) : null,
        };
  return { isAdmin, ...resolveAccess({ isAdmin, subscription, now }) };
}

/** The farm of a row, or null when the caller has none. `userId` owns a farm without owner. */
export function farmOfColumns(row: FarmColumns | undefined, userId: string, now: Date) {
  if (!row?.farm_id) return null;
  const context: FarmContext = {
    id: row.farm_id,
    name: row.farm_name!,
    city: row.city,
    state: row.state,
    areaHectares: row.area_hectares === null ? null : Number(row.area_hectares),
    role: row.role as FarmRole,
    ownerId: row.owner_id ?? userId,
    access: accessOfColumns(row.owner_is_admin ?? false, row, now),
    seesMoney: seesMoneyAs(row.role as FarmRole),
    versionsAtStart: versionsOf(row),
  };
  return context;
}
