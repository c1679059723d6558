/**
 * Runs `work` once the browser is idle, `timeout` ms later at most; where it cannot tell
 * (no requestIdleCallback), after `fallbackMs`. Returns the function that cancels it.
 */
export function whenIdle(
  work: () => void,
  { timeout, fallbackMs }: { timeout: number; fallbackMs: number },
): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(() => work(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, fallbackMs);
  return () => clearTimeout(id);
}
