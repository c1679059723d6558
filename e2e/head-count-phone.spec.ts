import { formatMonthShortBR, todayIn } from '../src/domain/records/dates';
import { expect, signedInUser, test, type Page } from './fixtures';
import { chartTable, post } from './charts-steps';
import { apiAnimal, monthsAgo } from './herd-steps';

/*
 * Issue 39 item 3 on a 360 px phone: one answer to "how many head do I have?" (decision 062).
 * The farm: three cows and a steer in the registry; typed in the inventory, 'Vacas' 10 (the
 * registry holds cows: already counted) and 'Garrotes de recria' 5 (no registry animal of it);
 * last month's monthly control closed at 100. The herd: 4 + 5 = 9, read on the dashboard, its
 * chart's table, Rebanho, the inventory and the monthly control, each saying its parts.
 */

test.use({ reducedMotion: 'reduce' });

const PARTS = '4 no Rebanho + 5 lançados no estoque';

async function farm(page: Page) {
  for (const [tag, sex, months] of [
    ['V-1', 'F', 60],
    ['V-2', 'F', 50],
    ['V-3', 'F', 48],
    ['B-1', 'M', 30],
  ] as const) {
    await apiAnimal(page, { tag, sex, birthDate: monthsAgo(months) });
  }
  for (const [category, quantity] of [
    ['Vacas', 10],
    ['Garrotes de recria', 5],
  ] as const) {
    await post(page, '/api/inventory', {
      category,
      quantity,
      averageWeight: 300,
      averageValue: 2000,
    });
  }
  const last = monthsAgo(1).slice(0, 7);
  const closing = await page.request.put(`/api/monthly-control/${last}`, {
    data: {
      initialQuantity: 100,
      purchases: 0,
      sales: 0,
      deaths: 0,
      totalCosts: 0,
      totalRevenue: 0,
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(closing.status()).toBe(200);
  return last;
}

test('the dashboard, its chart, Rebanho, the inventory and the month all count the same 9 head', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInUser(page);
  const lastMonth = await farm(page);

  // The dashboard: 'Rebanho Total' and where it comes from.
  await page.goto('/dashboard');
  const herd = page.locator('[data-stat="herd"]');
  await expect(herd.getByRole('definition').first()).toHaveText('9 cabeças');
  await expect(herd).toContainText(PARTS);

  // Its chart's table: this month's row, the count and its parts.
  const months = await chartTable(page, 'Cabeças por mês');
  const month = todayIn(new Date());
  const names = [
    'jan',
    'fev',
    'mar',
    'abr',
    'mai',
    'jun',
    'jul',
    'ago',
    'set',
    'out',
    'nov',
    'dez',
  ];
  const label = `${names[Number(month.slice(5, 7)) - 1]}/${month.slice(2, 4)}`;
  await expect(months.getByRole('row', { name: new RegExp(`^${label} `) })).toHaveText(
    new RegExp(`^${label}\\s*9\\s*4\\s*5`),
  );
  // The category chart's total, under it.
  await expect(page.getByText(`Total: 9 cabeças (${PARTS}).`)).toBeVisible();
  await expect(
    page.getByText('10 lançados no estoque já contados no Rebanho (Vaca)', { exact: false }),
  ).toBeVisible();

  // Rebanho.
  await page.goto('/rebanho');
  await expect(page.getByRole('heading', { name: 'Rebanho ativo: 9 cabeças' })).toBeVisible();
  await expect(page.getByText(PARTS)).toBeVisible();

  // The inventory: the typed cows are listed, marked, and not added again.
  await page.goto('/module/inventory');
  const total = page.getByRole('term').filter({ hasText: 'Total de Cabeças' }).locator('..');
  await expect(total.getByRole('definition').first()).toHaveText('9');
  await expect(total).toContainText(PARTS);
  const cows = page.getByRole('listitem', { name: 'Vacas', exact: true });
  await expect(cows).toContainText('Contado no Rebanho');

  // The monthly control: this month starts from the herd, the last closing named beside it.
  await page.goto('/module/monthly-control');
  await page.getByLabel('Mês/Ano').fill(month.slice(0, 7));
  await expect(page.getByLabel('Quantidade Inicial')).toHaveValue('9');
  const start = `começando do rebanho no início do mês, 9 cabeças (${PARTS}); o fechamento de ${formatMonthShortBR(lastMonth)} tinha 100`;
  await expect(page.getByLabel('Mês/Ano')).toHaveAccessibleDescription(
    new RegExp(start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
});
