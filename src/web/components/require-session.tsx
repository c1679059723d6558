import type { ReactNode } from 'react';
import { RefreshCw, WifiOff } from 'lucide-react';
import { signInPathFor } from '@/domain/next-path';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ApiError, errorMessage } from '../lib/api';
import { useMe } from '../lib/session';
import { OfflineSync } from '../offline/offline-sync';
import { RedirectWithNotice, type RedirectNotice } from './redirect-with-notice';
import { Button } from './ui/button';
import { PageSpinner } from './ui/spinner';

interface RequireSessionProps {
  /** Defaults to the child routes (<Outlet />). */
  children?: ReactNode;
  /** A toast to show when a visitor without a session is sent to /auth. */
  loginNotice?: RedirectNotice;
}

/**
 * Renders its content only with a session; without one, goes to /auth with this page as `next`,
 * so that signing in comes back here. An e-mail confirmation link that failed lands on its
 * callback with ?error=..., which is passed on to /auth.
 */
export function RequireSession({ children, loginNotice }: RequireSessionProps) {
  const me = useMe();
  const location = useLocation();

  if (me.isPending) return <PageSpinner />;
  if (me.data) {
    return (
      <>
        <OfflineSync userId={me.data.user.id} farmId={me.data.farm.id} />
        {children ?? <Outlet />}
      </>
    );
  }

  if (me.data === null) {
    const to = signInPathFor(location.pathname, location.search);
    if (loginNotice) return <RedirectWithNotice to={to} notice={loginNotice} />;
    return <Navigate to={to} replace />;
  }

  const offline = me.error instanceof ApiError && me.error.status === 0;
  return (
    <SessionUnavailable
      offline={offline}
      message={errorMessage(me.error)}
      retrying={me.isFetching}
      onRetry={() => void me.refetch()}
    />
  );
}

interface SessionUnavailableProps {
  offline: boolean;
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/** /api/me could not be reached and nothing is cached: say so instead of sending to /auth. */
function SessionUnavailable({ offline, message, retrying, onRetry }: SessionUnavailableProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="flex max-w-sm flex-col items-center gap-4 text-center">
        <WifiOff className="size-10 text-stone-400" aria-hidden="true" />
        <h1 className="text-xl font-semibold text-stone-900">
          {offline ? 'Você está sem conexão' : 'Não foi possível carregar sua conta'}
        </h1>
        <p className="text-stone-600">
          {offline
            ? 'Não conseguimos verificar seu acesso agora. Verifique sua internet e tente novamente.'
            : message}
        </p>
        <Button onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
          Tentar novamente
        </Button>
      </div>
    </main>
  );
}
