// First, so that an install prompt the browser offers early is not missed.
import './pwa/install-prompt';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Landing } from './landing/landing-page';
import { readPublicConfig } from './landing/public-config';
import { registerServiceWorker } from './pwa/register-sw';
import { UpdatePrompt } from './pwa/update-prompt';
import './landing/landing.css';

/**
 * The landing page's own entry: the page arrives prerendered (scripts/build-pages.mjs) and only
 * React and the landing are loaded to bring it to life, without the app's router and data layer.
 */
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const page = (
  <StrictMode>
    <Landing config={readPublicConfig()} />
    <UpdatePrompt />
  </StrictMode>
);
/* The prerendered page paints first; React then takes it over in a transition, in small slices
 * that leave the phone free to scroll and respond (a slow phone's long tasks are what hurt). */
function start(container: HTMLElement) {
  startTransition(() => {
    if (container.hasAttribute('data-prerendered')) hydrateRoot(container, page);
    else createRoot(container).render(page);
  });
}
requestAnimationFrame(() => setTimeout(() => start(root), 0));
registerServiceWorker();
