import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { ACCOUNT_TYPE_MESSAGE } from '@/domain/finance/constants';
import type { SubscriptionPlan } from '@/domain/plans';
import { todayIn } from '@/domain/records/dates';
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
import {
  API,
  ENTRIES,
  LOT_ID,
  PADDOCK_ID,
  accountId,
  accounts,
  entry,
  entryPage,
  outboxPerTest,
} from './test-fixtures';

/*
 * 'Nova receita' and 'Nova despesa' (issue 43 item 1): the labels, the money as typed the pt-BR
 * way, the cost centers, 'Previsto' with its 'Vencimento' and 'Parcelas', the checks before
 * sending, the server's refusals; the entry's edit.
 */

outboxPerTest();
beforeEach(() => vi.mocked(toast.success).mockClear());
// The offline test's navigator.onLine.
afterEach(() => vi.restoreAllMocks());

const lots = {
  items: [
    { id: LOT_ID, name: 'Lote 3', closedAt: null },
    { id: 'c1c1c1c1-1f3a-4c5b-8d6e-7f8091a2b3c4', name: 'Lote velho', closedAt: '2026-01-01' },
  ],
  totals: { lots: 2, open: 1, openHeads: 120 },
  next: null,
};

async function openForm(
  button: 'Nova receita' | 'Nova despesa',
  handlers: Parameters<typeof stubApi>[0] = {},
  plan: SubscriptionPlan = 'PRO',
) {
  const api = stubApi({
    [`GET ${ENTRIES}`]: { body: entryPage([entry()]) },
    [`GET ${API}/accounts`]: { body: { items: accounts() } },
    'GET /api/lots': { body: lots },
    'GET /api/pastures/options': {
      body: {
        paddocks: [{ id: PADDOCK_ID, name: 'Pasto 3', retiro: 'Retiro Norte' }],
        retiros: [],
      },
    },
    ...handlers,
  });
  const rendered = renderInApp(<FinancePage />, { path: '/financeiro', me: producer({ plan }) });
  await rendered.user.click(await screen.findByRole('button', { name: button }));
  const form = screen.getByRole('form', { name: button });
  // The chart of accounts is in the 'Categoria' select.
  await eventually(() => expect(within(form).getAllByRole('option').length).toBeGreaterThan(3));
  return { api, form: within(form), ...rendered };
}

describe("'Nova despesa'", () => {
  it('sends the expense with its amount in reais, its category and its lot, and says so', async () => {
    const { api, form, user } = await openForm('Nova despesa', {
      [`POST ${ENTRIES}`]: { status: 201, body: { items: [entry()] } },
    });
    expect((form.getByLabelText('Data') as HTMLInputElement).value).toBe(todayIn(new Date()));
    await fillIn(user, { Descrição: 'Sal mineral, 20 sacos', 'Valor (R$)': '1.234,56' });
    expect((form.getByLabelText('Valor (R$)') as HTMLInputElement).value).toBe('1.234,56');
    // Only expense and investment accounts.
    const category = form.getByLabelText('Categoria') as HTMLSelectElement;
    expect([...category.querySelectorAll('optgroup')].map((g) => g.label)).toEqual([
      'Despesas',
      'Investimentos',
    ]);
    expect(within(category).queryByRole('option', { name: 'Venda de animais' })).toBeNull();
    await user.selectOptions(category, 'Suplementação e ração');
    const center = form.getByLabelText('Centro de custo') as HTMLSelectElement;
    await eventually(() =>
      expect(within(center).getByRole('option', { name: 'Lote 3' })).toBeTruthy(),
    );
    expect(within(center).queryByRole('option', { name: 'Lote velho' })).toBeNull();
    expect(within(center).getByRole('option', { name: 'Pasto 3 (Retiro Norte)' })).toBeTruthy();
    await user.selectOptions(center, 'Lote 3');
    expect(form.queryByLabelText('Vencimento')).toBeNull();
    await user.click(form.getByRole('button', { name: 'Registrar despesa' }));
    await eventually(() => expect(api.to('POST', ENTRIES)).toHaveLength(1));
    const sent = api.to('POST', ENTRIES)[0]!;
    expect(sent.body).toEqual({
      type: 'expense',
      date: todayIn(new Date()),
      description: 'Sal mineral, 20 sacos',
      amount: 1234.56,
      accountId: accountId('Suplementação e ração'),
      costCenter: { type: 'lot', id: LOT_ID },
      status: 'realized',
      dueDate: null,
      instalments: 1,
    });
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Despesa registrada', undefined),
    );
    await eventually(() => expect(screen.queryByRole('form', { name: 'Nova despesa' })).toBeNull());
    // The list is read again with the new entry.
    await eventually(() => expect(api.to('GET', ENTRIES).length).toBeGreaterThan(1));
  });

  it("takes a foreseen expense in 'Parcelas' from its first 'Vencimento'", async () => {
    const { api, form, user } = await openForm('Nova despesa', {
      [`POST ${ENTRIES}`]: { status: 201, body: { items: [entry()] } },
    });
    await user.click(form.getByRole('radio', { name: 'Previsto' }));
    await fillIn(user, {
      Descrição: 'Trator, 10 parcelas',
      'Valor (R$)': '100.000',
      Vencimento: '2099-03-31',
      Parcelas: '10',
    });
    await user.selectOptions(form.getByLabelText('Categoria'), 'Máquinas e benfeitorias');
    await user.click(form.getByRole('button', { name: 'Registrar despesa' }));
    await eventually(() => expect(api.to('POST', ENTRIES)).toHaveLength(1));
    expect(api.to('POST', ENTRIES)[0]!.body).toMatchObject({
      amount: 100000,
      accountId: accountId('Máquinas e benfeitorias'),
      costCenter: { type: 'farm' },
      status: 'planned',
      dueDate: '2099-03-31',
      instalments: 10,
    });
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Despesa registrada', {
        description: '10 lançamentos previstos, um por mês, a partir do vencimento.',
      }),
    );
  });

  it('offline: keeps the expense on the device, named in the pending list', async () => {
    const { api, form, user } = await openForm('Nova despesa', {
      [`POST ${ENTRIES}`]: { status: 201, body: { items: [entry()] } },
    });
    await fillIn(user, { Descrição: 'Diesel', 'Valor (R$)': '850', Data: '2026-11-20' });
    await user.selectOptions(form.getByLabelText('Categoria'), 'Combustível e lubrificantes');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(form.getByRole('button', { name: 'Registrar despesa' }));
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Despesa registrada', {
        description: 'Sem conexão agora: será enviado quando a conexão voltar.',
      }),
    );
    const pending = await screen.findByRole('list', { name: 'Registros pendentes' });
    expect(pending.textContent).toContain('Despesa: Diesel, R$ 850,00 (20/11/2026)');
    expect(api.to('POST', ENTRIES)).toHaveLength(0);
  });

  it('says what is missing before sending anything', async () => {
    const { api, form, user } = await openForm('Nova despesa');
    await user.click(form.getByRole('radio', { name: 'Previsto' }));
    await user.click(form.getByRole('button', { name: 'Registrar despesa' }));
    expect(errorOf('Descrição')).toBe('Informe a descrição');
    expect(errorOf('Valor (R$)')).toBe('Informe o valor');
    expect(document.getElementById('finance-entry-accountId-error')?.textContent).toBe(
      'Escolha a categoria',
    );
    await fillIn(user, { Descrição: 'Vacinas', 'Valor (R$)': '12,345' });
    await user.selectOptions(form.getByLabelText('Categoria'), 'Sanidade');
    await user.click(form.getByRole('button', { name: 'Registrar despesa' }));
    expect(errorOf('Valor (R$)')).toBe('Informe o valor com no máximo 2 casas decimais');
    await fillIn(user, { 'Valor (R$)': '12,34' });
    await user.click(form.getByRole('button', { name: 'Registrar despesa' }));
    expect(errorOf('Vencimento')).toBe('Informe o vencimento do que está previsto');
    expect(api.to('POST', ENTRIES)).toEqual([]);
  });

  it("puts the server's refusal of the category on 'Categoria'", async () => {
    const { form, user } = await openForm('Nova despesa', {
      [`POST ${ENTRIES}`]: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION',
            message: 'Erro de validação',
            fields: { accountId: ACCOUNT_TYPE_MESSAGE.expense },
          },
        },
      },
    });
    await fillIn(user, { Descrição: 'Frete', 'Valor (R$)': '300' });
    await user.selectOptions(form.getByLabelText('Categoria'), 'Frete');
    await user.click(form.getByRole('button', { name: 'Registrar despesa' }));
    expect(await form.findByText(ACCOUNT_TYPE_MESSAGE.expense)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Nova despesa' })).toBeTruthy();
  });

  it('lists no paddocks on a farm that has none', async () => {
    const { form } = await openForm('Nova despesa', {
      'GET /api/pastures/options': { body: { paddocks: [], retiros: [] } },
    });
    const center = form.getByLabelText('Centro de custo') as HTMLSelectElement;
    await eventually(() =>
      expect(within(center).getByRole('option', { name: 'Lote 3' })).toBeTruthy(),
    );
    expect([...center.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['Lotes']);
    expect(center.options[0]!.text).toBe('Fazenda (geral)');
  });
});

describe("'Nova receita'", () => {
  it('offers the income accounts, no instalments, and says so', async () => {
    const { api, form, user } = await openForm('Nova receita', {
      [`POST ${ENTRIES}`]: { status: 201, body: { items: [entry({ type: 'income' })] } },
    });
    const category = form.getByLabelText('Categoria') as HTMLSelectElement;
    expect(within(category).queryByRole('option', { name: 'Frete' })).toBeNull();
    await user.selectOptions(category, 'Venda de leite');
    await user.click(form.getByRole('radio', { name: 'Previsto' }));
    expect(form.getByLabelText('Vencimento')).toBeTruthy();
    expect(form.queryByLabelText('Parcelas')).toBeNull();
    await fillIn(user, {
      Descrição: 'Leite de novembro',
      'Valor (R$)': '8.500',
      Vencimento: '2099-12-10',
    });
    await user.click(form.getByRole('button', { name: 'Registrar receita' }));
    await eventually(() => expect(api.to('POST', ENTRIES)).toHaveLength(1));
    expect(api.to('POST', ENTRIES)[0]!.body).toMatchObject({
      type: 'income',
      amount: 8500,
      status: 'planned',
      dueDate: '2099-12-10',
      instalments: 1,
    });
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Receita registrada', undefined),
    );
  });

  it('tells a refusal it cannot place (a lapsed plan) with the server’s words', async () => {
    const { form, user } = await openForm('Nova receita', {
      [`POST ${ENTRIES}`]: failure(
        403,
        'O Financeiro faz parte dos planos Pro e Master.',
        'PLAN_REQUIRED',
      ),
    });
    await fillIn(user, { Descrição: 'Leite', 'Valor (R$)': '10' });
    await user.selectOptions(form.getByLabelText('Categoria'), 'Venda de leite');
    await user.click(form.getByRole('button', { name: 'Registrar receita' }));
    await eventually(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao salvar o lançamento', {
        description: 'O Financeiro faz parte dos planos Pro e Master.',
      }),
    );
  });
});
