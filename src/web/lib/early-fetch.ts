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
  }
}

/** The early answer for `url`, once (a second ask goes to the network), if still fresh. */
export function takeEarly(url: string, now = Date.now()): Promise<Response> | undefined {
  const found = early.get(url);
  if (!found) return undefined;
  early.delete(url);
  return now - found.at <= EARLY_TTL_MS ? found.response : undefined;
}

/** Forgets the early answers not taken yet (apiFetch, before a write). */
export function dropEarly(): void {
  early.clear();
}
