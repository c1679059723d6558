import { formatDateBR } from '../src/domain/records/dates';
import { seriousViolations } from './axe';
import { ROLE_MESSAGE } from './campo-flow';
import { expect, signedInUser, test, type Page } from './fixtures';
import {
  apiEntry,
  daysFromToday,
  entriesTable,
  entryRow,
  figure,
  ofxDate,
  ofxFile,
  openPart,
  today,
  toast,
} from './finance-steps';
import { apiAnimal, dialog, monthsAgo } from './herd-steps';
import { becomeMaster, fieldHandJoins, paidStarter } from './owner-steps';

/*
 * Issue 43 ('Financeiro') in the browser, as a producer uses it: entries typed, paid, edited and
 * undone; the herd's sale in the book; a bank statement imported twice; who sees the module, and
 * what axe finds on it. The cash flow, the results and 'Preencher com o financeiro' are in
 * finance-reports.spec.ts; the 360 px phone in finance-phone.spec.ts.
 */

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
    const instalment = entryRow(page, `Parcela ${n} de 3`);
    await expect(instalment).toContainText('Sal mineral, 60 sacos');
    await expect(instalment).toContainText(amount.replace(' ', '\u00a0'));
  }
  await expect(entryRow(page, 'Parcela 1 de 3')).toContainText(
    `Previsto, vence em ${formatDateBR(due)}`,
  );
  // Newest first, the instalments of one expense in their order (not as their ids fall).
  await expect(entriesTable(page).getByText(/^Parcela \d de 3$/)).toHaveText([
    'Parcela 3 de 3',
    'Parcela 2 de 3',
    'Parcela 1 de 3',
  ]);
  await expect(figure(page, 'Saídas')).toHaveText('R$\u00a01.000,00');
  await expect(page.getByText('3 lançamentos com esses filtros.')).toBeVisible();

  await page.getByRole('button', { name: 'Nova receita' }).click();
  const income = dialog(page, 'Nova receita');
  await income.getByLabel('Descrição').fill('Venda de leite de novembro');
  await income.getByLabel('Valor (R$)').fill('2.500,50');
  await income.getByLabel('Categoria').selectOption({ label: 'Venda de leite' });
  await income.getByRole('button', { name: 'Registrar receita' }).click();
  await expect(toast(page, 'Receita registrada')).toBeVisible();
  await expect(entryRow(page, 'Venda de leite de novembro')).toContainText('Realizado');
  await expect(figure(page, 'Entradas')).toHaveText('R$\u00a02.500,50');
  await expect(figure(page, 'Saldo')).toHaveText('R$\u00a01.500,50');

  const name = `Venda de leite de novembro (${formatDateBR(today())})`;
  await page.getByRole('button', { name: `Editar: ${name}` }).click();
  const edit = dialog(page, 'Editar lançamento');
  await expect(edit.getByLabel('Valor (R$)')).toHaveValue('2.500,50');
  await edit.getByLabel('Valor (R$)').fill('2.600');
  await edit.getByRole('button', { name: 'Salvar lançamento' }).click();
  await expect(toast(page, 'Lançamento alterado')).toBeVisible();
  await expect(figure(page, 'Entradas')).toHaveText('R$\u00a02.600,00');

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
  await expect(entryRow(page, 'Parcela 1 de 3')).toContainText('Realizado');
  await expect(entryRow(page, 'Parcela 2 de 3')).toContainText('Previsto');

  await page.getByRole('button', { name: `Desfazer: ${name}` }).click();
  const undo = dialog(page, 'Desfazer lançamento');
  await undo.getByLabel('Motivo').fill('Lançado na fazenda errada');
  await undo.getByRole('button', { name: 'Desfazer', exact: true }).click();
  await expect(toast(page, 'Lançamento desfeito')).toBeVisible();
  await expect(entryRow(page, 'Venda de leite de novembro')).toHaveCount(0);
  await expect(figure(page, 'Entradas')).toHaveText('R$\u00a00,00');
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
  const sale = entryRow(page, 'Venda de 2 animais — Frigorífico Central');
  await expect(sale).toContainText('Do rebanho');
  await expect(sale).toContainText('Venda de animais');
  await expect(sale).toContainText('R$\u00a06.000,00');
  await expect(sale).toContainText('Lançado pelo rebanho: para mudar, edite a venda em Rebanho.');
  // A frigorífico's sale carries the Funrural at the farm's rate, on its own line.
  await expect(entryRow(page, 'Funrural (1,5%) da venda de 2 animais')).toContainText(
    '-R$\u00a090,00',
  );
  // The herd's entry is the event's: nothing to edit, pay or undo here, and counted once.
  await expect(sale.getByRole('button')).toHaveCount(0);
  await expect(figure(page, 'Entradas')).toHaveText('R$\u00a06.000,00');
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
  await expect(entryRow(page, 'Venda de 2 animais')).toHaveCount(0);
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
  // The file sent left the field: choosing it again is a new choice.
  await expect(upload.getByLabel('Arquivo OFX do extrato')).toHaveValue('');

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
  const milkRow = entryRow(page, 'TED LATICINIO BOA VISTA');
  await expect(milkRow).toContainText('Extrato');
  await expect(milkRow).toContainText('Venda de leite');
  await expect(milkRow).not.toContainText('A conferir');
  await expect(figure(page, 'Entradas')).toHaveText('R$\u00a012.500,00');
  await expect(figure(page, 'Saídas')).toHaveText('R$\u00a0800,10');
});

test("'Conciliar': the frigorífico's transfer is the payment of the herd's sale, never counted twice", async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  const ids = [
    await apiAnimal(page, { tag: 'BOI-1', sex: 'M', birthDate: monthsAgo(30) }),
    await apiAnimal(page, { tag: 'BOI-2', sex: 'M', birthDate: monthsAgo(30) }),
  ];
  const sold = daysFromToday(-5);
  const sale = await page.request.post('/api/animals/sales', {
    data: {
      date: sold,
      animalIds: ids,
      priceKind: 'head',
      price: 3000,
      buyer: 'Frigorífico Central',
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  // The frigorífico pays the sale less the Funrural it withholds: R$ 6.000,00 − R$ 90,00.
  const paid = daysFromToday(-2);
  await page.goto('/financeiro?aba=extrato');
  await page
    .getByLabel('Arquivo OFX do extrato')
    .setInputFiles(
      ofxFile('extrato.ofx', [
        { date: ofxDate(paid), amount: '5910.00', fitId: 'TED-1', memo: 'TED FRIGORIFICO CENTRAL' },
      ]),
    );
  await page.getByRole('button', { name: 'Importar 1 lançamento' }).click();
  await expect(page.getByText('1 lançamento importado')).toBeVisible();

  await page
    .getByRole('button', { name: `Conciliar: TED FRIGORIFICO CENTRAL (${formatDateBR(paid)})` })
    .click();
  const reconcile = dialog(page, 'Conciliar com o rebanho');
  await reconcile
    .getByRole('radio', {
      name: `Venda de 2 animais — Frigorífico Central · ${formatDateBR(sold)} · R$\u00a06.000,00`,
    })
    .check();
  await reconcile.getByRole('button', { name: 'Conciliar' }).click();
  await expect(toast(page, 'Lançamento conciliado')).toBeVisible();
  await expect(page.getByText('Nenhuma linha do extrato a conferir.')).toBeVisible();

  await openPart(page, 'Lançamentos');
  await expect(entryRow(page, 'Venda de 2 animais — Frigorífico Central')).toContainText(
    'Conciliado com o extrato',
  );
  // The bank's line is the sale's payment: the book's money in is the sale's, once.
  await expect(figure(page, 'Entradas')).toHaveText('R$\u00a06.000,00');
  await expect(figure(page, 'Saldo')).toHaveText('R$\u00a05.910,00');
});

test("'Campo' has no 'Financeiro': no link, the page says it is not for his role, the API refuses", async ({
  page,
  browser,
}) => {
  await signedInUser(page, 'Sebastião Rocha');
  await becomeMaster(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Financeiro' }).first()).toBeVisible();
  const { context, field } = await fieldHandJoins(page, browser);

  await expect(field.getByRole('link', { name: 'Estoque do Rebanho' }).first()).toBeVisible();
  await expect(field.getByRole('link', { name: 'Financeiro' })).toHaveCount(0);
  await field.goto('/financeiro');
  await expect(field.getByRole('heading', { name: 'Financeiro', level: 1 })).toBeVisible();
  await expect(field.getByText(ROLE_MESSAGE)).toBeVisible();
  await expect(field.getByRole('button', { name: 'Nova despesa' })).toHaveCount(0);
  await expect(field.getByRole('link', { name: 'Ver planos' })).toHaveCount(0);
  const refused = await field.request.get('/api/finance/entries');
  expect(refused.status()).toBe(403);
  await context.close();
});

test('a Starter owner is offered the plans that have the Financeiro', async ({ page }) => {
  await signedInUser(page);
  await paidStarter(page);
  await page.goto('/dashboard');
  const card = page.getByRole('link', { name: 'Financeiro', exact: true }).last();
  await expect(card).toHaveAccessibleDescription(/Disponível nos planos Pro e Master\./);
  await card.click();
  await expect(page).toHaveURL(/\/financeiro$/);
  await expect(page.getByText('O Financeiro faz parte dos planos Pro e Master.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver planos' })).toHaveAttribute(
    'href',
    '/pricing?plan=PRO',
  );
  await expect(page.getByRole('button', { name: 'Nova receita' })).toHaveCount(0);
  expect((await page.request.get('/api/finance/entries')).status()).toBe(403);
});

/** A book with a typed income, a bill due in 5 days and a bank line 'A conferir'. */
async function bookToCheck(page: Page) {
  await signedInUser(page);
  await apiEntry(page, {
    type: 'income',
    description: 'Venda de bezerros',
    amount: 10_000,
    account: 'Venda de animais',
  });
  await apiEntry(page, {
    type: 'expense',
    description: 'Conta de luz',
    amount: 1_234.56,
    account: 'Energia',
    status: 'planned',
    dueDate: daysFromToday(5),
  });
  const origin = new URL(page.url()).origin;
  const imported = await page.request.post('/api/finance/imports/ofx', {
    data: ofxFile('extrato.ofx', [
      { date: ofxDate(daysFromToday(-1)), amount: '-89.90', fitId: 'A-1', memo: 'TARIFA PACOTE' },
    ]).buffer,
    headers: { origin, 'Content-Type': 'application/x-ofx' },
  });
  expect(imported.status(), await imported.text()).toBe(201);
}

/** axe on each part named, opened from the page's navigation once `ready` shows. */
async function partsPass(page: Page, parts: (readonly [part: string, ready: string])[]) {
  for (const [part, ready] of parts) {
    await openPart(page, part);
    await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
    expect(await seriousViolations(page), part).toEqual([]);
  }
}

test("axe: 'Lançamentos', 'Nova despesa' and 'Fluxo de caixa' have no serious violations", async ({
  page,
}) => {
  await bookToCheck(page);
  await page.goto('/financeiro');
  await expect(entryRow(page, 'TARIFA PACOTE')).toContainText('A conferir');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Nova despesa' }).click();
  await expect(dialog(page, 'Nova despesa').getByLabel('Descrição')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await partsPass(page, [['Fluxo de caixa', 'Contas a pagar']]);
});

test("axe: 'Resultado', 'Importar extrato', 'Plano de contas' and 'Configurações' too", async ({
  page,
}) => {
  await bookToCheck(page);
  await page.goto('/financeiro?aba=resultado');
  await partsPass(page, [
    ['Resultado', 'Custo da arroba produzida'],
    ['Importar extrato', 'Salvar categorias'],
    ['Plano de contas', 'Máquinas e benfeitorias'],
    ['Configurações', 'Funrural (%)'],
  ]);
});

test("the seven filters of 'Lançamentos' sit side by side on a computer, none over another", async ({
  page,
}) => {
  await signedInUser(page);
  await page.goto('/financeiro');
  const labels = [
    'Data inicial',
    'Data final',
    'Tipo',
    'Categoria',
    'Centro de custo',
    'Situação',
    'Origem',
  ];
  for (const width of [1280, 1366, 1024, 800]) {
    await page.setViewportSize({ width, height: 900 });
    const boxes = [];
    for (const label of labels) {
      const box = await page.getByLabel(label, { exact: true }).boundingBox();
      boxes.push(box!);
    }
    // Fields of one row end before the next one starts (a date's native field no wider).
    for (let i = 1; i < boxes.length; i++) {
      const [a, b] = [boxes[i - 1]!, boxes[i]!];
      if (Math.abs(a.y - b.y) < 1)
        expect(a.x + a.width, `${width} px: ${labels[i]}`).toBeLessThanOrEqual(b.x);
    }
  }
});
