import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { BudgetPlan } from '@/domain/records/budget';
import { DOCUMENTED_BUDGET } from '@/domain/schemas.fixture';
import {
  errorOf,
  failure,
  field,
  figure,
  fillIn,
  producer,
  renderWithApi,
  textShown,
  type Answer,
  type Sent,
} from '../test-providers';
import BudgetPage from './budget-page';

/**
 * The spec's example plan: 100 head for 12 months, R$ 8.000 of costs a month. It is the
 * documented budget (DOCUMENTED_BUDGET) as typed, under another name.
 */
const EXAMPLE = {
  'Nome do Planejamento': 'Engorda 2025',
  'Período (meses)': '12',
  'Quantidade Prevista': '100',
  'Preço de Compra Estimado (R$/cabeça)': '2000',
  'Preço de Venda Estimado (R$/cabeça)': '3500',
  'Suplemento Mensal (R$)': '3000',
  'Arrendamento Mensal (R$)': '2500',
  'Mão de Obra Mensal (R$)': '2000',
  'Outros Custos Mensais (R$)': '500',
};
const SAVED: BudgetPlan = {
  id: 'p-1',
  planningName: 'Engorda 2024',
  periodMonths: 1,
  expectedQuantity: 1,
  estimatedPurchasePrice: 2500,
  estimatedSalePrice: 3800,
  monthlySupplementCost: 0,
  monthlyRentCost: 100,
  monthlyLaborCost: 0,
  otherMonthlyCosts: 0,
  totalInvestment: 2500,
  estimatedProfit: 1200,
  createdAt: '2025-03-07T15:00:00Z',
};
const page = (items: BudgetPlan[]) => ({
  items,
  totals: {
    plans: items.length,
    investment: items.reduce((sum, plan) => sum + plan.totalInvestment, 0),
    profit: items.reduce((sum, plan) => sum + plan.estimatedProfit, 0),
  },
  next: null,
});
const created = (sent: Sent): Answer => ({
  status: 201,
  body: { ...(sent.body as object), id: 'p-2', totalInvestment: 0, estimatedProfit: 0 },
});

function open(
  options: {
    plans?: BudgetPlan[] | Answer;
    save?: Answer | ((sent: Sent) => Answer);
    me?: ReturnType<typeof producer>;
  } = {},
) {
  const { plans = [], save = created } = options;
  // The server's list: a deleted plan is gone from the next read.
  const stored = Array.isArray(plans) ? [...plans] : [];
  return renderWithApi(
    <BudgetPage />,
    {
      'GET /api/budget-plans': Array.isArray(plans) ? () => ({ body: page(stored) }) : plans,
      'POST /api/budget-plans': save,
      'DELETE /api/budget-plans/p-1': () => {
        stored.splice(0, stored.length, ...stored.filter((plan) => plan.id !== 'p-1'));
        return { status: 204 };
      },
    },
    { path: '/module/budget', me: options.me },
  );
}
const calculate = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Calcular e Salvar' }));
/** The results' side of the screen (the saved plans show their own 'Lucro Estimado'). */
const results = () => document.getElementById('budget-results')!;
const note = () => screen.queryAllByRole('status').map((node) => node.textContent);

describe('Planejamento e Orçamento', () => {
  it('opens with the monthly costs at zero and says when no plan is saved', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Planejamento e Orçamento');
    expect(field('Nome do Planejamento').value).toBe('');
    expect(field('Suplemento Mensal (R$)').value).toBe('0,00');
    expect(
      await screen.findByText(
        'Nenhum planejamento salvo ainda. Calcule um planejamento para guardá-lo aqui.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Preencha os dados e selecione Calcular e Salvar para ver os resultados.'),
    ).toBeTruthy();
  });

  it('shows the plan’s figures and saves it once, under a key', async () => {
    const { user, api } = open();
    await fillIn(user, EXAMPLE);
    await calculate(user);
    expect(figure('Lucro Estimado')).toBe('R$ 54.000,00');
    expect(figure('ROI')).toBe('27,00%');
    expect(figure('Investimento')).toBe('R$ 200.000,00');
    expect(figure('Custos Operacionais')).toBe('R$ 96.000,00');
    expect(textShown('R$ 8.000,00 por mês × 12 meses')).not.toBeNull();
    expect(figure('Receita Prevista')).toBe('R$ 350.000,00');
    expect(figure('Preço de Equilíbrio')).toBe('R$ 2.960,00');
    expect(toast.success).toHaveBeenCalledWith('Cálculo realizado');
    expect(await screen.findByText('Planejamento "Engorda 2025" salvo.')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Planejamento salvo', {
      description: '"Engorda 2025" está na lista de planejamentos salvos.',
    });
    const [sent, ...more] = api.to('POST', '/api/budget-plans');
    expect(more).toEqual([]);
    expect(sent?.body).toEqual({ ...DOCUMENTED_BUDGET, planningName: 'Engorda 2025' });
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('asks for the name first, with its own notice', async () => {
    const { user, api } = open();
    await fillIn(user, { ...EXAMPLE, 'Nome do Planejamento': '   ' });
    await calculate(user);
    expect(errorOf('Nome do Planejamento')).toBe('Nome obrigatório');
    expect(toast.error).toHaveBeenCalledWith('Nome obrigatório', {
      description: 'Por favor, informe um nome para este planejamento.',
    });
    expect(figure('Lucro Estimado')).toBeUndefined();
    expect(api.to('POST', '/api/budget-plans')).toEqual([]);
  });

  it('refuses the figures with their messages once the name is there', async () => {
    const { user, api } = open();
    await fillIn(user, {
      ...EXAMPLE,
      'Período (meses)': '0',
      'Quantidade Prevista': '100001',
      'Preço de Venda Estimado (R$/cabeça)': '0',
      'Outros Custos Mensais (R$)': '-1',
    });
    await calculate(user);
    expect(errorOf('Período (meses)')).toBe('Período deve ser de pelo menos 1 mês');
    expect(errorOf('Quantidade Prevista')).toBe('Quantidade não pode exceder 100.000 cabeças');
    expect(errorOf('Preço de Venda Estimado (R$/cabeça)')).toBe(
      'Preço de venda deve ser maior que zero',
    );
    expect(errorOf('Outros Custos Mensais (R$)')).toBe('Custo não pode ser negativo');
    expect(toast.error).toHaveBeenCalledWith('Erro de validação', {
      description: 'Verifique os campos destacados',
    });
    expect(api.to('POST', '/api/budget-plans')).toEqual([]);
  });

  it('keeps the figures of a plan not saved, and sends the same key when tried again', async () => {
    let tries = 0;
    const { user, api } = open({
      save: (sent) => (++tries === 1 ? failure(500, 'Erro interno') : created(sent)),
    });
    await fillIn(user, EXAMPLE);
    await calculate(user);
    expect(
      await screen.findByText(
        'Este planejamento não foi salvo. Selecione Calcular e Salvar para tentar de novo.',
      ),
    ).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Erro ao salvar', {
      description: 'Planejamento calculado mas não foi salvo. Tente novamente.',
    });
    expect(figure('Lucro Estimado')).toBe('R$ 54.000,00');
    await calculate(user);
    await screen.findByText('Planejamento "Engorda 2025" salvo.');
    const keys = api.to('POST', '/api/budget-plans').map((s) => s.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('saves an edited plan under a new key', async () => {
    const { user, api } = open();
    await fillIn(user, EXAMPLE);
    await calculate(user);
    await screen.findByText('Planejamento "Engorda 2025" salvo.');
    await fillIn(user, { 'Nome do Planejamento': 'Engorda 2026' });
    await calculate(user);
    await screen.findByText('Planejamento "Engorda 2026" salvo.');
    const keys = api.to('POST', '/api/budget-plans').map((s) => s.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(2);
  });

  it('lists the saved plans under their totals, and opens one on the form', async () => {
    const { user } = open({ plans: [SAVED] });
    const list = await screen.findByRole('list', { name: 'Planejamentos Salvos' });
    expect(list.textContent).toContain('Engorda 2024');
    expect(list.textContent).toContain('07/03/2025 · 1 cabeça · 1 mês');
    expect(screen.getByText(/1 planejamento · Investimento total/).textContent).toBe(
      '1 planejamento · Investimento total R$ 2.500,00 · Lucro estimado total R$ 1.200,00',
    );
    await user.click(screen.getByRole('button', { name: 'Abrir Engorda 2024' }));
    expect(field('Nome do Planejamento').value).toBe('Engorda 2024');
    expect(field('Preço de Compra Estimado (R$/cabeça)').value).toBe('2.500,00');
    expect(field('Arrendamento Mensal (R$)').value).toBe('100,00');
    expect(field('Período (meses)').value).toBe('1');
    expect(figure('Lucro Estimado', results())).toBe('R$ 1.200,00');
    expect(textShown('R$ 100,00 por mês × 1 mês')).not.toBeNull();
    expect(note()).toContain('Planejamento "Engorda 2024", salvo em 07/03/2025.');
  });

  it('deletes a plan after its confirmation, and takes its figures off the screen', async () => {
    const { user, api } = open({ plans: [SAVED] });
    await user.click(await screen.findByRole('button', { name: 'Abrir Engorda 2024' }));
    await user.click(screen.getByRole('button', { name: 'Excluir Engorda 2024' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir planejamento?' });
    expect(dialog.textContent).toContain(
      'O planejamento "Engorda 2024" será excluído. Esta ação não pode ser desfeita.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(
      await screen.findByText(
        'Nenhum planejamento salvo ainda. Calcule um planejamento para guardá-lo aqui.',
      ),
    ).toBeTruthy();
    expect(api.to('DELETE', '/api/budget-plans/p-1')).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Planejamento excluído', {
      description: '"Engorda 2024" saiu da lista.',
    });
    expect(figure('Lucro Estimado', results())).toBeUndefined();
  });

  it('keeps a plan when its deletion is cancelled', async () => {
    const { user, api } = open({ plans: [SAVED] });
    await user.click(await screen.findByRole('button', { name: 'Excluir Engorda 2024' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.to('DELETE', '/api/budget-plans/p-1')).toEqual([]);
    expect(screen.getByRole('list', { name: 'Planejamentos Salvos' }).textContent).toContain(
      'Engorda 2024',
    );
  });

  it('says so when the saved plans cannot be read', async () => {
    open({ plans: failure(500, 'Erro interno') });
    expect(await screen.findByText('Não foi possível carregar os planejamentos.')).toBeTruthy();
  });

  it('offers the CSV export on the Pro plan', () => {
    open();
    expect(screen.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).toBe(
      '/api/export/budget-plans.csv',
    );
  });

  it('shows the export disabled with the Pro note on Starter', () => {
    open({ me: producer({ plan: 'STARTER' }) });
    expect(screen.getByRole('link', { name: 'Exportar CSV' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getByText(/A exportação de dados faz parte do plano Pro\./)).toBeTruthy();
  });
});
