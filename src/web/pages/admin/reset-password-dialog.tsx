import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { ADMIN_MESSAGES, adminResetPasswordSchema, type AdminUserRow } from '@/domain/admin/admin';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { isApiError } from '../../lib/api';
import { fieldErrorsOf } from '../../lib/form-errors';
import { toastActionError, useAdminAction } from './admin-api';
import { FormDialog } from './form-dialog';

/** 'Resetar Senha': the administrator sets a new password for the user (spec section 5). */
export function ResetPasswordDialog({ user }: { user: AdminUserRow }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const action = useAdminAction(user.id);
  const fieldId = `reset-password-${user.id}`;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      setError(undefined);
    }
  };

  const submit = () => {
    const parsed = adminResetPasswordSchema.safeParse({ newPassword: password });
    if (!parsed.success) {
      setError(fieldErrorsOf<'newPassword'>(parsed.error).newPassword);
      return;
    }
    action.mutate(
      { action: 'reset-password', newPassword: parsed.data.newPassword },
      {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.resetDone(user.email).title, {
            description: ADMIN_MESSAGES.resetDone(user.email).description,
          });
          changeOpen(false);
        },
        onError: (failure) => {
          toastActionError(ADMIN_MESSAGES.resetFailed, failure);
          if (isApiError(failure) && failure.status === 400) {
            setError(failure.fields?.newPassword ?? failure.message);
          }
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button variant="outline" size="sm">
          <KeyRound aria-hidden="true" />
          Resetar Senha
        </Button>
      }
      title={`Resetar senha de ${user.name || user.email}`}
      description={`Defina uma nova senha para ${user.email}.`}
      submitLabel="Resetar Senha"
      pending={action.isPending}
      onSubmit={submit}
    >
      <FormField
        id={fieldId}
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        placeholder="mínimo 8 caracteres"
        value={password}
        error={error}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(undefined);
        }}
      />
    </FormDialog>
  );
}
