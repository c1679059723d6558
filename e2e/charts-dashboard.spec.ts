import type { HerdCategoriesChart, HerdMonthsChart } from '../src/domain/charts/schemas';
import { expect, signedInUser, test } from './fixtures';
import { apiAnimal, monthsAgo } from './herd-steps';
import { chartTable, rowCells } from './charts-steps';

/* Issue 27: the dashboard's herd charts, at its foot, found by role and accessible name. */

test('the dashboard charts the herd by category and its heads month by month', async ({ page }) => {
  await signedInUser(page);
  // A new farm: too little data for either chart.
  await expect(page.getByRole('region', { name: 'Rebanho por categoria' })).toContainText(
    'Ainda não há animais no rebanho para mostrar por categoria.',
  );
  await expect(page.getByRole('region', { name: 'Cabeças por mês' })).toContainText(
    'Ainda não há dois meses com cabeças contadas',
  );

  for (const [tag, sex, months] of [
    ['V-1', 'F', 48],
    ['V-2', 'F', 50],
    ['V-3', 'F', 60],
    ['B-1', 'M', 40],
  ] as const) {
    await apiAnimal(page, { tag, sex, birthDate: monthsAgo(months) });
  }
  const known = (await (
    await page.request.get('/api/charts/herd/categories')
  ).json()) as HerdCategoriesChart;
  expect(known.totals.heads).toBe(4);
  const [largest, smallest] = [known.items[0]!, known.items.at(-1)!];
  expect(largest.heads).toBe(3);

  await page.reload();
  const title = 'Rebanho por categoria';
  const picture = page.getByRole('img', { name: new RegExp(`^${title}\\. `) });
  await expect(picture).toHaveAccessibleName(
    `${title}. Cabeças: maior ${largest.category} com 3, menor ${smallest.category} com 1; total 4.`,
  );
  const table = await chartTable(page, title);
  // Each bar's parts beside it (decision 062): here all in the registry.
  await expect(table.getByRole('columnheader')).toHaveText([
    'Categoria',
    'Cabeças',
    'No Rebanho',
    'Lançados no estoque',
  ]);
  expect(await rowCells(table, largest.category)).toEqual(['3', '3', '0']);
  expect(await rowCells(table, smallest.category)).toEqual(['1', '1', '0']);

  // Heads per month: this month's 4 from the registry, and beside the count, the monthly
  // control's typed final quantity of an earlier month.
  const origin = new URL(page.url()).origin;
  const earlier = monthsAgo(2).slice(0, 7);
  const res = await page.request.put(`/api/monthly-control/${earlier}`, {
    data: {
      initialQuantity: 10,
      purchases: 2,
      sales: 5,
      deaths: 0,
      totalCosts: 0,
      totalRevenue: 0,
    },
    headers: { origin },
  });
  expect(res.status()).toBe(200);
  await page.reload();
  const months = await chartTable(page, 'Cabeças por mês');
  await expect(months.getByRole('row')).toHaveCount(13);
  const label = (iso: string) => {
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
    return `${names[Number(iso.slice(5, 7)) - 1]}/${iso.slice(2, 4)}`;
  };
  // That month's heads: the head count then; the control's 7 is shown beside it, not in it.
  const chart = (await (
    await page.request.get('/api/charts/herd/months')
  ).json()) as HerdMonthsChart;
  const then = chart.months.find((m) => m.month === earlier)!;
  expect(then.monthlyHeads).toBe(7);
  expect(then.heads).toBe(then.registryHeads);
  expect(await rowCells(months, label(earlier))).toEqual([
    String(then.heads),
    String(then.registryHeads),
    '0',
    '7',
  ]);
  expect(await rowCells(months, label(monthsAgo(0)))).toEqual(['4', '4', '0', '—']);
  await expect(
    page.getByRole('img', { name: /^Cabeças por mês\. Cabeças: de \d+ em \S+ a 4 em \S+; / }),
  ).toBeVisible();
});

test('on a 360 px phone the dashboard with its charts has no horizontal overflow', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInUser(page);
  await apiAnimal(page, { tag: 'F-1', sex: 'F', birthDate: monthsAgo(50) });
  await apiAnimal(page, { tag: 'M-1', sex: 'M', birthDate: monthsAgo(8) });
  await page.reload();
  await expect(page.getByRole('img', { name: /^Rebanho por categoria\. / })).toBeVisible();
  await expect(page.locator('svg[data-plot]').first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
