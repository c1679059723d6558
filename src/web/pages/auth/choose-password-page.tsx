import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  CHOOSE_PASSWORD_TITLE,
  choosePasswordSchema,
  PASSWORD_HINT,
  WEAK_PASSWORD_TITLE,
  type ChoosePasswordInput,
} from '@/domain/auth';
import { afterSignInPath } from '@/domain/next-path';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { PasswordField } from '../../components/ui/password-field';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, apiFetch, errorMessage } from '../../lib/api';
import { fieldErrorsOf } from '../../lib/form-errors';
import { ME_QUERY_KEY } from '../../lib/session';
import { AuthHero } from './auth-hero';
import { BadLink } from './bad-link';

interface SignUpLink {
  email: string;
  name: string;
}

/**
 * 'Defina sua senha' (decision 009): where a link lands once someone signed up again to an
 * unconfirmed address. The mailbox's holder chooses the password (and may change the name); that
 * confirms the address, ends every other session and signs them in where the confirmation would.
 */
export function ChoosePasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const link = useQuery({
    queryKey: ['sign-up-link', token],
    queryFn: () =>
      apiFetch<SignUpLink>(`/api/auth/sign-up-link?token=${encodeURIComponent(token)}`),
    enabled: token !== '',
    retry: (count, error) => !(error instanceof ApiError) && count < 2,
    staleTime: Infinity,
  });
  const badLink = token === '' || link.error instanceof ApiError;

  return (
    <main className="grid min-h-dvh lg:grid-cols-2">
      <AuthHero />
      <section
        aria-label={CHOOSE_PASSWORD_TITLE}
        className="flex items-start justify-center px-4 py-8 sm:px-6 lg:items-center lg:py-16"
      >
        <div className="flex w-full max-w-md min-w-0 flex-col gap-4">
          <Card>
            <CardContent>
              {badLink ? (
                <BadLink title={CHOOSE_PASSWORD_TITLE} />
              ) : link.data ? (
                <ChooseForm
                  token={token}
                  link={link.data}
                  destination={afterSignInPath(searchParams.get('callbackURL'))}
                />
              ) : link.isError ? (
                <Alert tone="error" role="alert">
                  <p>{errorMessage(link.error)}</p>
                </Alert>
              ) : (
                <Spinner label="Abrindo o link..." className="py-8" />
              )}
            </CardContent>
          </Card>
        </div>
      </section>
    </main>
  );
}

type Field = keyof ChoosePasswordInput;

function ChooseForm({
  token,
  link,
  destination,
}: {
  token: string;
  link: SignUpLink;
  destination: string;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState<ChoosePasswordInput>({ name: link.name, password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [expired, setExpired] = useState(false);

  const confirm = useMutation({
    mutationFn: (input: ChoosePasswordInput) =>
      apiFetch<unknown>('/api/auth/confirm-sign-up', { method: 'POST', body: { token, ...input } }),
    onSuccess: async () => {
      toast.success('Cadastro confirmado!', { description: 'Bem-vindo ao Arroba Certa!' });
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      await navigate(destination, { replace: true });
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.code === 'INVALID_TOKEN') {
        setExpired(true);
        return;
      }
      const weak = failure instanceof ApiError && failure.code === 'WEAK_PASSWORD';
      if (weak) setErrors({ password: failure.message });
      toast.error(weak ? WEAK_PASSWORD_TITLE : 'Erro ao confirmar cadastro', {
        description: errorMessage(failure),
      });
    },
  });

  if (expired) return <BadLink title={CHOOSE_PASSWORD_TITLE} />;

  const bind = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = choosePasswordSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error);
      setErrors(found);
      toast.error(found.password ? WEAK_PASSWORD_TITLE : 'Erro de validação', {
        description: found.password ?? found.name,
      });
      return;
    }
    setErrors({});
    confirm.mutate(parsed.data);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold text-stone-900">{CHOOSE_PASSWORD_TITLE}</h1>
        <p className="mt-1 text-sm break-words text-stone-600">
          Alguém (talvez você) pediu para criar uma conta com o e-mail{' '}
          <strong className="font-medium text-stone-900">{link.email}</strong>. Escolha sua senha
          para confirmar o cadastro e entrar.
        </p>
      </div>
      <FormField id="choose-name" label="Nome" autoComplete="name" {...bind('name')} />
      <PasswordField
        id="choose-password"
        label="Senha"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        {...bind('password')}
      />
      <Button type="submit" size="lg" disabled={confirm.isPending} className="w-full">
        {confirm.isPending ? 'Confirmando...' : 'Confirmar e entrar'}
      </Button>
    </form>
  );
}
