import { NETWORK_ERROR_MESSAGE } from './api';
import { holdEarlyInput, type EarlyInput } from './early-input';

/**
 * A page rendered before its scripts (/auth, the server's dashboard: decisions 051 and 052) is
 * taken over by React when a person first uses it. This waits for that use — or for `sooner`,
 * on the first try only — holding what the person does meanwhile (early-input.ts), then runs
 * `load` (the page's React part). While that fails (offline before the scripts were kept), it
 * says so at the top of `place` and tries again at the next use. Resolves with the hold (to
 * replay or release), what `load` gave, and what came first.
 */
export async function loadWhenUsed<T, S = never>(
  root: HTMLElement,
  place: Element,
  load: (early: EarlyInput) => Promise<T>,
  sooner?: Promise<S>,
): Promise<{ early: EarlyInput; loaded: T; first: 'used' | S }> {
  let waitFor: Promise<S>[] = sooner ? [sooner] : [];
  for (;;) {
    const early = holdEarlyInput(root);
    const first = await Promise.race([early.woken.then(() => 'used' as const), ...waitFor]);
    early.loading();
    try {
      const loaded = await load(early);
      root.querySelector('[data-load-error]')?.remove();
      return { early, loaded, first };
    } catch {
      early.release();
      showLoadError(root, place);
      // A retry waits for the person: `sooner` has come already, and would not wait at all.
      waitFor = [];
    }
  }
}

/** The page's scripts could not be loaded: a message at the top of `place` (once). */
function showLoadError(root: HTMLElement, place: Element): void {
  if (root.querySelector('[data-load-error]')) return;
  const message = document.createElement('p');
  message.dataset.loadError = '';
  message.setAttribute('role', 'alert');
  // The Alert's error colours, by hand: these pages' first script has no React.
  message.className = 'rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-950';
  message.textContent = NETWORK_ERROR_MESSAGE;
  place.prepend(message);
}
