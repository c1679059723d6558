import { expect, resultCard, signedInUser, test, type Page } from './fixtures';

// The cases of src/domain/calculators/exchange-ratio.test.ts. Inputs are named
// '<label> – <Machos|Fêmeas>, <atual|anterior>' and 'Ano (<block>, <column>)' (see the page file).

/** A result card of one block ('Machos' or 'Fêmeas'): both blocks use the same card labels. */
function blockCard(page: Page, block: 'Machos' | 'Fêmeas', label: string) {
  return page
    .getByRole('region', { name: 'Resultados' })
    .getByRole('region', { name: block })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .last();
}

test('exchange-ratio: the defaults give the figures of the domain test', async ({ page }) => {
  await signedInUser(page, { at: '/module/exchange-ratio' });
  await expect(page.getByRole('heading', { name: 'Cálculo da Relação de Troca' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Machos', exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Fêmeas', exact: true })).toBeVisible();

  // Pre-filled from EXCHANGE_RATIO_DEFAULTS.
  await expect(page.getByLabel('Ano (Machos, atual)')).toHaveValue('2025');
  await expect(page.getByLabel('Ano (Machos, anterior)')).toHaveValue('2021');
  await expect(page.getByLabel('Valor da Arroba (R$/@) – Machos, atual')).toHaveValue('255,00');
  await expect(page.getByLabel('Valor da Arroba (R$/@) – Machos, anterior')).toHaveValue('320,00');
  await expect(page.getByLabel('Arrobas por Animal (@) – Machos, atual')).toHaveValue('20');
  await expect(page.getByLabel('Valor do Bezerro (R$) – Machos, anterior')).toHaveValue('2.100,00');
  await expect(page.getByLabel('Ano (Fêmeas, atual)')).toHaveValue('2025');
  await expect(page.getByLabel('Valor da Arroba (R$/@) – Fêmeas, anterior')).toHaveValue('300,00');
  await expect(page.getByLabel('Arrobas por Animal (@) – Fêmeas, anterior')).toHaveValue('14');
  await expect(page.getByLabel('Valor da Bezerra (R$) – Fêmeas, atual')).toHaveValue('1.600,00');
  await expect(page.getByText('Tendência')).toHaveCount(0);

  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Cálculo realizado!')).toBeVisible();

  // Machos: 255 × 20 / 2.100 = 2,43 against 320 × 20 / 2.100 = 3,05; −20,31%.
  await expect(blockCard(page, 'Machos', 'Relação Atual')).toContainText('2,43 bezerros');
  await expect(blockCard(page, 'Machos', 'Relação Atual')).toContainText('Em 2025');
  await expect(blockCard(page, 'Machos', 'Relação Anterior')).toContainText('3,05 bezerros');
  await expect(blockCard(page, 'Machos', 'Relação Anterior')).toContainText('Em 2021');
  await expect(blockCard(page, 'Machos', 'Variação')).toContainText('-20,31%');
  await expect(blockCard(page, 'Machos', 'Variação')).toContainText('-0,62 bezerro');
  await expect(blockCard(page, 'Machos', 'Tendência')).toContainText('Melhorou');
  // Fêmeas: 240 × 14 / 1.600 = 2,10 against 300 × 14 / 1.600 = 2,625 → 2,63; −20,00%.
  await expect(blockCard(page, 'Fêmeas', 'Relação Atual')).toContainText('2,10 bezerras');
  await expect(blockCard(page, 'Fêmeas', 'Relação Anterior')).toContainText('2,63 bezerras');
  await expect(blockCard(page, 'Fêmeas', 'Variação')).toContainText('-20,00%');
  await expect(blockCard(page, 'Fêmeas', 'Tendência')).toContainText('Melhorou');
  // The 'Melhorou' card is green.
  await expect(blockCard(page, 'Machos', 'Tendência')).toHaveClass(/bg-green-50/);

  await expect(
    page.getByText('Bezerros comprados com a venda de um animal terminado', { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'A tendência é lida do lado de quem vende bezerros (cria): quanto maior a relação, pior para quem vende.',
    ),
  ).toBeVisible();
  // The shared helper finds a card too (the last block's).
  await expect(resultCard(page, 'Tendência')).toContainText('Melhorou');
});

test("exchange-ratio: a greater current ratio says 'Piorou' in red; years are editable", async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/exchange-ratio' });
  const machos = page.getByRole('group', { name: 'Machos', exact: true });
  await page.getByLabel('Valor da Arroba (R$/@) – Machos, atual').fill('320,00');
  await page.getByLabel('Valor da Arroba (R$/@) – Machos, anterior').fill('255,00');
  await page.getByLabel('Ano (Machos, atual)').fill('2024');
  await page.getByLabel('Ano (Machos, anterior)').fill('2019');
  // The column headers follow the years as typed.
  await expect(machos.getByText('2024', { exact: true })).toBeVisible();
  await expect(machos.getByText('2019', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Cálculo realizado!')).toBeVisible();
  // 320 × 20 / 2.100 = 3,05 against 255 × 20 / 2.100 = 2,43; 320/255 − 1 = +25,49%.
  await expect(blockCard(page, 'Machos', 'Relação Atual')).toContainText('3,05 bezerros');
  await expect(blockCard(page, 'Machos', 'Relação Atual')).toContainText('Em 2024');
  await expect(blockCard(page, 'Machos', 'Relação Anterior')).toContainText('2,43 bezerros');
  await expect(blockCard(page, 'Machos', 'Relação Anterior')).toContainText('Em 2019');
  await expect(blockCard(page, 'Machos', 'Variação')).toContainText('+25,49%');
  await expect(blockCard(page, 'Machos', 'Tendência')).toContainText('Piorou');
  await expect(blockCard(page, 'Machos', 'Tendência')).toHaveClass(/bg-red-50/);
  // The other block is untouched.
  await expect(blockCard(page, 'Fêmeas', 'Tendência')).toContainText('Melhorou');

  // Equal years: 'Estável', neutral.
  await page.getByLabel('Valor da Arroba (R$/@) – Machos, anterior').fill('320');
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(blockCard(page, 'Machos', 'Tendência')).toContainText('Estável');
  await expect(blockCard(page, 'Machos', 'Variação')).toContainText('0,00%');
  await expect(blockCard(page, 'Machos', 'Tendência')).toHaveClass(/bg-white/);
});

test('exchange-ratio: out-of-bounds values show their messages, no results, and clear when edited', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/exchange-ratio' });
  await page.getByLabel('Arrobas por Animal (@) – Machos, atual').fill('51');
  await page.getByLabel('Valor da Bezerra (R$) – Fêmeas, anterior').fill('50.000,01');
  await page.getByLabel('Ano (Fêmeas, atual)').fill('1999');
  await page.getByRole('button', { name: 'Calcular' }).click();

  await expect(page.getByText('Erro de validação', { exact: true })).toBeVisible();
  await expect(page.getByText('Verifique os campos destacados')).toBeVisible();
  const arrobas = page.getByLabel('Arrobas por Animal (@) – Machos, atual');
  await expect(arrobas).toHaveAttribute('aria-invalid', 'true');
  await expect(arrobas).toHaveAccessibleDescription('Quantidade muito alta');
  await expect(arrobas).toBeFocused();
  await expect(page.getByText('Quantidade muito alta')).toBeVisible();
  await expect(
    page.getByLabel('Valor da Bezerra (R$) – Fêmeas, anterior'),
  ).toHaveAccessibleDescription('Valor muito alto');
  await expect(page.getByLabel('Ano (Fêmeas, atual)')).toHaveAccessibleDescription('Ano inválido');
  await expect(page.getByText('Tendência')).toHaveCount(0);

  await arrobas.fill('20');
  await expect(page.getByText('Quantidade muito alta')).toHaveCount(0);
  await expect(arrobas).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Valor muito alto')).toBeVisible();
  await expect(page.getByText('Ano inválido')).toBeVisible();
});
