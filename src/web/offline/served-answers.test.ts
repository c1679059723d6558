import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@/domain/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { indexOf, readQueries, storeQueries, fetchedOf } from './query-store';
import { keepServedAnswers } from './served-answers';
import { freshDatabase } from './test-helpers';

const ME = {
  user: { id: 'ana', name: 'Ana' },
  farm: { id: 'farm-a', name: 'Fazenda A' },
};

/** The state a page came with from the server (server-render.tsx): the session and its answers. */
function served() {
  const client = new QueryClient();
  client.setQueryData(['me'], ME);
  client.setQueryData(['dashboard'], { herdTotal: 340 });
  client.setQueryData(['dashboard', 'charts', 'categories'], { items: [] });
  return dehydrate(client);
}

beforeEach(freshDatabase);

describe('keepServedAnswers', () => {
  it('keeps the dashboard’s answers (not the session’s) for opening offline, as the app would', async () => {
    await keepServedAnswers(ME as unknown as MeResponse, served(), 1000);
    const owner = { userId: 'ana', farmId: 'farm-a' };
    const kept = await readQueries(owner);
    expect(kept.map((q) => q.queryHash).sort()).toEqual([
      '["dashboard","charts","categories"]',
      '["dashboard"]',
    ]);
    expect(kept.find((q) => q.queryHash === '["dashboard"]')?.state.data).toEqual({
      herdTotal: 340,
    });
    expect((await indexOf(owner)).every((row) => row.usedAt === 1000)).toBe(true);
  });

  it('drops another person’s answers on the device first', async () => {
    const bruno = { userId: 'bruno', farmId: 'farm-b' };
    const client = new QueryClient();
    client.setQueryData(['dashboard'], { herdTotal: 12 });
    await storeQueries(bruno, dehydrate(client).queries.map(fetchedOf), [], 500);
    expect(await readQueries(bruno)).toHaveLength(1);
    await keepServedAnswers(ME as unknown as MeResponse, served(), 1000);
    expect(await readQueries(bruno)).toEqual([]);
  });
});
