import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { PRODUCED_ARROBAS_METHOD } from '@/domain/finance/results';
import { eventually, figure, producer, renderInApp, stubApi } from '../test-providers';
import { FinancePage } from '.';
import { currentYear } from './page-queries';
import { API, accounts, cashFlow, due, outboxPerTest, results } from './test-fixtures';

/*
 * 'Fluxo de caixa' with 'Contas a pagar' and 'Contas a receber' (issue 43 item 5), and
 * 'Resultado' with the 'DRE do ano' (item 6).
 */

outboxPerTest();
beforeEach(() => vi.mocked(toast.success).mockClear());

function openPart(part: string, handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({ [`GET ${API}/accounts`]: { body: { items: accounts() } }, ...handlers });
  const rendered = renderInApp(<FinancePage />, {
    path: `/financeiro?aba=${part}`,
    route: '/financeiro',
    me: producer(),
  });
  return { api, ...rendered };
}

describe("'Fluxo de caixa'", () => {
  it('shows each month realized and foreseen side by side, the chart with its table', async () => {
    const { api, user } = openPart('fluxo', {
      [`GET ${API}/cash-flow`]: { body: cashFlow() },
      [`GET ${API}/due`]: { body: due() },
    });
    const months = within(await screen.findByRole('list', { name: 'Fluxo de caixa por mês' }));
    const [november, december] = months.getAllByRole('listitem');
    expect(within(november!).getByText('novembro de 2026')).toBeTruthy();
    expect(within(november!).getAllByText('R$ 58.765,44')).toHaveLength(2);
    expect(within(december!).getByText('R$ 58.265,44')).toBeTruthy();
    const table = within(screen.getByRole('table', { name: 'Fluxo de caixa por mês' }));
    expect(table.getByRole('columnheader', { name: 'Realizado' })).toBeTruthy();
    expect(table.getByRole('columnheader', { name: 'Previsto' })).toBeTruthy();
    expect(table.getAllByRole('columnheader', { name: 'Saldo acumulado' })).toHaveLength(2);
    expect(
      screen.getByText(
        (_, node) =>
          node?.tagName === 'P' &&
          node.textContent ===
            'Saldo acumulado em novembro de 2026: R$ 58.765,44. Previsto ao fim de dezembro de 2026: R$ 58.265,44.',
      ),
    ).toBeTruthy();
    const chart = screen.getByRole('region', { name: 'Saldo acumulado por mês' });
    await user.click(within(chart).getByRole('button', { name: 'Ver tabela' }));
    const chartTable = within(within(chart).getByRole('table'));
    expect(chartTable.getByRole('columnheader', { name: 'Saídas previstas' })).toBeTruthy();
    expect(chartTable.getByRole('cell', { name: 'R$ 500,00' })).toBeTruthy();
    // Another period is asked of the server.
    await user.type(screen.getByLabelText('Do mês'), '2026-01');
    await eventually(() =>
      expect(api.sent.map((s) => s.path)).toContain(`${API}/cash-flow?from=2026-01`),
    );
  });

  it("lists 'Contas a pagar' with the overdue ones, and 'Contas a receber' empty", async () => {
    openPart('fluxo', {
      [`GET ${API}/cash-flow`]: { body: cashFlow() },
      [`GET ${API}/due`]: { body: due() },
    });
    const payable = within(await screen.findByRole('list', { name: 'Contas a pagar' }));
    expect(payable.getByText('Vencida em 01/11/2026')).toBeTruthy();
    expect(payable.getByText('Vence em 20/11/2026')).toBeTruthy();
    expect(
      payable.getByRole('button', { name: 'Marcar como pago: Energia (20/11/2026)' }),
    ).toBeTruthy();
    expect(screen.getByText('Nada a vencer nos próximos 30 dias.')).toBeTruthy();
    expect(screen.getAllByText('Vencidas e a vencer até 10/12/2026.')).toHaveLength(2);
  });

  it('says when nothing moved in the months shown', async () => {
    const still = cashFlow();
    for (const m of still.months) {
      m.realized = { in: 0, out: 0, net: 0, balance: 0 };
      m.planned = { in: 0, out: 0, net: 0, balance: 0 };
    }
    openPart('fluxo', {
      [`GET ${API}/cash-flow`]: { body: still },
      [`GET ${API}/due`]: {
        body: due({ payable: { items: [], count: 0, total: 0, overdueTotal: 0 } }),
      },
    });
    expect(await screen.findByText('Nenhuma entrada ou saída nesses meses.')).toBeTruthy();
  });
});

describe("'Resultado'", () => {
  it("shows the year's cost figures with how the arrobas are counted, and its DRE", async () => {
    const year = currentYear();
    const { api, user } = openPart('resultado', {
      [`GET ${API}/results`]: { body: results() },
    });
    await screen.findByText('Custo operacional efetivo');
    expect(api.sent.map((s) => s.path)).toContain(`${API}/results?year=${year}`);
    expect(figure('Custo operacional efetivo')).toBe('R$ 40.000,00');
    expect(figure('Custo por cabeça por dia')).toBe('R$ 1,10');
    expect(figure('@ produzidas')).toBe('1.500,00 @');
    expect(figure('Custo da arroba produzida')).toBe('R$ 26,67');
    expect(screen.getByText('COE ÷ 100 cabeças médias ÷ 365 dias.')).toBeTruthy();
    expect(screen.getByText(PRODUCED_ARROBAS_METHOD)).toBeTruthy();
    expect(screen.getByText(/= 45\.000 kg ÷ 30 = 1\.500,00 @$/)).toBeTruthy();
    const dre = within(screen.getByRole('table', { name: 'DRE do ano 2026' }));
    const rows = dre
      .getAllByRole('row')
      .map((r) => [...(r as HTMLTableRowElement).cells].map((c) => c.textContent));
    expect(rows.slice(1)).toEqual([
      ['Receita bruta', 'R$ 100.000,00'],
      ['Venda de animais', 'R$ 100.000,00'],
      ['(−) Deduções', 'R$ 1.500,00'],
      ['Funrural', 'R$ 1.500,00'],
      ['Receita líquida', 'R$ 98.500,00'],
      ['(−) Custo operacional efetivo (COE)', 'R$ 40.000,00'],
      ['Suplementação e ração', 'R$ 40.000,00'],
      ['Margem sobre o COE59,4% da receita líquida', 'R$ 58.500,00'],
      ['(−) Compra de animais (reposição)', 'R$ 0,00'],
      ['Resultado do ano', 'R$ 58.500,00'],
    ]);
    expect(screen.getByText('Máquinas e benfeitorias')).toBeTruthy();
    // Printed alone.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await user.click(screen.getByRole('button', { name: 'Imprimir DRE' }));
    await eventually(() => expect(print).toHaveBeenCalled());
    expect(document.documentElement.dataset.printReport).toBe('list');
    window.dispatchEvent(new Event('afterprint'));
  });

  it('asks for another year, and for a period with its dates in order', async () => {
    const { api, user } = openPart('resultado', {
      [`GET ${API}/results`]: ({ path }) => ({
        body: path.includes('year=') ? results() : results({ dre: null }),
      }),
    });
    await screen.findByText('Custo operacional efetivo');
    const year = currentYear() - 1;
    await user.selectOptions(screen.getByLabelText('Ano'), String(year));
    await eventually(() =>
      expect(api.sent.map((s) => s.path)).toContain(`${API}/results?year=${year}`),
    );
    await user.click(screen.getByRole('radio', { name: 'Por período' }));
    expect(screen.getByText('Informe o início e o fim do período.')).toBeTruthy();
    await user.type(screen.getByLabelText('Fim do período'), '2026-06-30');
    await eventually(() =>
      expect(api.sent.at(-1)!.path).toBe(
        `${API}/results?from=${currentYear()}-01-01&to=2026-06-30`,
      ),
    );
    expect(await screen.findByText('Custo operacional efetivo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Imprimir DRE' })).toBeNull();
  });
});
