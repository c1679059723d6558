import { ShellLoading, ShellPicture } from '../../components/shell-picture';
import { HerdCard } from './herd-card';

/**
 * /dashboard before its scripts run (decision 050, dashboard.html): the page's frame and the
 * parts that are the same for everyone, the greeting's band and the 'Rebanho' card.
 */
export function DashboardShell() {
  return (
    <ShellPicture status="Carregando seu painel...">
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
        <section className="rounded-2xl bg-gradient-to-br from-green-800 to-green-700 p-6 text-white shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Olá!</h1>
          <p className="mt-1 text-green-50">Escolha um módulo para começar.</p>
        </section>
        <ShellLoading label="Carregando seu painel..." />
        <div className="grid gap-4 lg:grid-cols-2">
          <HerdCard />
        </div>
      </main>
    </ShellPicture>
  );
}
