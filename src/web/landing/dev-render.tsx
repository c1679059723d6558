import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { StaticUpdatePrompt } from '../pwa/update-prompt';
import { Landing } from './landing-page';
import { readPublicConfig } from './public-config';

/**
 * Vite's dev server serves index.html without the build's prerender: the landing's markup is
 * rendered here with React, once, for the islands to take over (development only).
 */
export function renderLandingInDev(container: HTMLElement): void {
  flushSync(() => {
    createRoot(container).render(
      <>
        <Landing config={readPublicConfig()} />
        <StaticUpdatePrompt />
      </>,
    );
  });
}
