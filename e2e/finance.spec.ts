import { formatDateBR, formatMonthBR } from '../src/domain/records/dates';
import { monthLabel } from '../src/web/components/charts/chart-format';
import { expect, signedInUser, test, type Page } from './fixtures';
import { apiAnimal, dialog, monthsAgo } from './herd-steps';
import { apiEntry, daysFromToday, ofxDate, ofxFile, openPart, today, toast } from './finance-steps';

/*
 * Issue 43 ('Financeiro') in the browser, as a producer uses it: entries typed, paid, edited and
 * undone; the herd's sale in the book; a bank statement imported twice; the cash flow, the bills
 * due, the year's cost figures and DRE; the monthly control filled from the book; who sees it.
 */

/** The desktop list's table and one of its rows by the text in it. */
const list = (page: Page) => page.getByRole('table', { name: 'Lançamentos' });
const row = (page: Page, text: string) => list(page).getByRole('row').filter({ hasText: text });
/** 'Entradas', 'Saídas' or 'Saldo' over the list. */
const total = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

test("'Nova despesa' in 3 'Parcelas', 'Nova receita', edited, paid and undone", async ({
  page,
}) => {
  await signedInUser(page);
  await page.getByRole('link', { name: 'Financeiro' }).first().click();
  await expect(page).toHaveURL(/\/financeiro$/);
  await expect(page.getByRole('heading', { name: 'Financeiro', level: 1 })).toBeVisible();
  await expect(page.getByText(/Nenhum lançamento ainda\./)).toBeVisible();

  const due = daysFromToday(10);
  await page.getByRole('button', { name: 'Nova despesa' }).click();
  const expense = dialog(page, 'Nova despesa');
  await expense.getByLabel('Descrição').fill('Sal mineral, 60 sacos');
  await expense.getByLabel('Valor (R$)').fill('1.000');
  await expense.getByLabel('Categoria').selectOption({ label: 'Suplementação e ração' });
  await expense.getByLabel('Previsto').check();
  await expense.getByLabel('Vencimento').fill(due);
  await expense.getByLabel('Parcelas').fill('3');
  await expense.getByRole('button', { name: 'Registrar despesa' }).click();
  await expect(toast(page, 'Despesa registrada')).toBeVisible();
  await expect(expense).toHaveCount(0);

  // R$ 1.000,00 in three: the first instalment carries the centavo left over.
  for (const [n, amount] of [
    [1, '-R$ 333,34'],
    [2, '-R$ 333,33'],
    [3, '-R$ 333,33'],
  ] as const) {
    const instalment = row(page, `Parcela ${n} de 3`);
    await expect(instalment).toContainText('Sal mineral, 60 sacos');
    await expect(instalment).toContainText(amount.replace(' ', '\u00a0'));
  }
  await expect(row(page, 'Parcela 1 de 3')).toContainText(
    `Previsto, vence em ${formatDateBR(due)}`,
  );
  await expect(total(page, 'Saídas')).toHaveText('R$\u00a01.000,00');
  await expect(page.getByText('3 lançamentos com esses filtros.')).toBeVisible();

  await page.getByRole('button', { name: 'Nova receita' }).click();
  const income = dialog(page, 'Nova receita');
  await income.getByLabel('Descrição').fill('Venda de leite de novembro');
  await income.getByLabel('Valor (R$)').fill('2.500,50');
  await income.getByLabel('Categoria').selectOption({ label: 'Venda de leite' });
  await income.getByRole('button', { name: 'Registrar receita' }).click();
  await expect(toast(page, 'Receita registrada')).toBeVisible();
  await expect(row(page, 'Venda de leite de novembro')).toContainText('Realizado');
  await expect(total(page, 'Entradas')).toHaveText('R$\u00a02.500,50');
  await expect(total(page, 'Saldo')).toHaveText('R$\u00a01.500,50');

  const name = `Venda de leite de novembro (${formatDateBR(today())})`;
  await page.getByRole('button', { name: `Editar: ${name}` }).click();
  const edit = dialog(page, 'Editar lançamento');
  await expect(edit.getByLabel('Valor (R$)')).toHaveValue('2.500,50');
  await edit.getByLabel('Valor (R$)').fill('2.600');
  await edit.getByRole('button', { name: 'Salvar lançamento' }).click();
  await expect(toast(page, 'Lançamento alterado')).toBeVisible();
  await expect(total(page, 'Entradas')).toHaveText('R$\u00a02.600,00');

  // Each instalment's button says which one it pays.
  await page
    .getByRole('button', {
      name: `Marcar como pago: Sal mineral, 60 sacos, parcela 1 de 3 (${formatDateBR(today())})`,
    })
    .click();
  const settle = dialog(page, 'Marcar como pago');
  await expect(settle).toContainText('R$\u00a0333,34 previstos');
  await settle.getByRole('button', { name: 'Marcar como pago' }).click();
  await expect(toast(page, 'Pagamento registrado')).toBeVisible();
  await expect(row(page, 'Parcela 1 de 3')).toContainText('Realizado');
  await expect(row(page, 'Parcela 2 de 3')).toContainText('Previsto');

  await page.getByRole('button', { name: `Desfazer: ${name}` }).click();
  const undo = dialog(page, 'Desfazer lançamento');
  await undo.getByLabel('Motivo').fill('Lançado na fazenda errada');
  await undo.getByRole('button', { name: 'Desfazer', exact: true }).click();
  await expect(toast(page, 'Lançamento desfeito')).toBeVisible();
  await expect(row(page, 'Venda de leite de novembro')).toHaveCount(0);
  await expect(total(page, 'Entradas')).toHaveText('R$\u00a00,00');
});

test("a herd sale with a price is in the book 'Do rebanho', once, and its undo takes it out", async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  const ids = [
    await apiAnimal(page, { tag: 'BOI-1', sex: 'M', birthDate: monthsAgo(30) }),
    await apiAnimal(page, { tag: 'BOI-2', sex: 'M', birthDate: monthsAgo(30) }),
  ];
  const origin = new URL(page.url()).origin;
  const sold = await page.request.post('/api/animals/sales', {
    data: {
      date: today(),
      animalIds: ids,
      priceKind: 'head',
      price: 3000,
      buyer: 'Frigorífico Central',
    },
    headers: { origin },
  });
  expect(sold.status(), await sold.text()).toBe(201);

  await page.goto('/financeiro');
  const sale = row(page, 'Venda de 2 animais — Frigorífico Central');
  await expect(sale).toContainText('Do rebanho');
  await expect(sale).toContainText('Venda de animais');
  await expect(sale).toContainText('R$\u00a06.000,00');
  await expect(sale).toContainText('Lançado pelo rebanho: para mudar, edite a venda em Rebanho.');
  // A frigorífico's sale carries the Funrural at the farm's rate, on its own line.
  await expect(row(page, 'Funrural (1,5%) da venda de 2 animais')).toContainText('-R$\u00a090,00');
  // The herd's entry is the event's: nothing to edit, pay or undo here, and counted once.
  await expect(sale.getByRole('button')).toHaveCount(0);
  await expect(total(page, 'Entradas')).toHaveText('R$\u00a06.000,00');
  await expect(page.getByText('2 lançamentos com esses filtros.')).toBeVisible();

  await sale.getByRole('link', { name: 'Rebanho' }).click();
  await expect(page).toHaveURL(/\/rebanho$/);
  await page.goto(`/rebanho/${ids[0]}`);
  await page
    .getByRole('list', { name: 'Histórico do animal' })
    .getByRole('button', { name: `Desfazer: Venda em ${formatDateBR(today())}` })
    .click();
  const undo = dialog(page, 'Desfazer evento');
  await undo.getByLabel('Motivo').fill('Venda cancelada pelo frigorífico');
  await undo.getByRole('button', { name: 'Desfazer', exact: true }).click();
  await undo.getByRole('radio', { name: 'Desfazer a venda inteira (2 animais)' }).check();
  await undo.getByRole('button', { name: 'Desfazer', exact: true }).click();
  await expect(undo).toHaveCount(0);

  await page.goto('/financeiro');
  await expect(page.getByText(/Nenhum lançamento ainda\./)).toBeVisible();
  await expect(row(page, 'Venda de 2 animais')).toHaveCount(0);
});

test("'Importar extrato': an OFX file once, the same file again, its lines 'A conferir' categorised", async ({
  page,
}) => {
  await signedInUser(page);
  await apiEntry(page, {
    type: 'expense',
    description: 'ENERGIA ELETRICA CEMIG',
    amount: 410.2,
    account: 'Energia',
    date: daysFromToday(-40),
  });
  const file = ofxFile('extrato.ofx', [
    {
      date: ofxDate(daysFromToday(-3)),
      amount: '-389.90',
      fitId: 'F-1',
      memo: 'ENERGIA ELETRICA CEMIG',
    },
    {
      date: ofxDate(daysFromToday(-2)),
      amount: '12500.00',
      fitId: 'F-2',
      memo: 'TED LATICINIO BOA VISTA',
    },
  ]);

  await page.goto('/financeiro');
  await openPart(page, 'Importar extrato');
  const upload = page.getByRole('form', { name: 'Importar extrato' });
  await upload.getByLabel('Arquivo OFX do extrato').setInputFiles(file);
  const preview = upload.getByRole('region', { name: /^Lançamentos do extrato: Conta 98765-4/ });
  await expect(preview.getByRole('row')).toHaveCount(3);
  await expect(preview).toContainText('TED LATICINIO BOA VISTA');
  await upload.getByRole('button', { name: 'Importar 2 lançamentos' }).click();
  await expect(upload.getByRole('status')).toContainText('2 lançamentos importados');
  await expect(upload.getByRole('status')).toContainText(
    '1 de 2 com a categoria adivinhada de lançamentos anteriores.',
  );

  // The same statement again: its lines (their FITID) are already in the book.
  await upload.getByLabel('Arquivo OFX do extrato').setInputFiles(file);
  await upload.getByRole('button', { name: 'Importar 2 lançamentos' }).click();
  await expect(upload.getByRole('status')).toContainText('Nenhum lançamento novo: 2 já existiam');

  const review = page.getByRole('list', { name: 'Linhas a conferir' });
  await expect(review.getByRole('listitem')).toHaveCount(2);
  const day = (days: number) => formatDateBR(daysFromToday(days));
  const energy = review.getByLabel(`Categoria de ENERGIA ELETRICA CEMIG (${day(-3)})`);
  await expect(energy.locator('option:checked')).toHaveText('Energia');
  const milk = review.getByLabel(`Categoria de TED LATICINIO BOA VISTA (${day(-2)})`);
  await expect(milk.locator('option:checked')).toHaveText('Outras receitas');
  await milk.selectOption({ label: 'Venda de leite' });
  await page.getByRole('button', { name: 'Salvar categorias' }).click();
  await expect(toast(page, 'Categorias salvas')).toBeVisible();
  await expect(page.getByText('Nenhuma linha do extrato a conferir.')).toBeVisible();

  await openPart(page, 'Lançamentos');
  const milkRow = row(page, 'TED LATICINIO BOA VISTA');
  await expect(milkRow).toContainText('Extrato');
  await expect(milkRow).toContainText('Venda de leite');
  await expect(milkRow).not.toContainText('A conferir');
  await expect(total(page, 'Entradas')).toHaveText('R$\u00a012.500,00');
  await expect(total(page, 'Saídas')).toHaveText('R$\u00a0800,10');
});

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

/** A weighing of `tag` on `date`, through the API (the weighing screen's own request). */
async function weighed(page: Page, tag: string, date: string, weight: number) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/weighings', {
    data: { animalId: tag, weighingDate: date, weight },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A figure of 'Resultado' by its name: its value and its note. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

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
