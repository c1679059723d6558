import { ShieldCheck } from 'lucide-react';
import { ADMIN_MESSAGES } from '@/domain/admin/admin';
import { AppHeader } from '../../components/app-header';
import { RedirectWithNotice } from '../../components/redirect-with-notice';
import { useMe } from '../../lib/session';
import { AuditHistory } from './audit-history';
import { BillingEvents } from './billing-events';
import { UsersSection } from './users-section';
import { BackToDashboard } from '../../components/back-to-dashboard';

/** The administrator panel (spec section 2): counters, users and their actions, the history. */
export function AdminPage() {
  const { data: me } = useMe();
  if (!me) return null;
  if (!me.isAdmin) {
    return <RedirectWithNotice to="/dashboard" notice={ADMIN_MESSAGES.accessDenied} />;
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main className="mx-auto w-full max-w-7xl min-w-0 flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <nav aria-label="Navegação do painel" className="mb-4">
          <BackToDashboard />
        </nav>
        <h1 className="mb-6 flex items-center gap-2 text-2xl font-bold text-stone-900 sm:text-3xl">
          <ShieldCheck className="size-7 text-green-700" aria-hidden="true" />
          Painel Administrativo
        </h1>
        <div className="flex flex-col gap-6">
          <UsersSection />
          <BillingEvents />
          <AuditHistory />
        </div>
      </main>
    </div>
  );
}
