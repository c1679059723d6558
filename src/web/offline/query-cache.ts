import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { CACHE_STORE, done, inTransaction } from './idb';

/**
 * The last answers of the record screens and the dashboard, kept on the device so that they stay
 * visible offline (issue 13), each with the time it was fetched. One person's on one farm at a
 * time: the answers are stored with their owner (`user:farm`, from OfflineSync) and restored only
 * for the same owner, so a change of farm or of person never shows another's lists.
 */
const CACHE_ID = 'queries';
/** The lists the offline screens show. The session has its own memory (lib/session.ts). */
const KEPT = new Set([
  'weighings',
  'inventory',
  'lots',
  'dashboard',
  'annual-results',
  'monthly-control',
  'budget-plans',
]);

interface StoredCache {
  id: string;
  /** Whose answers: `user:farm`. */
  owner: string;
  state: ReturnType<typeof dehydrate>;
}

const kept = (query: Query) =>
  query.state.status === 'success' && KEPT.has(String(query.queryKey[0]));

/** Puts the stored answers of `owner` into the client (older than what it already holds: skipped). */
export async function restoreQueryCache(client: QueryClient, owner: string): Promise<void> {
  try {
    const stored = await readStored();
    if (stored?.owner === owner) hydrate(client, stored.state);
  } catch {
    // Nothing stored, or no IndexedDB: the screens load from the server as usual.
  }
}

export async function forgetQueryCache(): Promise<void> {
  try {
    await inTransaction(CACHE_STORE, 'readwrite', (tx) =>
      done(tx.objectStore(CACHE_STORE).delete(CACHE_ID)),
    );
  } catch {
    // Nothing to forget.
  }
}

async function readStored(): Promise<StoredCache | undefined> {
  return inTransaction(CACHE_STORE, 'readonly', (tx) =>
    done(tx.objectStore(CACHE_STORE).get(CACHE_ID) as IDBRequest<StoredCache | undefined>),
  );
}

/**
 * Stores the kept answers a moment after each successful fetch, merged with those stored before
 * (a list read on an earlier visit stays until it is read again). Returns the function that
 * stops it.
 */
export function keepQueryCache(client: QueryClient, owner: string): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = async () => {
    timer = null;
    const fresh = dehydrate(client, { shouldDehydrateQuery: kept });
    const stored = await readStored().catch(() => undefined);
    const byHash = new Map(
      (stored?.owner === owner ? stored.state.queries : []).map((q) => [q.queryHash, q]),
    );
    for (const query of fresh.queries) byHash.set(query.queryHash, query);
    const row: StoredCache = {
      id: CACHE_ID,
      owner,
      state: { mutations: [], queries: [...byHash.values()] },
    };
    await inTransaction(CACHE_STORE, 'readwrite', (tx) =>
      done(tx.objectStore(CACHE_STORE).put(row)),
    );
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!KEPT.has(String(event.query.queryKey[0]))) return;
    timer ??= setTimeout(() => void save().catch(() => undefined), 250);
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}
