import { REFERENCE_MONTH } from '../src/domain/schemas.fixture';
import { expect, fillByLabel, resultCard, signedInUser, test, type Page } from './fixtures';

// The month of src/domain/records/monthly-control.test.ts, typed the pt-BR way.
const MARCH = {
  'Quantidade Inicial': '350',
  Compras: '45',
  Vendas: '120',
  Mortes: '8',
  'Custos Totais (R$)': '187.432,17',
  'Receita Total (R$)': '265.310,55',
};

const NO_RECORD = 'Nenhum registro salvo para este mês';

/** Saves a month through the API, as the screen would. */
async function saveMonth(page: Page, month: string, figures: Record<string, number>) {
  const res = await page.request.put(`/api/monthly-control/${month}`, { data: figures });
  expect(res.status()).toBe(200);
}

async function expectMarchResults(page: Page) {
  await expect(resultCard(page, 'Quantidade Final')).toContainText('267 cabeças');
  await expect(resultCard(page, 'Lucro Líquido')).toContainText('R$ 77.878,38');
  await expect(resultCard(page, 'Lucro por Cabeça Vendida')).toContainText('R$ 648,99');
  await expect(resultCard(page, 'Margem')).toContainText('29,35%');
  await expect(resultCard(page, 'Giro do Rebanho')).toContainText('128 cabeças');
  await expect(resultCard(page, 'Taxa de Mortalidade')).toContainText('2,29%');
}

test('monthly: calculates and saves a month, with the figures of the domain test', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/monthly-control' });
  await expect(page.getByRole('heading', { name: 'Controle Mensal' })).toBeVisible();
  await expect(page.getByText('Quantidade Final')).toHaveCount(0);

  const empty = page.waitForResponse((r) => r.url().endsWith('/api/monthly-control/2025-03'));
  await page.getByLabel('Mês/Ano').fill('2025-03');
  await expect(page.getByLabel('Mês/Ano')).toHaveAccessibleDescription(NO_RECORD);
  // No record is a normal state: 200 with null, no red line in the console.
  expect((await empty).status()).toBe(200);
  expect(await (await empty).json()).toBeNull();
  await fillByLabel(page, MARCH);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/monthly-control/2025-03') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Calcular e Salvar' }).click();
  expect((await saved).status()).toBe(200);

  await expect(page.getByText('Cálculo realizado', { exact: true })).toBeVisible();
  await expect(page.getByText('Dados salvos', { exact: true })).toBeVisible();
  await expect(page.getByText('Controle de março de 2025 salvo.').first()).toBeVisible();
  await expect(page.getByText(NO_RECORD)).toHaveCount(0);
  await expectMarchResults(page);
  await expect(resultCard(page, 'Lucro Líquido')).toHaveClass(/bg-green-50/);
  // 8 / 350 = 2,29%: above 2%, highlighted.
  await expect(resultCard(page, 'Taxa de Mortalidade')).toHaveClass(/bg-amber-50/);
  await expect(resultCard(page, 'Taxa de Mortalidade')).toContainText('Acima de 2%');
});

test('monthly: choosing a saved month loads it; a month without a record starts from the last closing', async ({
  page,
}) => {
  await signedInUser(page);
  await saveMonth(page, '2025-03', REFERENCE_MONTH);
  await saveMonth(page, '2025-04', {
    initialQuantity: 267,
    purchases: 0,
    sales: 0,
    deaths: 1,
    totalCosts: 12000,
    totalRevenue: 0,
  });
  await page.goto('/module/monthly-control');

  await page.getByLabel('Mês/Ano').fill('2025-03');
  await expect(page.getByLabel('Quantidade Inicial')).toHaveValue('350');
  await expect(page.getByText(NO_RECORD)).toHaveCount(0);
  await expect(page.getByLabel('Custos Totais (R$)')).toHaveValue('187.432,17');
  await expect(page.getByLabel('Receita Total (R$)')).toHaveValue('265.310,55');
  await expectMarchResults(page);
  await expect(page.getByText('Dados salvos de março de 2025.')).toBeVisible();

  // Issue 23: July has no record; it starts from April's closing (267 − 1 = 266), and March's
  // figures and results are gone, so that they cannot be saved under July.
  const none = page.waitForResponse((r) => r.url().endsWith('/api/monthly-control/2025-07'));
  await page.getByLabel('Mês/Ano').fill('2025-07');
  expect((await none).status()).toBe(200);
  await expect(page.getByLabel('Mês/Ano')).toHaveAccessibleDescription(
    'Mês sem registro: começando do fechamento de abril/2025',
  );
  await expect(page.getByLabel('Quantidade Inicial')).toHaveValue('266');
  for (const label of ['Compras', 'Vendas', 'Mortes', 'Custos Totais (R$)', 'Receita Total (R$)']) {
    await expect(page.getByLabel(label)).toHaveValue('');
  }
  await expect(page.getByText('Quantidade Final')).toHaveCount(0);

  // Saved, July is July's; March stays as it was.
  await fillByLabel(page, {
    Compras: '0',
    Vendas: '10',
    Mortes: '0',
    'Custos Totais (R$)': '8.000,00',
    'Receita Total (R$)': '30.000,00',
  });
  await page.getByRole('button', { name: 'Calcular e Salvar' }).click();
  await expect(page.getByText('Controle de julho de 2025 salvo.').first()).toBeVisible();
  await expect(resultCard(page, 'Quantidade Final')).toContainText('256 cabeças');
  const july = await (await page.request.get('/api/monthly-control/2025-07')).json();
  expect(july).toMatchObject({ initialQuantity: 266, sales: 10, finalQuantity: 256 });
  const march = await (await page.request.get('/api/monthly-control/2025-03')).json();
  expect(march).toMatchObject(REFERENCE_MONTH);

  // 'Meses registrados' lists them newest first and opens any of them.
  const list = page.getByRole('list', { name: 'Meses registrados' });
  await expect(list.getByRole('button')).toHaveText([
    /^julho\/2025/,
    /^abril\/2025/,
    /^março\/2025/,
  ]);
  await list.getByRole('button', { name: /^abril\/2025/ }).click();
  await expect(page.getByLabel('Mês/Ano')).toHaveValue('2025-04');
  await expect(page.getByLabel('Quantidade Inicial')).toHaveValue('267');
  await expect(page.getByLabel('Custos Totais (R$)')).toHaveValue('12.000,00');
  await expect(page.getByText(NO_RECORD)).toHaveCount(0);
  await expect(resultCard(page, 'Lucro Líquido')).toContainText('-R$ 12.000,00');
  await expect(resultCard(page, 'Lucro Líquido')).toHaveClass(/bg-red-50/);
  // No sales and no revenue: divisions by zero show '—'.
  await expect(resultCard(page, 'Lucro por Cabeça Vendida')).toContainText('—');
  await expect(resultCard(page, 'Margem')).toContainText('—');
  await expect(resultCard(page, 'Taxa de Mortalidade')).toContainText('0,37%');

  // Before the first saved month there is no closing: an empty form that says so.
  await page.getByLabel('Mês/Ano').fill('2025-01');
  await expect(page.getByLabel('Mês/Ano')).toHaveAccessibleDescription(NO_RECORD);
  await expect(page.getByLabel('Quantidade Inicial')).toHaveValue('');
  await expect(page.getByLabel('Custos Totais (R$)')).toHaveValue('');
});

test('monthly: the month is required and errors clear when their field is edited', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/monthly-control' });
  await fillByLabel(page, { ...MARCH, Mortes: '1001' });
  await page.getByRole('button', { name: 'Calcular e Salvar' }).click();
  await expect(page.getByText('Erro de validação', { exact: true })).toBeVisible();
  await expect(page.getByText('Verifique os campos destacados')).toBeVisible();
  await expect(page.getByText('Mês/Ano é obrigatório')).toBeVisible();
  await expect(page.getByText('Mortes não podem exceder 1.000 cabeças')).toBeVisible();
  await expect(page.getByLabel('Mês/Ano')).toBeFocused();
  await expect(page.getByText('Quantidade Final')).toHaveCount(0);

  await page.getByLabel('Mês/Ano').fill('2025-05');
  await expect(page.getByText('Mês/Ano é obrigatório')).toHaveCount(0);
  await expect(page.getByText('Mortes não podem exceder 1.000 cabeças')).toBeVisible();
  await page.getByLabel('Mortes').fill('8');
  await expect(page.getByText('Mortes não podem exceder 1.000 cabeças')).toHaveCount(0);
});

test('monthly: a failed save keeps the results and says so', async ({ page }) => {
  await signedInUser(page, { at: '/module/monthly-control' });
  await page.route('**/api/monthly-control/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Erro.' } } })
      : route.continue(),
  );
  await page.getByLabel('Mês/Ano').fill('2025-03');
  await fillByLabel(page, MARCH);
  await page.getByRole('button', { name: 'Calcular e Salvar' }).click();
  await expect(page.getByText('Erro ao salvar')).toBeVisible();
  await expect(
    page.getByText('Resultados calculados mas não foram salvos. Tente novamente.'),
  ).toBeVisible();
  await expectMarchResults(page);
});

test('monthly: a lost session on save says so', async ({ page }) => {
  await signedInUser(page, { at: '/module/monthly-control' });
  await page.route('**/api/monthly-control/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 401,
          json: { error: { code: 'UNAUTHORIZED', message: 'Você precisa estar autenticado.' } },
        })
      : route.continue(),
  );
  await page.getByLabel('Mês/Ano').fill('2025-03');
  await fillByLabel(page, MARCH);
  await page.getByRole('button', { name: 'Calcular e Salvar' }).click();
  await expect(page.getByText('Erro de autenticação')).toBeVisible();
  await expect(page.getByText('Você precisa estar autenticado.')).toBeVisible();
});

test('monthly: a month answered with null (no record) also says so', async ({ page }) => {
  await signedInUser(page);
  await page.route('**/api/monthly-control/*', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 200, contentType: 'application/json', body: 'null' })
      : route.continue(),
  );
  await page.goto('/module/monthly-control');
  await page.getByLabel('Mês/Ano').fill('2025-08');
  await expect(page.getByLabel('Mês/Ano')).toHaveAccessibleDescription(NO_RECORD);
});

test('monthly: shows 12 saved months at a time, under the totals of all of them', async ({
  page,
}) => {
  await signedInUser(page);
  // January 2024 to February 2025: 14 months of R$ 77.878,38 each.
  for (let i = 0; i < 14; i++) {
    const month = `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
    await saveMonth(page, month, REFERENCE_MONTH);
  }
  await page.goto('/module/monthly-control');
  const list = page.getByRole('list', { name: 'Meses registrados' });
  await expect(list.getByRole('button')).toHaveCount(12);
  await expect(list.getByRole('button').first()).toHaveText(/^fevereiro\/2025/);
  await expect(
    page.getByText('14 meses registrados · Lucro líquido somado R$ 1.090.297,32'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ver meses anteriores' }).click();
  await expect(list.getByRole('button')).toHaveCount(14);
  await expect(list.getByRole('button').last()).toHaveText(/^janeiro\/2024/);
  await expect(page.getByRole('button', { name: 'Ver meses anteriores' })).toHaveCount(0);
});
