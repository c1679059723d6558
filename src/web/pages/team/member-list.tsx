import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { INVITABLE_ROLES, ROLE_LABELS, type FarmMember, type InvitableRole } from '@/domain/farms';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SelectField } from '../../components/ui/select-field';
import { errorMessage } from '../../lib/api';
import { useChangeRole, useRemoveMember } from './team-api';

const ROLE_OPTIONS = INVITABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** 'Membros': each person with their role; the owner changes or removes the others. */
export function MemberList({ farmId, members }: { farmId: string; members: FarmMember[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="members-title">Membros</CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby="members-title" className="flex flex-col gap-3">
          {members.map((member) => (
            <MemberRow key={member.id} farmId={farmId} member={member} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function MemberRow({ farmId, member }: { farmId: string; member: FarmMember }) {
  const changeRole = useChangeRole(farmId);
  const remove = useRemoveMember(farmId);
  const who = member.name.trim() || member.email;
  const isOwner = member.role === 'owner';
  return (
    <li
      aria-label={who}
      className="flex flex-col gap-3 rounded-lg border border-stone-200 p-4 sm:flex-row sm:items-end sm:justify-between"
    >
      <div className="min-w-0">
        <p className="font-semibold break-words text-stone-900">{who}</p>
        <p className="text-sm break-all text-stone-600">{member.email}</p>
        {isOwner && <p className="mt-1 text-sm font-medium text-green-800">{ROLE_LABELS.owner}</p>}
      </div>
      {!isOwner && (
        <div className="flex items-end gap-2">
          <div className="grid w-40 grid-rows-[auto_auto]">
            <SelectField
              id={`role-${member.id}`}
              label={
                <>
                  Papel<span className="sr-only"> de {who}</span>
                </>
              }
              options={ROLE_OPTIONS}
              value={member.role}
              disabled={changeRole.isPending}
              onChange={(event) =>
                changeRole.mutate(
                  { memberId: member.id, role: event.target.value as InvitableRole },
                  {
                    onSuccess: (updated) =>
                      toast.success(`${who} agora é ${ROLE_LABELS[updated.role]}.`),
                    onError: (error) =>
                      toast.error('Erro ao mudar o papel', { description: errorMessage(error) }),
                  },
                )
              }
            />
          </div>
          <ConfirmDialog
            trigger={
              <Button
                variant="outline"
                size="icon"
                aria-label={`Remover ${who}`}
                className="shrink-0 text-red-700 pointer-coarse:size-11"
                disabled={remove.isPending}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            }
            title="Remover da equipe?"
            description={`${who} deixa de ver os registros desta fazenda. Os registros que lançou continuam.`}
            confirmLabel="Remover"
            onConfirm={() =>
              remove.mutate(member.id, {
                onSuccess: () => toast.success(`${who} saiu da equipe.`),
                onError: (error) =>
                  toast.error('Erro ao remover', { description: errorMessage(error) }),
              })
            }
          />
        </div>
      )}
    </li>
  );
}
