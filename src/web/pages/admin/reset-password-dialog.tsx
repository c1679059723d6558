import { KeyRound } from 'lucide-react';
import { ADMIN_MESSAGES, adminResetPasswordSchema, type AdminUserRow } from '@/domain/admin/admin';
import { PasswordField } from '../../components/ui/password-field';
import { isApiError } from '../../lib/api';
import { fieldErrorsOf } from '../../lib/form-errors';
import { useAdminAction } from './admin-api';
import { ActionDialog, closeOnSuccess, useDialogField } from './action-dialog';

/** 'Resetar Senha': the administrator sets a new password for the user (spec section 5). */
export function ResetPasswordDialog({ user }: { user: AdminUserRow }) {
  const dialog = useDialogField('');
  const action = useAdminAction(user.id);

  const submit = () => {
    const parsed = adminResetPasswordSchema.safeParse({ newPassword: dialog.value });
    if (!parsed.success) {
      dialog.setError(fieldErrorsOf<'newPassword'>(parsed.error).newPassword);
      return;
    }
    const outcome = closeOnSuccess(
      ADMIN_MESSAGES.resetDone(user.email),
      ADMIN_MESSAGES.resetFailed,
      () => dialog.changeOpen(false),
    );
    action.mutate(
      { action: 'reset-password', newPassword: parsed.data.newPassword },
      {
        onSuccess: outcome.onSuccess,
        onError: (failure) => {
          outcome.onError(failure);
          if (isApiError(failure) && failure.status === 400) {
            dialog.setError(failure.fields?.newPassword ?? failure.message);
          }
        },
      },
    );
  };

  return (
    <ActionDialog
      open={dialog.open}
      onOpenChange={dialog.changeOpen}
      icon={KeyRound}
      label="Resetar Senha"
      title={`Resetar senha de ${user.name || user.email}`}
      description={`Defina uma nova senha para ${user.email}.`}
      submitLabel="Resetar Senha"
      pending={action.isPending}
      onSubmit={submit}
    >
      <PasswordField
        id={`reset-password-${user.id}`}
        label="Nova senha"
        autoComplete="new-password"
        placeholder="mínimo 8 caracteres"
        {...dialog.field}
      />
    </ActionDialog>
  );
}
