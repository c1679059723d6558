import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppToaster } from './components/app-toaster';
import { ChartWidthGuess } from './components/charts/use-width';
import { WhenReady } from './components/when-ready';
import { UpdatePrompt } from './pwa/update-prompt';

/**
 * What every screen of the app sits in, in the browser, the build's prerender and the server's
 * rendering alike (the same tree on every side, so React takes a rendered page over as it is).
 */
export function AppProviders({
  queryClient,
  chartWidth = 0,
  onReady,
  children,
}: {
  queryClient: QueryClient;
  /** The width the server drew the page's charts at (decision 052). */
  chartWidth?: number;
  /** Runs once React owns the page (it took over a rendered one: early-input.ts). */
  onReady?: () => void;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ChartWidthGuess value={chartWidth}>{children}</ChartWidthGuess>
        <AppToaster />
        <UpdatePrompt />
        <WhenReady onReady={onReady} />
      </QueryClientProvider>
    </StrictMode>
  );
}
