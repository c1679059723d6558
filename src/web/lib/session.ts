import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { MeAnswer, MeResponse } from '@/domain/api';
import { forgetQueryCache } from '../offline/query-cache';
import { ApiError, apiFetch, errorMessage } from './api';
import { fetchMe, rememberMe } from './me';

export const ME_QUERY_KEY = ['me'] as const;

/**
 * The signed-in user, or null when there is no session (the API answers null; a 401 reads the
 * same). Other failures throw; offline, the answer remembered from the last visit (lib/me.ts).
 */
export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  // Asked even offline, so that the answer remembered from the last visit opens the app.
  networkMode: 'always',
  queryFn: ({ signal }): Promise<MeAnswer> => fetchMe(signal),
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** The name the header shows: the user's name, or 'Produtor' when it is empty. */
export function displayName(me: MeResponse | null | undefined): string {
  return me?.user.name.trim() || 'Produtor';
}

/** A 4xx on sign-out means the session is already gone, which is what the user wanted. */
function sessionIsGone(error: Error | null): boolean {
  return !error || (error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/** Signs out, goes to the landing page and forgets every cached answer of the previous user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSettled: async (_data, error) => {
      if (!sessionIsGone(error)) {
        // Offline or a server failure: the cookie is still valid, so stay signed in.
        toast.error('Erro ao sair', { description: errorMessage(error) });
        return;
      }
      rememberMe(null);
      void forgetQueryCache();
      // Leave the guarded page first: clearing the cache under it would refetch /api/me.
      await navigate('/');
      queryClient.clear();
    },
  });
}
