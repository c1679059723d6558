import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { todayIn } from '@/domain/records/dates';
import { dropEarly } from './lib/early-fetch';
import { financeEarlyReads } from './modules/finance/early-reads';
import { prefetchFinancePage } from './modules/finance/page-queries';
import { pasturesEarlyReads } from './modules/pastures/early-reads';
import { prefetchPasturesPage } from './modules/pastures/page-queries';

/*
 * early-pages.ts asks a page's first reads before the app loads; each must be a URL the page
 * itself asks first (its route's prefetch), or it is asked for nothing.
 */

/** A fetch that answers an empty page to every URL and records the URLs asked. */
function recordingFetch() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url);
      return Promise.resolve(
        new Response(JSON.stringify({ items: [], nextCursor: null }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  return asked;
}

afterEach(() => {
  dropEarly();
  vi.unstubAllGlobals();
});

describe('early pages', () => {
  it('asks for /pastos only what its page asks first', async () => {
    const asked = recordingFetch();
    await prefetchPasturesPage(new QueryClient());
    for (const url of pasturesEarlyReads(todayIn(new Date()))) expect(asked).toContain(url);
  });

  it.each([null, 'fluxo', 'resultado'])(
    'asks for /financeiro?aba=%s only what it asks first',
    async (aba) => {
      const asked = recordingFetch();
      await prefetchFinancePage(new QueryClient(), (aba ?? 'lancamentos') as never, 'master');
      for (const url of financeEarlyReads(aba)) expect(asked).toContain(url);
    },
  );
});
