import {
  dashboardRenderedByBrowser,
  expect,
  fillByLabel,
  type Page,
  RESULTS_LOT,
  signedInUser,
  test,
} from './fixtures';

const LABELS = ['Rebanho Total', 'Ganho Médio Diário', 'Margem de Lucro', 'Relatórios Gerados'];

/** The stat card whose label is `label` (the cards are a description list). */
function stat(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Resumo' })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .last();
}

/** The figure of a card: its first description (value and unit; a source may follow). */
const figure = (page: Page, label: string) => stat(page, label).getByRole('definition').first();

/** Today in São Paulo, as the dashboard writes a day: '24/11/2026'. */
const todayBR = () =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

test('dashboard: a new user sees an empty summary; a calculated lot adds its margin and a report', async ({
  page,
}) => {
  await signedInUser(page);
  await expect(figure(page, 'Rebanho Total')).toHaveText('0 cabeças');
  await expect(figure(page, 'Ganho Médio Diário')).toHaveText('—');
  await expect(figure(page, 'Margem de Lucro')).toHaveText('—');
  await expect(stat(page, 'Margem de Lucro').getByText(/^do Cálculo de Resultados/)).toHaveCount(0);
  await expect(figure(page, 'Relatórios Gerados')).toHaveText('0');

  // The cards come before the module grid.
  const cards = await stat(page, 'Rebanho Total').boundingBox();
  const modules = await page.getByRole('heading', { name: 'Seus módulos' }).boundingBox();
  expect(cards!.y).toBeLessThan(modules!.y);

  await page.getByRole('link', { name: /Cálculo de Resultados/ }).click();
  await expect(page).toHaveURL(/\/module\/results$/);
  await fillByLabel(page, RESULTS_LOT);
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Margem salva no seu painel.')).toBeVisible();

  // Back on the dashboard, the cached figures were invalidated by the save.
  await page.getByRole('link', { name: 'Voltar ao painel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(figure(page, 'Margem de Lucro')).toHaveText('34,24%');
  // Issue 23: the margin says where it comes from.
  await expect(stat(page, 'Margem de Lucro').getByRole('definition').last()).toHaveText(
    `do Cálculo de Resultados de ${todayBR()}`,
  );
  await expect(figure(page, 'Relatórios Gerados')).toHaveText('1');
  await expect(figure(page, 'Rebanho Total')).toHaveText('0 cabeças');
  await expect(figure(page, 'Ganho Médio Diário')).toHaveText('—');
});

test('dashboard: herd total and average daily gain from inventory and weighings', async ({
  page,
}) => {
  await signedInUser(page);
  await expect(figure(page, 'Rebanho Total')).toHaveText('0 cabeças');
  const post = async (path: string, data: object) =>
    expect((await page.request.post(path, { data })).status()).toBe(201);
  await post('/api/inventory', {
    category: 'Vacas',
    quantity: 1025,
    averageWeight: 450,
    averageValue: 4500,
  });
  await post('/api/inventory', {
    category: 'Bezerros',
    quantity: 10,
    averageWeight: 180,
    averageValue: 2000,
  });
  // A: 60 kg in 60 days = 1,000; B: 30 kg in 40 days = 0,750; C has one weighing.
  for (const [animalId, weighingDate, weight] of [
    ['A', '2025-03-02', 360],
    ['A', '2025-01-01', 300],
    ['B', '2025-01-10', 250],
    ['B', '2025-02-19', 280],
    ['C', '2025-02-19', 410],
  ] as const) {
    await post('/api/weighings', { animalId, weighingDate, weight });
  }

  await page.reload();
  await expect(figure(page, 'Rebanho Total')).toHaveText('1.035 cabeças');
  await expect(figure(page, 'Ganho Médio Diário')).toHaveText('0,875 kg/dia');
  await expect(figure(page, 'Margem de Lucro')).toHaveText('—');
  await expect(stat(page, 'Margem de Lucro').getByText(/^do Cálculo de Resultados/)).toHaveCount(0);
  await expect(figure(page, 'Relatórios Gerados')).toHaveText('0');
});

test('dashboard: a failure to load the figures is only logged; the cards show —', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.route('**/api/dashboard', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Erro interno.' } } }),
  );
  await dashboardRenderedByBrowser(page);
  await signedInUser(page);
  // The e-mail link's redirect is not routed: the page again, as the browser renders it.
  await page.goto('/dashboard');
  for (const label of LABELS) await expect(figure(page, label)).toHaveText('—');
  await expect
    .poll(() => errors.some((e) => e.includes('não foi possível carregar as estatísticas')))
    .toBe(true);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Seus módulos' })).toBeVisible();
});

test('dashboard: skeletons while the figures load', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/dashboard', async (route) => {
    await held;
    await route.continue();
  });
  await dashboardRenderedByBrowser(page);
  await signedInUser(page, { at: '/rebanho' });
  await page.goto('/dashboard');
  const summary = page.getByRole('region', { name: 'Resumo' });
  await expect(summary).toHaveAttribute('aria-busy', 'true');
  await expect(figure(page, 'Rebanho Total')).toHaveText('Carregando...');
  release();
  await expect(summary).toHaveAttribute('aria-busy', 'false');
  await expect(figure(page, 'Rebanho Total')).toHaveText('0 cabeças');
});

for (const [width, columns] of [
  [1280, 4],
  [360, 2],
] as const) {
  test(`dashboard: ${columns} stat cards per row at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signedInUser(page);
    await expect(figure(page, 'Relatórios Gerados')).toHaveText('0');
    const boxes = await Promise.all(LABELS.map((label) => stat(page, label).boundingBox()));
    const rows = new Set(boxes.map((b) => Math.round(b!.y)));
    expect(rows.size).toBe(4 / columns);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}

const SCRIPTS = '**/assets/*.js';

/**
 * `path` with its scripts held back: what paints is the shell the server sends with the page, a
 * picture of it (hidden from assistive technology, inert) with a status that it is loading.
 */
async function openShell(page: Page, path: string, status: string) {
  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto(path);
  await expect(page.getByRole('status')).toHaveText(status);
  await expect(page.getByRole('heading')).toHaveCount(0);
}

/** The same page with its scripts: the app takes it over, the shell's status gone. */
async function openApp(page: Page, status: string) {
  await page.unroute(SCRIPTS);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(page.getByText(status)).toHaveCount(0);
}

test('dashboard with a query string: before its scripts run, the page’s frame (decision 050)', async ({
  page,
}) => {
  await signedInUser(page);
  // Without one the server renders the page with the producer's data (dashboard-server.spec.ts).
  await openShell(page, '/dashboard?de=email', 'Carregando seu painel...');
  await expect(page.getByText('Olá!', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Cada animal com brinco, EID, categoria', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('link')).toHaveCount(0);

  // The greeting names the producer.
  await openApp(page, 'Carregando seu painel...');
  await expect(page.getByRole('heading', { name: /^Olá, .+!$/, level: 1 })).toBeVisible();
});

test('a module screen before its scripts run shows its title block, then the screen (decision 050)', async ({
  page,
}) => {
  await signedInUser(page);
  // 'Cálculo de Resultados Pecuários' is the server's page (decision 103): another calculator.
  await openShell(page, '/module/stocking', 'Carregando o módulo...');
  await expect(page.getByText('Taxa de Lotação', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Informe a área e o rebanho para ver as unidades animais', { exact: false }),
  ).toBeVisible();

  await openApp(page, 'Carregando o módulo...');
  await expect(page.getByRole('heading', { name: 'Taxa de Lotação', level: 1 })).toBeVisible();
});
