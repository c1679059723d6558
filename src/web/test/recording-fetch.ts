import { vi } from 'vitest';

/**
 * Stubs `fetch` with one that answers an empty page (`{ items: [], nextCursor: null }`, and an
 * empty paddocks' options) to every URL; returns the URLs asked, in order. Undone after every
 * test (setup.ts).
 */
export function recordingFetch(): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url);
      return Promise.resolve(
        new Response(JSON.stringify({ items: [], nextCursor: null, paddocks: [], retiros: [] }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  return asked;
}
