import { seriousViolations } from './axe';
import { expect, signedInUser, test } from './fixtures';
import { dialog } from './herd-steps';
import {
  apartOnThePhone,
  apiEntry,
  daysFromToday,
  figure,
  fitsThePhone,
  onOneLine,
  openPart,
  today,
  toast,
} from './finance-steps';

/*
 * Issue 43 ('Financeiro') on a 360 px phone: the list, the entry's form and the cash flow fit
 * the screen (no sideways scroll of the page) with a seven-digit amount and a long description.
 */

const LONG =
  'Compra de suplemento mineral proteinado para a seca, entregue na sede em caminhão do fornecedor de Uberaba, nota fiscal 123456789';

test("the list, 'Nova despesa' and 'Fluxo de caixa' fit a 360 px phone with R$ 1.234.567,89", async ({
  page,
}) => {
  await signedInUser(page);
  await apiEntry(page, {
    type: 'income',
    description: 'Venda de 300 bois gordos ao Frigorífico Central de Campo Grande',
    amount: 1_234_567.89,
    account: 'Venda de animais',
  });
  await apiEntry(page, {
    type: 'expense',
    description: LONG,
    amount: 1_234_567.89,
    account: 'Suplementação e ração',
    status: 'planned',
    dueDate: daysFromToday(20),
  });

  await page.goto('/financeiro');
  const list = page.getByRole('list', { name: 'Lançamentos' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: LONG })).toContainText(
    '-R$\u00a01.234.567,89',
  );
  for (const label of ['Entradas', 'Saídas']) {
    const amount = figure(page, label);
    await expect(amount).toHaveText('R$\u00a01.234.567,89');
    await onOneLine(amount);
  }
  await fitsThePhone(page);
  await apartOnThePhone(page.getByLabel('Data inicial'), page.getByLabel('Data final'));
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Nova despesa' }).click();
  const form = dialog(page, 'Nova despesa');
  await form.getByLabel('Descrição').fill(LONG);
  await form.getByLabel('Valor (R$)').fill('1.234.567,89');
  await form.getByLabel('Categoria').selectOption({ label: 'Combustível e lubrificantes' });
  await form.getByLabel('Previsto').check();
  await form.getByLabel('Vencimento').fill(daysFromToday(3));
  await form.getByLabel('Parcelas').fill('12');
  await fitsThePhone(page);
  const save = form.getByRole('button', { name: 'Registrar despesa' });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  await save.click();
  await expect(toast(page, 'Despesa registrada')).toBeVisible();
  // The twelve in their order, newest first.
  await expect(list.getByText(/^Parcela \d+ de 12$/)).toHaveText(
    Array.from({ length: 12 }, (_, i) => `Parcela ${12 - i} de 12`),
  );
  await fitsThePhone(page);

  await openPart(page, 'Resultado');
  await page.getByLabel('Por período').check();
  await page.getByLabel('Fim do período').fill(daysFromToday(0));
  await expect(page.getByText('Custo da arroba produzida')).toBeVisible();
  await fitsThePhone(page);
  await apartOnThePhone(page.getByLabel('Início do período'), page.getByLabel('Fim do período'));

  await openPart(page, 'Fluxo de caixa');
  const months = page.getByRole('list', { name: 'Fluxo de caixa por mês' });
  await expect(months.getByRole('listitem').first()).toContainText('Saldo acumulado');
  await expect(page.getByRole('list', { name: 'Contas a pagar' })).toContainText(LONG);
  await fitsThePhone(page);
  await page.getByLabel('Do mês').fill(today().slice(0, 7));
  await apartOnThePhone(page.getByLabel('Do mês'), page.getByLabel('Até o mês'));
  await page.getByRole('button', { name: 'Ver tabela' }).click();
  await expect(page.getByRole('table', { name: 'Saldo acumulado por mês' })).toBeVisible();
  await fitsThePhone(page);
});
