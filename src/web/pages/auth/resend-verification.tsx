import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { apiFetch, errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useRequest } from '../../lib/use-request';

interface ResendVerificationProps {
  email: string;
  message: string;
  /** Where the new confirmation link leads (a checked `next` path or /dashboard). */
  destination: string;
}

/** The inline box shown when sign-in fails because the e-mail is not confirmed yet. */
export function ResendVerification({ email, message, destination }: ResendVerificationProps) {
  const resend = useRequest(
    () =>
      apiFetch<unknown>('/api/auth/send-verification-email', {
        method: 'POST',
        body: { email, callbackURL: destination },
      }),
    {
      onSuccess: () =>
        notify.success('E-mail reenviado', {
          description: 'Confira sua caixa de entrada e abra o link de confirmação.',
        }),
      onError: (error) =>
        notify.error('Erro ao reenviar email', { description: errorMessage(error) }),
    },
  );

  return (
    <Alert tone="warning" role="alert">
      <p>{message}</p>
      <Button
        variant="outline"
        size="sm"
        className="mt-2 h-auto min-h-11 w-full py-2 whitespace-normal! sm:w-fit"
        disabled={resend.isPending}
        onClick={() => resend.run(undefined)}
      >
        {resend.isPending ? 'Reenviando...' : 'Reenviar e-mail de confirmação'}
      </Button>
    </Alert>
  );
}
