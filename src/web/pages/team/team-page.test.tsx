// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { FarmInvitation, FarmMember, TeamResponse } from '@/domain/farms';
import {
  eventually,
  errorOf,
  failure,
  field,
  fillIn,
  producer,
  renderWithApi,
  type Answer,
} from '../../modules/test-providers';
import { TeamPage } from './team-page';

const member = (id: string, name: string, role: FarmMember['role']): FarmMember => ({
  id,
  userId: `u-${id}`,
  name,
  email: `${id}@fazenda.test`,
  role,
  createdAt: '2026-01-01T12:00:00Z',
});
const INVITATION: FarmInvitation = {
  id: 'inv-1',
  email: 'joao@fazenda.test',
  name: 'João',
  role: 'field',
  expiresAt: '2026-12-09T12:00:00Z',
  createdAt: '2026-12-02T12:00:00Z',
};
const TEAM: TeamResponse = {
  members: [member('ana', 'Ana Prado', 'owner'), member('bia', 'Bia Souza', 'manager')],
  invitations: [INVITATION],
  canInvite: true,
};

function open(options: { team?: Answer; invited?: Answer; me?: ReturnType<typeof producer> } = {}) {
  return renderWithApi(
    <TeamPage />,
    {
      'GET /api/farms/f-1/team': options.team ?? { body: TEAM },
      'POST /api/farms/f-1/invitations': options.invited ?? { status: 201, body: INVITATION },
      'DELETE /api/farms/f-1/invitations/inv-1': { status: 204 },
      'PATCH /api/farms/f-1/members/bia': { body: member('bia', 'Bia Souza', 'field') },
      'DELETE /api/farms/f-1/members/bia': { status: 204 },
    },
    { path: '/equipe', me: options.me ?? producer({ plan: 'MASTER' }) },
  );
}
const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Enviar convite' }));

describe('Equipe', () => {
  it('lists the members with the owner marked, and the pending invitations', async () => {
    open();
    const ana = await screen.findByRole('listitem', { name: 'Ana Prado' });
    expect(ana.textContent).toContain('Proprietário');
    expect(within(ana).queryByRole('button', { name: /Remover/ })).toBeNull();
    const bia = screen.getByRole('listitem', { name: 'Bia Souza' });
    expect((within(bia).getByLabelText('Papel de Bia Souza') as HTMLSelectElement).value).toBe(
      'manager',
    );
    const invitation = screen.getByRole('listitem', { name: 'joao@fazenda.test' });
    expect(invitation.textContent).toContain('João');
    expect(invitation.textContent).toContain('Campo · expira em 09/12/2026');
    expect(screen.getByText('Quem trabalha na Fazenda Boa Vista e o que cada um vê.')).toBeTruthy();
  });

  it('tells a member who is not the owner that only the owner sees the team', () => {
    const { api } = open({ me: producer({ role: 'manager', plan: 'MASTER' }) });
    expect(
      screen.getByText(
        'Só o proprietário da fazenda vê e muda a equipe. Se precisa convidar alguém, fale com ele.',
      ),
    ).toBeTruthy();
    expect(api.sent.filter((s) => s.path.includes('/team'))).toEqual([]);
  });

  it('changes a member’s role', async () => {
    const { user, api } = open();
    await user.selectOptions(await screen.findByLabelText('Papel de Bia Souza'), 'field');
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Bia Souza agora é Campo.'));
    expect(api.to('PATCH', '/api/farms/f-1/members/bia')[0]?.body).toEqual({ role: 'field' });
  });

  it('removes a member after the confirmation', async () => {
    const { user, api } = open();
    await user.click(await screen.findByRole('button', { name: 'Remover Bia Souza' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remover da equipe?' });
    expect(dialog.textContent).toContain(
      'Bia Souza deixa de ver os registros desta fazenda. Os registros que lançou continuam.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Bia Souza saiu da equipe.'));
    expect(api.to('DELETE', '/api/farms/f-1/members/bia')).toHaveLength(1);
  });

  it('revokes an invitation', async () => {
    const { user, api } = open();
    await user.click(
      await screen.findByRole('button', { name: 'Revogar o convite de joao@fazenda.test' }),
    );
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Convite revogado'));
    expect(api.to('DELETE', '/api/farms/f-1/invitations/inv-1')).toHaveLength(1);
  });

  it('invites someone, says until when the invitation holds and clears the form', async () => {
    const { user, api } = open();
    await screen.findByRole('listitem', { name: 'Bia Souza' });
    const role = screen.getByLabelText('Papel');
    const roleHint = () => document.getElementById(`${role.id}-hint`)?.textContent;
    expect(roleHint()).toBe(
      'Todos os registros e calculadoras da fazenda. Sem assinatura e sem equipe.',
    );
    await fillIn(user, { 'Nome (opcional)': 'João', 'E-mail': 'Joao@Fazenda.test' });
    await user.selectOptions(role, 'field');
    expect(roleHint()).toMatch(/^Registra o que acontece no campo: pesagens/);
    await send(user);
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Convite enviado', {
        description: 'O convite vai por e-mail e vale até 09/12/2026.',
      }),
    );
    expect(api.to('POST', '/api/farms/f-1/invitations')[0]?.body).toEqual({
      name: 'João',
      email: 'joao@fazenda.test',
      role: 'field',
    });
    expect(field('E-mail').value).toBe('');
  });

  it('refuses an address that is not an e-mail', async () => {
    const { user, api } = open();
    await screen.findByRole('listitem', { name: 'Bia Souza' });
    await fillIn(user, { 'E-mail': 'joao' });
    await send(user);
    expect(errorOf('E-mail')).toBe('E-mail inválido');
    expect(api.to('POST', '/api/farms/f-1/invitations')).toEqual([]);
  });

  it('puts “already a member” under the e-mail', async () => {
    const { user } = open({
      invited: failure(409, 'Esta pessoa já faz parte da equipe.', 'ALREADY_MEMBER'),
    });
    await screen.findByRole('listitem', { name: 'Bia Souza' });
    await fillIn(user, { 'E-mail': 'bia@fazenda.test' });
    await send(user);
    await eventually(() => expect(errorOf('E-mail')).toBe('Esta pessoa já faz parte da equipe.'));
    expect(toast.error).toHaveBeenCalledWith('Convite não enviado', {
      description: 'Esta pessoa já faz parte da equipe.',
    });
  });

  it('explains that inviting is part of Master', async () => {
    open({ team: { body: { ...TEAM, invitations: [], canInvite: false } } });
    expect(
      await screen.findByText(
        'Várias fazendas, equipe e integrações fazem parte do plano Master. Seus dados continuam disponíveis. Com o Master você convida gerentes e a equipe de campo.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar convite' })).toBeNull();
    expect(screen.queryByText('Convites pendentes')).toBeNull();
  });

  it('says so when the team cannot be read', async () => {
    open({ team: failure(500, 'Erro interno') });
    expect(await screen.findByText('Não foi possível carregar a equipe.')).toBeTruthy();
  });
});
