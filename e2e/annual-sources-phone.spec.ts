import { todayIn } from '../src/domain/records/dates';
import { expect, fillByLabel, resultCard, signedInUser, test } from './fixtures';
import { post } from './charts-steps';
import { apiAnimal, monthsAgo } from './herd-steps';

/*
 * Issue 39 item 9 (the annual results) on a 360 px phone: a year counts its births, and each
 * figure says where it came from when the herd's events and the saved months disagree (decision
 * 062). The farm: two cows and a steer; this year a calf born and the steer sold; this year's
 * January saved in 'Controle Mensal' with 3 sales and 40 heads at its start.
 */

test.use({ reducedMotion: 'reduce' });

test('the year counts its births and says where each figure came from', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInUser(page);
  const today = todayIn(new Date());
  const year = today.slice(0, 4);
  const cow = await apiAnimal(page, { tag: 'V-1', sex: 'F', birthDate: monthsAgo(60) });
  await apiAnimal(page, { tag: 'V-2', sex: 'F', birthDate: monthsAgo(50) });
  const steer = await apiAnimal(page, { tag: 'B-1', sex: 'M', birthDate: monthsAgo(30) });
  await post(page, '/api/animals/births', { motherId: cow, date: today, tag: 'BZ-1', sex: 'F' });
  await post(page, '/api/animals/sales', { date: today, animalIds: [steer] });
  const january = await page.request.put(`/api/monthly-control/${year}-01`, {
    data: {
      initialQuantity: 40,
      purchases: 0,
      sales: 3,
      deaths: 0,
      totalCosts: 0,
      totalRevenue: 0,
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(january.status()).toBe(200);

  // The year without a record starts from the herd: its births, its sale, its opening stock.
  await page.goto('/module/annual-results');
  await expect(page.getByLabel('Total de Nascimentos (cabeças)')).toHaveValue('1');
  const sales = page.getByLabel('Total de Vendas (cabeças)');
  await expect(sales).toHaveValue('1');
  await expect(sales).toHaveAccessibleDescription('Do Rebanho: 1. Nos meses salvos: 3.');
  const opening = page.getByLabel('Estoque Inicial (cabeças)');
  await expect(opening).toHaveValue('3');
  await expect(opening).toHaveAccessibleDescription(
    `Rebanho no início de ${year}: 3 no Rebanho. Do Rebanho: 3. Nos meses salvos: 40.`,
  );

  // The saved months instead: the note follows the figure.
  await page.getByRole('button', { name: 'Preencher com os meses salvos' }).click();
  await expect(sales).toHaveValue('3');
  await expect(sales).toHaveAccessibleDescription('Dos meses salvos: 3. No Rebanho: 1.');
  await fillByLabel(page, { 'Total de Vendas (cabeças)': '1', 'Investimento Total (R$)': '0' });

  // 3 + 1 born − 1 sold = 3 heads at the end of the year.
  await page.getByRole('button', { name: 'Calcular Resultados Anuais' }).click();
  await expect(resultCard(page, 'Estoque Final')).toContainText('3 cabeças');
  const births = page
    .getByRole('term')
    .filter({ hasText: /^Nascimentos$/ })
    .locator('..');
  await expect(births.getByRole('definition')).toHaveText('+1 cabeça');
});
