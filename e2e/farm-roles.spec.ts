import { inventoryListTotals, type InventoryItem } from '../src/domain/records/inventory';
import { FARMS, mockFarmsApi } from './farms-mock';
import { expect, renderedByBrowser, signedInUser, test, type Page } from './fixtures';

/* What each role and plan sees of a farm: Campo's screens without money, the consulting card. */

// Settled screens: with reduced motion, toasts and dialogs appear without a fade.
test.use({ reducedMotion: 'reduce' });

const herd = (page: Page) => page.locator('[data-stat="herd"]');

/** GET /api/inventory's one page of `items` with their totals. */
const inventoryPage = (items: InventoryItem[]) => ({
  items,
  totals: inventoryListTotals(items),
  next: null,
});

const ITEMS: InventoryItem[] = [
  {
    id: 'it-1',
    category: 'Bois',
    quantity: 10,
    averageWeight: 450,
    averageValue: 3000,
    location: null,
    createdAt: '2026-11-01T12:00:00.000Z',
  },
  {
    id: 'it-2',
    category: 'Bezerros do campo',
    quantity: 5,
    averageWeight: 180,
    averageValue: null,
    location: 'Retiro',
    createdAt: '2026-11-02T12:00:00.000Z',
  },
];

test('Campo: no money on the dashboard, only its modules, no value in the inventory', async ({
  page,
}) => {
  await signedInUser(page);
  await mockFarmsApi(page, { role: 'field' });
  await page.route('**/api/inventory?*', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          json: inventoryPage(ITEMS.map((item) => ({ ...item, averageValue: null }))),
        })
      : route.fallback(),
  );
  await page.goto('/dashboard');
  await expect(herd(page)).toContainText('340');
  await expect(page.locator('[data-stat="margin"]')).toHaveCount(0);
  await expect(page.locator('[data-stat="reports"]')).toHaveCount(0);
  await expect(page.getByText('Margem de Lucro')).toHaveCount(0);
  await expect(page.locator('a[href^="/module/"]')).toHaveCount(2);
  await expect(page.locator('main')).not.toContainText('R$');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Equipe' })).toHaveCount(0);

  // The farm and its inventory answered here: the page from the shell (decision 094).
  await renderedByBrowser(page, '/module/inventory');
  await page.goto('/module/inventory');
  await expect(page.getByRole('listitem', { name: 'Bois' })).toBeVisible();
  await expect(page.getByLabel('Valor Médio (R$/cabeça)')).toHaveCount(0);
  await expect(page.getByText('Valor Total')).toHaveCount(0);
  await expect(page.getByText('Valor Médio')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('R$');
});

test('owner: a row entered by Campo shows — and the total counts only known values', async ({
  page,
}) => {
  await signedInUser(page);
  await mockFarmsApi(page);
  await page.route('**/api/inventory?*', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: inventoryPage(ITEMS) })
      : route.fallback(),
  );
  await renderedByBrowser(page, '/module/inventory');
  await page.goto('/module/inventory');
  await expect(page.getByLabel('Valor Médio (R$/cabeça)')).toBeVisible();
  const calves = page.getByRole('listitem', { name: 'Bezerros do campo' });
  await expect(calves.getByRole('definition').nth(2)).toHaveText('—');
  await expect(calves.getByRole('definition').nth(3)).toHaveText('—');
  const summary = page.getByRole('region', { name: 'Resumo do Estoque' });
  await expect(summary).toContainText('R$ 30.000,00');
  await expect(summary).toContainText('Não inclui 1 item da equipe de campo (sem valor)');
});

test('Master: the consulting card opens WhatsApp with the farm named; stocking offers the area', async ({
  page,
}) => {
  await signedInUser(page);
  await mockFarmsApi(page);
  await page.goto('/dashboard');
  const link = page
    .getByRole('region', { name: 'Consultoria mensal' })
    .getByRole('link', { name: 'Agendar consultoria' });
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/\d{10,15}\?text=/);
  expect(decodeURIComponent(href.split('text=')[1]!)).toBe(
    'Olá! Quero agendar a consultoria mensal da Fazenda Boa Vista.',
  );

  await page.goto('/module/stocking');
  await page.getByRole('button', { name: 'Usar a área da fazenda (120 ha)' }).click();
  await expect(page.getByLabel('Área (ha)')).toHaveValue('120');
});

test('without Master there is no consulting card', async ({ page }) => {
  await signedInUser(page);
  await mockFarmsApi(page, { farms: [{ ...FARMS[0]!, plan: 'PRO', areaHectares: null }] });
  await page.goto('/dashboard');
  await expect(herd(page)).toContainText('340');
  await expect(page.getByRole('region', { name: 'Consultoria mensal' })).toHaveCount(0);
  await page.goto('/module/stocking');
  await expect(page.getByLabel('Área (ha)')).toBeVisible();
  await expect(page.getByRole('button', { name: /Usar a área da fazenda/ })).toHaveCount(0);
});
