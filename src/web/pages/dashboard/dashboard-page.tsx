import { AppHeader } from '../../components/app-header';
import { displayName, useMe } from '../../lib/session';
import { DashboardBanners } from './dashboard-banners';
import { DashboardStats } from './dashboard-stats';
import { ModuleGrid } from './module-grid';

export function DashboardPage() {
  const { data: me } = useMe();
  // The route's guard renders this page only with a session.
  if (!me) return null;

  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
        <section className="rounded-2xl bg-gradient-to-br from-green-800 to-green-700 p-6 text-white shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Olá, {displayName(me)}!</h1>
          <p className="mt-1 text-green-50">Escolha um módulo para começar.</p>
        </section>

        <DashboardBanners banners={me.banners} />

        <DashboardStats />

        <section aria-labelledby="modules-title" className="flex flex-col gap-4">
          <h2 id="modules-title" className="text-xl font-semibold text-stone-900">
            Seus módulos
          </h2>
          <ModuleGrid moduleIds={me.modules} />
        </section>
      </main>
    </div>
  );
}
