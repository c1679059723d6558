import { useState, type FormEvent } from 'react';
import type { SignInInput } from '@/domain/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/password-field';
import { ApiError, apiFetch, errorMessage } from '../../lib/api';
import { fieldErrorsOf, pickFieldErrors } from '../../lib/form-errors';
import { NO_NATIVE_SUBMIT } from '../../lib/native-submit';
import { notify } from '../../lib/notify';
import { useRequest } from '../../lib/use-request';
import { EmailField, schemasOrNotice, toastInvalidFields, useAuthFields } from './auth-fields';
import { ResendVerification } from './resend-verification';

type Field = keyof SignInInput;
const FIELDS: readonly Field[] = ['email', 'password'];

interface SignInFormProps {
  defaultEmail?: string;
  /** The address a confirmation link was just sent to, after a sign-up. */
  sentTo?: string | null;
  /** Where to go once signed in (a checked `next` path or /dashboard). */
  destination: string;
  /** Opens 'Esqueci minha senha' with the e-mail typed so far. */
  onForgotPassword: (email: string) => void;
  /**
   * Goes on, signed in, to `destination`; the button stays pending until it settles. In the app
   * (use-after-sign-in.ts) once /api/me knows the session; on the lean /auth page, the app
   * taking over (decision 047).
   */
  onSignedIn: () => Promise<unknown>;
}

export function SignInForm({
  defaultEmail = '',
  sentTo,
  destination,
  onForgotPassword,
  onSignedIn,
}: SignInFormProps) {
  const { values, setErrors, bind } = useAuthFields<SignInInput>({
    email: defaultEmail,
    password: '',
  });
  /** Set when the server refuses an account whose e-mail is not confirmed yet. */
  const [unverified, setUnverified] = useState<{ email: string; message: string } | null>(null);

  const signIn = useRequest(
    (input: SignInInput) =>
      apiFetch<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input }),
    {
      onSuccess: async () => {
        void notify.success('Login realizado!', { description: 'Bem-vindo ao Arroba Certa!' });
        await onSignedIn();
      },
      onError: (error, input) => {
        // An unconfirmed e-mail gets the inline box with 'Reenviar' only: one message, not two.
        if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
          setUnverified({ email: input.email, message: error.message });
          return;
        }
        void notify.error('Erro no login', { description: errorMessage(error) });
        if (error instanceof ApiError) setErrors(pickFieldErrors(error.fields, FIELDS));
      },
    },
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const schemas = await schemasOrNotice('Erro no login');
    if (!schemas) return;
    const parsed = schemas.signInSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<Field>(parsed.error));
      toastInvalidFields();
      return;
    }
    setErrors({});
    setUnverified(null);
    signIn.run(parsed.data);
  }

  return (
    <form
      noValidate
      method={NO_NATIVE_SUBMIT}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      {sentTo && (
        <Alert tone="success" role="status">
          <p className="[overflow-wrap:anywhere]">Enviamos um link de confirmação para {sentTo}.</p>
        </Alert>
      )}
      <EmailField id="sign-in-email" {...bind('email')} />
      <PasswordField
        id="sign-in-password"
        label="Senha"
        autoComplete="current-password"
        {...bind('password')}
      />
      <Button type="submit" size="lg" disabled={signIn.isPending} className="mt-1 w-full">
        {signIn.isPending ? 'Entrando...' : 'Entrar'}
      </Button>
      <Button
        variant="link"
        className="min-h-11 self-center"
        onClick={() => onForgotPassword(values.email)}
      >
        Esqueci minha senha
      </Button>
      {unverified && (
        <ResendVerification
          email={unverified.email}
          message={unverified.message}
          destination={destination}
        />
      )}
    </form>
  );
}
