import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PASSWORD_HINT, resetPasswordSchema, WEAK_PASSWORD_TITLE } from '@/domain/auth';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { PasswordField } from '../../components/ui/password-field';
import { ApiError, apiFetch, errorMessage } from '../../lib/api';
import { ME_QUERY_KEY } from '../../lib/session';
import { AuthHero } from './auth-hero';
import { BadLink } from './bad-link';

/**
 * Where the e-mailed reset link lands: sets the new password (the sign-up rule), which ends every
 * other session and signs the person in here.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const badLink = !token || searchParams.has('error');

  return (
    <main className="grid min-h-dvh lg:grid-cols-2">
      <AuthHero />
      <section
        aria-label="Redefinir senha"
        className="flex items-start justify-center px-4 py-8 sm:px-6 lg:items-center lg:py-16"
      >
        <div className="flex w-full max-w-md min-w-0 flex-col gap-4">
          <Card>
            <CardContent>
              {badLink ? <BadLink title="Redefinir senha" /> : <ResetForm token={token} />}
            </CardContent>
          </Card>
        </div>
      </section>
    </main>
  );
}

function ResetForm({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [expired, setExpired] = useState(false);

  const reset = useMutation({
    mutationFn: (newPassword: string) =>
      apiFetch<unknown>('/api/auth/reset-password', {
        method: 'POST',
        body: { token, newPassword },
      }),
    onSuccess: async () => {
      toast.success('Senha alterada!', { description: 'Bem-vindo de volta ao Arroba Certa!' });
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      await navigate('/dashboard', { replace: true });
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.code === 'INVALID_TOKEN') {
        setExpired(true);
        return;
      }
      const weak = failure instanceof ApiError && failure.code === 'WEAK_PASSWORD';
      if (weak) setError(failure.message);
      toast.error(weak ? WEAK_PASSWORD_TITLE : 'Erro ao redefinir senha', {
        description: errorMessage(failure),
      });
    },
  });

  if (expired) return <BadLink title="Redefinir senha" />;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = resetPasswordSchema.safeParse({ password });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message);
      toast.error(WEAK_PASSWORD_TITLE, { description: message });
      return;
    }
    setError(undefined);
    reset.mutate(parsed.data.password);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold text-stone-900">Redefinir senha</h1>
        <p className="mt-1 text-sm text-stone-600">
          Crie uma nova senha. Ao salvar, você entra no Arroba Certa e sai de todos os outros
          aparelhos.
        </p>
      </div>
      <PasswordField
        id="reset-password"
        label="Nova senha"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        value={password}
        error={error}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" size="lg" disabled={reset.isPending} className="w-full">
        {reset.isPending ? 'Salvando...' : 'Salvar nova senha'}
      </Button>
    </form>
  );
}
