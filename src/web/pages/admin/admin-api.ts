import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  AdminUsersResponse,
  AuditResponse,
  BillingEventsResponse,
} from '@/domain/admin/admin';
import type { PlanId, SubscriptionStatus } from '@/domain/plans';
import { apiFetch, errorMessage } from '../../lib/api';

export const ADMIN_KEY = ['admin'] as const;

export interface UsersFilter {
  page: number;
  q: string;
  status: SubscriptionStatus | '';
}

/** GET /api/admin/users: one page of users, the last page kept on screen while the next loads. */
export const adminUsersQuery = (filter: UsersFilter) => {
  const params = new URLSearchParams({ page: String(filter.page), q: filter.q });
  if (filter.status) params.set('status', filter.status);
  return queryOptions({
    queryKey: [...ADMIN_KEY, 'users', filter] as QueryKey,
    queryFn: ({ signal }) =>
      apiFetch<AdminUsersResponse>(`/api/admin/users?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** GET /api/admin/audit: one page of the support history. */
export const auditQuery = (page: number) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'audit', page] as QueryKey,
    queryFn: ({ signal }) => apiFetch<AuditResponse>(`/api/admin/audit?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/billing-events: one page of the stored payment events. */
export const billingEventsQuery = (page: number) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'billing-events', page] as QueryKey,
    queryFn: ({ signal }) =>
      apiFetch<BillingEventsResponse>(`/api/admin/billing-events?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** Applies a stored payment event again; the lists and the history refetch. */
export function useRetryBillingEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ state: string; problem: string | null }>(
        `/api/admin/billing-events/${encodeURIComponent(id)}/retry`,
        { method: 'POST', body: {} },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

type ActionBody =
  | { action: 'reset-password'; newPassword: string }
  | { action: 'resend-confirmation' }
  | { action: 'extend-trial'; days: number }
  | { action: 'subscription'; plan: PlanId; status: SubscriptionStatus };

/** One admin action on a user; on success the user list and the history refetch. */
export function useAdminAction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...body }: ActionBody) =>
      apiFetch<{ ok: true }>(`/api/admin/users/${encodeURIComponent(userId)}/${action}`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

/** A support action's failure toast: its title and the server's message. */
export function toastActionError(title: string, error: unknown) {
  toast.error(title, { description: errorMessage(error) });
}
