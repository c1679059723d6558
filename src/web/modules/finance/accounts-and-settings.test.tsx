import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { AccountView } from '@/domain/finance/api';
import {
  errorOf,
  eventually,
  failure,
  fillIn,
  producer,
  renderInApp,
  stubApi,
} from '../test-providers';
import { FinancePage } from '.';
import { API, accountId, accounts, uuid } from './test-fixtures';

/* 'Plano de contas' (issue 43 item 2) and 'Configurações' (the Funrural rate, item 3). */

beforeEach(() => vi.mocked(toast.success).mockClear());

function openPart(part: string, handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({ [`GET ${API}/accounts`]: { body: { items: accounts() } }, ...handlers });
  const rendered = renderInApp(<FinancePage />, {
    path: `/financeiro?aba=${part}`,
    route: '/financeiro',
    me: producer({ role: 'manager' }),
  });
  return { api, ...rendered };
}

const renamed = (): AccountView[] =>
  accounts().map((a) => (a.key === 'feed' ? { ...a, name: 'Sal e ração', entries: 12 } : a));

describe("'Plano de contas'", () => {
  it('lists the seeded accounts by kind, each with its group and use', async () => {
    openPart('contas', { [`GET ${API}/accounts`]: { body: { items: renamed() } } });
    const income = within(await screen.findByRole('list', { name: 'Contas de receitas' }));
    expect(income.getAllByRole('listitem').map((li) => li.querySelector('p')!.textContent)).toEqual(
      ['Venda de animais', 'Venda de leite', 'Arrendamento recebido', 'Outras receitas'],
    );
    const expenses = within(screen.getByRole('list', { name: 'Contas de despesas' }));
    expect(expenses.getByText('Sal e ração')).toBeTruthy();
    expect(expenses.getByText('Custo operacional efetivo (COE) · 12 lançamentos')).toBeTruthy();
    expect(expenses.getByText('Conta padrão: Suplementação e ração')).toBeTruthy();
    expect(expenses.getAllByText('Deduções da receita · Sem lançamentos')).toHaveLength(1);
    expect(expenses.getByText('Compra de animais (reposição) · Sem lançamentos')).toBeTruthy();
    const investments = within(screen.getByRole('list', { name: 'Contas de investimentos' }));
    expect(investments.getByText('Máquinas e benfeitorias')).toBeTruthy();
  });

  it("adds an account of a kind, and says 'Conta criada'", async () => {
    const created = {
      id: uuid(200),
      key: null,
      name: 'Assistência técnica',
      kind: 'expense',
      group: 'coe',
      entries: 0,
    };
    const { api, user } = openPart('contas', {
      [`POST ${API}/accounts`]: { status: 201, body: created },
    });
    await user.click(await screen.findByRole('button', { name: 'Nova conta' }));
    const form = within(screen.getByRole('form', { name: 'Nova conta' }));
    expect(form.getByText('Entra em: Custo operacional efetivo (COE).')).toBeTruthy();
    await user.selectOptions(form.getByLabelText('Tipo'), 'Investimento');
    expect(form.getByText('Entra em: Investimentos.')).toBeTruthy();
    await user.selectOptions(form.getByLabelText('Tipo'), 'Despesa');
    await fillIn(user, { Nome: 'Assistência técnica' });
    await user.click(form.getByRole('button', { name: 'Criar conta' }));
    await eventually(() => expect(api.to('POST', `${API}/accounts`)).toHaveLength(1));
    const sent = api.to('POST', `${API}/accounts`)[0]!;
    expect(sent.body).toEqual({ name: 'Assistência técnica', kind: 'expense' });
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Conta criada'));
    await eventually(() => expect(api.to('GET', `${API}/accounts`).length).toBeGreaterThan(1));
  });

  it("renames an account, and puts a name already taken on 'Nome'", async () => {
    const id = accountId('Frete');
    const { api, user } = openPart('contas', {
      [`PUT ${API}/accounts/${id}`]: ({ body }) =>
        (body as { name: string }).name === 'Energia'
          ? failure(409, 'Já existe uma conta com esse nome', 'CONFLICT')
          : { body: { ...accounts().find((a) => a.id === id)!, name: 'Fretes e carretos' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Renomear: Frete' }));
    const form = within(screen.getByRole('form', { name: 'Renomear conta' }));
    expect((form.getByLabelText('Nome') as HTMLInputElement).value).toBe('Frete');
    expect(form.queryByLabelText('Tipo')).toBeNull();
    await fillIn(user, { Nome: 'Energia' });
    await user.click(form.getByRole('button', { name: 'Salvar nome' }));
    await eventually(() => expect(errorOf('Nome')).toBe('Já existe uma conta com esse nome'));
    await fillIn(user, { Nome: 'Fretes e carretos' });
    await user.click(form.getByRole('button', { name: 'Salvar nome' }));
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Conta renomeada'));
    expect(api.to('PUT', `${API}/accounts/${id}`).at(-1)!.body).toEqual({
      name: 'Fretes e carretos',
    });
  });
});

describe("'Configurações'", () => {
  it("saves the 'Funrural' rate as typed the pt-BR way", async () => {
    const { api, user } = openPart('configuracoes', {
      [`GET ${API}/settings`]: { body: { funruralRate: 1.5 } },
      [`PUT ${API}/settings`]: { body: { funruralRate: 2.05 } },
    });
    const rate = (await screen.findByLabelText('Funrural (%)')) as HTMLInputElement;
    expect(rate.value).toBe('1,5');
    await fillIn(user, { 'Funrural (%)': '2,05' });
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await eventually(() => expect(api.to('PUT', `${API}/settings`)).toHaveLength(1));
    expect(api.to('PUT', `${API}/settings`)[0]!.body).toEqual({ funruralRate: 2.05 });
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Configurações salvas'));
  });

  it('refuses a rate over 10% before sending it', async () => {
    const { api, user } = openPart('configuracoes', {
      [`GET ${API}/settings`]: { body: { funruralRate: 1.5 } },
    });
    await screen.findByLabelText('Funrural (%)');
    await fillIn(user, { 'Funrural (%)': '12' });
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(errorOf('Funrural (%)')).toBe('Alíquota de no máximo 10%');
    expect(api.to('PUT', `${API}/settings`)).toEqual([]);
  });
});
