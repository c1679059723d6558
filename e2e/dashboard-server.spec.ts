import { expect, type Page, signedInUser, test } from './fixtures';
import { consoleErrors } from './server-page-steps';
import { apiAnimal, monthsAgo } from './herd-steps';
import { rowCells } from './charts-steps';
import {
  cachedOnDevice,
  controlledBySw,
  newProfile,
  openBrowser,
  signedInWithHeifers,
} from './offline-helpers';
import { rm } from 'node:fs/promises';
import { becomeMaster } from './owner-steps';

/*
 * Decision 052: the server renders the signed-in dashboard with the producer's data, and React
 * takes it over only when the person uses the page.
 */

const SCRIPTS = '**/assets/*.js';

/**
 * Records the scripts the page asks for; once `hold()` is called, holds the ones asked from then
 * on until `release()`.
 */
async function watchScripts(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  const asked: string[] = [];
  await page.route(SCRIPTS, async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    if (holding) await held;
    await route.continue();
  });
  return { asked, hold: () => (holding = true), release };
}

test('the dashboard comes with its figures and charts before any script; a press meanwhile is kept', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await signedInUser(page, 'Produtora Ana');
  for (const [tag, sex, months] of [
    ['V-1', 'F', 48],
    ['V-2', 'F', 50],
    ['B-1', 'M', 40],
  ] as const) {
    await apiAnimal(page, { tag, sex, birthDate: monthsAgo(months) });
  }

  const scripts = await watchScripts(page);
  await page.goto('/dashboard');
  await page.waitForLoadState('networkidle');
  scripts.hold();
  await expect(page.getByRole('heading', { name: 'Olá, Produtora Ana!', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seus módulos' })).toBeVisible();
  const chart = page.getByRole('region', { name: 'Rebanho por categoria', exact: true });
  await expect(chart.getByRole('img')).toHaveAccessibleName(
    /^Rebanho por categoria\. .*total 3\.$/,
  );
  await expect(page.getByRole('region', { name: 'Cabeças por mês', exact: true })).toBeVisible();
  // The page reads without the app: only its entry's scripts asked (React comes on use).
  expect(scripts.asked.filter((p) => /app-start|react-dom|dashboard-page/.test(p))).toEqual([]);

  // Pressed before React is here: held, not lost, and done once React owns the page.
  await chart.getByRole('button', { name: 'Ver tabela' }).click();
  await expect.poll(() => scripts.asked.some((p) => p.includes('app-start'))).toBe(true);
  await expect(chart.getByRole('table')).toHaveCount(0);
  scripts.release();
  const table = chart.getByRole('table', { name: 'Rebanho por categoria' });
  await expect(table).toBeVisible();
  await expect(chart.getByRole('button', { name: 'Ocultar tabela' })).toBeVisible();
  // The bar's heads and its parts (decision 062): all in the registry.
  expect(await rowCells(table, 'Vaca')).toEqual(['2', '2', '0']);
  // React took the page over as it was: no error, the app's own behaviour from here on.
  await page.getByRole('link', { name: /Cálculo de Resultados/ }).click();
  await expect(page).toHaveURL(/\/module\/results$/);
  expect(errors).toEqual([]);
});

test('before React, the dashboard’s links are plain links', async ({ page }) => {
  await signedInUser(page);
  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Cálculo de Resultados/ }).click();
  await expect(page).toHaveURL(/\/module\/results$/);
  // The server's page too (decision 103): its form, ready before any script.
  await expect(
    page.getByRole('heading', { name: 'Cálculo de Resultados Pecuários', level: 1 }),
  ).toBeVisible();
  await expect(page.getByLabel('Quantidade de Animais')).toBeVisible();
});

test('offline before its scripts were kept, a press says so and tries again at the next one', async ({
  page,
}) => {
  await signedInUser(page);
  // The page's own first script loads; the app's, asked at the first press, cannot.
  let offline = false;
  await page.route(SCRIPTS, (route) => (offline ? route.abort() : route.continue()));
  await page.goto('/dashboard');
  await page.waitForLoadState('networkidle');
  offline = true;
  const noConnection = page
    .getByRole('alert')
    .filter({ hasText: 'Sem conexão. Verifique sua internet e tente novamente.' });
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(noConnection).toBeVisible();
  offline = false;
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(noConnection).toHaveCount(0);
  // The second press was done: signed out, on the landing page.
  await expect(page).toHaveURL(/\/$/);
});

test('a farm chosen in the list before React is switched to once React owns the page', async ({
  page,
}) => {
  await signedInUser(page, 'Joana Prado');
  await becomeMaster(page);
  const created = await page.request.post('/api/farms', {
    data: { name: 'Retiro Santa Fé', city: 'Goiânia' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(created.status()).toBe(201);

  const scripts = await watchScripts(page);
  await page.goto('/dashboard');
  await page.waitForLoadState('networkidle');
  scripts.hold();
  const farm = page.getByLabel('Fazenda', { exact: true });
  await farm.selectOption({ label: 'Retiro Santa Fé' });
  await expect.poll(() => scripts.asked.some((p) => p.includes('app-start'))).toBe(true);
  const switched = page.waitForResponse(
    (r) => r.url().endsWith('/api/farms/active') && r.request().method() === 'PUT',
  );
  scripts.release();
  expect((await switched).status()).toBe(204);
  await expect(farm.locator('option:checked')).toHaveText('Retiro Santa Fé');
  await expect(page.getByTestId('farm-switcher-name')).toHaveText('Retiro Santa Fé');
});

test('a name written as a script is only text, in the page and in its state', async ({ page }) => {
  const errors = consoleErrors(page);
  const name = '</script><script>window.__pwned=1</script>';
  await signedInUser(page, name);
  await expect(page.getByRole('heading', { name: `Olá, ${name}!`, level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false);
  // The state the page carries reads back whole, the name as it was written.
  const carried = await page.evaluate(() => {
    const state = JSON.parse(document.getElementById('server-state')?.textContent ?? '{}') as {
      queries?: {
        queries?: { queryKey: unknown[]; state: { data: { user?: { name: string } } } }[];
      };
    };
    return state.queries?.queries?.find((q) => q.queryKey[0] === 'me')?.state.data.user?.name;
  });
  expect(carried).toBe(name);
  // React takes the page over with the same name (its state read back whole): no error.
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test('a made-up session cookie gets no one’s dashboard, and the page is kept by no cache', async ({
  page,
  playwright,
}) => {
  const { email } = await signedInUser(page, 'Dono da Fazenda');
  const real = await page.request.get('/dashboard');
  expect(real.headers()['cache-control']).toBe('private, no-store');
  expect(await real.text()).toContain('Dono da Fazenda');

  const baseURL = new URL(page.url()).origin;
  const stranger = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: 'arroba.session_token=forjado.assinatura' },
  });
  const forged = await stranger.get('/dashboard');
  expect(forged.status()).toBe(200);
  const html = await forged.text();
  expect(html).not.toContain('data-server-rendered');
  expect(html).not.toContain('server-state');
  expect(html).not.toContain(email);
  await stranger.dispose();
});

test('read without being used, the dashboard still opens offline the next day with its figures', async () => {
  const profile = await newProfile();
  let { context, page } = await openBrowser(profile);
  try {
    await signedInWithHeifers(page);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/dashboard');
    await expect(page.locator('[data-stat="herd"]')).toContainText('12 cabeças');
    // Only looked at: what the app keeps for offline is kept all the same, without React — once
    // the page has loaded and the browser is idle, which the whole suite beside it can push past
    // the poll's 10 s (it did once, while the worker precached the app).
    await expect.poll(() => cachedOnDevice(page, 'dashboard'), { timeout: 30_000 }).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('arroba-certa:me'))).toContain(
      'Joana Campeira',
    );
    expect(scripts.filter((url) => url.includes('app-start'))).toEqual([]);
    await controlledBySw(page);

    // The next morning in the corral: the browser opens without signal.
    await context.close();
    ({ context, page } = await openBrowser(profile));
    await context.setOffline(true);
    await page.goto('/dashboard');
    await expect(page.getByText(/Sem conexão: resumo de hoje às \d\d:\d\d\./)).toBeVisible();
    await expect(page.locator('[data-stat="herd"]')).toContainText('12 cabeças');
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
