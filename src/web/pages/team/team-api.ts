import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FarmInvitation, FarmMember, InvitableRole, TeamResponse } from '@/domain/farms';
import { apiFetch } from '../../lib/api';

const base = (farmId: string) => `/api/farms/${encodeURIComponent(farmId)}`;

/** GET /api/farms/:id/team (the owner): members, pending invitations, whether inviting is open. */
export const teamQuery = (farmId: string) =>
  queryOptions({
    queryKey: ['team', farmId],
    queryFn: ({ signal }) => apiFetch<TeamResponse>(`${base(farmId)}/team`, { signal }),
  });

/** A change of the team: the list is read again. */
function useTeamMutation<T, V>(farmId: string, mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['team', farmId] }),
  });
}

export function useInvite(farmId: string) {
  return useTeamMutation(farmId, (invite: { email: string; role: InvitableRole }) =>
    apiFetch<FarmInvitation>(`${base(farmId)}/invitations`, { method: 'POST', body: invite }),
  );
}

export function useRevokeInvitation(farmId: string) {
  return useTeamMutation(farmId, (invitationId: string) =>
    apiFetch<void>(`${base(farmId)}/invitations/${encodeURIComponent(invitationId)}`, {
      method: 'DELETE',
    }),
  );
}

export function useChangeRole(farmId: string) {
  return useTeamMutation(farmId, ({ memberId, role }: { memberId: string; role: InvitableRole }) =>
    apiFetch<FarmMember>(`${base(farmId)}/members/${encodeURIComponent(memberId)}`, {
      method: 'PATCH',
      body: { role },
    }),
  );
}

export function useRemoveMember(farmId: string) {
  return useTeamMutation(farmId, (memberId: string) =>
    apiFetch<void>(`${base(farmId)}/members/${encodeURIComponent(memberId)}`, {
      method: 'DELETE',
    }),
  );
}
