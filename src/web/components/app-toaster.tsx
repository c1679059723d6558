import { Toaster } from 'sonner';

/** The toasts' place: under the signed-in header (AppHeader publishes its height), never over it. */
export function AppToaster() {
  return (
    <Toaster
      richColors
      position="top-center"
      offset={{ top: 'calc(var(--app-header-height, 0px) + 16px)' }}
      mobileOffset={{ top: 'calc(var(--app-header-height, 0px) + 8px)' }}
    />
  );
}
