import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import {
  joinedFarmMessage,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  type InvitationView,
} from '@/domain/farms';
import { LoadFailed, LoadingCard } from '../../components/load-state';
import { RequireSession } from '../../components/require-session';
import { PageSpinner } from '../../components/ui/spinner';
import { PageShell } from '../../components/page-shell';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ApiError, errorMessage } from '../../lib/api';
import { useMe } from '../../lib/session';
import { dateBR } from '../team/invitation-list';
import { invitationQuery, useAcceptInvitation } from './invitation-api';
import { InvitationSignedOut } from './invitation-signed-out';

const CLOSED: Record<Exclude<InvitationView['status'], 'pending'>, string> = {
  accepted: 'Este convite já foi aceito.',
  canceled: 'Este convite foi revogado pelo proprietário da fazenda.',
  rejected: 'Este convite foi recusado.',
  expired: 'Este convite expirou.',
};

/**
 * /convite/:id — the e-mailed invitation: the farm, who invited, the role; signed in,
 * 'Aceitar convite'; signed out, 'Entrar' or 'Criar conta' (decision 024).
 */
export function InvitationPage() {
  const me = useMe();
  if (me.isPending) return <PageSpinner />;
  if (me.data === null) return <SignedOutInvitation />;
  return (
    <RequireSession>
      <SignedInInvitation />
    </RequireSession>
  );
}

function closedMessage(invitation: InvitationView): string | null {
  const expired = invitation.status === 'pending' && new Date(invitation.expiresAt) < new Date();
  return invitation.status === 'pending'
    ? expired
      ? CLOSED.expired
      : null
    : CLOSED[invitation.status];
}

function SignedOutInvitation() {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md min-w-0 flex-col gap-6 px-4 py-8">
      <p className="text-lg font-bold text-green-800">Arroba Certa</p>
      <h1 className="text-2xl font-bold text-stone-900">Convite</h1>
      <LoadedInvitation>
        {(data) => <InvitationSignedOut invitation={data} closed={closedMessage(data)} />}
      </LoadedInvitation>
    </main>
  );
}

function SignedInInvitation() {
  return (
    <PageShell title="Convite">
      <LoadedInvitation>{(data) => <InvitationCard invitation={data} />}</LoadedInvitation>
    </PageShell>
  );
}

/** The invitation of the URL once loaded, or its loading, not-found and failure states. */
function LoadedInvitation({
  children,
}: {
  children: (invitation: InvitationView) => React.ReactNode;
}) {
  const { id = '' } = useParams();
  const invitation = useQuery(invitationQuery(id));
  if (invitation.isPending) return <LoadingCard label="Carregando o convite..." />;
  if (invitation.isError) {
    return invitation.error instanceof ApiError && invitation.error.status === 404 ? (
      <NotForYou />
    ) : (
      <LoadFailed
        title="Erro ao carregar dados"
        description={errorMessage(invitation.error)}
        onRetry={() => void invitation.refetch()}
        retrying={invitation.isFetching}
      />
    );
  }
  return children(invitation.data);
}

function NotForYou() {
  const { data: me } = useMe();
  return (
    <Alert tone="warning" title="Convite não encontrado">
      <p>
        Este convite não existe ou foi enviado para outro e-mail.
        {me && ` Você entrou como ${me.user.email}: entre com o e-mail que recebeu o convite.`}
      </p>
    </Alert>
  );
}

function InvitationCard({ invitation }: { invitation: InvitationView }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation(invitation.id, () => {
    toast.success(joinedFarmMessage(invitation.farmName));
    void navigate('/dashboard');
  });
  const closed = closedMessage(invitation);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="break-words">{invitation.farmName}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-stone-700">
          {invitation.inviterName} convidou você para a equipe da fazenda como{' '}
          <strong>{ROLE_LABELS[invitation.role]}</strong>.
        </p>
        <p className="text-sm text-stone-600">{ROLE_DESCRIPTIONS[invitation.role]}</p>
        {closed ? (
          <Alert tone="warning" role="status">
            <p>{closed} Se ainda quer participar, peça um novo convite ao proprietário.</p>
            <div>
              <Link to="/dashboard" className={buttonClasses({ size: 'sm', variant: 'outline' })}>
                Ir para o Dashboard
              </Link>
            </div>
          </Alert>
        ) : (
          <>
            <p className="text-sm text-stone-600">Válido até {dateBR(invitation.expiresAt)}.</p>
            <Button
              className="w-full sm:w-fit"
              disabled={accept.isPending}
              onClick={() =>
                accept.mutate(undefined, {
                  onError: (error) =>
                    toast.error('Não foi possível aceitar o convite', {
                      description: errorMessage(error),
                    }),
                })
              }
            >
              <Check aria-hidden="true" />
              {accept.isPending ? 'Aceitando...' : 'Aceitar convite'}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
