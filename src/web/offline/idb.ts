/**
 * The app's IndexedDB database (decision 019): the outbox of records made offline and the last
 * answers of the record screens (decision 034), so that both survive a reload, an app restart and
 * a closed browser. Plain IndexedDB behind a few promise helpers; no library.
 */

export const DB_NAME = 'arroba-certa-offline';
/** 1: outbox, meta and one whole-table `cache` row; 2: the answers one record per query. */
export const DB_VERSION = 2;

export const OUTBOX_STORE = 'outbox';
export const META_STORE = 'meta';
/** Version 1's single record of every kept answer; dropped by the upgrade to version 2. */
export const OLD_CACHE_STORE = 'cache';
/** Per kept query: owner, size, fingerprint and times (small rows, read for the budget). */
export const QUERY_INDEX_STORE = 'query-index';
/** Per kept query: the answer itself, under the same id as its index row. */
export const QUERY_DATA_STORE = 'query-data';

/** Creates what is missing between `oldVersion` and DB_VERSION; the outbox is never touched. */
function upgrade(db: IDBDatabase, oldVersion: number) {
  if (oldVersion < 1) {
    // Entries by idempotency key; read per queue (user and farm) in the order entered.
    const outbox = db.createObjectStore(OUTBOX_STORE, { keyPath: 'key' });
    outbox.createIndex('byQueue', ['queue', 'seq']);
    outbox.createIndex('byUser', 'userId');
    db.createObjectStore(META_STORE, { keyPath: 'id' });
  }
  if (oldVersion < 2) {
    if (db.objectStoreNames.contains(OLD_CACHE_STORE)) db.deleteObjectStore(OLD_CACHE_STORE);
    const index = db.createObjectStore(QUERY_INDEX_STORE, { keyPath: 'id' });
    // Least recently used first, within one person's farm; and every row of one person.
    index.createIndex('byOwnerUse', ['owner', 'usedAt']);
    index.createIndex('byUser', 'userId');
    db.createObjectStore(QUERY_DATA_STORE, { keyPath: 'id' });
  }
}

let opening: Promise<IDBDatabase> | null = null;

/** The open database (opened once per page). Rejects where IndexedDB is missing or blocked. */
export function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = (event) => upgrade(request.result, event.oldVersion);
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading the schema: step aside, the next call opens again.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    request.onblocked = () => reject(new Error('IndexedDB open blocked'));
  });
  opening.catch(() => {
    opening = null;
  });
  return opening;
}

/** A request's result as a promise. */
export function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Runs `work` in one transaction over `stores` and resolves once it has committed. */
export async function inTransaction<T>(
  stores: string | string[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => Promise<T> | T,
): Promise<T> {
  const db = await openDatabase();
  const tx = db.transaction(stores, mode);
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  // Awaited below; when `work` fails first, this rejection must not go unhandled.
  committed.catch(() => undefined);
  const result = await work(tx);
  await committed;
  return result;
}

/** For tests: forget the open connection (after deleting the database). */
export function resetDatabaseForTests() {
  opening = null;
}
