import { isIsoDate } from '../../domain/records/dates';

/*
 * The opaque `cursor` of /api/v1 lists (issue 24 item 6; decision 033): the sort key of the last
 * row of a page — the list's own columns, then the row id, which makes it unique — written as
 * base64url JSON. The next page starts strictly after it, so rows added meanwhile are never
 * repeated and no row is skipped. Timestamps keep PostgreSQL's microseconds (a JavaScript Date
 * would round them to milliseconds and could repeat or skip a row).
 */

/** `2025-02-10T12:00:00.123456Z`: a timestamp as the cursor holds it (UTC, microseconds). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const CURSOR_MESSAGE = 'Cursor inválido';

/** A weighing's place in the list: date, entry time, id. */
export interface WeighingCursor {
  weighingDate: string;
  createdAt: string;
  id: string;
}

/** An inventory item's place in the list (newest first): entry time, id. */
export interface InventoryCursor {
  createdAt: string;
  id: string;
}

function encode(parts: string[]): string {
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

/** The parts of a cursor, or null when it is not one this API wrote. */
function decode(cursor: string, length: number): string[] | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return null;
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parts) || parts.length !== length) return null;
    return parts.every((p) => typeof p === 'string') ? (parts as string[]) : null;
  } catch {
    return null;
  }
}

/** A real instant (no 31 February, no year 0): PostgreSQL would refuse it with a 500. */
function validTimestamp(t: string): boolean {
  if (!TIMESTAMP.test(t) || t < '0001') return false;
  const ms = Date.parse(t.slice(0, 23) + 'Z');
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 23) === t.slice(0, 23);
}

export function encodeWeighingCursor(c: WeighingCursor): string {
  return encode([c.weighingDate, c.createdAt, c.id]);
}

export function decodeWeighingCursor(cursor: string): WeighingCursor | null {
  const parts = decode(cursor, 3);
  if (!parts) return null;
  const [weighingDate, createdAt, id] = parts as [string, string, string];
  const ok =
    isIsoDate(weighingDate) &&
    weighingDate >= '0001-01-01' &&
    validTimestamp(createdAt) &&
    UUID.test(id);
  return ok ? { weighingDate, createdAt, id } : null;
}

export function encodeInventoryCursor(c: InventoryCursor): string {
  return encode([c.createdAt, c.id]);
}

export function decodeInventoryCursor(cursor: string): InventoryCursor | null {
  const parts = decode(cursor, 2);
  if (!parts) return null;
  const [createdAt, id] = parts as [string, string];
  return validTimestamp(createdAt) && UUID.test(id) ? { createdAt, id } : null;
}

/**
 * A herd row's place in /api/v1/animals and /api/v1/animal-events (issue 25 item 6): oldest
 * first by entry time, then id. Written as the inventory's (entry time, id).
 */
export const encodeEntryCursor = encodeInventoryCursor;
export const decodeEntryCursor = decodeInventoryCursor;
