import type { ReactNode } from 'react';
import { AppHeader } from '../../components/app-header';
import { BackToDashboard } from '../../components/back-to-dashboard';

/**
 * The sanitary page's frame: the header, the way back and the content, as wide as the dashboard;
 * closer together on a phone, where the calendar is to be seen in the first screen (issue 39).
 */
export function SanitaryShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main className="mx-auto flex w-full max-w-6xl min-w-0 flex-1 flex-col gap-3 px-4 py-3 sm:gap-6 sm:px-6 sm:py-8">
        <BackToDashboard className="-ml-3 w-fit" />
        {children}
      </main>
    </div>
  );
}
