import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { Link, useNavigate } from 'react-router';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type InvitationView } from '@/domain/farms';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { SignInForm } from '../auth/sign-in-form';
import { SignUpForm } from '../auth/sign-up-form';
import { useAfterSignIn } from '../auth/use-after-sign-in';

const triggerClasses = cn(
  'h-11 rounded-md text-sm font-medium text-stone-600 transition-colors',
  'hover:text-stone-900 focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none',
  'data-[state=active]:bg-white data-[state=active]:text-green-900 data-[state=active]:shadow-sm',
);

/**
 * /convite/:id opened signed out (decision 024): the farm, who invited and the role, with both
 * ways in. 'Entrar' comes back here to accept; 'Criar conta' makes an account that joins the farm
 * when its e-mail is confirmed, with the invited address filled in.
 */
export function InvitationSignedOut({
  invitation,
  closed,
}: {
  invitation: InvitationView;
  closed: string | null;
}) {
  const navigate = useNavigate();
  const [tab, setTab] = useState<'sign-in' | 'sign-up'>('sign-up');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const email = invitation.email ?? '';
  const back = `/convite/${encodeURIComponent(invitation.id)}`;
  const afterSignIn = useAfterSignIn();

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="break-words">{invitation.farmName}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <p className="text-stone-700">
            {invitation.inviterName} convidou você para a equipe da fazenda como{' '}
            <strong>{ROLE_LABELS[invitation.role]}</strong>.
          </p>
          <p className="text-sm text-stone-600">{ROLE_DESCRIPTIONS[invitation.role]}</p>
          {closed && (
            <Alert tone="warning" role="status">
              <p>{closed} Se ainda quer participar, peça um novo convite ao proprietário.</p>
              <div>
                <Link to="/auth" className={buttonClasses({ size: 'sm', variant: 'outline' })}>
                  Entrar
                </Link>
              </div>
            </Alert>
          )}
        </CardContent>
      </Card>
      {!closed && (
        <Card>
          <CardContent>
            {sentTo && (
              <Alert tone="success" role="status" className="mb-4">
                <p>
                  Conta criada. Enviamos um link para {sentTo}: abra-o para confirmar seu e-mail e
                  entrar na equipe da {invitation.farmName}.
                </p>
              </Alert>
            )}
            <Tabs.Root value={tab} onValueChange={(value) => setTab(value as typeof tab)}>
              <Tabs.List
                aria-label="Entrar ou criar conta"
                className="mb-6 grid grid-cols-2 gap-1 rounded-lg bg-stone-100 p-1"
              >
                <Tabs.Trigger value="sign-in" className={triggerClasses}>
                  Entrar
                </Tabs.Trigger>
                <Tabs.Trigger value="sign-up" className={triggerClasses}>
                  Criar conta
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="sign-in">
                <SignInForm
                  defaultEmail={email}
                  sentTo={sentTo}
                  destination={back}
                  onForgotPassword={() => void navigate('/auth?forgot=1')}
                  onSignedIn={() => afterSignIn(back)}
                />
              </Tabs.Content>
              <Tabs.Content value="sign-up">
                <SignUpForm
                  invitationId={invitation.id}
                  defaultEmail={email}
                  defaultName={invitation.name ?? ''}
                  destination="/dashboard"
                  onSignedUp={(address) => setSentTo(address)}
                />
              </Tabs.Content>
            </Tabs.Root>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
