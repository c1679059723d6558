import { StrictMode, useEffect } from 'react';
import { UpdatePrompt } from '../../pwa/update-prompt';
import { AuthScreen } from './auth-screen';

interface AuthAppProps {
  searchParams: URLSearchParams;
  onSignedIn: (destination: string) => Promise<unknown>;
  /** Runs once, when React has taken the prerendered page over (auth-start.tsx). */
  onReady?: () => void;
}

/**
 * The whole lean /auth page (decision 047): the forms and the 'Nova versão disponível' prompt,
 * without the app's router, TanStack Query or toaster. Prerendered by the build
 * (prerender.tsx renderAuthPage) and taken over by auth-start.tsx.
 */
export function AuthApp({ searchParams, onSignedIn, onReady }: AuthAppProps) {
  return (
    <StrictMode>
      <AuthScreen searchParams={searchParams} onSignedIn={onSignedIn} />
      <UpdatePrompt />
      {onReady && <WhenReady run={onReady} />}
    </StrictMode>
  );
}

/** Calls `run` after the first commit (once, StrictMode's second effect run included). */
function WhenReady({ run }: { run: () => void }) {
  useEffect(() => {
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) run();
    });
    return () => {
      cancelled = true;
    };
  }, [run]);
  return null;
}
