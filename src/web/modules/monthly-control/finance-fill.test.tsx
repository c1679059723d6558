import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventually, field, fillIn, producer, renderInApp, stubApi } from '../test-providers';
import MonthlyControlPage from './monthly-control-page';

/*
 * 'Preencher com o financeiro' (issue 43 item 6): the month's revenue and costs from the
 * Financeiro's book, only into the fields the producer has not typed in.
 */

const groups = {
  revenue: 10_000_000,
  deduction: 150_000,
  coe: 4_000_000,
  restocking: 500_000,
  investment: 2_000_000,
};

function openMonthly(role: 'owner' | 'field' = 'owner') {
  const api = stubApi({
    'GET /api/monthly-control/2026-03': { body: null },
    'GET /api/monthly-control': { body: { months: [], next: null } },
    'GET /api/finance/results': { body: { figures: {}, dre: null, groups } },
  });
  return { api, ...renderInApp(<MonthlyControlPage />, { me: producer({ role }) }) };
}

describe("the monthly control's 'Preencher com o financeiro'", () => {
  it("fills the month's revenue and costs from the book, and leaves what was typed", async () => {
    const { api, user } = openMonthly();
    await user.click(screen.getByRole('button', { name: 'Preencher com o financeiro' }));
    expect(await screen.findByText('Escolha o Mês/Ano primeiro.')).toBeTruthy();
    await fillIn(user, { 'Mês/Ano': '2026-03' });
    await user.click(screen.getByRole('button', { name: 'Preencher com o financeiro' }));
    await eventually(() => expect(field('Receita Total (R$)').value).toBe('100.000,00'));
    expect(api.to('GET', '/api/finance/results')[0]!.path).toBe(
      '/api/finance/results?from=2026-03-01&to=2026-03-31',
    );
    // COE, Funrural and the animals bought; the machines stay out.
    expect(field('Custos Totais (R$)').value).toBe('46.500,00');
    // Typed by the producer: the next fill leaves it.
    await fillIn(user, { 'Custos Totais (R$)': '40.000' });
    await user.click(screen.getByRole('button', { name: 'Preencher com o financeiro' }));
    expect(
      await screen.findByText(
        'Preenchido com o Financeiro de março de 2026: Receita Total R$ 100.000,00. Ficaram como você digitou: Custos Totais.',
      ),
    ).toBeTruthy();
    expect(field('Custos Totais (R$)').value).toBe('40.000,00');
  });

  it("is never offered to 'Campo'", async () => {
    openMonthly('field');
    await screen.findByLabelText('Custos Totais (R$)');
    expect(screen.queryByRole('button', { name: 'Preencher com o financeiro' })).toBeNull();
  });
});
