import { useRef } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { ExposedFemale, FemalePage } from '@/domain/reproduction/api';
import { apiFetch, errorMessage, isApiError } from '../../lib/api';
import { withQuery } from '../../lib/pages';
import { REPRO_API, REPRO_KEY } from './reproduction-api';
import { chuteTerm, femalesOf, notFoundText, pickFemale } from './chute-lookup';

/*
 * How the chute finds a female (issue 41 item 6): asked of the server by brinco or EID (GET
 * /seasons/:id/females?q=), the answer kept on the device with the season's other lists; without
 * a connection, found among the females the device holds ('Faltam diagnosticar' pages seen, the
 * ones looked up before).
 */

const femalesKey = (seasonId: string) => [...REPRO_KEY, 'seasons', seasonId, 'females'] as const;

/** The season's females whose brinco begins with `q` or whose EID is `q` (the first ten). */
export const findFemaleQuery = (seasonId: string, q: string) =>
  queryOptions({
    queryKey: [...femalesKey(seasonId), 'find', q],
    queryFn: ({ signal }) =>
      apiFetch<FemalePage>(
        withQuery(`${REPRO_API}/seasons/${seasonId}/females`, { q, limit: '10' }),
        { signal },
      ),
    // Offline the fetch fails at once (and the device's females are searched), never waits.
    networkMode: 'always',
    retry: false,
  });

/** What a lookup found: her (from the device when offline), or why not. */
export type Lookup = { found: ExposedFemale; fromDevice: boolean } | { missing: string } | null;

/**
 * The chute's lookup of what was typed or read: the server's answer, or offline the device's;
 * only the newest lookup's answer counts (a reader's second read overtakes the first).
 */
export function useChuteLookup(seasonId: string) {
  const client = useQueryClient();
  const latest = useRef(0);
  return async (raw: string): Promise<Lookup | 'stale'> => {
    const term = chuteTerm(raw);
    if (!term) return null;
    const mine = ++latest.current;
    const answer = await lookup();
    return mine === latest.current ? answer : 'stale';

    async function lookup(): Promise<Lookup> {
      const fromDevice = (): Lookup => {
        const answers = client.getQueriesData({ queryKey: femalesKey(seasonId) }).map(([, d]) => d);
        const found = pickFemale(femalesOf(answers), term!);
        return found ? { found, fromDevice: true } : { missing: notFoundText(term!, true) };
      };
      if (typeof navigator !== 'undefined' && !navigator.onLine) return fromDevice();
      try {
        const page = await client.fetchQuery({
          ...findFemaleQuery(seasonId, term!.q),
          staleTime: 0,
        });
        const found = pickFemale(page.items, term!);
        return found ? { found, fromDevice: false } : { missing: notFoundText(term!, false) };
      } catch (error) {
        if (isApiError(error) && error.status === 0) return fromDevice();
        return { missing: errorMessage(error) };
      }
    }
  };
}
