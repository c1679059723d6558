import { todayIn } from '../src/domain/records/dates';
import { expect, fillByLabel, signedInUser, test } from './fixtures';
import { apiAnimal, dialog, monthsAgo, tagLink } from './herd-steps';

/*
 * One event feeds the screens (issue 25 item 6, decision 042): two animals registered and one
 * sold show in the inventory as 'Do rebanho', and the month's and the year's forms start from
 * the sale.
 */

test.use({ reducedMotion: 'reduce' });

test("a sale feeds the inventory's 'Do rebanho' rows and the month's and year's forms", async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  for (const tag of ['F-1', 'F-2']) {
    await apiAnimal(page, { tag, sex: 'M', birthDate: monthsAgo(30) });
  }
  await page.goto('/rebanho');
  await page.getByRole('checkbox', { name: 'Selecionar F-1' }).check();
  const bar = page.getByRole('region', { name: 'Animais selecionados' });
  await bar.getByRole('button', { name: 'Registrar venda' }).click();
  const sale = dialog(page, 'Registrar venda');
  // 540 kg at R$ 310,00 the arroba of carcass, 52 % (decision 060): 18,72 @, R$ 5.803,20.
  await fillByLabel(page, { 'Peso (kg)': '540', 'Preço (R$)': '310,00' });
  await sale.getByRole('button', { name: 'Registrar venda' }).click();
  await expect(page.getByText('Venda registrada')).toBeVisible();
  await expect(tagLink(page, 'F-1')).toHaveCount(0);

  // The inventory: the one active Boi, read-only, linked to the herd list.
  await page.goto('/module/inventory');
  const boi = page.getByRole('listitem', { name: 'Boi do rebanho' });
  await expect(boi).toContainText('Do rebanho');
  await expect(boi).toContainText('1 cabeça');
  await expect(boi.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('Total de Cabeças').locator('..')).toContainText('1');
  await boi.getByRole('link', { name: /Ver animais/ }).click();
  await expect(page).toHaveURL(/\/rebanho\?categoria=Boi$/);
  await expect(tagLink(page, 'F-2')).toBeVisible();

  // The month: no record yet, it starts from the registry's events.
  const month = todayIn(new Date()).slice(0, 7);
  await page.goto('/module/monthly-control');
  await page.getByLabel('Mês/Ano').fill(month);
  await expect(page.getByLabel('Mês/Ano')).toHaveAccessibleDescription(
    /Preenchido com os eventos do rebanho; você pode mudar antes de salvar\./,
  );
  await expect(page.getByLabel('Vendas')).toHaveValue('1');
  await expect(page.getByLabel('Compras')).toHaveValue('0');
  await expect(page.getByLabel('Mortes')).toHaveValue('0');
  await expect(page.getByLabel('Receita Total (R$)')).toHaveValue('5.803,20');
  await expect(page.getByLabel('Quantidade Inicial')).toHaveValue('2');

  // The year too, on opening the screen.
  await page.goto('/module/annual-results');
  await expect(page.getByLabel('Total de Vendas (cabeças)')).toHaveValue('1');
  await expect(page.getByLabel('Receita Total (R$)')).toHaveValue('5.803,20');
  await expect(
    page.getByText('Preenchido com os eventos do rebanho; você pode mudar antes de salvar.'),
  ).toBeVisible();
});

test('animals known only from their weighings are not stock until completed, and the inventory says so', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/inventory' });
  for (const animalId of ['PESADO-1', 'PESADO-2']) {
    const res = await page.request.post('/api/weighings', {
      data: { animalId, weighingDate: todayIn(new Date()), weight: 320 },
    });
    expect(res.status()).toBe(201);
  }
  await page.reload();
  await expect(
    page.getByText('2 animais cadastrados pelas pesagens ainda sem sexo não entram no estoque.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Complete-os no Rebanho' }).click();
  await expect(page.getByRole('link', { name: 'PESADO-1', exact: true }).first()).toBeVisible();
});
