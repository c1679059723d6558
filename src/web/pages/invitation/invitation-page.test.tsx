// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { MeResponse } from '@/domain/api';
import type { InvitationView } from '@/domain/farms';
import {
  eventually,
  failure,
  field,
  fillIn,
  location,
  producer,
  renderWithApi,
  type Answer,
} from '../../modules/test-providers';
import { InvitationPage } from './invitation-page';

const INVITATION: InvitationView = {
  id: 'inv-1',
  email: 'joao@fazenda.test',
  name: 'João Lima',
  farmName: 'Fazenda Boa Vista',
  inviterName: 'Ana Prado',
  role: 'manager',
  status: 'pending',
  expiresAt: '2099-12-09T12:00:00Z',
};

function open(options: { invitation?: Answer; me?: MeResponse | null; accepted?: Answer } = {}) {
  return renderWithApi(
    <InvitationPage />,
    {
      'GET /api/invitations/inv-1': options.invitation ?? { body: INVITATION },
      'POST /api/invitations/inv-1/accept': options.accepted ?? { body: { farmId: 'f-2' } },
      'POST /api/auth/sign-up/email': { body: {} },
    },
    {
      path: '/convite/inv-1',
      route: '/convite/:id',
      me: options.me === undefined ? producer() : options.me,
    },
  );
}
/** The (deepest) element that says `text` whole, words split by markup included. */
const says = (text: string) =>
  screen.findAllByText((_, node) => node?.textContent === text).then((nodes) => nodes.at(-1));

describe('Convite, signed in', () => {
  it('names the farm, who invited, the role and until when it holds', async () => {
    open();
    expect(await screen.findByText('Fazenda Boa Vista')).toBeTruthy();
    expect(
      await says('Ana Prado convidou você para a equipe da fazenda como Gerente.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Todos os registros e calculadoras da fazenda. Sem assinatura e sem equipe.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Válido até 09/12/2099.')).toBeTruthy();
  });

  it('accepts and goes to the dashboard', async () => {
    const { user, api } = open();
    await user.click(await screen.findByRole('button', { name: 'Aceitar convite' }));
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Você entrou na Fazenda Boa Vista'),
    );
    expect(api.to('POST', '/api/invitations/inv-1/accept')).toHaveLength(1);
    // The toast comes first, the navigation at the next render.
    await eventually(() => expect(location.pathname).toBe('/dashboard'));
  });

  it('tells of an acceptance that failed and stays', async () => {
    const { user } = open({ accepted: failure(409, 'Você já faz parte desta fazenda.') });
    await user.click(await screen.findByRole('button', { name: 'Aceitar convite' }));
    await eventually(() =>
      expect(toast.error).toHaveBeenCalledWith('Não foi possível aceitar o convite', {
        description: 'Você já faz parte desta fazenda.',
      }),
    );
    expect(location.pathname).toBe('/convite/inv-1');
  });

  it.each([
    ['accepted', 'Este convite já foi aceito.'],
    ['canceled', 'Este convite foi revogado pelo proprietário da fazenda.'],
    ['rejected', 'Este convite foi recusado.'],
  ] as const)('says a %s invitation is closed, with no way to accept it', async (status, text) => {
    open({ invitation: { body: { ...INVITATION, status } } });
    expect(
      await says(`${text} Se ainda quer participar, peça um novo convite ao proprietário.`),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aceitar convite' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir para o Dashboard' })).toBeTruthy();
  });

  it('reads a pending invitation past its date as expired', async () => {
    open({ invitation: { body: { ...INVITATION, expiresAt: '2020-01-01T00:00:00Z' } } });
    expect(
      await says(
        'Este convite expirou. Se ainda quer participar, peça um novo convite ao proprietário.',
      ),
    ).toBeTruthy();
  });

  it('tells someone signed in with another address whom the invitation is for', async () => {
    open({ invitation: failure(404, 'Convite não encontrado', 'NOT_FOUND') });
    expect(
      await says(
        'Este convite não existe ou foi enviado para outro e-mail. Você entrou como ana@fazenda.test: entre com o e-mail que recebeu o convite.',
      ),
    ).toBeTruthy();
  });
});

describe('Convite, signed out', () => {
  it('opens on the sign-up with the invited name and address filled in', async () => {
    open({ me: null });
    expect(await screen.findByText('Fazenda Boa Vista')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Criar conta' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(field('Nome').value).toBe('João Lima');
    expect(field('E-mail').value).toBe('joao@fazenda.test');
  });

  it('makes the account with the invitation and says where the link went', async () => {
    const { user, api } = open({ me: null });
    await screen.findByText('Fazenda Boa Vista');
    await fillIn(user, { Senha: 'Senha123' });
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(
      await says(
        'Conta criada. Enviamos um link para joao@fazenda.test: abra-o para confirmar seu e-mail e entrar na equipe da Fazenda Boa Vista.',
      ),
    ).toBeTruthy();
    expect(api.to('POST', '/api/auth/sign-up/email')[0]?.body).toMatchObject({
      invitationId: 'inv-1',
      email: 'joao@fazenda.test',
    });
  });

  it('offers the sign-in with the invited address', async () => {
    const { user } = open({ me: null });
    await user.click(await screen.findByRole('tab', { name: 'Entrar' }));
    const panel = screen.getByRole('tabpanel');
    expect((within(panel).getByLabelText('E-mail') as HTMLInputElement).value).toBe(
      'joao@fazenda.test',
    );
  });

  it('shows a closed invitation without the forms', async () => {
    open({ me: null, invitation: { body: { ...INVITATION, status: 'canceled' } } });
    expect(
      await says(
        'Este convite foi revogado pelo proprietário da fazenda. Se ainda quer participar, peça um novo convite ao proprietário.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
