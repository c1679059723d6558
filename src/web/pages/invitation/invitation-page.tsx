import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type InvitationView } from '@/domain/farms';
import { LoadFailed, LoadingCard } from '../../components/load-state';
import { PageShell } from '../../components/page-shell';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ApiError, errorMessage } from '../../lib/api';
import { useMe } from '../../lib/session';
import { dateBR } from '../team/invitation-list';
import { invitationQuery, useAcceptInvitation } from './invitation-api';

const CLOSED: Record<Exclude<InvitationView['status'], 'pending'>, string> = {
  accepted: 'Este convite já foi aceito.',
  canceled: 'Este convite foi revogado pelo proprietário da fazenda.',
  rejected: 'Este convite foi recusado.',
  expired: 'Este convite expirou.',
};

/** /convite/:id — the e-mailed invitation: the farm, who invited, the role, 'Aceitar convite'. */
export function InvitationPage() {
  const { id = '' } = useParams();
  const invitation = useQuery(invitationQuery(id));
  return (
    <PageShell title="Convite">
      {invitation.isPending ? (
        <LoadingCard label="Carregando o convite..." />
      ) : invitation.isError ? (
        invitation.error instanceof ApiError && invitation.error.status === 404 ? (
          <NotForYou />
        ) : (
          <LoadFailed
            title="Erro ao carregar dados"
            description={errorMessage(invitation.error)}
            onRetry={() => void invitation.refetch()}
            retrying={invitation.isFetching}
          />
        )
      ) : (
        <InvitationCard invitation={invitation.data} />
      )}
    </PageShell>
  );
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
    toast.success(`Você entrou na fazenda ${invitation.farmName}.`);
    void navigate('/dashboard');
  });
  const expired = invitation.status === 'pending' && new Date(invitation.expiresAt) < new Date();
  const closed =
    invitation.status === 'pending' ? (expired ? CLOSED.expired : null) : CLOSED[invitation.status];
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
