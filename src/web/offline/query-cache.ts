import {
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  forgetAll,
  forgetOthers,
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
]);

const keptKey = (queryKey: QueryKey) => KEPT.has(String(queryKey[0]));

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

/** What `queryHashes` now hold, serialised with their sizes (answers that succeeded only). */
function fetchedOf(client: QueryClient, queryHashes: Set<string>): Fetched[] {
  const { queries } = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && queryHashes.has(query.queryHash),
  });
  return queries.map((query) => {
    const data = JSON.stringify(query.state.data) ?? '';
    const rest = JSON.stringify({ ...query, state: { ...query.state, data: null } });
    return {
      queryHash: query.queryHash,
      fetchedAt: query.state.dataUpdatedAt,
      answer: { query, bytes: utf8Bytes(data) + utf8Bytes(rest), fingerprint: fingerprintOf(data) },
    };
  });
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
        return storeQueries(owner, fetchedOf(client, hashes), shown, Date.now());
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
