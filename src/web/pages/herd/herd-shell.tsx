import type { ReactNode } from 'react';
import { AppHeader } from '../../components/app-header';

/** A herd page: the header, the way back and the content, as wide as the dashboard. */
export function HerdShell({ back, children }: { back: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main className="mx-auto flex w-full max-w-6xl min-w-0 flex-1 flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
        {back}
        {children}
      </main>
    </div>
  );
}
