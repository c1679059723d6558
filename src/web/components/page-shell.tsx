import type { ReactNode } from 'react';
import { AppHeader } from './app-header';
import { BackToDashboard } from './back-to-dashboard';

/** A signed-in page that is not a module: header, the way back, the title and its content. */
export function PageShell({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main className="mx-auto flex w-full max-w-3xl min-w-0 flex-1 flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
        <BackToDashboard className="-ml-3 w-fit" />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold break-words text-stone-900">{title}</h1>
          {description && <p className="break-words text-stone-600">{description}</p>}
        </div>
        {children}
      </main>
    </div>
  );
}
