import { Toaster } from 'sonner';
import { useHeaderHeight } from './header-height';

/** The toasts' place: under the signed-in header (AppHeader publishes its height), never over it. */
export function AppToaster() {
  const header = useHeaderHeight();
  return (
    <Toaster
      richColors
      position="top-center"
      offset={{ top: header + 16 }}
      mobileOffset={{ top: header + 8 }}
    />
  );
}
