import { queryOptions } from '@tanstack/react-query';
import type { AnimalWeightsChart } from '@/domain/charts/schemas';
import { apiFetch } from '../../lib/api';
import { ANIMALS_KEY } from '../../lib/animal-options';

/*
 * The animal page's chart data (issue 27 item 2, decision 048): its weights against its lot's
 * mean. Under the herd's key, so a weighing or an event that refreshes the herd refreshes it.
 */

/** GET /api/charts/animals/:id/weights. */
export const animalWeightsQuery = (id: string) =>
  queryOptions({
    queryKey: [...ANIMALS_KEY, 'weights-chart', id],
    queryFn: ({ signal }) =>
      apiFetch<AnimalWeightsChart>(`/api/charts/animals/${encodeURIComponent(id)}/weights`, {
        signal,
      }),
  });
