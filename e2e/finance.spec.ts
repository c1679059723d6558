import { formatDateBR } from '../src/domain/records/dates';
import { expect, signedInUser, test, type Page } from './fixtures';
import { dialog } from './herd-steps';
import { daysFromToday, today, toast } from './finance-steps';

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
