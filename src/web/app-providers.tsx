import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { UpdatePrompt } from './pwa/update-prompt';

/** What every screen of the app sits in, in the browser and in the build's prerender alike. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* Under the signed-in header (AppHeader publishes its height), never over its buttons. */}
        <Toaster
          richColors
          position="top-center"
          offset={{ top: 'calc(var(--app-header-height, 0px) + 16px)' }}
          mobileOffset={{ top: 'calc(var(--app-header-height, 0px) + 8px)' }}
        />
        <UpdatePrompt />
      </QueryClientProvider>
    </StrictMode>
  );
}
