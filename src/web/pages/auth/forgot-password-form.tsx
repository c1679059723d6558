import { useState, type FormEvent } from 'react';
import { RESET_PASSWORD_PATH } from '@/domain/auth-texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ApiError, apiFetch, errorMessage } from '../../lib/api';
import { NO_NATIVE_SUBMIT } from '../../lib/native-submit';
import { notify } from '../../lib/notify';
import { useRequest } from '../../lib/use-request';
import { EmailField, schemasOrNotice } from './auth-fields';

interface ForgotPasswordFormProps {
  defaultEmail?: string;
  onBack: () => void;
}

/**
 * 'Esqueci minha senha': asks for the e-mail and sends the reset link. The answer is the same
 * whether or not the address has an account, so the screen never says which.
 */
export function ForgotPasswordForm({ defaultEmail = '', onBack }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const request = useRequest(
    (address: string) =>
      apiFetch<unknown>('/api/auth/request-password-reset', {
        method: 'POST',
        body: { email: address, redirectTo: RESET_PASSWORD_PATH },
      }),
    {
      onSuccess: (_data, address) => setSentTo(address),
      onError: (failure) => {
        void notify.error('Erro ao enviar o link', { description: errorMessage(failure) });
        if (failure instanceof ApiError && failure.fields?.email) setError(failure.fields.email);
      },
    },
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const schemas = await schemasOrNotice('Erro ao enviar o link');
    if (!schemas) return;
    const parsed = schemas.forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    request.run(parsed.data.email);
  }

  return (
    <form
      noValidate
      method={NO_NATIVE_SUBMIT}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <div>
        <h2 className="text-lg font-semibold text-stone-900">Esqueci minha senha</h2>
        <p className="mt-1 text-sm text-stone-600">
          Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.
        </p>
      </div>
      {sentTo && (
        <Alert tone="success" role="status">
          <p className="[overflow-wrap:anywhere]">
            Se houver uma conta com {sentTo}, você receberá um e-mail com o link para criar uma nova
            senha. O link vale por 1 hora.
          </p>
        </Alert>
      )}
      <EmailField
        id="forgot-email"
        value={email}
        error={error}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" size="lg" disabled={request.isPending} className="w-full">
        {request.isPending ? 'Enviando...' : 'Enviar link'}
      </Button>
      <Button variant="ghost" size="lg" className="w-full" onClick={onBack}>
        Voltar para o login
      </Button>
    </form>
  );
}
