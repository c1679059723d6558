import { StrictMode } from 'react';
import { WhenReady } from '../../components/when-ready';
import { UpdatePrompt } from '../../pwa/update-prompt';
import { AuthScreen } from './auth-screen';

interface AuthAppProps {
  searchParams: URLSearchParams;
  onSignedIn: (destination: string) => Promise<unknown>;
  /** Runs when React has taken the prerendered page over (auth-start.tsx): early-input's replay. */
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
      <WhenReady onReady={onReady} />
    </StrictMode>
  );
}
