import { expect, fillByLabel, resultCard, RESULTS_LOT, signedInUser, test } from './fixtures';

test('results: calculates a lot, shows the figures of the domain test, saves the margin', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/results' });
  await expect(
    page.getByRole('heading', { name: 'Cálculo de Resultados Pecuários' }),
  ).toBeVisible();
  await expect(page.getByText('Margem de Lucro')).toHaveCount(0);

  await fillByLabel(page, RESULTS_LOT);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/result-calculations'));
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Cálculo realizado!')).toBeVisible();
  expect((await saved).status()).toBe(201);

  await expect(resultCard(page, 'Receita Total')).toContainText('R$ 500.000,00');
  await expect(resultCard(page, 'Custo Total')).toContainText('R$ 328.800,00');
  await expect(resultCard(page, 'Lucro')).toContainText('R$ 171.200,00');
  await expect(resultCard(page, 'Lucro por Cabeça')).toContainText('R$ 1.712,00');
  await expect(resultCard(page, 'Margem de Lucro')).toContainText('34,24%');
  await expect(resultCard(page, 'Margem de Lucro')).toContainText('Margem excelente!');
  await expect(resultCard(page, 'Custo por Arroba Produzida')).toContainText('R$ 118,20');
  await expect(resultCard(page, 'GMD Estimado')).toContainText('0,667 kg/dia');
  const breakdown = page.getByRole('definition');
  await expect(breakdown.filter({ hasText: 'R$ 16.800,00' })).toHaveCount(1);
  await expect(breakdown.filter({ hasText: 'R$ 27.000,00' })).toHaveCount(1);
  await expect(page.getByText('Margem salva no seu painel.')).toBeVisible();
});

test('results: a wrong field shows its message, hides results, and clears when edited', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/results' });
  await fillByLabel(page, { ...RESULTS_LOT, 'Peso Final (kg)': '280', 'Período (meses)': '61' });
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Erro de validação', { exact: true })).toBeVisible();
  await expect(page.getByText('Verifique os campos destacados')).toBeVisible();
  await expect(page.getByText('Peso final deve ser maior que peso inicial')).toBeVisible();
  await expect(page.getByText('Período muito longo')).toBeVisible();
  await expect(page.getByLabel('Peso Final (kg)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Receita Total')).toHaveCount(0);

  await page.getByLabel('Peso Final (kg)').fill('500');
  await expect(page.getByText('Peso final deve ser maior que peso inicial')).toHaveCount(0);
  await expect(page.getByText('Período muito longo')).toBeVisible();
});

test('results: keeps calculating offline and saves the margin when the connection returns', async ({
  page,
  context,
}) => {
  await signedInUser(page, { at: '/module/results' });
  // Used once online: the server's page is then the app's, as when a producer starts a
  // calculation before the signal drops (without a service worker, in these tests, the app's
  // code comes at the first use; with it, from its cache: pwa.spec.ts).
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Verifique os campos destacados')).toBeVisible();
  await context.setOffline(true);
  await fillByLabel(page, RESULTS_LOT);
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(resultCard(page, 'Lucro')).toContainText('R$ 171.200,00');
  await expect(
    page.getByText(/Sem conexão: a margem será salva quando a internet voltar/),
  ).toBeVisible();

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/result-calculations'));
  await context.setOffline(false);
  expect((await saved).status()).toBe(201);
  await expect(page.getByText('Margem salva no seu painel.')).toBeVisible();
});

test('results: a failed save keeps the results, says so, and can be retried', async ({ page }) => {
  await signedInUser(page, { at: '/module/results' });
  await page.route('**/api/result-calculations', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Erro interno.' } } }),
  );
  await fillByLabel(page, RESULTS_LOT);
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Erro ao salvar')).toBeVisible();
  await expect(
    page.getByText('Resultados calculados mas não foram salvos. Tente novamente.'),
  ).toBeVisible();
  await expect(resultCard(page, 'Lucro')).toContainText('R$ 171.200,00');
  await expect(page.getByText('A margem não foi salva.')).toBeVisible();

  await page.unroute('**/api/result-calculations');
  await page.getByRole('button', { name: 'Salvar novamente' }).click();
  await expect(page.getByText('Margem salva no seu painel.')).toBeVisible();
});

test('results: a lost session on save says so, not just "Erro ao salvar"', async ({ page }) => {
  await signedInUser(page, { at: '/module/results' });
  await page.route('**/api/result-calculations', (route) =>
    route.fulfill({
      status: 401,
      json: { error: { code: 'UNAUTHORIZED', message: 'Você precisa estar autenticado.' } },
    }),
  );
  await fillByLabel(page, RESULTS_LOT);
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Erro de autenticação')).toBeVisible();
  await expect(page.getByText('Você precisa estar autenticado.')).toBeVisible();
  await expect(page.getByText('Erro ao salvar')).toHaveCount(0);
  await expect(resultCard(page, 'Lucro')).toContainText('R$ 171.200,00');
});
