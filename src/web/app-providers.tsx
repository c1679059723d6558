import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppToaster } from './components/app-toaster';
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
        <AppToaster />
        <UpdatePrompt />
      </QueryClientProvider>
    </StrictMode>
  );
}
