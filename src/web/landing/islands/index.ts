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
  const stops = [startSignedInCheck(root), startInstallOffers(root), startCarousel(root)];
  return () => {
    for (const stop of stops.reverse()) stop();
  };
}
