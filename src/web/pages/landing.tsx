import { useEffect, useRef } from 'react';
import { startLandingIslands } from '../landing/islands';
import { Landing } from '../landing/landing-page';
import { readPublicConfig } from '../landing/public-config';

/**
 * The landing inside the app (a link to '/' followed without reloading): the same static markup,
 * brought to life by the same islands as the prerendered page (decision 046).
 */
export function LandingPage() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const landing = ref.current?.querySelector<HTMLElement>('[data-landing]');
    return landing ? startLandingIslands(landing) : undefined;
  }, []);
  return (
    <div ref={ref} className="contents">
      <Landing config={readPublicConfig()} />
    </div>
  );
}
