import { REFERENCE_YEAR } from '../src/domain/schemas.fixture';
import { expect, fillByLabel, resultCard, signedInUser, test, type Page } from './fixtures';

// The year of src/domain/records/annual-results.test.ts, typed the pt-BR way.
const FIGURES = {
  'Estoque Inicial (cabeças)': '420',
  'Total de Compras (cabeças)': '135',
  'Total de Vendas (cabeças)': '260',
  'Total de Mortes (cabeças)': '9',
  'Investimento Total (R$)': '785.000,40',
  'Receita Total (R$)': '1.394.250,75',
  'Custos Totais (R$)': '312.480,10',
};

const thisYear = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(
    new Date(),
  );

async function expectYearResults(page: Page) {
  await expect(resultCard(page, 'Estoque Final')).toContainText('286 cabeças');
  await expect(resultCard(page, 'Lucro Líquido Anual')).toContainText('R$ 296.770,25');
  await expect(resultCard(page, 'Margem Bruta')).toContainText('43,70%');
  await expect(resultCard(page, 'ROI Anual')).toContainText('37,81%');
  await expect(resultCard(page, 'Taxa de Giro do Estoque')).toContainText('73,65%');
  await expect(resultCard(page, 'Taxa de Mortalidade Anual')).toContainText('2,14%');
  await expect(resultCard(page, 'Receita Média por Venda')).toContainText('R$ 5.362,50');
  await expect(resultCard(page, 'Custo Médio por Cabeça')).toContainText('R$ 1.977,44');
}

test('annual: calculates and saves the year; reopening the screen loads it', async ({ page }) => {
  await signedInUser(page, { at: '/module/annual-results' });
  await expect(page.getByRole('heading', { name: 'Resultados Anuais' })).toBeVisible();
  await expect(page.getByLabel('Ano', { exact: true })).toHaveValue(thisYear());
  await expect(page.getByText('Estoque Final')).toHaveCount(0);

  await fillByLabel(page, FIGURES);
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Calcular Resultados Anuais' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Cálculo realizado', { exact: true })).toBeVisible();
  await expect(page.getByText('Resultados anuais calculados e salvos com sucesso!')).toBeVisible();
  await expectYearResults(page);
  await expect(resultCard(page, 'Lucro Líquido Anual')).toHaveClass(/bg-green-50/);
  await expect(resultCard(page, 'ROI Anual')).toHaveClass(/bg-green-50/);
  await expect(resultCard(page, 'Taxa de Mortalidade Anual')).toHaveClass(/bg-amber-50/);
  const summary = page.getByRole('heading', { name: `Resumo do Ano ${thisYear()}` });
  await expect(summary).toBeVisible();
  const table = page.locator('div').filter({ has: summary }).last();
  await expect(table).toContainText('+135 cabeças');
  // Sales and deaths leave with the same minus sign as every other number ('-R$ ...').
  await expect(table).toContainText('-260 cabeças');
  await expect(table).toContainText('-9 cabeças');
  await expect(table.getByRole('definition').filter({ hasText: '43,70%' })).toHaveCount(1);

  await page.reload();
  await expect(page.getByLabel('Estoque Inicial (cabeças)')).toHaveValue('420');
  await expect(page.getByLabel('Receita Total (R$)')).toHaveValue('1.394.250,75');
  await expectYearResults(page);

  // Recalculating the year overwrites it: a loss this time.
  await fillByLabel(page, { 'Receita Total (R$)': '800.000' });
  await page.getByRole('button', { name: 'Calcular Resultados Anuais' }).click();
  await expect(resultCard(page, 'Lucro Líquido Anual')).toContainText('-R$ 297.480,50');
  await expect(resultCard(page, 'Lucro Líquido Anual')).toHaveClass(/bg-red-50/);
  await expect(resultCard(page, 'ROI Anual')).toHaveClass(/bg-red-50/);
  await page.reload();
  await expect(page.getByLabel('Receita Total (R$)')).toHaveValue('800.000,00');
  await expect(resultCard(page, 'Lucro Líquido Anual')).toContainText('-R$ 297.480,50');
});

test('annual: a failed save shows no results', async ({ page }) => {
  await signedInUser(page, { at: '/module/annual-results' });
  await page.route('**/api/annual-results/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Erro.' } } })
      : route.continue(),
  );
  await fillByLabel(page, FIGURES);
  await page.getByRole('button', { name: 'Calcular Resultados Anuais' }).click();
  await expect(page.getByText('Erro ao salvar')).toBeVisible();
  await expect(
    page.getByText('Resultados calculados mas não foram salvos. Tente novamente.'),
  ).toBeVisible();
  await expect(page.getByText('Estoque Final')).toHaveCount(0);
  await expect(page.getByText('Cálculo realizado', { exact: true })).toHaveCount(0);
});

test('annual: bounds and empty divisions', async ({ page }) => {
  await signedInUser(page, { at: '/module/annual-results' });
  await fillByLabel(page, { Ano: '2019', ...FIGURES, 'Total de Mortes (cabeças)': '-1' });
  await page.getByRole('button', { name: 'Calcular Resultados Anuais' }).click();
  await expect(page.getByText('Erro de validação', { exact: true })).toBeVisible();
  await expect(page.getByText('Ano deve estar entre 2020 e 2100')).toBeVisible();
  await expect(page.getByText('Total de mortes não pode ser negativo')).toBeVisible();
  await page.getByLabel('Ano', { exact: true }).fill('2024');
  await expect(page.getByText('Ano deve estar entre 2020 e 2100')).toHaveCount(0);

  // A year with no sales, revenue or investment: its ratios show '—'.
  await fillByLabel(page, {
    'Total de Vendas (cabeças)': '0',
    'Total de Mortes (cabeças)': '0',
    'Investimento Total (R$)': '0',
    'Receita Total (R$)': '0',
  });
  await page.getByRole('button', { name: 'Calcular Resultados Anuais' }).click();
  await expect(page.getByRole('heading', { name: 'Resumo do Ano 2024' })).toBeVisible();
  await expect(resultCard(page, 'Margem Bruta')).toContainText('—');
  await expect(resultCard(page, 'ROI Anual')).toContainText('—');
  await expect(resultCard(page, 'Receita Média por Venda')).toContainText('—');
  await expect(resultCard(page, 'Lucro Líquido Anual')).toContainText('-R$ 312.480,10');
});

test('annual: choosing another year loads its record, or says there is none', async ({ page }) => {
  await signedInUser(page);
  const res = await page.request.put('/api/annual-results/2024', { data: REFERENCE_YEAR });
  expect(res.status()).toBe(200);
  await page.goto('/module/annual-results');
  await expect(page.getByLabel('Ano', { exact: true })).toHaveValue(thisYear());
  await expect(page.getByLabel('Estoque Inicial (cabeças)')).toHaveValue('');

  await page.getByLabel('Ano', { exact: true }).fill('2024');
  await expect(page.getByLabel('Estoque Inicial (cabeças)')).toHaveValue('420');
  await expect(page.getByLabel('Investimento Total (R$)')).toHaveValue('785.000,40');
  await expect(page.getByLabel('Receita Total (R$)')).toHaveValue('1.394.250,75');
  await expect(page.getByRole('heading', { name: 'Resumo do Ano 2024' })).toBeVisible();
  await expectYearResults(page);

  // A year with nothing saved keeps what is on the form, and says so.
  await page.getByLabel('Ano', { exact: true }).fill('2023');
  await expect(page.getByLabel('Ano', { exact: true })).toHaveAccessibleDescription(
    'Nenhum registro salvo para este ano',
  );
  await expect(page.getByLabel('Estoque Inicial (cabeças)')).toHaveValue('420');
  await page.getByLabel('Ano', { exact: true }).fill('2024');
  await expect(page.getByText('Nenhum registro salvo para este ano')).toHaveCount(0);
});

test('annual: fills the year from its saved months and shows the herd’s change in value', async ({
  page,
}) => {
  await signedInUser(page);
  const month = (initialQuantity: number, f: Partial<Record<string, number>>) => ({
    initialQuantity,
    purchases: 0,
    sales: 0,
    deaths: 0,
    totalCosts: 10000,
    totalRevenue: 0,
    ...f,
  });
  for (const [key, figures] of [
    ['2025-01', month(100, { purchases: 50 })],
    ['2025-06', month(150, { sales: 20, totalRevenue: 60000 })],
    // Another year's month is left out.
    ['2026-01', month(130, { sales: 99, totalRevenue: 99999 })],
  ] as const) {
    expect(
      (await page.request.put(`/api/monthly-control/${key}`, { data: figures })).status(),
    ).toBe(200);
  }
  const item = { category: 'Bois', quantity: 10, averageWeight: 450, averageValue: 3000 };
  expect((await page.request.post('/api/inventory', { data: item })).status()).toBe(201);
  await page.goto('/module/annual-results');
  await expect(page.getByLabel('Ano', { exact: true })).toHaveValue(thisYear());

  await page.getByLabel('Ano', { exact: true }).fill('2025');
  await page.getByRole('button', { name: 'Preencher com os meses salvos' }).click();
  await expect(
    page.getByText('Preenchido com 2 meses salvos de 2025. Confira e altere se precisar.'),
  ).toBeVisible();
  await expect(page.getByLabel('Total de Compras (cabeças)')).toHaveValue('50');
  await expect(page.getByLabel('Total de Vendas (cabeças)')).toHaveValue('20');
  await expect(page.getByLabel('Total de Mortes (cabeças)')).toHaveValue('0');
  await expect(page.getByLabel('Receita Total (R$)')).toHaveValue('60.000,00');
  await expect(page.getByLabel('Custos Totais (R$)')).toHaveValue('20.000,00');

  // The producer still types what the months do not hold, and may change the rest.
  await fillByLabel(page, {
    'Estoque Inicial (cabeças)': '100',
    'Investimento Total (R$)': '100.000',
  });
  await page.getByRole('button', { name: 'Calcular Resultados Anuais' }).click();
  // 60.000 − 100.000 − 20.000: a loss on paper…
  await expect(resultCard(page, 'Lucro Líquido Anual')).toContainText('-R$ 60.000,00');
  // …but 30 more heads (130 − 100) at R$ 3.000,00 each are worth R$ 90.000,00.
  await expect(resultCard(page, 'Variação do rebanho')).toContainText('R$ 90.000,00');
  await expect(resultCard(page, 'Variação do rebanho')).toContainText('+30 cabeças');
  await expect(resultCard(page, 'Resultado com variação do rebanho')).toContainText('R$ 30.000,00');
  await expect(resultCard(page, 'Resultado com variação do rebanho')).toHaveClass(/bg-green-50/);

  // A year without saved months says so and changes nothing.
  await page.getByLabel('Ano', { exact: true }).fill('2024');
  await page.getByRole('button', { name: 'Preencher com os meses salvos' }).click();
  await expect(page.getByText('Nenhum mês de 2024 salvo no Controle Mensal.')).toBeVisible();
  await expect(page.getByLabel('Receita Total (R$)')).toHaveValue('60.000,00');
});

test('annual: shows 10 saved years at a time under the totals of all, and opens one', async ({
  page,
}) => {
  await signedInUser(page);
  // 2030 to 2041: twelve years of R$ 296.770,25 each.
  for (let year = 2030; year <= 2041; year++) {
    const res = await page.request.put(`/api/annual-results/${year}`, { data: REFERENCE_YEAR });
    expect(res.status()).toBe(200);
  }
  await page.goto('/module/annual-results');
  const list = page.getByRole('list', { name: 'Anos registrados' });
  await expect(list.getByRole('button')).toHaveCount(10);
  await expect(list.getByRole('button').first()).toHaveText(/^2041/);
  await expect(
    page.getByText('12 anos registrados · Lucro líquido somado R$ 3.561.243,00'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ver anos anteriores' }).click();
  await expect(list.getByRole('button')).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Ver anos anteriores' })).toHaveCount(0);

  await list.getByRole('button', { name: /^2030/ }).click();
  await expect(page.getByLabel('Ano', { exact: true })).toHaveValue('2030');
  await expect(page.getByLabel('Investimento Total (R$)')).toHaveValue('785.000,40');
  await expectYearResults(page);
});
