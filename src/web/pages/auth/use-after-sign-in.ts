import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ME_QUERY_KEY } from '../../lib/session';

/**
 * Inside the app: after signing in, waits until /api/me knows the new session (so the guard lets
 * the person in), then goes to `destination`.
 */
export function useAfterSignIn(): (destination: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (destination) => {
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    await navigate(destination, { replace: true });
  };
}
