import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePlanResponse, SubscriptionView } from '@/domain/billing/subscription';
import type { PlanId } from '@/domain/plans';
import { apiFetch } from '../../lib/api';
import { ME_QUERY_KEY } from '../../lib/session';

export const subscriptionQuery = queryOptions({
  queryKey: ['subscription'],
  queryFn: ({ signal }) => apiFetch<SubscriptionView>('/api/subscription', { signal }),
});

/** After a change the plan, the modules and the banners may all differ: refetch them. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (view: SubscriptionView) => {
    queryClient.setQueryData(subscriptionQuery.queryKey, view);
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  };
}

export function useChangePlan() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (plan: PlanId) =>
      apiFetch<ChangePlanResponse>('/api/subscription/plan', { method: 'POST', body: { plan } }),
    onSuccess: (answer) => refresh(answer.subscription),
  });
}

export function useGiveUpUpgrade() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () =>
      apiFetch<SubscriptionView>('/api/subscription/upgrade/cancel', { method: 'POST', body: {} }),
    onSuccess: refresh,
  });
}

export function useCancelSubscription() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () =>
      apiFetch<SubscriptionView>('/api/subscription/cancel', { method: 'POST', body: {} }),
    onSuccess: refresh,
  });
}
