import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { AppHeader } from '../components/app-header';
import { RedirectWithNotice } from '../components/redirect-with-notice';
import { buttonClasses } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { useMe } from '../lib/session';

const accessDenied = {
  title: 'Acesso negado',
  description: 'Você não tem permissão para acessar esta área',
};

/** Admin panel placeholder: the user list and password reset come in a later issue. */
export function AdminPage() {
  const { data: me } = useMe();
  if (!me) return null;
  if (!me.isAdmin) return <RedirectWithNotice to="/dashboard" notice={accessDenied} />;

  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <nav aria-label="Navegação do painel" className="mb-4">
          <Link
            to="/dashboard"
            className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
          >
            <ArrowLeft aria-hidden="true" />
            Voltar ao Dashboard
          </Link>
        </nav>
        <h1 className="mb-6 flex items-center gap-2 text-2xl font-bold text-stone-900 sm:text-3xl">
          <ShieldCheck className="size-7 text-green-700" aria-hidden="true" />
          Painel Administrativo
        </h1>
        <Card>
          <CardContent>
            <p className="text-stone-700">A lista de usuários estará disponível em breve.</p>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
