import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { roleForbiddenMessage, type FarmRole } from '@/domain/farms';
import { AppHeader } from './app-header';
import { BackToDashboard } from './back-to-dashboard';
import { Alert } from './ui/alert';
import { buttonClasses } from './ui/button';
import { Card, CardContent } from './ui/card';

/**
 * A farm page's frame ('Sanidade', 'Reprodução'): the header, the way back (to the dashboard
 * unless `back` is given) and the content, as wide as the dashboard; closer together on a phone,
 * where the page's first list is to be seen in the first screen (issue 39).
 */
export function FarmPageShell({ back, children }: { back?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main className="mx-auto flex w-full max-w-6xl min-w-0 flex-1 flex-col gap-3 px-4 py-3 sm:gap-6 sm:px-6 sm:py-8">
        {back ?? <BackToDashboard className="-ml-3 w-fit" />}
        {children}
      </main>
    </div>
  );
}

/**
 * A farm page of the Pro and Master plans opened on Starter: what the page is (`children`), and
 * where to get it — 'Ver planos' for the owner, a word to the owner for the others.
 */
export function PlanRequired({
  title,
  message,
  isOwner,
  children,
}: {
  title: string;
  message: string;
  isOwner: boolean;
  children: ReactNode;
}) {
  return (
    <FarmPageShell>
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      <Alert tone="info" title={message}>
        <p>{children}</p>
        {isOwner ? (
          <div>
            <Link to="/pricing?plan=PRO" className={buttonClasses({ size: 'sm' })}>
              Ver planos
            </Link>
          </div>
        ) : (
          <p>Fale com o proprietário da fazenda para mudar de plano.</p>
        )}
      </Alert>
    </FarmPageShell>
  );
}

/**
 * A farm page the member's role does not reach ('Financeiro' for 'Campo', decision 066): what the
 * module page says of a module outside the role, and whom to ask; never a word about plans.
 */
export function RoleForbidden({ title, role }: { title: string; role: FarmRole }) {
  return (
    <FarmPageShell>
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      <Card>
        <CardContent>
          <p className="flex items-center gap-2 text-stone-800">
            <Lock className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
            {roleForbiddenMessage(role)}
          </p>
        </CardContent>
      </Card>
    </FarmPageShell>
  );
}
