import { mkdir, rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sgmlStatement } from '../../domain/finance/ofx.fixture';
import { createTestApp } from '../test/test-app';

/*
 * Issue 38 item 7, played by a script: each expensive surface hammered past its limit gets 429
 * RATE_LIMITED, a Portuguese message saying what and when, and Retry-After; another account (or
 * address) is still served; the window reopens when the injected clock moves. Default settings
 * (decision 058's numbers). The test app's requests come from 203.0.113.10 unless said.
 */

const root = '.tmp/limits-web';
let t: Awaited<ReturnType<typeof createTestApp>>;
let joana: string;
let pedro: string;

beforeAll(async () => {
  // A built web app and a server renderer of its dashboard (web-render.ts loads it from
  // web-ssr/ beside the web directory), standing in for `npm run build`'s.
  await mkdir(`${root}/web`, { recursive: true });
  await mkdir(`${root}/web-ssr`, { recursive: true });
  await writeFile(
    `${root}/web/app.html`,
    '<html><body><div id="root">app</div><!--/root--></body></html>',
  );
  await writeFile(
    `${root}/web/dashboard.html`,
    '<html><body><div id="root">shell</div><!--/root--></body></html>',
  );
  await writeFile(
    `${root}/web-ssr/server-render.js`,
    [
      'export async function warmUp() {}',
      'export async function warmUpPages() {}',
      'export function chartWidthFor() { return 320; }',
      'export function setServerFetch() {}',
      'export async function renderPage(path, me) {',
      '  return { html: `<main>${path} de ${me.user.name}</main>`, state: {} };',
      '}',
      'export async function renderDashboard(answers) {',
      '  return { html: `<main>Painel de ${answers.me.user.name}</main>`, state: {} };',
      '}',
    ].join('\n'),
  );
  t = await createTestApp({}, { webDir: `${root}/web` });
  joana = await t.createUser({ name: 'Joana', email: 'joana@limites.com' });
  pedro = await t.createUser({ name: 'Pedro', email: 'pedro@limites.com' });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const get = (path: string, cookie: string, ip?: string) =>
  t.request(path, { headers: { cookie } }, ip);
const post = (path: string, body: unknown, cookie: string, ip?: string) =>
  t.post(path, body, { headers: { cookie }, ip });

/** Asks `times` times, expecting each answer to be `status`. */
async function hammer(times: number, ask: () => Response | Promise<Response>, status = 200) {
  for (let i = 0; i < times; i++) {
    const res = await ask();
    expect(res.status, `request ${i + 1}: ${await res.clone().text()}`).toBe(status);
    await res.arrayBuffer();
  }
}

async function expectRefused(res: Response, message: string, retryAfter: number) {
  expect(res.status).toBe(429);
  expect(await res.json()).toEqual({ error: { code: 'RATE_LIMITED', message } });
  expect(res.headers.get('retry-after')).toBe(String(retryAfter));
}

const later = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};

describe('limits where work is expensive (decision 058)', () => {
  it('searches: 240 a minute per account, then 429 until the minute is over', async () => {
    const search = (path: string, cookie = joana) => get(path, cookie);
    await hammer(240, () => search('/api/animals/options?q=A'));
    // Every animal search shares one count: the registry's list, its pickers, the weighings'.
    const message = 'Muitas buscas em pouco tempo. Tente novamente em 1 minuto.';
    await expectRefused(await search('/api/animals/options?q=A'), message, 60);
    await expectRefused(await search('/api/animals?q=A-1'), message, 60);
    await expectRefused(await search('/api/weighings/animals?q=A'), message, 60);
    // Pages without a text to search are not searches; another account searches.
    expect((await search('/api/animals/options')).status).toBe(200);
    expect((await search('/api/animals?sort=tag')).status).toBe(200);
    expect((await search('/api/animals/options?q=A', pedro)).status).toBe(200);

    later(30);
    const waiting = await search('/api/animals/options?q=A');
    await expectRefused(
      waiting,
      'Muitas buscas em pouco tempo. Tente novamente em 30 segundos.',
      30,
    );
    later(30);
    expect((await search('/api/animals/options?q=A')).status).toBe(200);
  });

  it('the server-rendered dashboard: 30 a minute per account, then a Portuguese page and 429', async () => {
    const dashboard = (cookie = joana) => get('/dashboard', cookie);
    const first = await dashboard();
    expect(await first.text()).toContain('<main>Painel de Joana</main>');
    await hammer(29, () => dashboard());

    const refused = await dashboard();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('content-type')).toContain('text/html');
    const page = await refused.text();
    expect(page).toContain(
      'O painel foi aberto muitas vezes em pouco tempo. Tente novamente em 1 minuto.',
    );
    expect(page).not.toContain('Painel de Joana');

    const other = await dashboard(pedro);
    expect(await other.text()).toContain('<main>Painel de Pedro</main>');
    later(60);
    expect(await (await dashboard()).text()).toContain('<main>Painel de Joana</main>');
  });

  it("'Pastos' and 'Financeiro' are rendered in the same count; over it, the browser renders them", async () => {
    const pastos = await get('/pastos', pedro);
    expect(await pastos.text()).toContain('<main>/pastos de Pedro</main>');
    await hammer(29, () => get('/financeiro', pedro));
    // Over the limit: the app's shell (the browser asks the same records itself), never a 429.
    const shell = await get('/pastos', pedro);
    expect(shell.status).toBe(200);
    const page = await shell.text();
    expect(page).toContain('app');
    expect(page).not.toContain('/pastos de Pedro');
    later(60);
    expect(await (await get('/financeiro', pedro)).text()).toContain('/financeiro de Pedro');
  });

  it('exports: 30 files in 10 minutes per account, whichever files', async () => {
    await hammer(10, () => get('/api/export/inventory.csv', joana));
    await hammer(10, () => get('/api/export/animals.csv', joana));
    // The Financeiro's book is an export too (issue 43 item 7).
    await hammer(10, () => get('/api/finance/entries.csv', joana));
    const message = 'Muitas exportações em pouco tempo. Tente novamente em 10 minutos.';
    await expectRefused(await get('/api/export/weighings.csv', joana), message, 600);
    await expectRefused(await get('/api/export/inventory.csv', joana), message, 600);
    expect((await get('/api/export/weighings.csv', pedro)).status).toBe(200);
    later(10 * 60);
    expect((await get('/api/export/weighings.csv', joana)).status).toBe(200);
  });

  it('import previews: 20 a minute per account, the scale file and the herd file together', async () => {
    const weighings = { weighings: [], batchId: null };
    const herd = { text: 'Brinco;Sexo\r\nP-1;M' };
    await hammer(10, () => post('/api/weighings/import/preview', weighings, joana));
    await hammer(10, () => post('/api/animals/import/preview', herd, joana));
    const message = 'Muitos arquivos conferidos em pouco tempo. Tente novamente em 1 minuto.';
    await expectRefused(await post('/api/animals/import/preview', herd, joana), message, 60);
    await expectRefused(await post('/api/weighings/import/preview', weighings, joana), message, 60);
    expect((await post('/api/animals/import/preview', herd, pedro)).status).toBe(200);
    later(60);
    expect((await post('/api/animals/import/preview', herd, joana)).status).toBe(200);
  });

  it('bank statements: 20 OFX files in 10 minutes per account, then 429 (issue 43 item 4)', async () => {
    const file = sgmlStatement([
      { date: '20260105', amount: '-12.50', fitId: 'L1', memo: 'TARIFA PACOTE' },
    ]);
    const upload = (cookie: string) =>
      t.request('/api/finance/imports/ofx', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-ofx' },
        body: file,
      });
    await hammer(20, () => upload(joana), 201);
    const message = 'Muitos extratos importados em pouco tempo. Tente novamente em 10 minutos.';
    const refused = await upload(joana);
    await expectRefused(refused, message, 600);
    expect((await upload(pedro)).status).toBe(201);
    // The line went in once: the 19 files after the first found it there.
    const list = await get('/api/finance/entries?source=bank', joana);
    expect(((await list.json()) as { totals: { count: number } }).totals.count).toBe(1);
    later(10 * 60);
    expect((await upload(joana)).status).toBe(201);
  });

  it('per address too: many accounts from one address meet its limit, the others are served', async () => {
    // Previews allow 120 a minute from one address: six accounts of 20 spend it.
    later(60);
    const herd = { text: 'Brinco;Sexo\r\nP-1;M' };
    const script = '198.51.100.7';
    for (let i = 0; i < 6; i++) {
      const cookie = await t.createUser({ email: `robo${i}@limites.com` });
      await hammer(20, () => post('/api/animals/import/preview', herd, cookie, script));
    }
    const fresh = await t.createUser({ email: 'robo-novo@limites.com' });
    await expectRefused(
      await post('/api/animals/import/preview', herd, fresh, script),
      'Muitos arquivos conferidos em pouco tempo. Tente novamente em 1 minuto.',
      60,
    );
    // The same account from another address, and another person's address, are served.
    expect((await post('/api/animals/import/preview', herd, fresh, '198.51.100.8')).status).toBe(
      200,
    );
    expect((await post('/api/animals/import/preview', herd, pedro)).status).toBe(200);
    // 120 previews from six accounts: a few seconds alone, over 20 s on 2 busy cores.
  }, 60_000);
});
