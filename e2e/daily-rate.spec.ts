import { expect, fillByLabel, resultCard, signedInUser, test } from './fixtures';

// The lot of src/domain/calculators/daily-rate.test.ts, typed the pt-BR way.
const LOT = {
  'Quantidade de Animais': '120',
  'Arrendamento (R$/cabeça/dia)': '1,20',
  'Suplemento (R$/cabeça/dia)': '0,85',
  'Mão de Obra (R$/dia)': '180',
  'Outros Custos (R$/dia)': '45,50',
};

test('daily-rate: calculates the lot of the domain test', async ({ page }) => {
  await signedInUser(page, { at: '/module/daily-rate' });
  await expect(page.getByRole('heading', { name: 'Cálculo da Diária' })).toBeVisible();
  await expect(page.getByLabel('Mão de Obra (R$/dia)')).toHaveValue('0,00');
  await expect(page.getByText('Diária por Cabeça')).toHaveCount(0);

  await fillByLabel(page, LOT);
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Cálculo realizado', { exact: true })).toBeVisible();
  await expect(resultCard(page, 'Diária por Cabeça')).toContainText('R$ 3,93');
  await expect(resultCard(page, 'Custo Diário do Lote')).toContainText('R$ 471,50');
  await expect(resultCard(page, 'Custo Mensal do Lote')).toContainText('R$ 14.145,00');
  await expect(resultCard(page, 'Custo Mensal por Cabeça')).toContainText('R$ 117,88');
  await expect(resultCard(page, 'Custo Anual do Lote')).toContainText('R$ 172.097,50');
});

test('daily-rate: spreads the lot costs over the heads', async ({ page }) => {
  await signedInUser(page, { at: '/module/daily-rate' });
  await fillByLabel(page, {
    'Quantidade de Animais': '7',
    'Arrendamento (R$/cabeça/dia)': '0',
    'Suplemento (R$/cabeça/dia)': '0',
    'Mão de Obra (R$/dia)': '100',
    'Outros Custos (R$/dia)': '5',
  });
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(resultCard(page, 'Custo Diário do Lote')).toContainText('R$ 105,00');
  await expect(resultCard(page, 'Diária por Cabeça')).toContainText('R$ 15,00');
  await expect(resultCard(page, 'Custo Mensal por Cabeça')).toContainText('R$ 450,00');
});

test('daily-rate: a value out of bounds shows its message, no results, clears when edited', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/daily-rate' });
  await fillByLabel(page, { ...LOT, 'Mão de Obra (R$/dia)': '10.000,01' });
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Erro de validação', { exact: true })).toBeVisible();
  await expect(page.getByText('Verifique os campos destacados')).toBeVisible();
  await expect(page.getByText('Mão de obra não pode exceder R$ 10.000')).toBeVisible();
  await expect(page.getByLabel('Mão de Obra (R$/dia)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Diária por Cabeça')).toHaveCount(0);

  await page.getByLabel('Mão de Obra (R$/dia)').fill('180');
  await expect(page.getByText('Mão de obra não pode exceder R$ 10.000')).toHaveCount(0);
});
