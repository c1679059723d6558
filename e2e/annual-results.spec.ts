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
