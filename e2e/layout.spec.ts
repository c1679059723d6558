import { expect, signedInUser, test } from './fixtures';

// Desktop layout and wording shared by every screen (issue 7). Phone checks: phone.spec.ts.

test('one wording for every device: neutral verbs, never a tap or a click', async ({ page }) => {
  await signedInUser(page);
  await page.goto('/module/results');
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
