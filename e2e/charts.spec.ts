import { REFERENCE_YEAR } from '../src/domain/schemas.fixture';
import { expect, fillByLabel, signedInUser, test, type Page } from './fixtures';

/*
 * Issue 27: the charts of the monthly control, the annual results and the budget, found by role
 * and accessible name, with 'Ver tabela' showing the numbers of known data; and printed.
 */

const EMPTY = 'Ainda não há dados suficientes para este gráfico.';

async function put(page: Page, path: string, data: Record<string, number>) {
  const res = await page.request.put(path, { data });
  expect(res.status()).toBe(200);
}

const month = (totalRevenue: number, totalCosts: number) => ({
  initialQuantity: 100,
  purchases: 0,
  sales: 10,
  deaths: 0,
  totalCosts,
  totalRevenue,
});

/** The chart's table, opened with its 'Ver tabela' button. */
async function openTable(page: Page, title: string) {
  const chart = page.getByRole('region', { name: title });
  const toggle = chart.getByRole('button', { name: 'Ver tabela' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(chart.getByRole('button', { name: 'Ocultar tabela' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  return chart.getByRole('table', { name: title });
}

const row = (table: ReturnType<Page['getByRole']>, label: string) =>
  table.getByRole('row', { name: new RegExp(`^${label} `) });

async function cells(table: ReturnType<Page['getByRole']>, label: string) {
  return row(table, label).getByRole('cell').allInnerTexts();
}

test('monthly control: revenue, costs and profit per month of the year', async ({ page }) => {
  await signedInUser(page, { at: '/module/monthly-control' });
  await put(page, '/api/monthly-control/2025-01', month(100000, 80000));
  await put(page, '/api/monthly-control/2025-03', month(265310.55, 187432.17));
  await put(page, '/api/monthly-control/2025-12', month(50000, 70000));
  await put(page, '/api/monthly-control/2024-06', month(1000, 500));
  await page.reload();

  const title = 'Receita, custos e lucro por mês de 2025';
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const picture = page.getByRole('img', { name: new RegExp(`^${title}\\. `) });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAccessibleName(
    `${title}. Receita: de R$ 100.000,00 em jan a R$ 50.000,00 em dez; maior R$ 265.310,55 ` +
      'em mar; total R$ 415.310,55. Custos: de R$ 80.000,00 em jan a R$ 70.000,00 em dez; ' +
      'maior R$ 187.432,17 em mar; total R$ 337.432,17. Lucro: de R$ 20.000,00 em jan a ' +
      '-R$ 20.000,00 em dez; maior R$ 77.878,38 em mar; total R$ 77.878,38.',
  );
  await expect(picture.locator('svg[data-plot] rect[fill="#15803d"]')).toHaveCount(12);

  const table = await openTable(page, title);
  await expect(table.getByRole('columnheader')).toHaveText(['Mês', 'Receita', 'Custos', 'Lucro']);
  await expect(table.getByRole('row')).toHaveCount(13);
  expect(await cells(table, 'mar')).toEqual(['R$ 265.310,55', 'R$ 187.432,17', 'R$ 77.878,38']);
  expect(await cells(table, 'fev')).toEqual(['—', '—', '—']);
  expect(await cells(table, 'dez')).toEqual(['R$ 50.000,00', 'R$ 70.000,00', '-R$ 20.000,00']);

  // Pointing at March shows its values in pt-BR.
  const box = (await picture.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
  const tip = page.locator('[data-chart-tooltip]');
  await expect(tip).toBeVisible();
  await expect(tip).toContainText(/(fev|mar|abr)/);

  // Choosing a month of another year charts that year: one saved month is too little.
  await page.getByLabel('Mês/Ano').fill('2024-05');
  const other = page.getByRole('region', { name: 'Receita, custos e lucro por mês de 2024' });
  await expect(other.getByText(EMPTY)).toBeVisible();
  await expect(other.getByRole('img')).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Ver tabela' })).toHaveCount(0);
});

test('annual results: the years side by side', async ({ page }) => {
  await signedInUser(page, { at: '/module/annual-results' });
  const title = 'Resultados dos anos lado a lado';
  await put(page, '/api/annual-results/2024', REFERENCE_YEAR);
  await page.reload();
  const region = page.getByRole('region', { name: title });
  await expect(region.getByText(EMPTY)).toBeVisible();

  await put(page, '/api/annual-results/2023', {
    ...REFERENCE_YEAR,
    totalRevenue: 900000,
    totalInvestment: 500000,
    totalCosts: 250000.5,
  });
  await page.reload();
  const picture = page.getByRole('img', { name: new RegExp(`^${title}\\. `) });
  await expect(picture).toHaveAccessibleName(
    `${title}. Receita: de R$ 900.000,00 em 2023 a R$ 1.394.250,75 em 2024; maior ` +
      'R$ 1.394.250,75 em 2024. Investimento e custos: de R$ 750.000,50 em 2023 a ' +
      'R$ 1.097.480,50 em 2024; maior R$ 1.097.480,50 em 2024. Lucro líquido: de ' +
      'R$ 149.999,50 em 2023 a R$ 296.770,25 em 2024; maior R$ 296.770,25 em 2024.',
  );
  const table = await openTable(page, title);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Ano',
    'Receita',
    'Investimento e custos',
    'Lucro líquido',
  ]);
  expect(await cells(table, '2023')).toEqual(['R$ 900.000,00', 'R$ 750.000,50', 'R$ 149.999,50']);
  expect(await cells(table, '2024')).toEqual([
    'R$ 1.394.250,75',
    'R$ 1.097.480,50',
    'R$ 296.770,25',
  ]);
});

// The plan of e2e/budget.spec.ts (and src/domain/records/budget.test.ts).
const PLAN = {
  'Nome do Planejamento': 'Recria 2025',
  'Período (meses)': '8',
  'Quantidade Prevista': '150',
  'Preço de Compra Estimado (R$/cabeça)': '2.350,50',
  'Preço de Venda Estimado (R$/cabeça)': '3.980,75',
  'Suplemento Mensal (R$)': '4.200,30',
  'Arrendamento Mensal (R$)': '3.150',
  'Mão de Obra Mensal (R$)': '2.800,90',
  'Outros Custos Mensais (R$)': '650,45',
};

test('budget: the cost breakdown, and how it prints', async ({ page }) => {
  await signedInUser(page, { at: '/module/budget' });
  await fillByLabel(page, PLAN);
  await page.getByRole('button', { name: 'Calcular e Salvar' }).click();

  const title = 'Composição dos gastos';
  const picture = page.getByRole('img', { name: new RegExp(`^${title}\\. `) });
  await expect(picture).toHaveAccessibleName(
    `${title}. Valor no período: maior Compra dos animais com R$ 352.575,00, menor Outros ` +
      'custos com R$ 5.203,60; total R$ 438.988,20.',
  );
  await expect(picture.locator('svg[data-plot] rect[fill="#15803d"]')).toHaveCount(5);
  const table = await openTable(page, title);
  await expect(table.getByRole('columnheader')).toHaveText(['Gasto', 'Valor no período']);
  const expected: Array<[string, string]> = [
    ['Compra dos animais', 'R$ 352.575,00'],
    ['Suplemento', 'R$ 33.602,40'],
    ['Arrendamento', 'R$ 25.200,00'],
    ['Mão de obra', 'R$ 22.407,20'],
    ['Outros custos', 'R$ 5.203,60'],
  ];
  for (const [label, value] of expected) expect(await cells(table, label)).toEqual([value]);

  // On paper: the picture and the open table print, the toggle does not.
  await page.emulateMedia({ media: 'print' });
  await expect(picture).toBeVisible();
  await expect(table).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ocultar tabela' })).toBeHidden();
  const svg = picture.locator('svg[data-plot]');
  const [svgBox, frameBox] = [await svg.boundingBox(), await picture.boundingBox()];
  expect(svgBox!.width).toBeGreaterThan(200);
  expect(svgBox!.width).toBeLessThanOrEqual(frameBox!.width + 1);
  await page.emulateMedia({ media: 'screen' });
});
