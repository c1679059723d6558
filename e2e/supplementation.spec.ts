import { expect, fillByLabel, resultCard, signedInUser, test } from './fixtures';

test('supplementation: the spec defaults are pre-filled and give 1 bag a day', async ({ page }) => {
  await signedInUser(page, { at: '/module/supplementation' });
  await expect(
    page.getByRole('heading', { name: 'Cálculo de Quantidade a Ser Colocada' }),
  ).toBeVisible();
  await expect(page.getByLabel('Quantidade de Animais')).toHaveValue('100');
  await expect(page.getByLabel('Consumo (% do peso vivo)')).toHaveValue('0,1');
  await expect(page.getByLabel('Peso Médio (kg)')).toHaveValue('300');
  await expect(page.getByLabel('Peso do Saco (kg)')).toHaveValue('30');
  await expect(page.getByText('Sacos por Dia')).toHaveCount(0);

  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Cálculo realizado!')).toBeVisible();
  // The hand-computed defaults of src/domain/calculators/supplementation.test.ts.
  await expect(resultCard(page, 'Consumo por Cabeça')).toContainText('0,300 kg/cabeça/dia');
  await expect(resultCard(page, 'Total por Dia')).toContainText('30,00 kg/dia');
  await expect(resultCard(page, 'Sacos por Dia')).toContainText('1 saco/dia');
  await expect(resultCard(page, 'Total por Semana')).toContainText('210,00 kg');
  await expect(resultCard(page, 'Total por Semana')).toContainText('7 sacos');
  await expect(resultCard(page, 'Total por Mês')).toContainText('900,00 kg');
  await expect(resultCard(page, 'Total por Mês')).toContainText('30 sacos');
});

test('supplementation: rounds a part bag up, typed the pt-BR way', async ({ page }) => {
  await signedInUser(page, { at: '/module/supplementation' });
  await fillByLabel(page, {
    'Quantidade de Animais': '37',
    'Consumo (% do peso vivo)': '0,8',
    'Peso Médio (kg)': '420,0',
    'Peso do Saco (kg)': '25',
  });
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Cálculo realizado!')).toBeVisible();
  await expect(resultCard(page, 'Consumo por Cabeça')).toContainText('3,360 kg/cabeça/dia');
  await expect(resultCard(page, 'Total por Dia')).toContainText('124,32 kg/dia');
  await expect(resultCard(page, 'Sacos por Dia')).toContainText('5 sacos/dia');
  await expect(resultCard(page, 'Total por Semana')).toContainText('870,24 kg');
  await expect(resultCard(page, 'Total por Semana')).toContainText('35 sacos');
  await expect(resultCard(page, 'Total por Mês')).toContainText('3.729,60 kg');
  await expect(resultCard(page, 'Total por Mês')).toContainText('150 sacos');
});

test('supplementation: a value out of bounds shows its message, hides results, clears when edited', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/supplementation' });
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(resultCard(page, 'Sacos por Dia')).toContainText('1 saco/dia');

  await fillByLabel(page, {
    'Quantidade de Animais': '100.001',
    'Consumo (% do peso vivo)': '10,5',
  });
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Erro de validação', { exact: true })).toBeVisible();
  await expect(page.getByText('Verifique os campos destacados')).toBeVisible();
  await expect(page.getByText('Quantidade não pode exceder 100.000 cabeças')).toBeVisible();
  await expect(page.getByText('Percentual não pode exceder 10%')).toBeVisible();
  await expect(page.getByLabel('Consumo (% do peso vivo)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Sacos por Dia')).toHaveCount(0);

  await page.getByLabel('Consumo (% do peso vivo)').fill('0,1');
  await expect(page.getByText('Percentual não pode exceder 10%')).toHaveCount(0);
  await expect(page.getByText('Quantidade não pode exceder 100.000 cabeças')).toBeVisible();
});
