import { toast } from 'sonner';
import { ROLE_LABELS, type FarmInvitation } from '@/domain/farms';
import { formatDateBR, todayIn } from '@/domain/records/dates';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { useRevokeInvitation } from './team-api';

/** An ISO timestamp as São Paulo's calendar date, 'dd/mm/aaaa'. */
export const dateBR = (iso: string) => formatDateBR(todayIn(new Date(iso)));

/** 'Convites pendentes': e-mail, role, expiry and 'Revogar'. */
export function InvitationList({
  farmId,
  invitations,
}: {
  farmId: string;
  invitations: FarmInvitation[];
}) {
  const revoke = useRevokeInvitation(farmId);
  return (
    <Card>
      <CardHeader>
        <CardTitle id="invitations-title">Convites pendentes</CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby="invitations-title" className="flex flex-col gap-3">
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              aria-label={invitation.email}
              className="flex flex-col gap-2 rounded-lg border border-stone-200 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0 text-sm">
                {invitation.name && (
                  <p className="font-semibold break-words text-stone-900">{invitation.name}</p>
                )}
                <p
                  className={
                    invitation.name
                      ? 'break-all text-stone-700'
                      : 'font-semibold break-all text-stone-900'
                  }
                >
                  {invitation.email}
                </p>
                <p className="text-stone-600">
                  {ROLE_LABELS[invitation.role]} · expira em {dateBR(invitation.expiresAt)}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                className="w-full text-red-700 sm:w-fit"
                aria-label={`Revogar o convite de ${invitation.email}`}
                disabled={revoke.isPending && revoke.variables === invitation.id}
                onClick={() =>
                  revoke.mutate(invitation.id, {
                    onSuccess: () => toast.success('Convite revogado'),
                    onError: (error) =>
                      toast.error('Erro ao revogar', { description: errorMessage(error) }),
                  })
                }
              >
                Revogar
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
