import { expect, signedInUser, test, type Page } from './fixtures';

// Desktop layout and wording shared by every screen (issue 7). Phone checks: phone.spec.ts.

test('one wording for every device: neutral verbs, never a tap or a click', async ({ page }) => {
  await signedInUser(page, { at: '/module/results' });
  await expect(
    page.getByText('Preencha os dados e selecione Calcular para ver os resultados.'),
  ).toBeVisible();
  await page.goto('/module/annual-results');
  await expect(
    page.getByText(
      'Preencha os dados e selecione Calcular Resultados Anuais para ver os resultados.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/\b(toque|toca|tocar|clique|clicar)\b/i)).toHaveCount(0);

  // A failed save tells what to do next in the same neutral words.
  await page.route('**/api/budget-plans', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Falha' } } })
      : route.fallback(),
  );
  await page.goto('/module/budget');
  const plan = {
    'Nome do Planejamento': 'Recria',
    'Período (meses)': '8',
    'Quantidade Prevista': '150',
    'Preço de Compra Estimado (R$/cabeça)': '2.350,50',
    'Preço de Venda Estimado (R$/cabeça)': '3.980,75',
  };
  for (const [label, value] of Object.entries(plan)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Calcular e Salvar' }).click();
  await expect(
    page.getByText(
      'Este planejamento não foi salvo. Selecione Calcular e Salvar para tentar de novo.',
    ),
  ).toBeVisible();
});

test('the failed-validation notice has one casing on every screen: Erro de validação', async ({
  page,
}) => {
  await signedInUser(page);
  for (const [path, button] of [
    ['/module/results', 'Calcular'],
    ['/module/annual-results', 'Calcular Resultados Anuais'],
    ['/module/inventory', 'Adicionar Item'],
  ] as const) {
    await page.goto(path);
    if (path === '/module/annual-results') await page.getByLabel('Ano', { exact: true }).fill('');
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByText('Erro de validação', { exact: true }).last()).toBeVisible();
    await expect(page.getByText(/Erro de Validação/)).toHaveCount(0);
  }
});

test('on a desktop the header shows the full name', async ({ page }) => {
  await signedInUser(page, 'João da Silva Albuquerque Neto');
  await expect(
    page.getByRole('banner').getByText('João da Silva Albuquerque Neto', { exact: true }),
  ).toBeVisible();
});

/** The keyboard a phone opens for the field labelled `label`. */
const keypad = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).getAttribute('inputmode');

test('whole-number fields open the numeric keypad, the others the decimal one', async ({
  page,
}) => {
  await signedInUser(page);
  const screens: Array<[string, Record<string, 'numeric' | 'decimal'>]> = [
    [
      '/module/results',
      {
        'Quantidade de Animais': 'numeric',
        'Peso Inicial (kg)': 'decimal',
        'Preço de Compra (R$/cabeça)': 'decimal',
      },
    ],
    ['/module/supplementation-cost', { 'Período (dias)': 'numeric', 'Peso Médio (kg)': 'decimal' }],
    [
      '/module/budget',
      {
        'Período (meses)': 'numeric',
        'Quantidade Prevista': 'numeric',
        'Suplemento Mensal (R$)': 'decimal',
      },
    ],
    [
      '/module/annual-results',
      { Ano: 'numeric', 'Total de Mortes (cabeças)': 'numeric', 'Receita Total (R$)': 'decimal' },
    ],
    [
      '/module/exchange-ratio',
      {
        'Ano (Machos, atual)': 'numeric',
        'Valor do Bezerro (R$) – Machos, atual': 'decimal',
      },
    ],
    ['/module/monthly-control', { Vendas: 'numeric', 'Receita Total (R$)': 'decimal' }],
    ['/module/inventory', { Quantidade: 'numeric', 'Valor Médio (R$/cabeça)': 'decimal' }],
    ['/module/weighing', { 'Peso (kg)': 'decimal' }],
  ];
  for (const [path, fields] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const [label, mode] of Object.entries(fields)) {
      expect(`${path} ${label}: ${await keypad(page, label)}`).toBe(`${path} ${label}: ${mode}`);
    }
  }
});

/** The top of the input and the height of the label of the field labelled `label`. */
async function fieldBox(page: Page, label: string) {
  const input = page.getByLabel(label, { exact: true });
  const id = await input.getAttribute('id');
  const inputBox = (await input.boundingBox())!;
  const labelBox = (await page.locator(`label[for="${id}"]`).boundingBox())!;
  return { inputTop: inputBox.y, labelHeight: labelBox.height };
}

test('on a desktop the inputs of one row line up when one label wraps', async ({ page }) => {
  await signedInUser(page, { at: '/module/results' });
  const short = await fieldBox(page, 'Custo do Proteinado (R$/kg)');
  const long = await fieldBox(page, 'Consumo de Proteinado (% do peso vivo)');
  expect(long.labelHeight).toBeGreaterThan(short.labelHeight * 1.5); // the long label wraps
  expect(Math.abs(long.inputTop - short.inputTop)).toBeLessThanOrEqual(1);

  // A field with a hint beside one without keeps the row aligned too, and so does the next row.
  const yieldField = await fieldBox(page, 'Rendimento de Carcaça (%)');
  const arroba = await fieldBox(page, 'Valor da Arroba (R$/@)');
  expect(Math.abs(yieldField.inputTop - arroba.inputTop)).toBeLessThanOrEqual(1);
  const rent = await fieldBox(page, 'Arrendamento (R$/cabeça/mês)');
  const other = await fieldBox(page, 'Outras Despesas (R$)');
  expect(Math.abs(rent.inputTop - other.inputTop)).toBeLessThanOrEqual(1);
});
