// First, so that an install prompt the browser offers early is not missed.
import './pwa/install-prompt';
import { startLandingIslands } from './landing/islands';
import { startUpdatePrompt } from './landing/islands/update';
import { registerServiceWorker } from './pwa/register-sw';
import './landing/landing.css';

/**
 * The landing page's own entry, without React (decision 046): the page arrives prerendered as
 * static HTML (scripts/build-pages.mjs) and only its interactive parts are brought to life here,
 * by small islands: the session check, the install offers, the testimonial carousel, the update
 * prompt; and the service worker is registered, as on every page.
 */
async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  // Only Vite's dev server serves the page unrendered: render it with React there (never built).
  if (import.meta.env.DEV && !root.hasAttribute('data-prerendered')) {
    const { renderLandingInDev } = await import('./landing/dev-render');
    renderLandingInDev(root);
  }
  const landing = root.querySelector<HTMLElement>('[data-landing]');
  if (landing) startLandingIslands(landing);
  startUpdatePrompt();
}

void start();
registerServiceWorker();
