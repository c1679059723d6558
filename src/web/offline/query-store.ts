import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import { QUERY_DATA_STORE, QUERY_INDEX_STORE, done, inTransaction } from './idb';

/**
 * The kept answers on the device (decision 034): one record per query and owner (a person on a
 * farm), its byte size beside it, within FARM_BUDGET_BYTES per owner, the least recently used
 * going first. A small index row (size, fingerprint, times) and the answer itself are two
 * records under one id, so that marking an answer as used or fetched again rewrites only the
 * index row, never the answer.
 */
export const FARM_BUDGET_BYTES = 5 * 1024 * 1024;

export type StoredQuery = DehydratedState['queries'][number];

/** Whose answers: one person on one farm (no farm yet: the person alone). */
export interface CacheOwner {
  userId: string;
  farmId: string | null;
}

export const ownerKey = (owner: CacheOwner) => `${owner.userId}:${owner.farmId ?? ''}`;

export interface IndexRow {
  /** `${owner}\n${queryHash}`: one record per query of one person on one farm. */
  id: string;
  owner: string;
  userId: string;
  queryHash: string;
  /** UTF-8 bytes of the answer serialised (what counts against the budget). */
  bytes: number;
  /** Of the answer's data: the same data fetched again is not written again. */
  fingerprint: string;
  /** When the server last gave this answer (shown offline: 'pesagens de hoje às 14:32'). */
  fetchedAt: number;
  /** When a screen last fetched or showed it: the budget drops the oldest first. */
  usedAt: number;
}

interface DataRow {
  id: string;
  query: StoredQuery;
}

/** A query fetched again: its answer when the data changed, or only the time when not. */
export interface Fetched {
  queryHash: string;
  fetchedAt: number;
  answer?: { query: StoredQuery; bytes: number; fingerprint: string };
}

/** The first key element of the lists the offline screens show; any key below them is kept. */
const KEPT = new Set([
  'weighings',
  'inventory',
  'lots',
  'dashboard',
  'annual-results',
  'monthly-control',
  'budget-plans',
  'animals',
  'sanitary',
  'reproduction',
  'pastures',
  'finance',
]);

export const keptKey = (queryKey: QueryKey) => KEPT.has(String(queryKey[0]));

/** UTF-8 length of `text`, without encoding it. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // A surrogate pair (4 bytes) counts 2 for each half.
    bytes += code < 0x80 ? 1 : code < 0x800 || (code >= 0xd800 && code < 0xe000) ? 2 : 3;
  }
  return bytes;
}

/** A 53-bit hash of `text` (cyrb53) with its length: tells whether an answer changed. */
export function fingerprintOf(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return `${text.length}:${hash.toString(36)}`;
}

/** A query's answer as stored: serialised with its size and fingerprint. */
export function fetchedOf(query: StoredQuery): Fetched {
  const data = JSON.stringify(query.state.data) ?? '';
  const rest = JSON.stringify({ ...query, state: { ...query.state, data: null } });
  return {
    queryHash: query.queryHash,
    fetchedAt: query.state.dataUpdatedAt,
    answer: { query, bytes: utf8Bytes(data) + utf8Bytes(rest), fingerprint: fingerprintOf(data) },
  };
}

const rowId = (owner: string, queryHash: string) => `${owner}\n${queryHash}`;

const ownerRange = (owner: string) => IDBKeyRange.bound([owner, -Infinity], [owner, Infinity]);

/** Index rows of `owner`, least recently used first. */
function rowsOf(store: IDBObjectStore, owner: string) {
  return done(store.index('byOwnerUse').getAll(ownerRange(owner)) as IDBRequest<IndexRow[]>);
}

function drop(tx: IDBTransaction, id: string) {
  tx.objectStore(QUERY_INDEX_STORE).delete(id);
  tx.objectStore(QUERY_DATA_STORE).delete(id);
}

/** Drops the least recently used answers of `owner` until the rest fit in the budget. */
async function enforceBudget(tx: IDBTransaction, owner: string) {
  const rows = await rowsOf(tx.objectStore(QUERY_INDEX_STORE), owner);
  let total = rows.reduce((sum, row) => sum + row.bytes, 0);
  for (const row of rows) {
    if (total <= FARM_BUDGET_BYTES) break;
    drop(tx, row.id);
    total -= row.bytes;
  }
}

/**
 * Writes what was fetched (an answer only where its data changed) and marks `used` as used now,
 * then keeps the owner's answers within the budget; one transaction.
 */
export async function storeQueries(
  owner: CacheOwner,
  fetched: Fetched[],
  used: string[],
  now: number,
): Promise<void> {
  const key = ownerKey(owner);
  await inTransaction([QUERY_INDEX_STORE, QUERY_DATA_STORE], 'readwrite', async (tx) => {
    const index = tx.objectStore(QUERY_INDEX_STORE);
    const read = (queryHash: string) =>
      done(index.get(rowId(key, queryHash)) as IDBRequest<IndexRow | undefined>);
    for (const { queryHash, fetchedAt, answer } of fetched) {
      const row = await read(queryHash);
      if (answer && answer.fingerprint !== row?.fingerprint) {
        const id = rowId(key, queryHash);
        // An answer bigger than the whole budget is not kept (nor its outdated predecessor).
        if (answer.bytes > FARM_BUDGET_BYTES) {
          drop(tx, id);
          continue;
        }
        const { bytes, fingerprint, query } = answer;
        tx.objectStore(QUERY_DATA_STORE).put({ id, query } satisfies DataRow);
        index.put({
          id,
          owner: key,
          userId: owner.userId,
          queryHash,
          bytes,
          fingerprint,
          fetchedAt,
          usedAt: now,
        } satisfies IndexRow);
      } else if (row) {
        index.put({ ...row, fetchedAt: Math.max(row.fetchedAt, fetchedAt), usedAt: now });
      }
    }
    for (const queryHash of used) {
      const row = await read(queryHash);
      if (row && row.usedAt < now) index.put({ ...row, usedAt: now });
    }
    await enforceBudget(tx, key);
  });
}

/** The stored answers of `owner`, each with the time it was last fetched. */
export async function readQueries(owner: CacheOwner): Promise<StoredQuery[]> {
  return inTransaction([QUERY_INDEX_STORE, QUERY_DATA_STORE], 'readonly', async (tx) => {
    const rows = await rowsOf(tx.objectStore(QUERY_INDEX_STORE), ownerKey(owner));
    const data = tx.objectStore(QUERY_DATA_STORE);
    const answers = await Promise.all(
      rows.map(async (row) => {
        const stored = await done(data.get(row.id) as IDBRequest<DataRow | undefined>);
        if (!stored) return undefined;
        const { query } = stored;
        return { ...query, state: { ...query.state, dataUpdatedAt: row.fetchedAt } };
      }),
    );
    return answers.filter((answer) => answer !== undefined);
  });
}

/** The index rows of `owner`, least recently used first (for tests and the budget's figures). */
export async function indexOf(owner: CacheOwner): Promise<IndexRow[]> {
  return inTransaction(QUERY_INDEX_STORE, 'readonly', (tx) =>
    rowsOf(tx.objectStore(QUERY_INDEX_STORE), ownerKey(owner)),
  );
}

/** Drops the answers of everyone but `userId` (another person signed in on this device). */
export async function forgetOthers(userId: string): Promise<void> {
  await inTransaction([QUERY_INDEX_STORE, QUERY_DATA_STORE], 'readwrite', async (tx) => {
    const rows = await done(tx.objectStore(QUERY_INDEX_STORE).getAll() as IDBRequest<IndexRow[]>);
    for (const row of rows) if (row.userId !== userId) drop(tx, row.id);
  });
}

/** Drops every stored answer (sign-out). */
export async function forgetAll(): Promise<void> {
  await inTransaction([QUERY_INDEX_STORE, QUERY_DATA_STORE], 'readwrite', (tx) => {
    tx.objectStore(QUERY_INDEX_STORE).clear();
    tx.objectStore(QUERY_DATA_STORE).clear();
  });
}
