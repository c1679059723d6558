import type { ReactNode } from 'react';
import { AppHeader } from '../../components/app-header';

/**
 * A herd page: the header, the way back and the content, as wide as the dashboard; closer
 * together on a phone, where the list is to be seen in the first screen (issue 39).
 */
export function HerdShell({ back, children }: { back: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main className="mx-auto flex w-full max-w-6xl min-w-0 flex-1 flex-col gap-3 px-4 py-3 sm:gap-6 sm:px-6 sm:py-8">
        {back}
        {children}
      </main>
    </div>
  );
}
