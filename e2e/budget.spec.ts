import AxeBuilder from '@axe-core/playwright';
import { VALID_INPUTS } from '../src/domain/schemas.fixture';
import { expect, fillByLabel, resultCard, signedInUser, test, type Page } from './fixtures';

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

// The plan of src/domain/records/budget.test.ts, typed the pt-BR way.
const PLAN = {
  'Período (meses)': '8',
  'Quantidade Prevista': '150',
  'Preço de Compra Estimado (R$/cabeça)': '2.350,50',
  'Preço de Venda Estimado (R$/cabeça)': '3.980,75',
  'Suplemento Mensal (R$)': '4.200,30',
  'Arrendamento Mensal (R$)': '3.150',
  'Mão de Obra Mensal (R$)': '2.800,90',
  'Outros Custos Mensais (R$)': '650,45',
};

const todayBR = () =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());

test('budget: calculates a named plan, saves it and lists it newest first', async ({ page }) => {
  await signedInUser(page, { at: '/module/budget' });
  await expect(page.getByRole('heading', { name: 'Planejamento e Orçamento' })).toBeVisible();
  const saved = page.getByRole('list', { name: 'Planejamentos Salvos' });
  await expect(page.getByText(/Nenhum planejamento salvo ainda/)).toBeVisible();

  await fillByLabel(page, { 'Nome do Planejamento': 'Recria 2025', ...PLAN });
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/budget-plans') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Calcular e Salvar' }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByText('Cálculo realizado', { exact: true })).toBeVisible();
  await expect(page.getByText('Planejamento salvo', { exact: true })).toBeVisible();

  await expect(resultCard(page, 'Investimento')).toContainText('R$ 352.575,00');
  await expect(resultCard(page, 'Custos Operacionais')).toContainText('R$ 86.413,20');
  await expect(resultCard(page, 'Custos Operacionais')).toContainText('R$ 10.801,65 por mês');
  await expect(resultCard(page, 'Receita Prevista')).toContainText('R$ 597.112,50');
  await expect(resultCard(page, 'Lucro Estimado')).toContainText('R$ 158.124,30');
  await expect(resultCard(page, 'Lucro Estimado')).toHaveClass(/bg-green-50/);
  await expect(resultCard(page, 'ROI')).toContainText('44,85%');
  await expect(resultCard(page, 'Preço de Equilíbrio')).toContainText('R$ 2.926,59');

  const first = saved.getByRole('listitem').first();
  await expect(first).toContainText('Recria 2025');
  await expect(first).toContainText(todayBR());
  await expect(first).toContainText('R$ 352.575,00');
  await expect(first).toContainText('R$ 158.124,30');

  // A losing plan: 3.000 in, 2.500 out per head.
  await fillByLabel(page, {
    'Nome do Planejamento': 'Engorda arriscada',
    'Preço de Compra Estimado (R$/cabeça)': '3.000',
    'Preço de Venda Estimado (R$/cabeça)': '2.500',
  });
  await page.getByRole('button', { name: 'Calcular e Salvar' }).click();
  await expect(resultCard(page, 'Lucro Estimado')).toHaveClass(/bg-red-50/);
  await expect(saved.getByRole('listitem')).toHaveCount(2);
  await expect(saved.getByRole('listitem').first()).toContainText('Engorda arriscada');

  await page.reload();
  await expect(saved.getByRole('listitem')).toHaveCount(2);
  await expect(saved.getByRole('listitem').nth(1)).toContainText('Recria 2025');
});

test('budget: a blank name asks for one before anything else', async ({ page }) => {
  await signedInUser(page, { at: '/module/budget' });
  await fillByLabel(page, { 'Nome do Planejamento': '   ', ...PLAN });
  await page.getByRole('button', { name: 'Calcular e Salvar' }).click();
  await expect(page.getByText('Por favor, informe um nome para este planejamento.')).toBeVisible();
  const name = page.getByLabel('Nome do Planejamento');
  await expect(name).toHaveAccessibleDescription('Nome obrigatório');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  const results = page.getByRole('region', { name: 'Resultados' });
  await expect(results.getByText('Investimento', { exact: true })).toHaveCount(0);

  await name.fill('Lote B');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Período (meses)').fill('61');
  await page.getByRole('button', { name: 'Calcular e Salvar' }).click();
  await expect(page.getByText('Erro de validação', { exact: true })).toBeVisible();
  await expect(page.getByText('Período muito longo')).toBeVisible();
});

test('budget: a failed save keeps the results and says so', async ({ page }) => {
  await signedInUser(page, { at: '/module/budget' });
  await expect(page.getByText(/Nenhum planejamento salvo ainda/)).toBeVisible();
  await page.route('**/api/budget-plans', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Erro.' } } })
      : route.continue(),
  );
  await fillByLabel(page, { 'Nome do Planejamento': 'Recria 2025', ...PLAN });
  await page.getByRole('button', { name: 'Calcular e Salvar' }).click();
  await expect(page.getByText('Erro ao salvar')).toBeVisible();
  await expect(
    page.getByText('Planejamento calculado mas não foi salvo. Tente novamente.'),
  ).toBeVisible();
  await expect(resultCard(page, 'Lucro Estimado')).toContainText('R$ 158.124,30');
  await expect(page.getByText(/Nenhum planejamento salvo ainda/)).toBeVisible();
});

test('budget: a double click on Calcular e Salvar saves the plan once', async ({ page }) => {
  await signedInUser(page, { at: '/module/budget' });
  const saved = page.getByRole('list', { name: 'Planejamentos Salvos' });
  await expect(page.getByText(/Nenhum planejamento salvo ainda/)).toBeVisible();

  // Hold the saves until both clicks are in, as on a slow connection.
  const keys: Array<string | undefined> = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/budget-plans', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key']);
    await released;
    await route.continue();
  });

  await fillByLabel(page, { 'Nome do Planejamento': 'Recria 2025', ...PLAN });
  const button = page.getByRole('button', { name: 'Calcular e Salvar' });
  await button.dblclick();
  await expect(button).toBeDisabled();
  release();
  await expect(page.getByText('Planejamento salvo', { exact: true }).first()).toBeVisible();
  await expect(button).toBeEnabled();
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

  await page.reload();
  await expect(saved.getByRole('listitem')).toHaveCount(1);
});

test('budget: a saved plan opens with its figures and is deleted after confirmation', async ({
  page,
}) => {
  await signedInUser(page);
  for (const [name, sale] of [
    ['Recria 2025', 3980.75],
    ['Engorda 2026', 3100],
  ] as const) {
    const res = await page.request.post('/api/budget-plans', {
      data: { ...VALID_INPUTS.budget, planningName: name, estimatedSalePrice: sale },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/module/budget');
  const saved = page.getByRole('list', { name: 'Planejamentos Salvos' });
  await expect(saved.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Abrir Recria 2025' }).click();
  await expect(page.getByLabel('Nome do Planejamento')).toHaveValue('Recria 2025');
  await expect(page.getByLabel('Período (meses)')).toHaveValue('8');
  await expect(page.getByLabel('Preço de Compra Estimado (R$/cabeça)')).toHaveValue('2.350,50');
  await expect(page.getByLabel('Arrendamento Mensal (R$)')).toHaveValue('3.150,00');
  await expect(resultCard(page, 'Investimento')).toContainText('R$ 352.575,00');
  await expect(resultCard(page, 'Lucro Estimado')).toContainText('R$ 158.124,30');
  await expect(resultCard(page, 'Preço de Equilíbrio')).toContainText('R$ 2.926,59');
  await expect(page.getByText(`Planejamento "Recria 2025", salvo em ${todayBR()}.`)).toBeVisible();

  // Cancelling keeps the plan.
  await page.getByRole('button', { name: 'Excluir Recria 2025' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir planejamento?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('O planejamento "Recria 2025" será excluído.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(saved.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Excluir Recria 2025' }).click();
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  expect((await deleted).status()).toBe(204);
  await expect(page.getByText('Planejamento excluído', { exact: true })).toBeVisible();
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(saved).not.toContainText('Recria 2025');
  // The opened plan's figures leave with it.
  await expect(resultCard(page, 'Lucro Estimado')).toHaveCount(0);

  await page.reload();
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(saved.getByRole('listitem').first()).toContainText('Engorda 2026');
});

test.describe('on a phone', () => {
  test.use({ reducedMotion: 'reduce' });

  test('budget: saved plans and the delete dialog fit 360 px and pass axe', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signedInUser(page);
    const res = await page.request.post('/api/budget-plans', {
      data: { ...VALID_INPUTS.budget, planningName: 'Recria das novilhas do retiro de cima' },
    });
    expect(res.status()).toBe(201);
    await page.goto('/module/budget');
    const open = page.getByRole('button', { name: 'Abrir Recria das novilhas do retiro de cima' });
    await expect(open).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(await violations(page)).toEqual([]);

    await page
      .getByRole('button', { name: 'Excluir Recria das novilhas do retiro de cima' })
      .click();
    await expect(page.getByRole('alertdialog', { name: 'Excluir planejamento?' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test('budget: shows 20 saved plans at a time, under the totals of all of them', async ({
  page,
}) => {
  await signedInUser(page);
  for (let i = 1; i <= 25; i++) {
    const res = await page.request.post('/api/budget-plans', {
      data: { ...VALID_INPUTS.budget, planningName: `Plano ${i}` },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/module/budget');
  const saved = page.getByRole('list', { name: 'Planejamentos Salvos' });
  await expect(saved.getByRole('listitem')).toHaveCount(20);
  await expect(saved.getByRole('listitem').first()).toContainText('Plano 25');
  // 25 × R$ 352.575,00 and 25 × R$ 158.124,30, over the whole set.
  await expect(
    page.getByText(
      '25 planejamentos · Investimento total R$ 8.814.375,00 · Lucro estimado total R$ 3.953.107,50',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(saved.getByRole('listitem')).toHaveCount(25);
  await expect(saved.getByRole('listitem').last()).toContainText('Plano 1');
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
});
