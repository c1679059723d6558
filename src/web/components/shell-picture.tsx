import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Brand } from './brand';

/**
 * A signed-in page as it paints before the app's scripts run (decision 050): prerendered by the
 * build, served for a visitor with a session cookie, and replaced whole by the app once the page
 * and the session are loaded (app-start.tsx). A picture of the page, not the page: hidden from
 * assistive technology and inert, so nothing in it is found, read or tapped while it is about to
 * be replaced; what is read is `status`, that the page is loading.
 */
export function ShellPicture({ status, children }: { status: string; children: ReactNode }) {
  return (
    <>
      <p role="status" className="sr-only">
        {status}
      </p>
      <div className="flex min-h-dvh flex-col" aria-hidden="true" inert>
        <header className="sticky top-0 z-20 border-b border-stone-200 bg-white/95">
          <div className="mx-auto flex h-14 max-w-6xl items-center px-4 md:h-16 md:px-6">
            <a
              href="/dashboard"
              className="flex min-h-11 min-w-11 shrink-0 items-center rounded-lg"
            >
              <Brand compact />
            </a>
          </div>
        </header>
        {children}
      </div>
    </>
  );
}

/** The shell's visible loading line. */
export function ShellLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-24 items-center justify-center gap-2 text-stone-600">
      <LoaderCircle className="size-5 animate-spin text-green-700" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
