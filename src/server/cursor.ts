import { CURSOR_MESSAGE } from '../domain/records/paging';
import type { HerdSort } from '../domain/herd/queries';
import { AppError, VALIDATION_MESSAGE } from './errors';

/*
 * The one rule for every list's cursor, in the app and in /api/v1 (issue 38 item 4, decision
 * 056). A cursor is the sort key of the last row of a page, written by the server as base64url of
 * a JSON array; the client only sends back what it was given. Reading one back checks every part
 * by its type before any query sees it (a NUL, a year 0, a lone surrogate reached PostgreSQL as a
 * 500), and takes only the exact text this server writes for that key: anything else is the same
 * 400 VALIDATION with `fields.<name>: 'Cursor inválido'`.
 */

/** The longest cursor text read: a key of a few ids, dates and one text of ≤ 200 characters. */
export const CURSOR_MAX_LENGTH = 1024;
/** The longest text part: brincos, lot and product names are shorter. */
const TEXT_MAX = 200;

/** One part of a key: a test of a value JSON.parse gave. */
interface Part<T> {
  accepts(value: unknown): value is T;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** An instant as PostgreSQL's microseconds write it (db/keyset.ts's `cursorAt`). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** Half of a surrogate pair alone: not text, and not what a database value gives. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether `iso` (milliseconds, UTC) is a real instant JavaScript writes back the same: no 30
 * February, no hour 24, no year 0 (PostgreSQL refuses all three, with a 500 when it is asked).
 */
function realInstant(iso: string): boolean {
  if (iso.startsWith('0000')) return false;
  const ms = Date.parse(iso);
  return !Number.isNaN(ms) && new Date(ms).toISOString() === iso;
}

/** The types of the parts of a key. */
export const part = {
  /** Text of at most `max` characters: no NUL (PostgreSQL's text cannot hold it), whole pairs. */
  text: (max = TEXT_MAX): Part<string> => ({
    accepts: (v): v is string =>
      typeof v === 'string' && v.length <= max && !v.includes('\u0000') && !LONE_SURROGATE.test(v),
  }),
  /** A calendar day, YYYY-MM-DD, years 0001 to 9999. */
  date: (): Part<string> => ({
    accepts: (v): v is string =>
      typeof v === 'string' && DATE.test(v) && realInstant(`${v}T00:00:00.000Z`),
  }),
  /** An instant in UTC to the microsecond, years 0001 to 9999. */
  instant: (): Part<string> => ({
    accepts: (v): v is string =>
      typeof v === 'string' && INSTANT.test(v) && realInstant(`${v.slice(0, 23)}Z`),
  }),
  /** A record id as PostgreSQL writes it (lower case). */
  uuid: (): Part<string> => ({
    accepts: (v): v is string => typeof v === 'string' && UUID.test(v),
  }),
  /** A number from `min` to `max` (an integer when `integer`); never -0, NaN or infinite. */
  number: (min: number, max: number, integer = false): Part<number> => ({
    accepts: (v): v is number =>
      typeof v === 'number' &&
      Number.isFinite(v) &&
      !Object.is(v, -0) &&
      v >= min &&
      v <= max &&
      (!integer || Number.isInteger(v)),
  }),
  /** One of `values`: a sort, a direction, a group. */
  oneOf: <const T extends string>(values: readonly T[]): Part<T> => ({
    accepts: (v): v is T => typeof v === 'string' && (values as readonly string[]).includes(v),
  }),
};

type KeyOf<P extends readonly Part<unknown>[]> = {
  -readonly [I in keyof P]: P[I] extends Part<infer T> ? T : never;
};

/** A list's cursor: how the key of its last row is written, and read back. */
export interface Cursor<K extends readonly unknown[]> {
  encode(key: K): string;
  /** The key of a cursor `encode` wrote; null for any other text. */
  decode(text: string): K | null;
}

/** The cursor of a key made of `parts`, in this order. */
export function cursorOf<const P extends readonly Part<unknown>[]>(...parts: P): Cursor<KeyOf<P>> {
  const encode = (key: readonly unknown[]) =>
    Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
  return {
    encode,
    decode(text) {
      if (text.length > CURSOR_MAX_LENGTH || !BASE64URL.test(text)) return null;
      let key: unknown;
      try {
        key = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (!Array.isArray(key) || key.length !== parts.length) return null;
      if (!parts.every((p, i) => p.accepts(key[i]))) return null;
      // Only the text encode writes for that key: no padding, no other spelling of the JSON
      // (spaces, escapes, 1e2 for 100, -0), no bytes that are not UTF-8.
      return encode(key) === text ? (key as KeyOf<P>) : null;
    },
  };
}

/**
 * The key of the request's cursor (`text`, absent on a first page); a 400 VALIDATION with
 * `fields[field]: 'Cursor inválido'` when it is not one `cursor` wrote.
 */
export function readCursor<K extends readonly unknown[]>(
  cursor: Cursor<K>,
  text: string | undefined,
  field = 'cursor',
): K | undefined {
  if (text === undefined) return undefined;
  const key = cursor.decode(text);
  if (!key) throw new AppError(400, 'VALIDATION', VALIDATION_MESSAGE, { [field]: CURSOR_MESSAGE });
  return key;
}

const instant = part.instant();
const uuid = part.uuid();
const date = part.date();
const text = part.text();

/** Every list's cursor but the herd list's (herdListCursor), by the list. */
export const CURSORS = {
  /**
   * Entry time and id: the app's lists newest first (inventory, budget plans: `before`, decision
   * 032) and /api/v1's oldest first (inventory, animals, events, sanitary records: decision 033).
   */
  rows: cursorOf(instant, uuid),
  /** GET /api/lots (`before`): open ('o') or closed ('c'), then name (natural order) and id. */
  lots: cursorOf(part.oneOf(['o', 'c']), text, uuid),
  /** GET /api/weighings and /api/v1/weighings: weighing date, entry time, id. */
  weighings: cursorOf(date, instant, uuid),
  /** GET /api/weighings/animals: the animal's id (as weighings name it, ≤ 40 characters). */
  weighingAnimals: cursorOf(part.text(40)),
  /** GET /api/animals/:id/timeline: the entry's date, when it was made, its id. */
  timeline: cursorOf(date, instant, uuid),
  /** GET /api/sanitary/due: due date, brinco, animal id, protocol id. */
  due: cursorOf(date, text, uuid, uuid),
  /** GET /api/sanitary/applications: date, id. */
  applications: cursorOf(date, uuid),
  /** GET /api/animal-events/unpriced: the event's date, its group. */
  unpriced: cursorOf(date, uuid),
  /** GET /api/sanitary/brucellosis, the sanitary sheets, reproduction's 'A desmamar': date, brinco, id. */
  byDateAndTag: cursorOf(date, text, uuid),
  /** GET /api/reproduction/seasons/:id/females: brinco, animal id. */
  byTag: cursorOf(text, uuid),
};

/** A row's place in a list by entry: entry time (µs), id (CURSORS.rows). */
export interface EntryCursor {
  createdAt: string;
  id: string;
}

/** A weighing's place in the list: date, entry time (µs), id (CURSORS.weighings). */
export interface WeighingCursor {
  weighingDate: string;
  createdAt: string;
  id: string;
}

/** Each herd sort's value in a cursor (herd/store/list.ts: never null there). */
const HERD_SORT_VALUES: Record<HerdSort, Part<string> | Part<number>> = {
  tag: text,
  lot: text,
  /** The birth date; '9999-12-31' for an unknown one. */
  age: date,
  /** The category's place in CATEGORIES, 0 for none. */
  category: part.number(0, 99, true),
  /** The last weight in kg; -1 for none. */
  weight: part.number(-1, 1_000_000),
};

/**
 * GET /api/animals: sort, direction, the sort's value, brinco, id. A cursor is read only for the
 * sort and direction it was made for (another page of another order would skip rows).
 */
export function herdListCursor(sort: HerdSort, dir: 'asc' | 'desc') {
  return cursorOf(part.oneOf([sort]), part.oneOf([dir]), HERD_SORT_VALUES[sort], text, uuid);
}
