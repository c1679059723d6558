/*
 * Reads asked before the app's code has loaded (issue 42/43 item 8): main.tsx asks a page's
 * first GETs at once, beside /api/me, and apiFetch takes the answer when the page asks the same
 * URL, instead of asking only once the router, the page's loader and its code are in (on a slow
 * phone, a second later). An answer nobody takes within EARLY_TTL_MS is dropped, and so is every
 * one not taken yet when something is written (it may no longer be true). Nothing here imports
 * the app: main.tsx stays small.
 */

/** How long an early answer waits to be taken. */
export const EARLY_TTL_MS = 10_000;

const early = new Map<string, { response: Promise<Response>; at: number }>();
/** The JSON of the early answers read before the app came (readEarly), by URL. */
const read = new Map<string, unknown>();

/** Asks each GET `url` (same origin, JSON) now, for apiFetch to take. */
export function askEarly(urls: readonly string[], now = Date.now()): void {
  for (const url of urls) {
    const response = fetch(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    // Taken or not, a failure here is apiFetch's to report (as a network error), never unhandled.
    response.catch(() => undefined);
    early.set(url, { response, at: now });
    read.delete(url);
  }
}

/** The early answer for `url`, once (a second ask goes to the network), if still fresh. */
export function takeEarly(url: string, now = Date.now()): Promise<Response> | undefined {
  const found = early.get(url);
  if (!found) return undefined;
  early.delete(url);
  read.delete(url);
  return now - found.at <= EARLY_TTL_MS ? found.response : undefined;
}

/**
 * The JSON of the early answer for `url`, read from a copy of its body (the answer stays
 * apiFetch's to take): a search typed before React is drawn by early-list.ts with it. Undefined
 * when it was not asked early, failed, or is not a 200 JSON answer. Kept for `takeEarlyData`.
 */
export async function readEarly(url: string): Promise<unknown> {
  const found = early.get(url);
  if (!found) return undefined;
  // Copied when it comes, before apiFetch, taking it later, may read its body.
  const copy = found.response.then((response) => response.clone());
  try {
    const response = await copy;
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !type.includes('application/json')) return undefined;
    const data: unknown = await response.json();
    // Still the answer asked (not taken, dropped or asked again meanwhile).
    if (early.get(url) === found) read.set(url, data);
    return data;
  } catch {
    return undefined;
  }
}

/**
 * The JSON of `url`'s early answer when it has been read (readEarly) and is fresh: a query's
 * first data, so that React, taking the page over, draws that answer at once instead of a
 * loading state first. Once, as takeEarly (it is taken with it).
 */
export function takeEarlyData(url: string, now = Date.now()): unknown {
  if (!read.has(url)) return undefined;
  const data = read.get(url);
  return takeEarly(url, now) ? data : undefined;
}

/** Forgets the early answers not taken yet (apiFetch, before a write). */
export function dropEarly(): void {
  early.clear();
  read.clear();
}
