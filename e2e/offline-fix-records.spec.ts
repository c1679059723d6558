import { expect, fillByLabel, signedInUser, test, type Page } from './fixtures';
import type { BrowserContext } from '@playwright/test';
import { OCTOBER, pendingList } from './offline-helpers';

// Issue 13: a month or a year saved without signal and refused by the server on arrival comes
// back with the server's message and 'Corrigir', which puts it back in its form.

const REFUSAL = { code: 'PLAN_INACTIVE', message: 'Seu plano não permite novos registros agora.' };

/**
 * Back online, the server refuses the waiting save of `path` (as a lapsed plan would): the entry
 * is shown 'recusado' with the server's message. The server takes saves again afterwards.
 */
async function refusedOnArrival(page: Page, context: BrowserContext, path: string) {
  const pattern = `**${path}/**`;
  await page.route(pattern, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 403, json: { error: REFUSAL } })
      : route.fallback(),
  );
  await context.setOffline(false);
  const item = pendingList(page).getByRole('listitem');
  await expect(item.getByText('recusado')).toBeVisible();
  await expect(item).toContainText(REFUSAL.message);
  await page.unroute(pattern);
}

test('a month refused on arrival: Corrigir puts its month and figures back, and it saves', async ({
  page,
  context,
}) => {
  await signedInUser(page, { at: '/module/monthly-control' });
  await page.getByLabel('Mês/Ano').fill('2026-10');
  await context.setOffline(true);
  await fillByLabel(page, OCTOBER);
  await page.getByRole('button', { name: 'Calcular e Salvar' }).click();
  await expect(page.getByText('Controle guardado no aparelho')).toBeVisible();

  await refusedOnArrival(page, context, '/api/monthly-control');

  await page.reload();
  await expect(page.getByLabel('Vendas')).toHaveValue('');
  await pendingList(page)
    .getByRole('button', { name: /^Corrigir/ })
    .click();
  await expect(page.getByLabel('Mês/Ano')).toHaveValue('2026-10');
  await expect(page.getByLabel('Vendas')).toHaveValue('20');
  await expect(page.getByLabel('Custos Totais (R$)')).toHaveValue('40.000,00');
  await expect(pendingList(page)).toHaveCount(0);

  await page.getByLabel('Vendas').fill('22');
  await page.getByRole('button', { name: 'Calcular e Salvar' }).click();
  await expect(page.getByText('Dados salvos', { exact: true })).toBeVisible();
  const stored = await (await page.request.get('/api/monthly-control/2026-10')).json();
  expect(stored).toMatchObject({ sales: 22, totalCosts: 40000 });
});

test('a year refused on arrival: Corrigir puts its year and figures back, and it saves', async ({
  page,
  context,
}) => {
  await signedInUser(page, { at: '/module/annual-results' });
  await expect(page.getByLabel('Ano', { exact: true })).not.toHaveValue('');
  await page.getByLabel('Ano', { exact: true }).fill('2025');
  await context.setOffline(true);
  await fillByLabel(page, {
    'Estoque Inicial (cabeças)': '500',
    'Total de Compras (cabeças)': '120',
    'Total de Vendas (cabeças)': '200',
    'Total de Mortes (cabeças)': '5',
    'Investimento Total (R$)': '600.000,00',
    'Receita Total (R$)': '1.100.000,00',
    'Custos Totais (R$)': '250.000,00',
  });
  await page.getByRole('button', { name: 'Calcular Resultados Anuais' }).click();
  await expect(page.getByText('Resultados guardados no aparelho')).toBeVisible();

  await refusedOnArrival(page, context, '/api/annual-results');

  await pendingList(page)
    .getByRole('button', { name: /^Corrigir/ })
    .click();
  await expect(page.getByLabel('Ano', { exact: true })).toHaveValue('2025');
  await expect(page.getByLabel('Total de Vendas (cabeças)')).toHaveValue('200');
  await expect(page.getByLabel('Receita Total (R$)')).toHaveValue('1.100.000,00');
  await expect(pendingList(page)).toHaveCount(0);

  await page.getByLabel('Total de Vendas (cabeças)').fill('210');
  await page.getByRole('button', { name: 'Calcular Resultados Anuais' }).click();
  await expect(page.getByText('Cálculo realizado', { exact: true })).toBeVisible();
  const stored = await (await page.request.get('/api/annual-results/2025')).json();
  expect(stored).toMatchObject({ totalSales: 210, totalRevenue: 1100000 });
});
