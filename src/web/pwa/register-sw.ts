/**
 * Registers the service worker (/sw.js, built by Workbox in scripts/build-pages.mjs) once the page
 * has loaded, and offers a new version when one is waiting: the page reloads only when the person
 * presses 'Atualizar' (update-prompt.tsx).
 */

type Listener = () => void;

let applyUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

function setApplyUpdate(apply: (() => void) | null): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

/** The waiting version's "switch and reload", or null while there is none. */
export const updateStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): (() => void) | null => applyUpdate,
  getServerSnapshot: (): (() => void) | null => null,
};

/** Checks for a new version this often while the app stays open (a phone keeps a tab for days). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    setApplyUpdate(() => {
      setApplyUpdate(null);
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  const registration = await wb.register();
  if (registration) setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
}

export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const start = () => void register().catch((error: unknown) => console.warn('[sw]', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
