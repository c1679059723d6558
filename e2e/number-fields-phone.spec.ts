import { expect, fillByLabel, signedInUser, test } from './fixtures';

test('on a 360 px phone a money field is reformatted on blur and its warning fits', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/results' });
  const arroba = page.getByLabel('Valor da Arroba (R$/@)', { exact: true });
  await arroba.fill('3720');
  await arroba.blur();
  await expect(arroba).toHaveValue('3.720,00');
  await expect(
    page.getByText(
      'Valor fora do comum: a arroba costuma ficar entre R$ 150,00 e R$ 600,00. Confira.',
    ),
  ).toBeVisible();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);

  const heads = page.getByLabel('Quantidade de Animais', { exact: true });
  await heads.fill('1059');
  await heads.blur();
  await expect(heads).toHaveValue('1.059');
});

test('on a 360 px phone the inventory saves the number typed, shown the pt-BR way', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/inventory' });
  await fillByLabel(page, { Categoria: 'Bois', 'Peso Médio (kg)': '450' });
  const heads = page.getByLabel('Quantidade', { exact: true });
  await heads.fill('1059');
  await heads.blur();
  await expect(heads).toHaveValue('1.059');
  const value = page.getByLabel('Valor Médio (R$/cabeça)');
  await value.fill('3720');
  await value.blur();
  await expect(value).toHaveValue('3.720,00');
  await page.getByRole('button', { name: 'Adicionar Item' }).click();
  await expect(page.getByText('Item salvo no estoque com sucesso!').last()).toBeVisible();
  // 1.059 heads at R$ 3.720,00: what was stored is the number typed, not its text.
  await expect(page.getByText('R$ 3.939.480,00').first()).toBeVisible();
});
