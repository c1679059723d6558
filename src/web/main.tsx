import './lib/zod-config';
// Early, so that an install prompt the browser offers before the landing's chunk loads is kept.
import './pwa/install-prompt';
import { startApp } from './app-start';
import { registerServiceWorker } from './pwa/register-sw';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/**
 * A prerendered page paints before React takes it over; the others start at once. With a query
 * string the page differs from the prerender, so it is rendered afresh instead.
 */
if (root.hasAttribute('data-prerendered')) {
  const prerendered = window.location.search === '';
  requestAnimationFrame(() => setTimeout(() => void startApp(root, { prerendered }), 0));
} else {
  void startApp(root, { prerendered: false });
}
registerServiceWorker();
