import { formatDateBR, formatMonthBR } from '../src/domain/records/dates';
import { monthLabel } from '../src/web/components/charts/chart-format';
import { expect, signedInUser, test } from './fixtures';
import { apiEntry, daysFromToday, figure, openPart, today, toast, weighed } from './finance-steps';
import { apiAnimal, dialog, monthsAgo } from './herd-steps';

/*
 * Issue 43 ('Financeiro') items 5 and 6 in the browser: the cash flow month by month with its
 * chart's table and the bills due; what the period's arroba cost, from the book and the herd, and
 * the year's DRE; the monthly control filled from the book where nothing was typed.
 */

test("'Fluxo de caixa': the month's 'Saldo acumulado', its table, and the bill in 'Contas a pagar'", async ({
  page,
}) => {
  await signedInUser(page);
  await apiEntry(page, {
    type: 'income',
    description: 'Venda de bezerros',
    amount: 10_000,
    account: 'Venda de animais',
  });
  await apiEntry(page, {
    type: 'expense',
    description: 'Ração do cocho',
    amount: 2_480,
    account: 'Suplementação e ração',
  });
  const due = daysFromToday(10);
  await apiEntry(page, {
    type: 'expense',
    description: 'Conta de luz de dezembro',
    amount: 1_234.56,
    account: 'Energia',
    status: 'planned',
    dueDate: due,
  });

  await page.goto('/financeiro');
  await openPart(page, 'Fluxo de caixa');
  const month = today().slice(0, 7);
  await expect(
    page.getByText(`Saldo acumulado em ${formatMonthBR(month)}: R$\u00a07.520,00.`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(
    page.getByText(`Previsto ao fim de ${formatMonthBR(due.slice(0, 7))}: R$\u00a06.285,44.`, {
      exact: false,
    }),
  ).toBeVisible();
  const months = page.getByRole('table', { name: 'Fluxo de caixa por mês' });
  const thisMonth = months.getByRole('row', { name: new RegExp(`^${monthLabel(month)} `) });
  // 'Realizado' what happened; 'Previsto' what is still to fall due, its balance the projected one.
  const foreseen = due.slice(0, 7) === month ? 'R$ 1.234,56' : 'R$ 0,00';
  const projected = due.slice(0, 7) === month ? 'R$ 6.285,44' : 'R$ 7.520,00';
  await expect(thisMonth.getByRole('cell')).toHaveText([
    'R$ 10.000,00',
    'R$ 2.480,00',
    'R$ 7.520,00',
    'R$ 0,00',
    foreseen,
    projected,
  ]);

  const chart = page.getByRole('region', { name: 'Saldo acumulado por mês' });
  await chart.getByRole('button', { name: 'Ver tabela' }).click();
  const table = chart.getByRole('table', { name: 'Saldo acumulado por mês' });
  await expect(
    table.getByRole('row', { name: new RegExp(`^${monthLabel(month)} `) }),
  ).toContainText('R$ 7.520,00');

  const payable = page.getByRole('list', { name: 'Contas a pagar' });
  await expect(payable.getByRole('listitem')).toHaveCount(1);
  await expect(payable).toContainText('Conta de luz de dezembro');
  await expect(payable).toContainText(`Vence em ${formatDateBR(due)}`);
  await expect(payable).toContainText('R$\u00a01.234,56');
  await expect(page.getByRole('list', { name: 'Contas a receber' })).toHaveCount(0);
  await expect(page.getByText('Nada a vencer nos próximos 30 dias.')).toBeVisible();

  await payable
    .getByRole('button', {
      name: `Marcar como pago: Conta de luz de dezembro (${formatDateBR(due)})`,
    })
    .click();
  const settle = dialog(page, 'Marcar como pago');
  await settle.getByLabel('Valor pago (R$)').fill('1.240,10');
  await settle.getByRole('button', { name: 'Marcar como pago' }).click();
  await expect(toast(page, 'Pagamento registrado')).toBeVisible();
  await expect(page.getByText('Nada a vencer nos próximos 30 dias.')).toHaveCount(2);
  await expect(
    page.getByText(`Saldo acumulado em ${formatMonthBR(month)}: R$\u00a06.279,90.`, {
      exact: false,
    }),
  ).toBeVisible();
});

test("'Resultado': the cost of the period's arroba from the book and the herd, and the 'DRE do ano'", async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  await apiAnimal(page, { tag: 'BOI-1', sex: 'M', birthDate: monthsAgo(30) });
  await apiAnimal(page, { tag: 'BOI-2', sex: 'M', birthDate: monthsAgo(30) });
  const from = daysFromToday(-61);
  await weighed(page, 'BOI-1', daysFromToday(-62), 300);
  await weighed(page, 'BOI-1', today(), 360);
  await apiEntry(page, {
    type: 'income',
    description: 'Venda de bezerros',
    amount: 10_000,
    account: 'Venda de animais',
  });
  await apiEntry(page, {
    type: 'expense',
    description: 'Ração do cocho',
    amount: 2_480,
    account: 'Suplementação e ração',
  });
  await apiEntry(page, {
    type: 'expense',
    description: 'Cerca nova',
    amount: 50_000,
    account: 'Máquinas e benfeitorias',
  });

  await page.goto('/financeiro?aba=resultado');
  await page.getByLabel('Por período').check();
  await page.getByLabel('Início do período').fill(from);
  await page.getByLabel('Fim do período').fill(today());
  await expect(
    page.getByText(`De ${formatDateBR(from)} a ${formatDateBR(today())}.`),
  ).toBeVisible();
  await expect(figure(page, 'Custo operacional efetivo')).toContainText('R$\u00a02.480,00');
  await expect(figure(page, 'Custo por cabeça por dia')).toContainText('R$\u00a020,00');
  await expect(figure(page, 'Custo por cabeça por dia')).toContainText(
    'COE ÷ 2 cabeças médias ÷ 62 dias.',
  );
  await expect(figure(page, '@ produzidas')).toContainText('2,00 @');
  await expect(figure(page, '@ produzidas')).toContainText('60 kg de peso vivo.');
  await expect(figure(page, 'Custo da arroba produzida')).toContainText('R$\u00a01.240,00');
  await expect(page.getByText('Como as @ produzidas são contadas')).toBeVisible();
  // BOI-1 weighed 300 kg the day before and 360 kg at the end; BOI-2 at its category's weight.
  await expect(
    page.getByText(/^840 kg − 780 kg \+ 0 kg − 0 kg = 60 kg ÷ 30 = 2,00 @/),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /^DRE do ano/ })).toHaveCount(0);

  await page.getByLabel('Por ano').check();
  const year = today().slice(0, 4);
  const dre = page.getByRole('table', { name: `DRE do ano ${year}` });
  const line = (name: string) =>
    dre.getByRole('row', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')} `) });
  await expect(line('Receita bruta')).toContainText('R$ 10.000,00');
  await expect(line('(−) Custo operacional efetivo (COE)')).toContainText('R$ 2.480,00');
  await expect(line('Suplementação e ração')).toContainText('R$ 2.480,00');
  await expect(line('Margem sobre o COE')).toContainText('75,2% da receita líquida');
  await expect(line('Resultado do ano')).toContainText('R$ 7.520,00');
  const investments = page.getByRole('region', { name: `DRE do ano ${year}` });
  await expect(investments).toContainText('Investimentos (à parte)R$\u00a050.000,00');
  await expect(investments.getByRole('button', { name: 'Imprimir DRE' })).toBeVisible();
});

test("the monthly control's 'Preencher com o financeiro' fills only the fields not typed in", async ({
  page,
}) => {
  await signedInUser(page);
  await apiEntry(page, {
    type: 'income',
    description: 'Venda de bezerros',
    amount: 10_000,
    account: 'Venda de animais',
  });
  await apiEntry(page, {
    type: 'expense',
    description: 'Ração do cocho',
    amount: 2_480,
    account: 'Suplementação e ração',
  });
  const month = today().slice(0, 7);

  await page.goto('/module/monthly-control');
  await page.getByLabel('Mês/Ano').fill(month);
  await page.getByLabel('Custos Totais (R$)').fill('3.000');
  await page.getByRole('button', { name: 'Preencher com o financeiro' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Preenchido com o Financeiro' }),
  ).toHaveText(
    `Preenchido com o Financeiro de ${formatMonthBR(month)}: Receita Total R$\u00a010.000,00. ` +
      'Ficaram como você digitou: Custos Totais.',
  );
  await expect(page.getByLabel('Receita Total (R$)')).toHaveValue('10.000,00');
  await expect(page.getByLabel('Custos Totais (R$)')).toHaveValue('3.000,00');
});
