import { Brand } from '../../components/brand';
import { LoaderCircle } from 'lucide-react';
import { HerdCard } from './herd-card';

/**
 * What /dashboard shows before its scripts run (decision 050): the page's frame and the parts that
 * are the same for everyone (the greeting's band, the 'Rebanho' card), prerendered by the build
 * into dashboard.html and served to a visitor with a session cookie. The app replaces it whole
 * once the page and the session are loaded (app-start.tsx). A picture of the page, not the page:
 * hidden from assistive technology and inert, so nothing in it is found, read or tapped while it
 * is about to be replaced; what is read is the status that the panel is loading.
 */
export function DashboardShell() {
  return (
    <>
      <p role="status" className="sr-only">
        Carregando seu painel...
      </p>
      <DashboardPicture />
    </>
  );
}

function DashboardPicture() {
  return (
    <div className="flex min-h-dvh flex-col" aria-hidden="true" inert>
      <header className="sticky top-0 z-20 border-b border-stone-200 bg-white/95">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <a
            href="/dashboard"
            className="flex min-h-11 min-w-11 shrink-0 items-center rounded-lg focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none"
          >
            <Brand compact />
          </a>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
        <section className="rounded-2xl bg-gradient-to-br from-green-800 to-green-700 p-6 text-white shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Olá!</h1>
          <p className="mt-1 text-green-50">Escolha um módulo para começar.</p>
        </section>
        <div className="flex min-h-24 items-center justify-center gap-2 text-stone-600">
          <LoaderCircle className="size-5 animate-spin text-green-700" aria-hidden="true" />
          <span>Carregando seu painel...</span>
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <HerdCard />
        </div>
      </main>
    </div>
  );
}
