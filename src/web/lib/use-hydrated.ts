import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React takes over a prerendered page, true from the next render on (and at once for
 * a page rendered in the browser). A prerendered form stays disabled until then: typed text or a
 * press before the scripts arrive would otherwise be lost, or submit the form the browser's way.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
