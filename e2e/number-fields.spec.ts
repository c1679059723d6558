import {
  chooseOption,
  expect,
  fillByLabel,
  RESULTS_LOT,
  saveWeighing,
  signedInUser,
  test,
} from './fixtures';

const ARROBA_WARNING =
  'Valor fora do comum: a arroba costuma ficar entre R$ 150,00 e R$ 600,00. Confira.';

test('a money field shows 3720 as 3.720,00 on blur, heads as 1.059, a year as typed', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/results' });
  const price = page.getByLabel('Preço de Compra (R$/cabeça)', { exact: true });
  await price.fill('3720');
  await expect(price).toHaveValue('3720');
  await price.blur();
  await expect(price).toHaveValue('3.720,00');

  const heads = page.getByLabel('Quantidade de Animais', { exact: true });
  await heads.fill('1059');
  await heads.press('Tab');
  await expect(heads).toHaveValue('1.059');

  // A count typed with decimals is not rounded away: it stays as typed, for its error.
  await heads.fill('10,5');
  await heads.blur();
  await expect(heads).toHaveValue('10,5');

  const weight = page.getByLabel('Peso Inicial (kg)', { exact: true });
  await weight.fill('300.5');
  await weight.blur();
  await expect(weight).toHaveValue('300,5');

  await page.goto('/module/exchange-ratio');
  const year = page.getByLabel('Ano (Machos, atual)');
  await year.fill('2024');
  await year.blur();
  await expect(year).toHaveValue('2024');
});

test('a value reformatted on blur is stored unchanged: the results stay those of the typed lot', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/results' });
  await fillByLabel(page, { ...RESULTS_LOT, 'Preço de Compra (R$/cabeça)': '2500' });
  await page.getByLabel('Outras Despesas (R$)', { exact: true }).blur();
  await expect(page.getByLabel('Outras Despesas (R$)', { exact: true })).toHaveValue('5.000,00');
  await expect(page.getByLabel('Preço de Compra (R$/cabeça)', { exact: true })).toHaveValue(
    '2.500,00',
  );
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Cálculo realizado!')).toBeVisible();
  const region = page.getByRole('region', { name: 'Resultados' });
  await expect(region).toContainText('R$ 328.800,00');
  await expect(region).toContainText('34,24%');
});

test('an arroba far outside the usual range warns under the field without blocking', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/results' });
  await fillByLabel(page, { ...RESULTS_LOT, 'Valor da Arroba (R$/@)': '3720' });
  const arroba = page.getByLabel('Valor da Arroba (R$/@)', { exact: true });
  await arroba.blur();
  await expect(arroba).toHaveValue('3.720,00');
  await expect(page.getByText(ARROBA_WARNING)).toBeVisible();
  await expect(arroba).toHaveAttribute('aria-describedby', /-warning/);

  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Cálculo realizado!')).toBeVisible();

  await arroba.fill('320');
  await expect(page.getByText(ARROBA_WARNING)).toHaveCount(0);
});

test('a GMD above 2,5 kg/dia in the weighing performance says it is unusual', async ({ page }) => {
  await signedInUser(page, { at: '/module/weighing' });
  const warning = page.getByText(
    'Valor fora do comum: o GMD costuma ficar entre -1,0 kg/dia e 2,5 kg/dia. Confira.',
  );
  for (const [date, weight] of [
    ['2025-03-01', '300'],
    ['2025-03-11', '330'],
  ]) {
    await saveWeighing(page, {
      'Identificação do Animal': 'BR-0777',
      'Data da Pesagem': date!,
      'Peso (kg)': weight!,
    });
    await expect(page.getByLabel('Peso (kg)')).toHaveValue('');
  }
  await chooseOption(page, 'Animal', 'BR-0777');
  // 30 kg in 10 days: 3 kg/dia, most likely a mistyped weight.
  await expect(
    page.getByRole('region', { name: /^Desempenho de/ }).getByText('3,000 kg/dia'),
  ).toBeVisible();
  await expect(warning).toBeVisible();
});
