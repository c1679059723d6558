import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * Whether this render is the server's page, or React taking one over (decisions 080 and 081):
 * true there, false in every later render and in a page the browser renders itself. What the
 * device knows (its width) is not read there, and what the server rendered is rendered again.
 */
export function useServerPage(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
}
