// The lean /auth page (decisions 047 and 051): the prerendered forms take typing as plain HTML,
// and React comes only when a person starts using them (or when a query string or a session
// asks for another page). The app (router, TanStack Query, providers) is loaded once the visitor
// is signed in, and takes over the page at its destination.
// Early, so that an install prompt the browser offers before the app loads is kept.
import './pwa/install-prompt';
import { afterSignInPath } from '@/domain/next-path';
import { fetchMe } from './lib/me';
import { loadWhenUsed } from './lib/take-over';
import { registerServiceWorker } from './pwa/register-sw';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root: HTMLElement = container;

const searchParams = new URLSearchParams(window.location.search);
/** Where signing in leads: ?next= when it is a page here, else the dashboard. */
const destination = afterSignInPath(searchParams.get('next'));
const session = fetchMe().catch(() => null);
const reactPart = () => import('./pages/auth/auth-start');

/**
 * The prerendered page without a query string: taken over by React at the first sign of use,
 * with what was typed and pressed meanwhile (early-input.ts). A visitor already signed in goes
 * on to the dashboard.
 */
async function takeOverWhenUsed() {
  const signedIn = session.then((me) =>
    me ? ('signed-in' as const) : new Promise<never>(() => {}),
  );
  const place = root.querySelector('section[aria-label] > div') ?? root;
  const { early, loaded, first } = await loadWhenUsed(root, place, reactPart, signedIn);
  if (first === 'signed-in') {
    early.release();
    return loaded.handOver(root, destination);
  }
  await loaded.hydrateAuthPage(root, searchParams, () => void early.replay());
  if (await session) await loaded.handOver(root, destination);
}

/**
 * With a query string (?next=, ?error=, ?forgot=) the page differs from the prerender: it is
 * rendered afresh once the session is known, the prerendered form disabled meanwhile (what is
 * typed into it would be lost). ?cadastro=1 has its own prerendered page (auth-cadastro.html).
 */
async function renderAfresh() {
  root.querySelector('fieldset')?.setAttribute('disabled', '');
  const [{ handOver, renderAuthPage }, me] = await Promise.all([reactPart(), session]);
  if (me) return handOver(root, destination);
  await renderAuthPage(root, searchParams);
}

// The page was prerendered for this very query string ('' or 'cadastro=1'): taken over on use.
if (root.dataset.prerendered === searchParams.toString()) void takeOverWhenUsed();
else void renderAfresh();
registerServiceWorker();
