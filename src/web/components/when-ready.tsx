import { useEffect } from 'react';

/**
 * Runs `onReady` once React has committed the page it renders (the effect of its first render):
 * on a page React took over (/auth, the server's dashboard), early-input.ts's replay of what the
 * person did meanwhile. Renders nothing.
 */
export function WhenReady({ onReady }: { onReady?: () => void }) {
  useEffect(() => {
    onReady?.();
  }, [onReady]);
  return null;
}
