// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { eventually, errorOf, failure, field, fillIn, stubApi } from '../../modules/test-providers';
import { ForgotPasswordForm } from './forgot-password-form';
import { loadAuthSchemas } from './load-schemas';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

// The forms load their schemas on the first submit (decision 047): loaded once here, so that no
// test waits on a first import (over a second on a busy machine).
beforeAll(() => loadAuthSchemas());
const password = () => screen.getByLabelText('Senha', { selector: 'input' }) as HTMLInputElement;

describe('Entrar', () => {
  const open = (answers: Parameters<typeof stubApi>[0] = {}) => {
    const api = stubApi(answers);
    const onSignedIn = vi.fn(() => Promise.resolve());
    const onForgotPassword = vi.fn();
    const user = userEvent.setup();
    render(
      <SignInForm
        destination="/dashboard"
        onSignedIn={onSignedIn}
        onForgotPassword={onForgotPassword}
        sentTo={null}
      />,
    );
    return { user, api, onSignedIn, onForgotPassword };
  };

  it('asks for the e-mail and the password before sending anything', async () => {
    const { user, api } = open();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await eventually(() => expect(errorOf('E-mail')).toBe('Informe seu e-mail'));
    expect(errorOf('Senha')).toBe('Informe sua senha');
    expect(toast.error).toHaveBeenCalledWith('Erro de validação', {
      description: 'Por favor, corrija os campos inválidos.',
    });
    expect(api.sent).toEqual([]);
  });

  it('refuses an address that is not an e-mail and a short password', async () => {
    const { user } = open();
    await fillIn(user, { 'E-mail': 'ana@', Senha: 'curta' });
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await eventually(() => expect(errorOf('E-mail')).toBe('E-mail inválido'));
    expect(errorOf('Senha')).toBe('A senha deve ter no mínimo 8 caracteres');
  });

  it('clears a field’s message as soon as it is edited', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await eventually(() => expect(errorOf('E-mail')).toBe('Informe seu e-mail'));
    await user.type(field('E-mail'), 'a');
    expect(errorOf('E-mail')).toBeUndefined();
    expect(errorOf('Senha')).toBe('Informe sua senha');
  });

  it('signs in and goes on', async () => {
    const { user, api, onSignedIn } = open({ 'POST /api/auth/sign-in/email': { body: {} } });
    await fillIn(user, { 'E-mail': 'ana@fazenda.test', Senha: 'Senha123' });
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await eventually(() => expect(onSignedIn).toHaveBeenCalled());
    expect(api.to('POST', '/api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'ana@fazenda.test',
      password: 'Senha123',
    });
    expect(toast.success).toHaveBeenCalledWith('Login realizado!', {
      description: 'Bem-vindo ao Arroba Certa!',
    });
  });

  it('says the server’s word on wrong credentials and stays', async () => {
    const { user, onSignedIn } = open({
      'POST /api/auth/sign-in/email': failure(401, 'E-mail ou senha incorretos', 'INVALID'),
    });
    await fillIn(user, { 'E-mail': 'ana@fazenda.test', Senha: 'Senha123' });
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await eventually(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro no login', {
        description: 'E-mail ou senha incorretos',
      }),
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('offers to send the confirmation again to an unconfirmed address, with no toast', async () => {
    const { user, api } = open({
      'POST /api/auth/sign-in/email': failure(
        403,
        'Confirme seu e-mail antes de entrar.',
        'EMAIL_NOT_VERIFIED',
      ),
      'POST /api/auth/send-verification-email': { body: {} },
    });
    await fillIn(user, { 'E-mail': 'ana@fazenda.test', Senha: 'Senha123' });
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const box = await screen.findByRole('alert');
    expect(box.textContent).toContain('Confirme seu e-mail antes de entrar.');
    expect(toast.error).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('E-mail reenviado', {
        description: 'Confira sua caixa de entrada e abra o link de confirmação.',
      }),
    );
    expect(api.to('POST', '/api/auth/send-verification-email')[0]?.body).toEqual({
      email: 'ana@fazenda.test',
      callbackURL: '/dashboard',
    });
  });

  it('opens the forgotten password with the e-mail typed so far', async () => {
    const { user, onForgotPassword } = open();
    await fillIn(user, { 'E-mail': 'ana@fazenda.test' });
    await user.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    expect(onForgotPassword).toHaveBeenCalledWith('ana@fazenda.test');
  });

  it('shows and hides the password', async () => {
    const { user } = open();
    expect(password().type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password().type).toBe('text');
  });
});

describe('Criar conta', () => {
  const open = (answers: Parameters<typeof stubApi>[0] = {}, invitationId?: string) => {
    const api = stubApi(answers);
    const onSignedUp = vi.fn();
    const user = userEvent.setup();
    render(
      <SignUpForm destination="/dashboard" onSignedUp={onSignedUp} invitationId={invitationId} />,
    );
    return { user, api, onSignedUp };
  };
  const create = (user: ReturnType<typeof userEvent.setup>) =>
    user.click(screen.getByRole('button', { name: 'Criar conta' }));

  it('names every blank field in one notice', async () => {
    const { user, api } = open();
    await create(user);
    await eventually(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro de validação', {
        description: 'Preencha Nome, E-mail e Senha.',
      }),
    );
    expect(errorOf('Nome')).toBe('Informe seu nome');
    expect(api.sent).toEqual([]);
  });

  it('separates the blank fields from the ones typed wrong', async () => {
    const { user } = open();
    await fillIn(user, { 'E-mail': 'ana.fazenda', Senha: 'abc' });
    await create(user);
    await eventually(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro de validação', {
        description: 'Preencha Nome. Corrija E-mail e Senha.',
      }),
    );
  });

  it.each([
    ['senhasenha', 'A senha deve conter pelo menos uma letra maiúscula'],
    ['SENHASENHA', 'A senha deve conter pelo menos uma letra minúscula'],
    ['SenhaSenha', 'A senha deve conter pelo menos um número'],
  ])('calls %s a weak password: “%s”', async (typed, message) => {
    const { user } = open();
    await fillIn(user, { Nome: 'Ana Prado', 'E-mail': 'ana@fazenda.test', Senha: typed });
    await create(user);
    await eventually(() =>
      expect(toast.error).toHaveBeenCalledWith('Senha muito fraca', { description: message }),
    );
    expect(errorOf('Senha')).toBe(message);
  });

  it('creates the account, says to confirm the e-mail and clears the form', async () => {
    const { user, api, onSignedUp } = open({ 'POST /api/auth/sign-up/email': { body: {} } });
    await fillIn(user, { Nome: 'Ana Prado', 'E-mail': 'ana@fazenda.test', Senha: 'Senha123' });
    await create(user);
    await eventually(() => expect(onSignedUp).toHaveBeenCalledWith('ana@fazenda.test'));
    expect(toast.success).toHaveBeenCalledWith('Conta criada com sucesso!', {
      description: 'Verifique seu e-mail para confirmar o cadastro',
    });
    expect(api.to('POST', '/api/auth/sign-up/email')[0]?.body).toEqual({
      name: 'Ana Prado',
      email: 'ana@fazenda.test',
      password: 'Senha123',
      callbackURL: '/dashboard',
    });
    expect(field('Nome').value).toBe('');
  });

  it('sends the invitation with the account, and offers no trial', async () => {
    const { user, api } = open({ 'POST /api/auth/sign-up/email': { body: {} } }, 'inv-9');
    expect(screen.queryByText(/7 dias grátis/)).toBeNull();
    await fillIn(user, { Nome: 'Ana Prado', 'E-mail': 'ana@fazenda.test', Senha: 'Senha123' });
    await create(user);
    await eventually(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]?.body).toMatchObject({ invitationId: 'inv-9' });
  });

  it('puts the server’s field message under its field', async () => {
    const { user } = open({
      'POST /api/auth/sign-up/email': {
        status: 422,
        body: {
          error: {
            code: 'USER_EXISTS',
            message: 'Já existe uma conta com este e-mail.',
            fields: { email: 'Já existe uma conta com este e-mail.' },
          },
        },
      },
    });
    await fillIn(user, { Nome: 'Ana Prado', 'E-mail': 'ana@fazenda.test', Senha: 'Senha123' });
    await create(user);
    await eventually(() => expect(errorOf('E-mail')).toBe('Já existe uma conta com este e-mail.'));
    expect(toast.error).toHaveBeenCalledWith('Erro ao criar conta', {
      description: 'Já existe uma conta com este e-mail.',
    });
  });
});

describe('Esqueci minha senha', () => {
  const open = (answers: Parameters<typeof stubApi>[0] = {}) => {
    const api = stubApi(answers);
    const onBack = vi.fn();
    const user = userEvent.setup();
    render(<ForgotPasswordForm defaultEmail="ana@fazenda.test" onBack={onBack} />);
    return { user, api, onBack };
  };

  it('sends the link and says so without telling whether the account exists', async () => {
    const { user, api } = open({ 'POST /api/auth/request-password-reset': { body: {} } });
    expect(field('E-mail').value).toBe('ana@fazenda.test');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    const sent = await screen.findByRole('status');
    expect(sent.textContent).toBe(
      'Se houver uma conta com ana@fazenda.test, você receberá um e-mail com o link para criar uma nova senha. O link vale por 1 hora.',
    );
    expect(api.sent[0]?.body).toEqual({
      email: 'ana@fazenda.test',
      redirectTo: '/reset-password',
    });
  });

  it('refuses an address that is not an e-mail', async () => {
    const { user, api } = open();
    await fillIn(user, { 'E-mail': 'ana' });
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    await eventually(() => expect(errorOf('E-mail')).toBe('E-mail inválido'));
    expect(api.sent).toEqual([]);
  });

  it('tells of a failure and goes back on request', async () => {
    const { user, onBack } = open({
      'POST /api/auth/request-password-reset': failure(429, 'Muitas tentativas.'),
    });
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    await eventually(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao enviar o link', {
        description: 'Muitas tentativas.',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Voltar para o login' }));
    expect(onBack).toHaveBeenCalled();
  });
});
