import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResultsView } from '@/domain/finance/api';
import { todayIn } from '@/domain/records/dates';
import { eventually, field, fillIn, producer, renderInApp, stubApi } from '../test-providers';
import AnnualResultsPage from './annual-results-page';

/*
 * 'Preencher com o financeiro' (issue 43 item 6): the year's money from the Financeiro's book,
 * only into the fields the producer has not typed in.
 */

const year = Number(todayIn(new Date()).slice(0, 4));

const results = (groups: Partial<ResultsView['groups']> = {}) => ({
  figures: {},
  dre: null,
  groups: {
    revenue: 10_000_000,
    deduction: 150_000,
    coe: 4_000_000,
    restocking: 500_000,
    investment: 2_000_000,
    ...groups,
  },
});

function openAnnual(plan: 'PRO' | 'STARTER' = 'PRO', answer = results()) {
  const api = stubApi({
    [`GET /api/annual-results/${year}`]: { body: null },
    'GET /api/finance/results': { body: answer },
  });
  return { api, ...renderInApp(<AnnualResultsPage />, { me: producer({ plan }) }) };
}

describe("the annual results' 'Preencher com o financeiro'", () => {
  it('fills revenue, costs and investment from the book, and leaves what was typed', async () => {
    const { api, user } = openAnnual();
    await screen.findByLabelText('Receita Total (R$)');
    await fillIn(user, { 'Receita Total (R$)': '5.000' });
    await user.click(screen.getByRole('button', { name: 'Preencher com o financeiro' }));
    await eventually(() => expect(field('Custos Totais (R$)').value).toBe('41.500,00'));
    expect(api.to('GET', '/api/finance/results')[0]!.path).toBe(
      `/api/finance/results?year=${year}`,
    );
    // The animals bought; the machines stay out, as in the DRE.
    expect(field('Investimento Total (R$)').value).toBe('5.000,00');
    expect(field('Receita Total (R$)').value).toBe('5.000,00');
    expect(
      screen.getByText(
        `Preenchido com o Financeiro de ${year}: Investimento Total R$ 5.000,00, Custos Totais R$ 41.500,00. Ficaram como você digitou: Receita Total.`,
      ),
    ).toBeTruthy();
  });

  it('says when the book has nothing realized in the year, and changes nothing', async () => {
    const { user } = openAnnual(
      'PRO',
      results({ revenue: 0, deduction: 0, coe: 0, restocking: 0, investment: 0 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Preencher com o financeiro' }));
    expect(
      await screen.findByText(`Nenhum lançamento realizado no Financeiro em ${year}.`),
    ).toBeTruthy();
    expect(field('Custos Totais (R$)').value).toBe('');
  });

  it('is not offered on a plan without the Financeiro', async () => {
    openAnnual('STARTER');
    await screen.findByLabelText('Receita Total (R$)');
    expect(screen.queryByRole('button', { name: 'Preencher com o financeiro' })).toBeNull();
  });
});
