import { expect, fillByLabel, resultCard, signedInUser, test } from './fixtures';

// The lot of src/domain/calculators/supplementation-cost.test.ts, typed the pt-BR way.
const LOT = {
  'Quantidade de Animais': '50',
  'Consumo (% do peso vivo)': '0,2',
  'Peso Médio (kg)': '350',
  'Custo do Suplemento (R$/kg)': '2,35',
  'Período (dias)': '90',
};

test('supplementation-cost: calculates the lot of the domain test', async ({ page }) => {
  await signedInUser(page, { at: '/module/supplementation-cost' });
  await expect(page.getByRole('heading', { name: 'Custo de Suplementação' })).toBeVisible();
  await expect(page.getByLabel('Período (dias)')).toHaveValue('');
  await expect(page.getByLabel('Período (dias)')).toHaveAttribute('placeholder', /^Ex\.: /);
  await expect(page.getByText('Custo Total no Período')).toHaveCount(0);

  await fillByLabel(page, LOT);
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Cálculo realizado', { exact: true })).toBeVisible();
  await expect(resultCard(page, 'Consumo por Cabeça')).toContainText('0,700 kg/cabeça/dia');
  await expect(resultCard(page, 'Custo por Cabeça por Dia')).toContainText('R$ 1,65');
  await expect(resultCard(page, 'Custo Diário do Lote')).toContainText('R$ 82,25');
  await expect(resultCard(page, 'Consumo Total no Período')).toContainText('3.150,00 kg');
  await expect(resultCard(page, 'Custo Total no Período')).toContainText('R$ 7.402,50');
  await expect(resultCard(page, 'Custo Total no Período')).toContainText('Em 90 dias');
  await expect(resultCard(page, 'Custo por Cabeça no Período')).toContainText('R$ 148,05');
});

test('supplementation-cost: one head for one day at the upper bounds', async ({ page }) => {
  await signedInUser(page, { at: '/module/supplementation-cost' });
  await fillByLabel(page, {
    'Quantidade de Animais': '1',
    'Consumo (% do peso vivo)': '10',
    'Peso Médio (kg)': '1.000',
    'Custo do Suplemento (R$/kg)': '100,00',
    'Período (dias)': '1',
  });
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(resultCard(page, 'Consumo por Cabeça')).toContainText('100,000 kg/cabeça/dia');
  await expect(resultCard(page, 'Custo Total no Período')).toContainText('R$ 10.000,00');
  await expect(resultCard(page, 'Custo Total no Período')).toContainText('Em 1 dia,');
  await expect(resultCard(page, 'Custo por Cabeça no Período')).toContainText('R$ 10.000,00');
});

test('supplementation-cost: a value out of bounds shows its message, no results, clears when edited', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/supplementation-cost' });
  await fillByLabel(page, {
    ...LOT,
    'Custo do Suplemento (R$/kg)': '100,01',
    'Período (dias)': '366',
  });
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Erro de validação', { exact: true })).toBeVisible();
  await expect(page.getByText('Verifique os campos destacados')).toBeVisible();
  await expect(page.getByText('Custo por kg não pode exceder R$ 100')).toBeVisible();
  await expect(page.getByText('Período não pode exceder 365 dias')).toBeVisible();
  await expect(page.getByLabel('Período (dias)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Custo Total no Período')).toHaveCount(0);

  await page.getByLabel('Período (dias)').fill('90');
  await expect(page.getByText('Período não pode exceder 365 dias')).toHaveCount(0);
  await expect(page.getByText('Custo por kg não pode exceder R$ 100')).toBeVisible();
});
