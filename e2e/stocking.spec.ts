import { expect, fillByLabel, resultCard, signedInUser, test } from './fixtures';

// The pastures of src/domain/calculators/stocking.test.ts, typed the pt-BR way.

test('stocking: calculates a pasture and classifies it', async ({ page }) => {
  await signedInUser(page, { at: '/module/stocking' });
  await expect(page.getByRole('heading', { name: 'Taxa de Lotação' })).toBeVisible();
  await expect(page.getByText('1 UA (unidade animal) = 450 kg de peso vivo.')).toBeVisible();
  await expect(page.getByText('Classificação')).toHaveCount(0);

  await fillByLabel(page, {
    'Área (ha)': '100',
    'Quantidade de Animais': '150',
    'Peso Médio (kg)': '420,0',
  });
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Cálculo realizado', { exact: true })).toBeVisible();

  // 150 × 420 / 450 = 140 UA; / 100 ha = 1,40 UA/ha; 150 / 100 = 1,50 head/ha.
  await expect(resultCard(page, 'Total de Unidades Animais')).toContainText('140,00 UA');
  await expect(resultCard(page, 'Lotação (UA/ha)')).toContainText('1,40 UA/ha');
  await expect(resultCard(page, 'Cabeças por Hectare')).toContainText('1,50 cab./ha');
  await expect(resultCard(page, 'Classificação')).toContainText('Lotação adequada (extensivo)');
  await expect(resultCard(page, 'Classificação')).toContainText(
    'Lotação compatível com pastagem extensiva bem manejada.',
  );
  await expect(resultCard(page, 'Classificação')).toHaveClass(/bg-green-50/);

  // 2.000 × 450 / 450 = 2.000 UA / 400 ha = 5,00 UA/ha: very high.
  await fillByLabel(page, {
    'Área (ha)': '400',
    'Quantidade de Animais': '2.000',
    'Peso Médio (kg)': '450',
  });
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(resultCard(page, 'Total de Unidades Animais')).toContainText('2.000,00 UA');
  await expect(resultCard(page, 'Lotação (UA/ha)')).toContainText('5,00 UA/ha');
  await expect(resultCard(page, 'Cabeças por Hectare')).toContainText('5,00 cab./ha');
  await expect(resultCard(page, 'Classificação')).toContainText('Lotação muito alta');
  await expect(resultCard(page, 'Classificação')).toContainText('Risco de degradação da pastagem.');
  await expect(resultCard(page, 'Classificação')).toHaveClass(/bg-red-50/);
});

test('stocking: wrong fields show their messages, no results, and clear when edited', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/stocking' });
  await fillByLabel(page, {
    'Área (ha)': '0',
    'Quantidade de Animais': '100.001',
    'Peso Médio (kg)': '420',
  });
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Erro de validação', { exact: true })).toBeVisible();
  await expect(page.getByText('Verifique os campos destacados')).toBeVisible();
  await expect(page.getByText('Área deve ser maior que zero')).toBeVisible();
  await expect(page.getByText('Quantidade não pode exceder 100.000 cabeças')).toBeVisible();
  await expect(page.getByLabel('Quantidade de Animais')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Classificação')).toHaveCount(0);

  await page.getByLabel('Quantidade de Animais').fill('150');
  await expect(page.getByText('Quantidade não pode exceder 100.000 cabeças')).toHaveCount(0);
  await expect(page.getByText('Área deve ser maior que zero')).toBeVisible();
});
