import { NETWORK_ERROR_MESSAGE } from './api';

/**
 * A page rendered before its scripts (/auth, the dashboard) could not load them when the person
 * started using it (offline, not yet kept by the service worker): says so at the top of `place`,
 * once. Hand-built, with the Alert's error colours: these pages' first script has no React.
 */
export function showLoadError(root: HTMLElement, place: Element): void {
  if (root.querySelector('[data-load-error]')) return;
  const message = document.createElement('p');
  message.dataset.loadError = '';
  message.setAttribute('role', 'alert');
  message.className = 'rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-950';
  message.textContent = NETWORK_ERROR_MESSAGE;
  place.prepend(message);
}

/** The scripts came after all: the message goes. */
export function clearLoadError(root: HTMLElement): void {
  root.querySelector('[data-load-error]')?.remove();
}
