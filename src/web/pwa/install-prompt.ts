/**
 * The browser's offer to install the app (spec "Install banner"), as a tiny external store.
 *
 * Chromium fires `beforeinstallprompt` once it judges the site installable; we keep the event and
 * show our own install UI, which calls `prompt()` on it. The event can be used only once.
 * No React here: the landing's islands (src/web/landing/islands) use it without React.
 */

interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export const INSTALL_DISMISSED_KEY = 'arroba-certa:install-dismissed';

let deferred: InstallPromptEvent | null = null;
/** The dismissed flag, read from local storage on first use. */
let dismissed: boolean | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser has offered an install prompt that was not used yet. */
export function getSnapshot(): boolean {
  return deferred !== null;
}

/**
 * Shows the browser's install dialog and resolves with the person's answer; 'unavailable' when
 * there is no prompt. The event is cleared first: it cannot be shown twice.
 */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  emit();
  try {
    await event.prompt();
    return (await event.userChoice).outcome;
  } catch {
    return 'dismissed';
  }
}

/** Whether the app already runs installed (home-screen icon, no browser bar). */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (window.navigator as Navigator & { standalone?: boolean }).standalone;
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true || iosStandalone === true
  );
}

/** iPhone, iPod or iPad, including iPadOS, which presents itself as a Mac with a touch screen. */
export function isIos(): boolean {
  if (typeof navigator === 'undefined') return false;
  const ua = navigator.userAgent;
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

/** Whether the person has answered the large install banner before (any answer). */
export function isInstallDismissed(): boolean {
  if (dismissed === null) {
    try {
      dismissed = window.localStorage.getItem(INSTALL_DISMISSED_KEY) !== null;
    } catch {
      dismissed = false;
    }
  }
  return dismissed;
}

/** Remembers that the large banner was answered, so it is not shown again. */
export function dismissInstall(): void {
  dismissed = true;
  try {
    window.localStorage.setItem(INSTALL_DISMISSED_KEY, 'true');
  } catch {
    // Private mode or storage full: the banner stays hidden for this visit only.
  }
  emit();
}
