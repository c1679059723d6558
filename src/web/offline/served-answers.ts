import type { DehydratedState } from '@tanstack/react-query';
import type { MeResponse } from '@/domain/api';
import { fetchedOf, forgetOthers, keptKey, storeQueries } from './query-store';

/**
 * A page the server rendered with the producer's answers (the dashboard, decision 052) is read
 * without React until it is used: what the app keeps of every answer it fetches (query-store.ts,
 * decision 034) is kept here of the answers the page came with, so that it opens offline later
 * as the app would have left it. Another person's answers on the device are dropped first, as
 * keepQueryCache does. `me`: the session the page came with (main.tsx remembers it at once).
 */
export async function keepServedAnswers(
  me: MeResponse,
  state: DehydratedState,
  now = Date.now(),
): Promise<void> {
  const kept = state.queries
    .filter((query) => keptKey(query.queryKey) && query.state.status === 'success')
    .map(fetchedOf);
  const owner = { userId: me.user.id, farmId: me.farm.id };
  try {
    await forgetOthers(owner.userId);
    await storeQueries(
      owner,
      kept,
      kept.map((k) => k.queryHash),
      now,
    );
  } catch {
    // No IndexedDB (a private window): the page still works online.
  }
}
