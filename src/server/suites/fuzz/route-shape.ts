import type { BodyShape } from './arbitraries';
import type { CursorSpec } from './forged-cursors';

/*
 * The shape of a route's entry in the fuzz table (routes.ts), in a file of its own: the tables
 * of each area (herd-routes.ts, list-routes.ts, ...) are written with it, and routes.ts gathers
 * them, so they cannot import it from there without an import circle (issue 40).
 */

/** Who calls: the MASTER owner's session, an admin's, a read-write API key, Asaas, or no one. */
export type Caller = 'owner' | 'admin' | 'key' | 'webhook' | 'anonymous';

/** Ids made by the test's setup, for the path parameters that must be right. */
export interface FuzzIds {
  farm: string;
  lot: string;
  member: string;
  invitation: string;
  apiKey: string;
  target: string;
  /** An animal of the farm (its timeline is read only when it exists). */
  animal: string;
  /** The farm's paddock 'Pasto Fuzz' (pasture-routes.ts). */
  paddock: string;
}

export interface QueryShape {
  valid: Record<string, string>;
  /** Values wrong for each field (a 4xx when any of them is sent). */
  bad: Record<string, string[]>;
  /** Free-text fields: any string is valid there (a 2xx is right, a 5xx never). */
  free?: string[];
  /** The keyset cursors the route reads: forged ones are sent (forged-cursors.ts). */
  cursors?: CursorSpec[];
}

export interface FuzzRoute {
  caller: Caller;
  /** The valid value of each path parameter. */
  params?: (ids: FuzzIds) => Record<string, string>;
  /** More wrong values for the parameters (beyond arbitraries.ts's BAD_SEGMENTS). */
  badParams?: string[];
  body?: (ids: FuzzIds) => BodyShape;
  query?: QueryShape;
  /** Headers whose wrong values refuse a valid request (4xx, nothing written). */
  headers?: Record<string, string[]>;
  /**
   * The route answers 200 to any body once the caller is authenticated, and keeps what it cannot
   * use in `table` as a row whose `state` is 'problem' (the Asaas webhook, decision 022): that
   * table may grow by such rows, nothing else may change.
   */
  keepsInvalid?: { table: string };
  /** A list field of the body whose items are checked one by one: broken items are sent. */
  items?: {
    field: string;
    shape: BodyShape;
    /** Whether a 2xx rightly lists all `count` items as invalid (without it, a 4xx is due). */
    allInvalid?: (answer: unknown, count: number) => boolean;
  };
}
