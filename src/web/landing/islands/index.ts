import { startCarousel } from './carousel';
import { startInstallOffers } from './install';
import { startSignedInCheck } from './session';

/**
 * Brings the static landing (landing-page.tsx) to life without React (decision 046): the
 * session check, the install offers, the testimonial carousel and the footer's year. `root` is the
 * `[data-landing]` element. Returns the undo (for the app, which may unmount the page).
 */
export function startLandingIslands(root: HTMLElement): () => void {
  // The prerendered page carries the build's year.
  for (const year of root.querySelectorAll('[data-current-year]')) {
    year.textContent = String(new Date().getFullYear());
  }
  // Each island starts in a task of its own, after the one that loaded the page's script, so
  // that the page stays responsive while they do (on a slow phone, all at once were one long
  // task: its Total Blocking Time).
  const starts = [
    () => startSignedInCheck(root),
    () => startInstallOffers(root),
    () => startCarousel(root),
    () => startFullLayoutOnAnchor(root),
  ];
  const stops: (() => void)[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const startNext = () => {
    const start = starts.shift();
    if (!start) return;
    stops.push(start());
    timer = setTimeout(startNext, 0);
  };
  timer = setTimeout(startNext, 0);
  return () => {
    clearTimeout(timer);
    starts.length = 0;
    for (const stop of stops.reverse()) stop();
  };
}

/**
 * The sections off the first screen wait to be laid out (landing.css), standing in with an
 * estimated height. A smooth scroll to an anchor computes its end from those estimates, then
 * passes over sections that take their true height: it could stop off its target. So the first
 * in-page link followed lays the whole page out first (one layout, on a click). Returns the undo.
 */
function startFullLayoutOnAnchor(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href^="#"]')) root.dataset.fullLayout = '';
  };
  root.addEventListener('click', onClick, { capture: true });
  return () => {
    root.removeEventListener('click', onClick, { capture: true });
    delete root.dataset.fullLayout;
  };
}
