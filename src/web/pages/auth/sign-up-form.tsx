import type { FormEvent } from 'react';
import type { SignUpInput } from '@/domain/auth';
import { PASSWORD_HINT, WEAK_PASSWORD_TITLE } from '@/domain/auth-texts';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { PasswordField } from '../../components/ui/password-field';
import { ApiError, apiFetch, errorMessage } from '../../lib/api';
import { fieldErrorsOf, pickFieldErrors } from '../../lib/form-errors';
import { NO_NATIVE_SUBMIT } from '../../lib/native-submit';
import { notify } from '../../lib/notify';
import { useRequest } from '../../lib/use-request';
import { EmailField, schemasOrNotice, toastFieldsToFix, useAuthFields } from './auth-fields';

type Field = keyof SignUpInput;
const FIELDS: readonly Field[] = ['name', 'email', 'password'];
const LABELS: Record<Field, string> = { name: 'Nome', email: 'E-mail', password: 'Senha' };
const EMPTY: SignUpInput = { name: '', email: '', password: '' };

interface SignUpFormProps {
  /** Where the e-mailed confirmation link leads, signed in (a checked `next` path or /dashboard). */
  destination: string;
  onSignedUp: (email: string) => void;
  /** From an invitation's page: the account joins that farm, with no trial of its own. */
  invitationId?: string;
  defaultEmail?: string;
  /** From an invitation's page: the name the owner typed when inviting. */
  defaultName?: string;
}

export function SignUpForm({
  destination,
  onSignedUp,
  invitationId,
  defaultEmail = '',
  defaultName = '',
}: SignUpFormProps) {
  const start = { ...EMPTY, name: defaultName, email: defaultEmail };
  const { values, setValues, setErrors, bind } = useAuthFields<SignUpInput>(start);

  const signUp = useRequest(
    (input: SignUpInput) =>
      apiFetch<unknown>('/api/auth/sign-up/email', {
        method: 'POST',
        body: { ...input, callbackURL: destination, ...(invitationId ? { invitationId } : {}) },
      }),
    {
      onSuccess: (_data, input) => {
        void notify.success('Conta criada com sucesso!', {
          description: 'Verifique seu e-mail para confirmar o cadastro',
        });
        setValues(start);
        onSignedUp(input.email);
      },
      onError: (error) => {
        const weak = error instanceof ApiError && error.code === 'WEAK_PASSWORD';
        void notify.error(weak ? WEAK_PASSWORD_TITLE : 'Erro ao criar conta', {
          description: errorMessage(error),
        });
        if (error instanceof ApiError) setErrors(pickFieldErrors(error.fields, FIELDS));
      },
    },
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const schemas = await schemasOrNotice('Erro ao criar conta');
    if (!schemas) return;
    const parsed = schemas.signUpSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error);
      setErrors(found);
      const invalid = FIELDS.filter((field) => found[field]);
      // A typed password that breaks the rule, alone: the spec's 'Senha muito fraca' and its rule.
      if (invalid.length === 1 && invalid[0] === 'password' && values.password !== '') {
        void notify.error(WEAK_PASSWORD_TITLE, { description: found.password });
      } else {
        const blank = (field: Field) => values[field].trim() === '';
        toastFieldsToFix(
          invalid.filter(blank).map((field) => LABELS[field]),
          invalid.filter((field) => !blank(field)).map((field) => LABELS[field]),
        );
      }
      document.getElementById(`sign-up-${invalid[0]}`)?.focus();
      return;
    }
    setErrors({});
    signUp.run(parsed.data);
  }

  return (
    <form
      noValidate
      method={NO_NATIVE_SUBMIT}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <FormField
        id="sign-up-name"
        label="Nome"
        autoComplete="name"
        placeholder="Seu nome completo"
        {...bind('name')}
      />
      <EmailField id="sign-up-email" {...bind('email')} />
      <PasswordField
        id="sign-up-password"
        label="Senha"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        {...bind('password')}
      />
      <Button type="submit" size="lg" disabled={signUp.isPending} className="mt-1 w-full">
        {signUp.isPending ? 'Criando conta...' : 'Criar conta'}
      </Button>
      {!invitationId && (
        <p className="text-center text-xs text-stone-600">
          7 dias grátis com todos os recursos do plano Pro, sem cartão de crédito.
        </p>
      )}
    </form>
  );
}
