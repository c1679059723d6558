import type { ReactNode } from 'react';
import { AppHeader } from '../../components/app-header';
import { BackToDashboard } from '../../components/back-to-dashboard';

/** The sanitary page's frame: the header, the way back and the content, as wide as the dashboard. */
export function SanitaryShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main className="mx-auto flex w-full max-w-6xl min-w-0 flex-1 flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
        <BackToDashboard className="-ml-3 w-fit" />
        {children}
      </main>
    </div>
  );
}
