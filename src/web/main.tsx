// Early, so that an install prompt the browser offers before the landing's chunk loads is kept.
import './pwa/install-prompt';
import type { MeAnswer } from '@/domain/api';
import { fetchMe } from './lib/me';
import { registerServiceWorker } from './pwa/register-sw';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const container: HTMLElement = root;

/**
 * React DOM and the app: two imports, so that the browser can evaluate them in two tasks instead
 * of one long one (the Total Blocking Time of a slow phone, decision 047). `me` is the session,
 * asked while the app loads.
 */
async function boot(prerendered: boolean, me?: Promise<MeAnswer>) {
  // Both asked at once (one round trip on a slow network, not two), then taken in order.
  const dom = import('react-dom/client');
  const app = import('./app-start');
  await dom;
  const { startApp } = await app;
  await startApp(container, { prerendered, me });
}

/**
 * A prerendered page paints before React takes it over; the others start at once. With a query
 * string the page differs from the prerender, so it is rendered afresh instead.
 */
if (container.hasAttribute('data-prerendered')) {
  const prerendered = window.location.search === '';
  requestAnimationFrame(() => setTimeout(() => void boot(prerendered), 0));
} else {
  // Every other page starts by asking who is signed in: ask now, while the app's chunks load.
  void boot(false, fetchMe());
}
registerServiceWorker();
