import { useQuery } from '@tanstack/react-query';
import { MULTI_FARM_MESSAGE } from '@/domain/farms';
import { LoadFailed, LoadingCard } from '../../components/load-state';
import { MasterPlanNote, OwnerOnlyNote } from '../../components/master-plan-note';
import { PageShell } from '../../components/page-shell';
import { useMe } from '../../lib/session';
import { InviteForm } from './invite-form';
import { InvitationList } from './invitation-list';
import { MemberList } from './member-list';
import { RoleGuide } from './role-guide';
import { teamQuery } from './team-api';

/** /equipe: the active farm's people, their roles and the invitations (the owner only). */
export function TeamPage() {
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <PageShell title="Equipe" description={`Quem trabalha na ${me.farm.name} e o que cada um vê.`}>
      {me.farm.isOwner ? (
        <Team farmId={me.farm.id} />
      ) : (
        <OwnerOnlyNote>
          Só o proprietário da fazenda vê e muda a equipe. Se precisa convidar alguém, fale com ele.
        </OwnerOnlyNote>
      )}
    </PageShell>
  );
}

function Team({ farmId }: { farmId: string }) {
  const team = useQuery(teamQuery(farmId));
  if (team.isPending) return <LoadingCard label="Carregando a equipe..." />;
  if (team.isError) {
    return (
      <LoadFailed
        title="Erro ao carregar dados"
        description="Não foi possível carregar a equipe."
        onRetry={() => void team.refetch()}
        retrying={team.isFetching}
      />
    );
  }
  const { members, invitations, canInvite } = team.data;
  return (
    <>
      <MemberList farmId={farmId} members={members} />
      {invitations.length > 0 && <InvitationList farmId={farmId} invitations={invitations} />}
      {canInvite ? (
        <InviteForm farmId={farmId} />
      ) : (
        <MasterPlanNote>
          {MULTI_FARM_MESSAGE} Com o Master você convida gerentes e a equipe de campo.
        </MasterPlanNote>
      )}
      <RoleGuide />
    </>
  );
}
