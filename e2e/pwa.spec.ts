import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { webRoutes } from '../src/server/web';
import { E2E } from './settings';
import {
  RESULTS_LOT,
  expect,
  fillByLabel,
  resultCard,
  signedInUser,
  test,
  type Page,
} from './fixtures';

// The installable app (issue 10): manifest, service worker, offline use, the update prompt.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page (it claims the page on its first visit). */
async function controlledBySw(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 20_000,
  });
}

test('the manifest describes an installable pt-BR app that starts at /dashboard', async ({
  request,
}) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining('Arroba Certa'),
    short_name: 'Arroba Certa',
    lang: 'pt-BR',
    display: 'standalone',
    start_url: '/dashboard',
    theme_color: '#166534',
  });
  const icons: Array<{ src: string; sizes: string; purpose: string }> = manifest.icons;
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    '192x192 any',
    '192x192 maskable',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const png = await request.get(icon.src);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
  }
});

test('the service worker is at /sw.js, registered at load, and never answers /api from its cache', async ({
  page,
  request,
}) => {
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');

  await page.goto('/');
  await controlledBySw(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys())
        urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached).toEqual(expect.arrayContaining(['/index.html', '/auth.html', '/app.html']));
  expect(cached.some((url) => url.startsWith('/api/'))).toBe(false);

  await page.context().setOffline(true);
  const apiOffline = await page.evaluate(() =>
    fetch('/api/health').then(
      (res) => `answered ${res.status}`,
      () => 'network error',
    ),
  );
  expect(apiOffline).toBe('network error');
});

test('once visited, the app opens offline: landing, sign-in page and the calculators', async ({
  page,
}) => {
  await signedInUser(page, { at: '/' });
  await controlledBySw(page);
  // The app remembers who was signed in at its last answer from the server.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.context().setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/module/stocking');
  await expect(page.getByRole('heading', { name: 'Taxa de Lotação' })).toBeVisible();
  await fillByLabel(page, {
    'Área (ha)': '100',
    'Quantidade de Animais': '150',
    'Peso Médio (kg)': '420,0',
  });
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(resultCard(page, 'Lotação (UA/ha)')).toContainText('1,40 UA/ha');

  // The results calculator computes offline; its save waits for the connection.
  await page.goto('/module/results');
  await fillByLabel(page, RESULTS_LOT);
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(resultCard(page, 'Lucro')).toContainText('R$ 171.200,00');
  await expect(page.getByText(/Sem conexão: a margem/)).toBeVisible();

  // Back online, the session is checked again and the app keeps working.
  await page.context().setOffline(false);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('after signing out, the app does not open offline as the previous user', async ({ page }) => {
  await signedInUser(page, { name: 'Maria Antônia', at: '/dashboard' });
  await controlledBySw(page);
  expect(await page.evaluate(() => localStorage.getItem('arroba-certa:me'))).toContain(
    'Maria Antônia',
  );
  await page.getByRole('button', { name: /sair/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('arroba-certa:me'))).toBeNull();

  await page.context().setOffline(true);
  await page.goto('/module/stocking');
  await expect(page.getByRole('heading', { name: 'Você está sem conexão' })).toBeVisible();
  await expect(page.getByText('Maria Antônia')).toHaveCount(0);
});

test.describe('a new version', () => {
  let dir = '';
  let server: ReturnType<typeof serve> | undefined;
  let base = '';

  // Its own copy of the built app on its own port, so that changing sw.js touches no other test.
  test.beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'arroba-sw-'));
    await cp(E2E.webDir, dir, { recursive: true });
    const app = webRoutes(dir, {
      company: { cnpj: '11.222.333/0001-81', whatsapp: '5534999999999' },
      originOf: () => base,
      log: () => {},
    });
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server!.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterEach(async () => {
    // The browser's kept-alive connections would hold close() until they time out.
    if (server && 'closeAllConnections' in server) server.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await rm(dir, { recursive: true, force: true });
  });

  test("shows 'Nova versão disponível' and reloads only on 'Atualizar'", async ({ page }) => {
    await page.goto(`${base}/`);
    await controlledBySw(page);
    await expect(page.getByText('Nova versão disponível')).toHaveCount(0);

    const swFile = path.join(dir, 'sw.js');
    await writeFile(swFile, `${await readFile(swFile, 'utf8')}\n// next version\n`);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    await expect(page.getByText('Nova versão disponível')).toBeVisible();
    // Nothing reloads by itself.
    expect(
      await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);

    await page.getByRole('button', { name: 'Atualizar' }).click();
    await page.waitForFunction(
      () => !(window as unknown as { notReloaded?: boolean }).notReloaded,
      null,
      { timeout: 20_000 },
    );
    await expect(page.getByText('Nova versão disponível')).toHaveCount(0);
    await controlledBySw(page);
  });
});
