import { mkdir, rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webRoutes } from '../web';

const dir = '.tmp/test-web-pages';
const page = (name: string) =>
  `<!doctype html><title>${name}</title><link rel="canonical" href="__ARROBA_ORIGIN__/" />` +
  '<meta name="arroba:cnpj" content="__ARROBA_CNPJ__"><a href="https://wa.me/__ARROBA_WHATSAPP__">' +
  '<meta name="arroba:demo" content="__ARROBA_DEMO__">';

beforeAll(async () => {
  await mkdir(dir, { recursive: true });
  await writeFile(`${dir}/index.html`, page('landing'));
  await writeFile(`${dir}/auth.html`, page('auth'));
  await writeFile(`${dir}/auth-cadastro.html`, page('cadastro'));
  await writeFile(`${dir}/termos.html`, page('termos'));
  await writeFile(`${dir}/privacidade.html`, page('privacidade'));
  await writeFile(`${dir}/app.html`, `<html><head>${page('app')}</head><body></body></html>`);
  await writeFile(`${dir}/dashboard.html`, `<html><head>${page('shell')}</head></html>`);
  await writeFile(`${dir}/module-results.html`, `<html><head>${page('results')}</head></html>`);
  await writeFile(
    `${dir}/route-preloads.json`,
    JSON.stringify({
      '/dashboard': ['/assets/dashboard-1.js', '/assets/chart-2.js'],
      '/admin': ['"><script>alert(1)</script>', '/assets/admin-3.js'],
    }),
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const web = webRoutes(dir, {
  company: { cnpj: '11.222.333/0001-81', whatsapp: '5534999991234' },
  originOf: (headers) => `http://${headers.get('host') ?? 'localhost'}`,
  sessionCookie: 'arroba.session_token',
  log: () => {},
});

describe('the built pages', () => {
  it('answers / with the landing, /auth with the sign-in page and the rest with the app', async () => {
    const title = async (path: string) =>
      (await (await web.request(path)).text()).match(/<title>(\w+)/)?.[1];
    expect(await title('/')).toBe('landing');
    expect(await title('/auth')).toBe('auth');
    expect(await title('/auth/')).toBe('auth');
    // Opened on 'Cadastrar' (issue 39): its own prerendered page, for that query string alone.
    expect(await title('/auth?cadastro=1')).toBe('cadastro');
    expect(await title('/auth?cadastro=1&next=/rebanho')).toBe('auth');
    expect(await title('/auth?next=/rebanho')).toBe('auth');
    expect(await title('/termos')).toBe('termos');
    expect(await title('/privacidade')).toBe('privacidade');
    expect(await title('/dashboard')).toBe('app');
    expect(await title('/module/results')).toBe('app');
    expect(await title('/nao-existe')).toBe('app');
    expect((await web.request('/nao-existe')).status).toBe(404);
  });

  it('opens /dashboard on its own shell only for a visitor with a session cookie', async () => {
    const title = async (path: string, cookie?: string) =>
      (await (await web.request(path, { headers: cookie ? { cookie } : {} })).text()).match(
        /<title>(\w+)/,
      )?.[1];
    const session = 'theme=x; __Secure-arroba.session_token=abc.def';
    expect(await title('/dashboard', session)).toBe('shell');
    expect(await title('/dashboard/', 'arroba.session_token=abc')).toBe('shell');
    expect(await title('/dashboard')).toBe('app');
    expect(await title('/dashboard', 'arroba.session_data=abc')).toBe('app');
    expect(await title('/rebanho', session)).toBe('app');
    expect(await title('/dashboard.html')).toBe('shell');
    // A module screen with a shell of its own; one without, or no module, gets the app.
    expect(await title('/module/results', session)).toBe('results');
    expect(await title('/module/results')).toBe('app');
    expect(await title('/module/budget', session)).toBe('app');
    expect(await title('/module/nao-existe', session)).toBe('app');
  });

  it('fills in the address it was opened at and the company details', async () => {
    const res = await web.request('/', { headers: { host: '192.168.0.10:3000' } });
    const html = await res.text();
    expect(html).toContain('<link rel="canonical" href="http://192.168.0.10:3000/" />');
    expect(html).toContain('content="11.222.333/0001-81"');
    expect(html).toContain('https://wa.me/5534999991234');
    expect(html).not.toContain('__ARROBA_');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('fills an unconfigured company detail with nothing, so its line is hidden', async () => {
    const bare = webRoutes(dir, {
      company: { cnpj: '', whatsapp: '' },
      originOf: () => 'http://localhost',
      log: () => {},
    });
    const html = await (await bare.request('/termos')).text();
    expect(html).toContain('<meta name="arroba:cnpj" content="">');
    expect(html).toContain('https://wa.me/"');
    expect(html).not.toContain('__ARROBA_');
  });

  it('says whether the payment sandbox takes the payments: the pages then call it a demonstration', async () => {
    const sandbox = webRoutes(dir, {
      company: { cnpj: '', whatsapp: '' },
      demo: true,
      originOf: () => 'http://localhost',
      log: () => {},
    });
    for (const path of ['/', '/pricing']) {
      expect(await (await sandbox.request(path)).text()).toContain(
        '<meta name="arroba:demo" content="sim">',
      );
      expect(await (await web.request(path)).text()).toContain(
        '<meta name="arroba:demo" content="">',
      );
    }
  });

  it('fills in the pages the service worker caches by file name', async () => {
    for (const file of ['/index.html', '/auth.html', '/app.html']) {
      const html = await (await web.request(file, { headers: { host: 'localhost:3000' } })).text();
      expect(html).toContain('http://localhost:3000/');
      expect(html).not.toContain('__ARROBA_');
    }
  });

  it("announces each page's own chunks (modulepreload), and nothing unsafe", async () => {
    const preloads = async (path: string) =>
      [
        ...(await (await web.request(path)).text()).matchAll(
          /modulepreload" crossorigin href="([^"]+)"/g,
        ),
      ].map((m) => m[1]);
    expect(await preloads('/dashboard')).toEqual(['/assets/dashboard-1.js', '/assets/chart-2.js']);
    expect(await preloads('/admin/')).toEqual(['/assets/admin-3.js']);
    expect(await preloads('/subscription')).toEqual([]);
    expect(await (await web.request('/admin')).text()).not.toContain('alert(1)');
  });

  it('escapes what it fills in', async () => {
    const hostile = webRoutes(dir, {
      company: { cnpj: '"><script>', whatsapp: '1' },
      originOf: () => 'http://x"><script>',
      log: () => {},
    });
    const html = await (await hostile.request('/')).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#34;&#62;&#60;script&#62;');
  });

  it('refuses paths that leave the directory or are broken', async () => {
    expect((await web.request('/../package.json')).status).toBe(404);
    expect((await web.request('/%2e%2e/package.json')).status).toBe(404);
    expect((await web.request('/%ff.html')).status).toBe(404);
    expect((await web.request('/nada.html')).status).toBe(404);
  });
});
