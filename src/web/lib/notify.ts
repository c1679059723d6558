import type { ExternalToast } from 'sonner';

/**
 * Toasts for screens that must not load sonner before they need it (the lean /auth page,
 * decision 047): sonner is imported on the first toast. In the app it is loaded already (its
 * <Toaster> sits in AppProviders), so the toast shows as with `toast` itself. A page without a
 * <Toaster> registers one with `whenToastShown`: sonner replays the toasts made before its
 * Toaster subscribed, so the toast is made first and the Toaster mounted after.
 */
let mountToaster: (() => void) | null = null;

export function whenToastShown(mount: (() => void) | null): void {
  mountToaster = mount;
}

function show(kind: 'success' | 'error', title: string, options?: ExternalToast): Promise<void> {
  return import('sonner').then(({ toast }) => {
    toast[kind](title, options);
    mountToaster?.();
  });
}

export const notify = {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
};
