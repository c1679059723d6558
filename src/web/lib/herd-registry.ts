import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AnimalOption, HerdCounts } from '@/domain/herd/api';
import { apiFetch } from './api';
import { ANIMALS_KEY, animalOptionsQuery } from './animal-options';

/** The counts above the herd list (GET /api/animals/counts), memoised by the server (049). */
export const herdCountsQuery = queryOptions({
  queryKey: [...ANIMALS_KEY, 'counts'],
  queryFn: ({ signal }) => apiFetch<HerdCounts>('/api/animals/counts', { signal }),
});

/**
 * Whether the farm keeps a registry: some active animal of it has its sex known — registered in
 * 'Rebanho', born, bought, imported with a sex, or completed. The animals that weighings
 * registered bare (decision 039) do not make one: a farm that only weighs weighs as it always did.
 */
export const keepsRegistry = (counts: Pick<HerdCounts, 'active' | 'sexUnknown'>) =>
  counts.active > counts.sexUnknown;

/** Asked now or not at all: offline a question fails at once (it never waits for the network). */
const NOW = { networkMode: 'always', retry: false } as const;

/** Whether an animal of these options is `id` exactly: its brinco or its EID's 15 digits. */
const names = (items: readonly AnimalOption[], id: string) =>
  items.some((animal) => animal.tag === id || animal.eid === id);

/**
 * What saving a weighing under `id` (as stored: a brinco as typed, an EID's 15 digits) does to
 * the registry (issue 39 item 1): 'new' — the farm keeps a registry and no animal of it, of any
 * status but removed, has that brinco or EID, so the server registers one (decision 039 compares
 * so, exactly); 'known'; 'no-registry'; 'unsure' when it cannot be told (offline: the counts
 * never read, or the animals not answered).
 */
export async function weighedIdStatus(
  client: QueryClient,
  id: string,
): Promise<'new' | 'known' | 'no-registry' | 'unsure'> {
  let counts: HerdCounts | undefined;
  try {
    counts = await client.fetchQuery({ ...herdCountsQuery, ...NOW, staleTime: 60_000 });
  } catch {
    counts = client.getQueryData(herdCountsQuery.queryKey);
  }
  if (!counts) return 'unsure';
  if (!keepsRegistry(counts)) return 'no-registry';
  // The picker asked for this very text as it was typed or scanned (active animals).
  const typed = client.getQueryData(animalOptionsQuery(id).queryKey);
  if (typed && names(typed.items, id)) return 'known';
  try {
    const all = await client.fetchQuery({
      ...animalOptionsQuery(id, { status: 'all' }),
      ...NOW,
      staleTime: 5_000,
    });
    return names(all.items, id) ? 'known' : 'new';
  } catch {
    return 'unsure';
  }
}
