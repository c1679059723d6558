import { useEffect, useState } from 'react';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AnimalOption } from '@/domain/herd/api';
import { apiFetch } from './api';
import { sinceTyped } from './typing-clock';

/** Every herd query starts with it (the offline cache keeps them; a herd save refreshes them). */
export const ANIMALS_KEY = ['animals'] as const;

const SEARCH_DELAY_MS = 300;

export interface AnimalOptionsFilter {
  sex?: 'M' | 'F' | undefined;
  /** active (the server's default), sold, dead, transferred, all. */
  status?: string;
}

const optionsPath = (q: string, filter: AnimalOptionsFilter) => {
  const search = new URLSearchParams();
  if (q) search.set('q', q);
  if (filter.sex) search.set('sex', filter.sex);
  if (filter.status) search.set('status', filter.status);
  const text = search.toString();
  return text ? `/api/animals/options?${text}` : '/api/animals/options';
};

const optionsKey = (q: string, filter: AnimalOptionsFilter) =>
  [...ANIMALS_KEY, 'options', q, filter.sex ?? '', filter.status ?? ''] as const;

/** The animals matching `q` (the first 20 of the herd for ''), as the pickers ask for them. */
export const animalOptionsQuery = (q: string, filter: AnimalOptionsFilter = {}) =>
  queryOptions({
    queryKey: optionsKey(q, filter),
    queryFn: ({ signal }) =>
      apiFetch<{ items: AnimalOption[] }>(optionsPath(q, filter), { signal }),
  });

/**
 * `value`, once the typing has paused for `delay` ms: counted from the person's last key
 * (typing-clock.ts), so that what was typed before React took a server's page over and given
 * back later is asked at once — in the same render, when the pause is over already (its early
 * answer is then drawn at once, with no loading state first).
 */
export function useSettled<T>(value: T, delay = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  const wait = Math.max(0, delay - sinceTyped());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
    // `wait` is read when `value` changes, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, delay]);
  return wait === 0 ? value : settled;
}

/**
 * Up to 20 of the farm's animals matching `text` (brinco, EID however written, or name), asked
 * once typing pauses (GET /api/animals/options, decision 036).
 */
export function useAnimalOptions(text: string, filter: AnimalOptionsFilter = {}, enabled = true) {
  const settled = useSettled(text.trim());
  const query = useQuery({
    ...animalOptionsQuery(settled, filter),
    placeholderData: (previous) => previous,
    enabled,
  });
  return {
    items: query.data?.items ?? [],
    /** The answer is for the text as it is now (not an earlier one still shown). */
    current: settled === text.trim() && !query.isPlaceholderData && query.isSuccess,
    loading: enabled && (settled !== text.trim() || query.isFetching),
  };
}

/** One request for an Enter: the options for exactly `q` (cached a few seconds). */
export function lookupAnimals(
  client: QueryClient,
  q: string,
  filter: AnimalOptionsFilter = {},
): Promise<AnimalOption[]> {
  return client
    .fetchQuery({ ...animalOptionsQuery(q, filter), staleTime: 5_000 })
    .then((answer) => answer.items);
}
