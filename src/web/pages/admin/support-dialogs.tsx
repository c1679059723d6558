import { useState } from 'react';
import { CalendarPlus, Mail, Repeat } from 'lucide-react';
import { toast } from 'sonner';
import { extendTrialSchema, setSubscriptionSchema, type AdminUserRow } from '@/domain/admin/admin';
import { PLAN_IDS, PLANS, STATUS_LABELS, SUBSCRIPTION_STATUSES } from '@/domain/plans';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormField } from '../../components/ui/form-field';
import { fieldErrorsOf } from '../../lib/form-errors';
import { toastActionError, useAdminAction } from './admin-api';
import { ActionDialog, closeOnSuccess, useDialogField } from './action-dialog';
import { SelectField } from '../../components/ui/select-field';

const who = (user: AdminUserRow) => user.name || user.email;

/** 'Reenviar confirmação', for an account whose e-mail is not confirmed yet. */
export function ResendConfirmation({ user }: { user: AdminUserRow }) {
  const action = useAdminAction(user.id);
  const confirm = () =>
    action.mutate(
      { action: 'resend-confirmation' },
      {
        onSuccess: () =>
          toast.success('Confirmação reenviada', {
            description: `E-mail enviado para ${user.email}`,
          }),
        onError: (error) => toastActionError('Erro ao reenviar confirmação', error),
      },
    );
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={action.isPending}>
          <Mail aria-hidden="true" />
          Reenviar confirmação
        </Button>
      }
      title={`Reenviar confirmação para ${who(user)}`}
      description={`Um novo email de confirmação será enviado para ${user.email}.`}
      confirmLabel="Reenviar"
      tone="primary"
      onConfirm={confirm}
    />
  );
}

/** 'Estender teste': adds 1 to 90 days to the user's free trial. */
export function ExtendTrial({ user }: { user: AdminUserRow }) {
  const dialog = useDialogField('7');
  const action = useAdminAction(user.id);

  const submit = () => {
    const days = dialog.value;
    const parsed = extendTrialSchema.safeParse({ days: days.trim() === '' ? undefined : days });
    if (!parsed.success) {
      dialog.setError(fieldErrorsOf<'days'>(parsed.error).days);
      return;
    }
    action.mutate(
      { action: 'extend-trial', days: parsed.data.days },
      closeOnSuccess(
        { title: 'Teste estendido', description: `+${parsed.data.days} dias para ${user.email}` },
        'Erro ao estender teste',
        () => dialog.changeOpen(false),
      ),
    );
  };

  return (
    <ActionDialog
      open={dialog.open}
      onOpenChange={dialog.changeOpen}
      icon={CalendarPlus}
      label="Estender teste"
      title={`Estender teste de ${who(user)}`}
      description="Quantos dias acrescentar ao teste grátis (de 1 a 90)."
      submitLabel="Estender"
      pending={action.isPending}
      onSubmit={submit}
    >
      <FormField id={`extend-days-${user.id}`} label="Dias" inputMode="numeric" {...dialog.field} />
    </ActionDialog>
  );
}

const planOptions = PLAN_IDS.map((id) => ({ value: id, label: PLANS[id].name }));
const statusOptions = SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** 'Alterar plano': sets the user's plan and status by hand. */
export function ChangeSubscription({ user }: { user: AdminUserRow }) {
  const initialPlan = user.plan && user.plan !== 'ADMIN' ? user.plan : 'STARTER';
  const [open, setOpen] = useState(false);
  const [plan, setPlan] = useState<string>(initialPlan);
  const [status, setStatus] = useState<string>(user.status ?? 'active');
  const action = useAdminAction(user.id);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    setPlan(initialPlan);
    setStatus(user.status ?? 'active');
  };
  const submit = () => {
    const parsed = setSubscriptionSchema.safeParse({ plan, status });
    if (!parsed.success) {
      toastActionError('Erro ao alterar plano', parsed.error);
      return;
    }
    action.mutate(
      { action: 'subscription', ...parsed.data },
      closeOnSuccess(
        {
          title: 'Plano alterado',
          description: `${PLANS[parsed.data.plan].name} · ${STATUS_LABELS[parsed.data.status]} para ${user.email}`,
        },
        'Erro ao alterar plano',
        () => changeOpen(false),
      ),
    );
  };

  return (
    <ActionDialog
      open={open}
      onOpenChange={changeOpen}
      icon={Repeat}
      label="Alterar plano"
      title={`Alterar plano de ${who(user)}`}
      description="Escolha o plano e o status da assinatura."
      submitLabel="Salvar"
      pending={action.isPending}
      onSubmit={submit}
    >
      <SelectField
        id={`plan-${user.id}`}
        label="Plano"
        options={planOptions}
        value={plan}
        onChange={(event) => setPlan(event.target.value)}
      />
      <SelectField
        id={`status-${user.id}`}
        label="Status"
        options={statusOptions}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
      />
    </ActionDialog>
  );
}
