import { expect, signedInUser, test } from './fixtures';
import { dialog } from './herd-steps';
import { cowsInTheHerd, daysFromToday, exposeCategory, newSeason } from './reproduction-steps';

/*
 * Issue 43 item 3 (decision 073): an insemination with 'Custo por animal (R$)' typed as a producer
 * types money is in the Financeiro's book as a 'Do rebanho' expense in 'Reprodução' (its undo
 * and Campo's refusal: src/server/finance/reproduction-costs.test.ts).
 */

test("an insemination's cost typed as money is in the book, 'Do rebanho'", async ({ page }) => {
  await signedInUser(page, { at: '/rebanho' });
  await cowsInTheHerd(page, ['VACA-1', 'VACA-2']);
  await page.goto('/reproducao');
  await newSeason(page, 'Estação 2026/27', daysFromToday(-60), daysFromToday(30));
  await exposeCategory(page, 'Vaca');

  await page.getByRole('button', { name: 'Registrar inseminação: VACA-1' }).click();
  const insemination = dialog(page, 'Registrar inseminação');
  await insemination.getByLabel('Data').fill(daysFromToday(-40));
  await insemination.getByLabel('Touro ou sêmen').fill('Jaguar');
  await insemination.getByLabel('Custo por animal (R$)').fill('1.234,56');
  await insemination.getByRole('button', { name: 'Registrar inseminação' }).click();
  await expect(page.getByText('Inseminação registrada')).toBeVisible();

  await page.goto('/financeiro');
  const entry = page.getByText('Inseminação (1 animal)').filter({ visible: true });
  await expect(entry).toBeVisible();
  await expect(
    page
      .getByText(/R\$\s1\.234,56/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Do rebanho').filter({ visible: true }).first()).toBeVisible();
});
