/**
 * The app's IndexedDB database (decision 019): the outbox of records made offline and the last
 * answers of the record screens, so that both survive a reload, an app restart and a closed
 * browser. Plain IndexedDB behind a few promise helpers; no library.
 */

const DB_NAME = 'arroba-certa-offline';
const DB_VERSION = 1;

export const OUTBOX_STORE = 'outbox';
export const META_STORE = 'meta';
export const CACHE_STORE = 'cache';

let opening: Promise<IDBDatabase> | null = null;

/** The open database (opened once per page). Rejects where IndexedDB is missing or blocked. */
export function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      // Entries by idempotency key; read per queue (user and farm) in the order entered.
      const outbox = db.createObjectStore(OUTBOX_STORE, { keyPath: 'key' });
      outbox.createIndex('byQueue', ['queue', 'seq']);
      outbox.createIndex('byUser', 'userId');
      db.createObjectStore(META_STORE, { keyPath: 'id' });
      db.createObjectStore(CACHE_STORE, { keyPath: 'id' });
    };
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
