import type { ReactNode } from 'react';
import { render, type Rendered } from './render';

export interface HookHandle<T> {
  /** What the hook returned at the last render. */
  readonly current: T;
  /** How many times the hook ran. */
  readonly renders: number;
  /** Calls `fn` with the hook's current value and renders what it changed. */
  act(fn: (value: T) => void): void;
  rendered: Rendered;
}

/**
 * Runs a hook in a component of its own (inside `wrap`, e.g. the app's providers) and follows
 * what it returns across renders.
 */
export function renderHook<T>(
  use: () => T,
  wrap: (probe: ReactNode) => ReactNode = (probe) => probe,
): HookHandle<T> {
  const seen = { current: undefined as T, renders: 0 };
  function Probe() {
    seen.current = use();
    seen.renders++;
    return null;
  }
  const rendered = render(wrap(<Probe />));
  return {
    get current() {
      return seen.current;
    },
    get renders() {
      return seen.renders;
    },
    act: (fn) => rendered.act(() => fn(seen.current)),
    rendered,
  };
}
