import { Send } from 'lucide-react';
import { toast } from 'sonner';
import {
  INVITABLE_ROLES,
  inviteSchema,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  type InvitableRole,
} from '@/domain/farms';
import { FormCard } from '../../components/form-card';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { SelectField } from '../../components/ui/select-field';
import { ApiError, errorMessage } from '../../lib/api';
import { useFieldForm } from '../../lib/use-field-form';
import { dateBR } from './invitation-list';
import { useInvite } from './team-api';

const FORM_ID = 'invite';
const EMPTY = { name: '', email: '', role: 'manager' };
const ROLE_OPTIONS = INVITABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** 'Convidar pessoa': a name (optional), an e-mail and a role; the invitation goes by e-mail. */
export function InviteForm({ farmId }: { farmId: string }) {
  const invite = useInvite(farmId);
  const form = useFieldForm(FORM_ID, EMPTY);
  const role = (form.values.role ?? 'manager') as InvitableRole;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const data = form.validate(inviteSchema, (v) => v);
    if (!data) return;
    invite.mutate(data, {
      onSuccess: (invitation) => {
        // The address itself shows in the list of pending invitations.
        toast.success('Convite enviado', {
          description: `O convite vai por e-mail e vale até ${dateBR(invitation.expiresAt)}.`,
        });
        form.reset(EMPTY);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) form.showErrors(error.fields);
        else if (error instanceof ApiError && error.code === 'ALREADY_MEMBER')
          form.showErrors(
            { email: error.message },
            { title: 'Convite não enviado', description: error.message },
          );
        else toast.error('Convite não enviado', { description: errorMessage(error) });
      },
    });
  };

  return (
    <FormCard id={FORM_ID} title="Convidar pessoa" onSubmit={submit}>
      <FormField
        label="Nome (opcional)"
        autoComplete="off"
        maxLength={100}
        hint="Como o e-mail de convite vai chamar a pessoa."
        {...form.input('name')}
      />
      <FormField
        label="E-mail"
        type="email"
        autoComplete="off"
        inputMode="email"
        maxLength={254}
        {...form.input('email')}
      />
      <SelectField
        label="Papel"
        options={ROLE_OPTIONS}
        hint={ROLE_DESCRIPTIONS[role]}
        {...form.input('role')}
        onChange={(event) => form.setValue('role', event.target.value)}
      />
      <Button type="submit" className="w-full sm:w-fit" disabled={invite.isPending}>
        <Send aria-hidden="true" />
        {invite.isPending ? 'Enviando...' : 'Enviar convite'}
      </Button>
    </FormCard>
  );
}
