import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import {
  fetchedOf,
  forgetAll,
  forgetOthers,
  keptKey,
  readQueries,
  storeQueries,
  type CacheOwner,
  type Fetched,
} from './query-store';

export type { CacheOwner } from './query-store';

/**
 * The answers of the record screens and the dashboard kept on the device, so that the pages and
 * summaries a screen showed stay visible offline (issues 13 and 24, decisions 019 and 034). One
 * record per query, per person and farm, written a moment after a fetch and only where the data
 * changed; restored only for the same person and farm, so a change of farm or of person never
 * shows another's lists.
 */

/** What `queryHashes` now hold, serialised with their sizes (answers that succeeded only). */
function fetchedIn(client: QueryClient, queryHashes: Set<string>): Fetched[] {
  const { queries } = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && queryHashes.has(query.queryHash),
  });
  return queries.map(fetchedOf);
}

/** Puts the stored answers of `owner` into the client (older than what it already holds: skipped). */
export async function restoreQueryCache(client: QueryClient, owner: CacheOwner): Promise<void> {
  try {
    hydrate(client, { mutations: [], queries: await readQueries(owner) });
  } catch {
    // Nothing stored, or no IndexedDB: the screens load from the server as usual.
  }
}

/** Forgets every stored answer (sign-out). */
export async function forgetQueryCache(): Promise<void> {
  try {
    await forgetAll();
  } catch {
    // Nothing to forget.
  }
}

/**
 * Stores, a moment after each successful fetch, the answer of the query fetched (only if its data
 * changed), and marks as used the stored answers a screen shows; another person's answers are
 * dropped first. Returns the function that stops it.
 */
export function keepQueryCache(
  client: QueryClient,
  owner: CacheOwner,
  { keepEarlier = false }: { keepEarlier?: boolean } = {},
): () => void {
  const fetched = new Set<string>();
  const used = new Set<string>();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  // One write at a time, in order.
  let queue: Promise<unknown> = forgetOthers(owner.userId).catch(() => undefined);
  const save = () => {
    timer = null;
    const hashes = new Set(fetched);
    const shown = [...used];
    fetched.clear();
    used.clear();
    queue = queue
      .then(() => {
        if (stopped) return;
        return storeQueries(owner, fetchedIn(client, hashes), shown, Date.now());
      })
      .catch(() => undefined);
  };
  const schedule = () => {
    timer ??= setTimeout(save, 250);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    const query: Query = event.query;
    if (!keptKey(query.queryKey)) return;
    if (event.type === 'updated' && event.action.type === 'success') {
      fetched.add(query.queryHash);
      schedule();
    } else if (event.type === 'observerAdded') {
      used.add(query.queryHash);
      schedule();
    }
  });
  // With `keepEarlier` (the app's first start, never after a change of farm, when the client may
  // still hold the previous farm's answers): answers that arrived before this started — a
  // screen's first data is asked as soon as the session is known, while its code loads — are
  // kept too, or the first visit would keep nothing of them.
  for (const query of keepEarlier ? client.getQueryCache().getAll() : []) {
    if (keptKey(query.queryKey) && query.state.status === 'success') {
      fetched.add(query.queryHash);
      schedule();
    }
  }
  return () => {
    stopped = true;
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}
