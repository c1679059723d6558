import { useState, type MouseEvent } from 'react';
import { Tabs } from 'radix-ui';
import { SIGN_UP_PATH, SIGN_UP_QUERY } from '@/domain/auth-texts';
import { afterSignInPath } from '@/domain/next-path';
import { Alert } from '../../components/ui/alert';
import { Card, CardContent } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { AuthHero } from './auth-hero';
import { ForgotPasswordForm } from './forgot-password-form';
import { loadAuthSchemas } from './load-schemas';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type Tab = 'sign-in' | 'sign-up';

const [signUpKey] = SIGN_UP_QUERY.split('=') as [string];

/**
 * The tabs are links to their own prerendered pages ('/auth', '/auth?cadastro=1'), so a tap made
 * before the page's scripts run still opens the tab (decision 051); once React owns the page, the
 * tab switches in place (Radix switches on the press) and the link is not followed.
 */
const stayOnPage = (event: MouseEvent) => event.preventDefault();
/** The visitor came to sign up ('Começar Agora'): ?cadastro=1. */
const signUpAsked = (searchParams: URLSearchParams) => searchParams.has(signUpKey);

/** Error codes a failed e-mail confirmation link brings back (better-auth's redirect, upper case). */
const BAD_LINK_ERRORS = ['invalid_token', 'token_expired'];

const triggerClasses = cn(
  'inline-flex h-11 items-center justify-center rounded-md text-sm font-medium text-stone-600 transition-colors',
  'hover:text-stone-900 focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none',
  'data-[state=active]:bg-white data-[state=active]:text-green-900 data-[state=active]:shadow-sm',
);

interface AuthScreenProps {
  /**
   * The page's query string: ?next=, ?error= (a failed confirmation link), ?forgot=1, ?cadastro=1
   * (opens on 'Cadastrar').
   */
  searchParams: URLSearchParams;
  /** Goes on, signed in, to `destination` (the sign-in button stays pending until it settles). */
  onSignedIn: (destination: string) => Promise<unknown>;
}

/**
 * The sign-in and sign-up forms, for a visitor without a session. Neither the router nor TanStack
 * Query: the app's /auth route (auth-page.tsx) and the lean /auth page (auth-main.ts, decision
 * 047) both show it.
 */
export function AuthScreen({ searchParams, onSignedIn }: AuthScreenProps) {
  const [tab, setTab] = useState<Tab>(() => (signUpAsked(searchParams) ? 'sign-up' : 'sign-in'));
  /** The e-mail of a sign-up that just succeeded: fills sign-in and shows where the link went. */
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  /** 'Esqueci minha senha' is open, with the e-mail typed so far (?forgot=1 opens it too). */
  const [forgot, setForgot] = useState<{ email: string } | null>(() =>
    searchParams.has('forgot') ? { email: '' } : null,
  );

  /** Where signing in (or the e-mailed confirmation link) leads: ?next= when it is a page here. */
  const destination = afterSignInPath(searchParams.get('next'));
  const badLink = BAD_LINK_ERRORS.includes((searchParams.get('error') ?? '').toLowerCase());

  function handleSignedUp(email: string) {
    setSignedUpEmail(email);
    setTab('sign-in');
  }

  return (
    <main className="grid min-h-dvh lg:grid-cols-2">
      <AuthHero />
      <section
        aria-label="Acesso à conta"
        className="flex items-start justify-center px-4 py-8 sm:px-6 lg:items-center lg:py-16"
      >
        <div className="flex w-full max-w-md min-w-0 flex-col gap-4">
          {badLink && (
            <Alert tone="error" role="alert">
              <p>
                Link de confirmação inválido ou expirado. Entre com seu e-mail e senha para receber
                um novo.
              </p>
            </Alert>
          )}
          <noscript>
            <Alert tone="error">
              <p>Ative o JavaScript do navegador para entrar ou cadastrar.</p>
            </Alert>
          </noscript>
          <Card>
            <CardContent>
              {/* The prerendered page takes typing before its scripts (early-input.ts). */}
              {/* The schemas are loaded as soon as a field is entered, before the first submit. */}
              <fieldset className="min-w-0" onFocus={() => void loadAuthSchemas().catch(() => {})}>
                {forgot ? (
                  <ForgotPasswordForm defaultEmail={forgot.email} onBack={() => setForgot(null)} />
                ) : (
                  <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
                    <Tabs.List
                      aria-label="Entrar ou cadastrar"
                      className="mb-6 grid grid-cols-2 gap-1 rounded-lg bg-stone-100 p-1"
                    >
                      {/* Links too: a tap before the page's scripts run opens that tab's page. */}
                      <Tabs.Trigger value="sign-in" className={triggerClasses} asChild>
                        <a href="/auth" onClick={stayOnPage}>
                          Entrar
                        </a>
                      </Tabs.Trigger>
                      <Tabs.Trigger value="sign-up" className={triggerClasses} asChild>
                        <a href={SIGN_UP_PATH} onClick={stayOnPage}>
                          Cadastrar
                        </a>
                      </Tabs.Trigger>
                    </Tabs.List>
                    <Tabs.Content value="sign-in">
                      <SignInForm
                        defaultEmail={signedUpEmail ?? ''}
                        destination={destination}
                        sentTo={signedUpEmail}
                        onForgotPassword={(email) => setForgot({ email })}
                        onSignedIn={() => onSignedIn(destination)}
                      />
                    </Tabs.Content>
                    <Tabs.Content value="sign-up">
                      <SignUpForm destination={destination} onSignedUp={handleSignedUp} />
                    </Tabs.Content>
                  </Tabs.Root>
                )}
              </fieldset>
            </CardContent>
          </Card>
        </div>
      </section>
    </main>
  );
}
