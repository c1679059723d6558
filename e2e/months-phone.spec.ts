import { seriousViolations } from './axe';
import { expect, fillByLabel, signedInUser, test, type Page } from './fixtures';

// Issue 23, item 5, on a 360 px phone: a month without a record starts from the last closing,
// and 'Meses registrados' opens any saved month, with finger-sized targets.

test.use({ reducedMotion: 'reduce' });

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function saveMonth(page: Page, month: string, figures: Record<string, number>) {
  const res = await page.request.put(`/api/monthly-control/${month}`, { data: figures });
  expect(res.status()).toBe(200);
}

test('months on a 360 px phone: a new month starts from the last closing; saved months open', async ({
  page,
}) => {
  await signedInUser(page);
  // February closes with 200 + 10 − 25 − 2 = 183 heads.
  await saveMonth(page, '2026-02', {
    initialQuantity: 200,
    purchases: 10,
    sales: 25,
    deaths: 2,
    totalCosts: 30000,
    totalRevenue: 70000,
  });
  await saveMonth(page, '2026-01', {
    initialQuantity: 190,
    purchases: 10,
    sales: 0,
    deaths: 0,
    totalCosts: 9000,
    totalRevenue: 0,
  });
  await page.goto('/module/monthly-control');

  const list = page.getByRole('list', { name: 'Meses registrados' });
  await expect(list.getByRole('button')).toHaveText([/^fevereiro\/2026/, /^janeiro\/2026/]);
  for (const box of await list
    .getByRole('button')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()))) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.right).toBeLessThanOrEqual(360);
  }

  // Open February from the list: its figures and results.
  await list.getByRole('button', { name: /^fevereiro\/2026/ }).click();
  await expect(page.getByLabel('Mês/Ano')).toHaveValue('2026-02');
  await expect(page.getByLabel('Mês/Ano')).toBeInViewport();
  await expect(page.getByLabel('Vendas')).toHaveValue('25');
  await expect(page.getByText('Dados salvos de fevereiro de 2026.')).toBeVisible();

  // March has no record: it starts from February's closing, nothing else carried over.
  await page.getByLabel('Mês/Ano').fill('2026-03');
  await expect(
    page.getByText('Mês sem registro: começando do fechamento de fevereiro/2026'),
  ).toBeVisible();
  await expect(page.getByLabel('Quantidade Inicial')).toHaveValue('183');
  await expect(page.getByLabel('Vendas')).toHaveValue('');
  await expect(page.getByLabel('Custos Totais (R$)')).toHaveValue('');
  await expect(page.getByText('Dados salvos de fevereiro de 2026.')).toHaveCount(0);
  expect(await noHorizontalScroll(page)).toBe(true);

  await fillByLabel(page, {
    Compras: '0',
    Vendas: '3',
    Mortes: '0',
    'Custos Totais (R$)': '5.000,00',
    'Receita Total (R$)': '9.000,00',
  });
  await page.getByRole('button', { name: 'Calcular e Salvar' }).click();
  await expect(page.getByText('Controle de março de 2026 salvo.').first()).toBeVisible();
  await expect(list.getByRole('button').first()).toHaveText(/^março\/2026/);
  const march = await (await page.request.get('/api/monthly-control/2026-03')).json();
  expect(march).toMatchObject({ initialQuantity: 183, sales: 3, finalQuantity: 180 });
  expect(await seriousViolations(page)).toEqual([]);
});
