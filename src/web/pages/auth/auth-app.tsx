import { StrictMode } from 'react';
import { UpdatePrompt } from '../../pwa/update-prompt';
import { AuthScreen } from './auth-screen';

interface AuthAppProps {
  searchParams: URLSearchParams;
  onSignedIn: (destination: string) => Promise<unknown>;
}

/**
 * The whole lean /auth page (decision 047): the forms and the 'Nova versão disponível' prompt,
 * without the app's router, TanStack Query or toaster. Prerendered by the build
 * (prerender.tsx renderAuthPage) and hydrated by auth-main.tsx.
 */
export function AuthApp({ searchParams, onSignedIn }: AuthAppProps) {
  return (
    <StrictMode>
      <AuthScreen searchParams={searchParams} onSignedIn={onSignedIn} />
      <UpdatePrompt />
    </StrictMode>
  );
}
