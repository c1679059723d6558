import { expect, signedInUser, test } from './fixtures';

// Issue 27: a chart fits a 360 px phone and answers a tap with its values.
test('charts on a phone: the year chart fits 360 px and a tap shows the values', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/monthly-control' });
  for (const [m, revenue] of [
    ['01', 1250000.5],
    ['02', 980000],
    ['03', 1400000],
  ] as const) {
    const res = await page.request.put(`/api/monthly-control/2025-${m}`, {
      data: {
        initialQuantity: 5000,
        purchases: 0,
        sales: 100,
        deaths: 0,
        totalCosts: 900000,
        totalRevenue: revenue,
      },
    });
    expect(res.status()).toBe(200);
  }
  await page.reload();
  const picture = page.getByRole('img', { name: /^Receita, custos e lucro por mês de 2025\. / });
  await expect(picture.locator('svg[data-plot]')).toBeVisible();
  const box = (await picture.locator('svg[data-plot]').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  // The value axis in short pt-BR money ('R$ 1,5 mi').
  await expect(
    picture.locator('svg[data-plot] text', { hasText: /^R\$ [\d,]+ mi$/ }).first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Ver tabela' }).click();
  await expect(page.getByRole('row', { name: /^jan / })).toContainText('R$ 1.250.000,50');

  await picture.tap({ position: { x: box.width * 0.2, y: box.height / 2 } });
  await expect(page.locator('[data-chart-tooltip]')).toContainText('jan');
  await expect(page.locator('[data-chart-tooltip]')).toContainText('R$ 1.250.000,50');
  const fits = await page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
  expect(fits).toBe(true);
});
