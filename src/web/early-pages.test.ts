import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { todayIn } from '@/domain/records/dates';
import { dropEarly } from './lib/early-fetch';
import { financeEarlyReads } from './modules/finance/early-reads';
import { prefetchFinancePage } from './modules/finance/page-queries';
import { pasturesEarlyReads } from './modules/pastures/early-reads';
import { prefetchPasturesPage } from './modules/pastures/page-queries';
import { recordingFetch } from './test/recording-fetch';

/*
 * early-pages.ts asks a page's first reads before the app loads; each must be a URL the page
 * itself asks first (its route's prefetch), or it is asked for nothing.
 */

// The stubbed fetch is undone after every test (setup.ts); the answers not taken, here.
afterEach(() => dropEarly());

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
