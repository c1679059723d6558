import { useState } from 'react';

interface RequestCallbacks<I, T> {
  onSuccess?: (data: T, input: I) => unknown;
  onError?: (error: unknown, input: I) => unknown;
}

/**
 * One request a form sends (sign-in, sign-up…) and whether it is under way, without TanStack
 * Query, for the screens of the lean /auth page (decision 047). `isPending` stays true until
 * onSuccess/onError have settled (a promise they return is awaited), as with useMutation.
 */
export function useRequest<I, T>(
  request: (input: I) => Promise<T>,
  { onSuccess, onError }: RequestCallbacks<I, T> = {},
) {
  const [isPending, setPending] = useState(false);

  function run(input: I): void {
    setPending(true);
    void (async () => {
      try {
        const data = await request(input);
        await onSuccess?.(data, input);
      } catch (error) {
        await onError?.(error, input);
      } finally {
        setPending(false);
      }
    })();
  }

  return { run, isPending };
}
