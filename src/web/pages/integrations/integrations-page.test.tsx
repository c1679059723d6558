// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { ApiKeyView, CreatedApiKey } from '@/domain/farms';
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
import { IntegrationsPage } from './integrations-page';

const SCALE: ApiKeyView = {
  id: 'k-1',
  name: 'Balança do curral',
  start: 'ac_live_12',
  access: 'read-write',
  createdAt: '2026-11-10T15:00:00Z',
  lastUsedAt: '2026-12-01T13:30:00Z',
  revoked: false,
};
const OLD: ApiKeyView = {
  id: 'k-2',
  name: 'Planilha antiga',
  start: null,
  access: 'read',
  createdAt: '2026-01-05T15:00:00Z',
  lastUsedAt: null,
  revoked: true,
};
const CREATED: CreatedApiKey = { ...SCALE, id: 'k-3', name: 'ERP', key: 'ac_live_secret_123' };
const MASTER = producer({ plan: 'MASTER' });

function open(options: { keys?: Answer; created?: Answer; me?: ReturnType<typeof producer> } = {}) {
  return renderWithApi(
    <IntegrationsPage />,
    {
      'GET /api/farms/f-1/api-keys': options.keys ?? { body: [SCALE, OLD] },
      'POST /api/farms/f-1/api-keys': options.created ?? { status: 201, body: CREATED },
      'DELETE /api/farms/f-1/api-keys/k-1': { status: 204 },
    },
    { path: '/integracoes', me: options.me ?? MASTER },
  );
}

describe('Integrações', () => {
  it('lists the keys with their beginning, access, dates and status', async () => {
    open();
    const scale = await screen.findByRole('listitem', { name: 'Balança do curral' });
    expect(scale.textContent).toContain('Ativa');
    expect(scale.textContent).toContain('ac_live_12…');
    expect(scale.textContent).toContain('Leitura e escrita');
    expect(scale.textContent).toContain('10/11/2026');
    expect(scale.textContent).toContain('01/12/2026, 10:30');
    const old = screen.getByRole('listitem', { name: 'Planilha antiga' });
    expect(old.textContent).toContain('Revogada');
    expect(old.textContent).toContain('Somente leitura');
    expect(old.textContent).toContain('Nunca usada');
    expect(within(old).queryByRole('button', { name: /Revogar/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Documentação da API' }).getAttribute('href')).toBe(
      '/api/v1/docs',
    );
  });

  it('says when there is no key yet', async () => {
    open({ keys: { body: [] } });
    expect(await screen.findByText('Nenhuma chave criada ainda.')).toBeTruthy();
  });

  it('creates a key and shows it once, to be copied', async () => {
    const { user, api } = open();
    await screen.findByRole('listitem', { name: 'Balança do curral' });
    await fillIn(user, { Nome: 'ERP' });
    await user.selectOptions(screen.getByLabelText('Acesso'), 'read-write');
    await user.click(screen.getByRole('button', { name: 'Criar chave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chave criada' });
    expect(dialog.textContent).toContain('ERP: copie a chave agora e guarde em lugar seguro.');
    expect(dialog.textContent).toContain('Esta chave não será mostrada de novo.');
    expect(within(dialog).getByTestId('new-api-key').textContent).toBe('ac_live_secret_123');
    expect(api.to('POST', '/api/farms/f-1/api-keys')[0]?.body).toEqual({
      name: 'ERP',
      access: 'read-write',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Copiar chave' }));
    expect(await navigator.clipboard.readText()).toBe('ac_live_secret_123');
    expect(toast.success).toHaveBeenCalledWith('Chave copiada');
    expect(within(dialog).getByRole('button', { name: 'Copiada' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field('Nome').value).toBe('');
  });

  it('asks for the key’s name', async () => {
    const { user, api } = open();
    await screen.findByRole('listitem', { name: 'Balança do curral' });
    await user.click(screen.getByRole('button', { name: 'Criar chave' }));
    expect(errorOf('Nome')).toBe('Nome é obrigatório');
    expect(api.to('POST', '/api/farms/f-1/api-keys')).toEqual([]);
  });

  it('tells of a key that could not be created', async () => {
    const { user } = open({
      created: failure(500, 'Erro inesperado. Tente novamente mais tarde.'),
    });
    await screen.findByRole('listitem', { name: 'Balança do curral' });
    await fillIn(user, { Nome: 'ERP' });
    await user.click(screen.getByRole('button', { name: 'Criar chave' }));
    await eventually(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao criar a chave', {
        description: 'Erro inesperado. Tente novamente mais tarde.',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('revokes a key after the confirmation', async () => {
    const { user, api } = open();
    await user.click(
      await screen.findByRole('button', { name: 'Revogar a chave Balança do curral' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Revogar chave?' });
    expect(dialog.textContent).toContain(
      'Os sistemas que usam "Balança do curral" perdem o acesso na hora. Esta ação não pode ser desfeita.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Revogar' }));
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Chave revogada'));
    expect(api.to('DELETE', '/api/farms/f-1/api-keys/k-1')).toHaveLength(1);
  });

  it('below Master explains the plan and keeps quiet about the list it may not read', async () => {
    open({ me: producer({ plan: 'PRO' }), keys: failure(403, 'Plano Master necessário.') });
    expect(
      screen.getByText(
        'Integrações pela API fazem parte do plano Master. Seus dados continuam disponíveis.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Criar chave' })).toBeNull();
    await eventually(() => expect(screen.queryByText('Carregando as chaves...')).toBeNull());
    expect(screen.queryByText('Não foi possível carregar as chaves.')).toBeNull();
  });

  it('on Master says so when the keys cannot be read', async () => {
    open({ keys: failure(500, 'Erro interno') });
    expect(await screen.findByText('Não foi possível carregar as chaves.')).toBeTruthy();
  });

  it('tells a manager that only the owner handles keys', () => {
    const { api } = open({ me: producer({ role: 'manager', plan: 'MASTER' }) });
    expect(
      screen.getByText(
        'Só o proprietário da fazenda cria e revoga chaves de integração. Se precisa de uma, fale com ele.',
      ),
    ).toBeTruthy();
    expect(api.sent).toEqual([]);
  });
});
