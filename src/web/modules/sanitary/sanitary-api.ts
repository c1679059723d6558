import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  ApplicationPage,
  ApplyResult,
  DueCounts,
  DuePage,
  DueStatus,
  ReminderSettings,
  SanitaryProduct,
  SanitaryProtocol,
} from '@/domain/sanitary/api';
import type { ApplicationData, PriorHistoryInput } from '@/domain/sanitary/schemas';
import { apiFetch } from '../../lib/api';
import { withQuery } from '../../lib/pages';
import { useRecordWrite } from '../../offline/use-offline';

/*
 * The sanitary records' reads and writes (issue 26, decision 044): every key starts with
 * 'sanitary', so one invalidation refreshes the page, and the offline cache keeps them.
 */

export const SANITARY_KEY = ['sanitary'] as const;

/** Rows a page of the due list or of the applications asks for. */
export const SANITARY_PAGE = 50;

export const productsQuery = queryOptions({
  queryKey: [...SANITARY_KEY, 'products'],
  queryFn: async ({ signal }) =>
    (await apiFetch<{ items: SanitaryProduct[] }>('/api/sanitary/products', { signal })).items,
});

export const protocolsQuery = queryOptions({
  queryKey: [...SANITARY_KEY, 'protocols'],
  queryFn: async ({ signal }) =>
    (await apiFetch<{ items: SanitaryProtocol[] }>('/api/sanitary/protocols', { signal })).items,
});

/** A key's last part for 'Pasto' ('Pastos', issue 42): none for every paddock (the keys as they were). */
const inPaddock = (paddockId: string) => (paddockId ? [{ paddock: paddockId }] : []);

/** The heads of each list per protocol: of the farm, or of the animals now in a paddock. */
export const dueCountsQuery = (paddockId = '') =>
  queryOptions({
    queryKey: [...SANITARY_KEY, 'due', 'counts', ...inPaddock(paddockId)],
    queryFn: ({ signal }) =>
      apiFetch<DueCounts>(withQuery('/api/sanitary/due/counts', { paddockId }), { signal }),
  });

/**
 * 'Atrasadas', 'Próximos 30 dias' or 'Histórico anterior ao cadastro', of every protocol or one,
 * of the farm or of the animals now in a paddock, 50 at a time.
 */
export const duePagesQuery = (status: DueStatus, protocolId: string | null, paddockId = '') =>
  infiniteQueryOptions({
    queryKey: [...SANITARY_KEY, 'due', status, protocolId ?? 'all', ...inPaddock(paddockId)],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<DuePage>(
        withQuery('/api/sanitary/due', {
          status,
          protocolId,
          paddockId,
          limit: String(SANITARY_PAGE),
          cursor: pageParam,
        }),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The applications recorded (of the animals now in a paddock), newest first, 50 at a time. */
export const applicationPagesQuery = (paddockId = '') =>
  infiniteQueryOptions({
    queryKey: [...SANITARY_KEY, 'applications', ...inPaddock(paddockId)],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ApplicationPage>(
        withQuery('/api/sanitary/applications', {
          paddockId,
          limit: String(SANITARY_PAGE),
          cursor: pageParam,
        }),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const settingsQuery = queryOptions({
  queryKey: [...SANITARY_KEY, 'settings'],
  queryFn: ({ signal }) => apiFetch<ReminderSettings>('/api/sanitary/settings', { signal }),
});

/** The due lists, the applications and the animals' withdrawal are read again. */
function useSanitaryRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: SANITARY_KEY });
    void queryClient.invalidateQueries({ queryKey: ['animals'] });
  };
}

/**
 * 'Registrar aplicação' through the outbox (decision 019): sent at once when online, kept on the
 * device and sent once (its Idempotency-Key) when the connection returns.
 */
export function useApplySanitary() {
  const write = useRecordWrite();
  const refresh = useSanitaryRefresh();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ body, summary }: { body: ApplicationData; summary: string }) =>
      write<ApplyResult>({
        kind: 'sanitary',
        method: 'POST',
        path: '/api/sanitary/applications',
        body,
        summary,
      }),
    onSuccess: (saved) => {
      if (!saved.queued) refresh();
    },
  });
}

/**
 * 'Marcar como vacinadas antes do cadastro' (decision 063): a protocol's 'Histórico anterior ao
 * cadastro' (a category's, a lot's), through the outbox as every record.
 */
export function useMarkPriorHistory() {
  const write = useRecordWrite();
  const refresh = useSanitaryRefresh();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ body, summary }: { body: PriorHistoryInput; summary: string }) =>
      write<ApplyResult>({
        kind: 'sanitary',
        method: 'POST',
        path: '/api/sanitary/prior-history',
        body,
        summary,
      }),
    onSuccess: (saved) => {
      if (!saved.queued) refresh();
    },
  });
}

/** 'Desfazer' an application entered by mistake, with the reason; through the outbox as well. */
export function useUndoApplication() {
  const write = useRecordWrite();
  const refresh = useSanitaryRefresh();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({
      id,
      reason,
      wholeGroup = false,
      summary,
    }: {
      id: string;
      reason: string;
      /** The whole recording it was part of (decision 063). */
      wholeGroup?: boolean;
      summary: string;
    }) =>
      write<{ ok: true; undone: number }>({
        kind: 'sanitary',
        method: 'POST',
        path: `/api/sanitary/applications/${id}/undo`,
        body: wholeGroup ? { reason, wholeGroup } : { reason },
        summary,
      }),
    onSuccess: (saved) => {
      if (!saved.queued) refresh();
    },
  });
}

/** 'Receber o resumo semanal por e-mail': online only (a setting, not a record). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weeklyEmail: boolean) =>
      apiFetch<ReminderSettings>('/api/sanitary/settings', {
        method: 'PUT',
        body: { weeklyEmail },
      }),
    onSuccess: (settings) => queryClient.setQueryData(settingsQuery.queryKey, settings),
  });
}
