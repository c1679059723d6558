import { useSyncExternalStore } from 'react';

/**
 * The signed-in header's height in pixels (0 before it is laid out), published by AppHeader for
 * what must sit below it: the toasts and the herd's selection bar. A store instead of a CSS
 * property on <html>: every element inherits such a property, so each change restyled the whole
 * page (a long task while the app starts on a slow phone).
 */
let height = 0;
const listeners = new Set<() => void>();

export function publishHeaderHeight(next: number): void {
  if (next === height) return;
  height = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHeaderHeight(): number {
  return useSyncExternalStore(
    subscribe,
    () => height,
    () => 0,
  );
}
