import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { planHas } from '@/domain/plans';
import type { PaddockOption } from '@/domain/pastures/api';
import { apiFetch } from './api';
import { useMe } from './session';

/*
 * The farm's paddocks to choose from ('Pastos', issue 42): GET /api/pastures/options, for the
 * 'Pasto' selects of the pastures screens and the 'Pasto' filters of other modules (weighing,
 * sanitary), which import no module. The key is the pastures module's (['pastures', 'options']):
 * one cache entry, refreshed by every pastures write.
 */

export interface PaddockOptions {
  paddocks: PaddockOption[];
  retiros: string[];
}

export const paddockOptionsQuery = queryOptions({
  queryKey: ['pastures', 'options'] as const,
  queryFn: ({ signal }) => apiFetch<PaddockOptions>('/api/pastures/options', { signal }),
});

/**
 * The paddocks read ahead for a screen's 'Pasto' (a server page, a screen's first reads) when
 * `plan` has 'Pastos', as usePaddockOptions asks them; nothing otherwise (the route answers 403).
 */
export function prefetchPaddockOptions(client: QueryClient, plan: string | null | undefined) {
  return planHas(plan, 'pastures') ? client.prefetchQuery(paddockOptionsQuery) : Promise.resolve();
}

/**
 * Whether a query is filtered by 'Pasto': other modules end its key with `{ paddock: <id> }`
 * (weighing, sanitary), so that a move (which changes who is in a paddock) refreshes them all.
 */
export const filteredByPaddock = (query: { queryKey: readonly unknown[] }) =>
  query.queryKey.some((part) => typeof part === 'object' && part !== null && 'paddock' in part);

const NONE: PaddockOptions = { paddocks: [], retiros: [] };

/**
 * The farm's paddocks and retiros when its plan has 'Pastos' (asked only then: the route answers
 * 403 otherwise); none while they load, on failure, or without the feature.
 */
export function usePaddockOptions(): PaddockOptions {
  const included = planHas(useMe().data?.farm.plan, 'pastures');
  const query = useQuery({ ...paddockOptionsQuery, enabled: included });
  return (included && query.data) || NONE;
}

/** The paddocks for a select: those without a retiro as they come, the rest under their retiro. */
export function paddockChoices(
  paddocks: readonly PaddockOption[],
  retiros: readonly string[],
): {
  plain: { value: string; label: string }[];
  groups: { label: string; options: { value: string; label: string }[] }[];
} {
  const option = (p: PaddockOption) => ({ value: p.id, label: p.name });
  const named = [
    ...new Set([...retiros, ...paddocks.flatMap((p) => (p.retiro ? [p.retiro] : []))]),
  ];
  return {
    plain: paddocks.filter((p) => !p.retiro).map(option),
    groups: named
      .map((retiro) => ({
        label: retiro,
        options: paddocks.filter((p) => p.retiro === retiro).map(option),
      }))
      .filter((group) => group.options.length > 0),
  };
}
