import type { ReactNode } from 'react';

/**
 * The dashboard's main column and its greeting band: the page's and its shell's
 * (dashboard-shell.tsx, decision 050), so the app takes over without a jump.
 */
export function DashboardMain({ name, children }: { name?: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <section className="rounded-2xl bg-gradient-to-br from-green-800 to-green-700 p-6 text-white shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {name ? `Olá, ${name}!` : 'Olá!'}
        </h1>
        <p className="mt-1 text-green-50">Escolha um módulo para começar.</p>
      </section>
      {children}
    </main>
  );
}
