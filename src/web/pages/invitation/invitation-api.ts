import { queryOptions, useMutation } from '@tanstack/react-query';
import type { InvitationView } from '@/domain/farms';
import { useRefreshFarmData } from '../../lib/active-farm';
import { apiFetch } from '../../lib/api';

const path = (id: string) => `/api/invitations/${encodeURIComponent(id)}`;

/** GET /api/invitations/:id: 404 when it is not for the signed-in address. */
export const invitationQuery = (id: string) =>
  queryOptions({
    queryKey: ['invitation', id],
    queryFn: ({ signal }) => apiFetch<InvitationView>(path(id), { signal }),
    retry: false,
  });

/**
 * POST /api/invitations/:id/accept: the session moves to that farm, so everything is read anew
 * once the caller has left this page (`then` runs first: go to the dashboard).
 */
export function useAcceptInvitation(id: string, then: () => void) {
  const refresh = useRefreshFarmData();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ farmId: string }>(`${path(id)}/accept`, { method: 'POST', body: {} }),
    onSuccess: () => {
      then();
      void refresh();
    },
  });
}
