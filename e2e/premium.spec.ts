import { expect, fillByLabel, resultCard, signedInUser, test } from './fixtures';

// The lot of src/domain/calculators/premium.test.ts, typed the pt-BR way.
const LOT = {
  'Preço de Compra (R$/cabeça)': '3.000,00',
  'Preço de Mercado (R$/cabeça)': '2.700,00',
  'Quantidade de Animais': '100',
  'Ganho de Peso Diário (kg/cabeça/dia)': '0,8',
  'Valor da Arroba (R$/@)': '300,00',
};

const HIGH_PREMIUM_WARNING = 'Ágio acima de 30% do preço de mercado. Avalie bem antes de comprar.';
const NO_PREMIUM_NOTE = 'Preço de compra igual ou abaixo do mercado: não há ágio a diluir.';

test('premium: calculates the days that pay back the premium', async ({ page }) => {
  await signedInUser(page, { at: '/module/premium' });
  await expect(page.getByRole('heading', { name: 'Diluir Ágio na Compra' })).toBeVisible();
  await expect(page.getByLabel('Rendimento de Carcaça (%)')).toHaveValue('50');
  await expect(page.getByText('Ágio Total')).toHaveCount(0);

  await fillByLabel(page, LOT);
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Cálculo realizado', { exact: true })).toBeVisible();

  // 3.000 − 2.700 = 300/head; × 100 = 30.000; 300 / 2.700 = 11,11%; 30.000 / 300 = 100 @;
  // 100 × 15 / 0,5 = 3.000 kg; 3.000 / (0,8 × 100) = 37,5 days.
  await expect(resultCard(page, 'Ágio por Cabeça')).toContainText('R$ 300,00');
  await expect(resultCard(page, 'Ágio Total')).toContainText('R$ 30.000,00');
  await expect(resultCard(page, 'Ágio sobre o Mercado')).toContainText('11,11%');
  await expect(resultCard(page, 'Arrobas Necessárias')).toContainText('100,00 @');
  await expect(resultCard(page, 'Peso Vivo a Ganhar')).toContainText('3.000,00 kg');
  await expect(resultCard(page, 'Dias para Diluir o Ágio')).toContainText('37,5 dias');
  await expect(page.getByText(HIGH_PREMIUM_WARNING)).toHaveCount(0);
  await expect(page.getByText(NO_PREMIUM_NOTE)).toHaveCount(0);

  // A 70% yield: 100 @ × 15 / 0,7 = 2.142,86 kg / 80 = 26,8 days.
  await page.getByLabel('Rendimento de Carcaça (%)').fill('70');
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(resultCard(page, 'Peso Vivo a Ganhar')).toContainText('2.142,86 kg');
  await expect(resultCard(page, 'Dias para Diluir o Ágio')).toContainText('26,8 dias');
});

test('premium: warns above 30% and notes when there is no premium', async ({ page }) => {
  await signedInUser(page, { at: '/module/premium' });
  // 3.600 − 2.700 = 900/head = 33,33%; 90.000 / 300 = 300 @; 9.000 kg; 112,5 days.
  await fillByLabel(page, { ...LOT, 'Preço de Compra (R$/cabeça)': '3.600,00' });
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText(HIGH_PREMIUM_WARNING)).toBeVisible();
  await expect(resultCard(page, 'Ágio sobre o Mercado')).toContainText('33,33%');
  await expect(resultCard(page, 'Ágio Total')).toContainText('R$ 90.000,00');
  await expect(resultCard(page, 'Arrobas Necessárias')).toContainText('300,00 @');
  await expect(resultCard(page, 'Peso Vivo a Ganhar')).toContainText('9.000,00 kg');
  await expect(resultCard(page, 'Dias para Diluir o Ágio')).toContainText('112,5 dias');

  // 2.500 − 2.700 = −200/head: nothing to dilute.
  await page.getByLabel('Preço de Compra (R$/cabeça)').fill('2.500');
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText(NO_PREMIUM_NOTE)).toBeVisible();
  await expect(page.getByText(HIGH_PREMIUM_WARNING)).toHaveCount(0);
  await expect(resultCard(page, 'Ágio por Cabeça')).toContainText('-R$ 200,00');
  await expect(resultCard(page, 'Ágio sobre o Mercado')).toContainText('-7,41%');
  await expect(resultCard(page, 'Dias para Diluir o Ágio')).toContainText('0,0 dias');
});

test('premium: wrong fields show their messages, no results, and clear when edited', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/premium' });
  await fillByLabel(page, {
    ...LOT,
    'Quantidade de Animais': '0',
    'Rendimento de Carcaça (%)': '75',
  });
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Erro de validação', { exact: true })).toBeVisible();
  await expect(page.getByText('Verifique os campos destacados')).toBeVisible();
  await expect(page.getByText('Quantidade deve ser maior que zero')).toBeVisible();
  await expect(page.getByText('Rendimento deve ser de no máximo 70%')).toBeVisible();
  await expect(page.getByLabel('Quantidade de Animais')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Ágio Total')).toHaveCount(0);

  await page.getByLabel('Quantidade de Animais').fill('100');
  await expect(page.getByText('Quantidade deve ser maior que zero')).toHaveCount(0);
  await expect(page.getByText('Rendimento deve ser de no máximo 70%')).toBeVisible();
});
