import { Navigate, useSearchParams } from 'react-router';
import { afterSignInPath } from '@/domain/next-path';
import { PageSpinner } from '../../components/ui/spinner';
import { useMe } from '../../lib/session';
import { AuthScreen } from './auth-screen';
import { useAfterSignIn } from './use-after-sign-in';

/**
 * /auth inside the app, when the app is already running (a signed-out visitor sent here by a
 * guard, 'Entrar' on an invitation). Opened from the address bar, /auth is the lean page
 * (auth-main.ts, decision 047) instead; both show AuthScreen.
 */
export function AuthPage() {
  const me = useMe();
  const [searchParams] = useSearchParams();
  const afterSignIn = useAfterSignIn();

  if (me.isPending) return <PageSpinner />;
  // Any failure of /api/me other than a session reads as "not signed in" here: show the forms.
  if (me.data) return <Navigate to={afterSignInPath(searchParams.get('next'))} replace />;

  return <AuthScreen searchParams={searchParams} onSignedIn={afterSignIn} />;
}
