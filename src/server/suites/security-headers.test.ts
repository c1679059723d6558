import { mkdir, rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/test-app';

/*
 * The security headers of issue 14 (item 8) on every kind of answer the server gives: HTML pages,
 * API JSON, static files, redirects and errors (400, 401, 403, 404, 413), from the app's own
 * routes and from better-auth's. HSTS follows APP_URL only: it is sent when the app is configured
 * with an https APP_URL, never under plain http, whatever X-Forwarded-Proto a client (or a trusted
 * proxy) sends.
 */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const webDir = '.tmp/security-headers-web';
let http: TestApp;
let https: TestApp;
const cookies = new Map<TestApp, string>();

beforeAll(async () => {
  await mkdir(`${webDir}/assets`, { recursive: true });
  const page = '<!doctype html><title>Arroba Certa</title>';
  await writeFile(`${webDir}/index.html`, page);
  await writeFile(`${webDir}/app.html`, page);
  await writeFile(`${webDir}/assets/app-abc123.js`, 'console.log(1)');
  await writeFile(`${webDir}/sw.js`, 'self.addEventListener("fetch", () => {})');
  await writeFile(`${webDir}/manifest.webmanifest`, '{}');
  // TRUST_PROXY on: even a trusted proxy's X-Forwarded-Proto does not turn HSTS on.
  http = await createTestApp({ TRUST_PROXY: 'true' }, { webDir });
  https = await createTestApp({ APP_URL: 'https://app.arrobacerta.com.br' }, { webDir });
  for (const t of [http, https]) cookies.set(t, await t.createUser({ email: 'cab@fazenda.com' }));
});
afterAll(async () => {
  await http?.close();
  await https?.close();
  await rm(webDir, { recursive: true, force: true });
});

/** Every kind of answer, with the status it must have. */
const ANSWERS: [
  name: string,
  status: number,
  send: (t: TestApp) => Response | Promise<Response>,
][] = [
  ['landing page', 200, (t) => t.request('/')],
  ['app page', 200, (t) => t.request('/dashboard')],
  ['unknown page', 404, (t) => t.request('/pagina/que/nao/existe')],
  ['hashed asset', 200, (t) => t.request('/assets/app-abc123.js')],
  ['service worker', 200, (t) => t.request('/sw.js')],
  ['web manifest', 200, (t) => t.request('/manifest.webmanifest')],
  ['missing asset', 404, (t) => t.request('/assets/nao-existe.js')],
  ['API JSON', 200, (t) => t.request('/api/health')],
  [
    'API JSON signed in',
    200,
    (t) => t.request('/api/me', { headers: { cookie: cookies.get(t)! } }),
  ],
  ['API 401', 401, (t) => t.request('/api/dashboard')],
  ['API 404', 404, (t) => t.request('/api/nada-aqui')],
  [
    'API 400 (broken JSON)',
    400,
    (t) =>
      t.request('/api/inventory', {
        method: 'POST',
        headers: { cookie: cookies.get(t)!, 'content-type': 'application/json' },
        body: '{"category":',
      }),
  ],
  ['better-auth 400', 400, (t) => t.post('/api/auth/sign-in/email', { email: 'x' })],
  [
    'better-auth 401',
    401,
    (t) => t.post('/api/auth/sign-in/email', { email: 'cab@fazenda.com', password: 'Errada123' }),
  ],
  ['better-auth redirect', 302, (t) => t.request('/api/auth/verify-email?token=forjado')],
  [
    'cross-origin write 403',
    403,
    (t) => t.post('/api/inventory', {}, { headers: { origin: 'https://golpe.example.com' } }),
  ],
  [
    'oversized body 413',
    413,
    (t) => t.post('/api/auth/sign-in/email', { email: 'a@b.com', password: 'x'.repeat(300_000) }),
  ],
  ['API docs page', 200, (t) => t.request('/api/v1/docs')],
  ['public API 401', 401, (t) => t.request('/api/v1/inventory')],
];

function expectSecurityHeaders(res: Response, what: string) {
  const csp = res.headers.get('content-security-policy') ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';
  expect(directive('default-src'), what).toBe("default-src 'self'");
  expect(directive('script-src'), what).toBe("script-src 'self'");
  expect(directive('object-src'), what).toBe("object-src 'none'");
  expect(directive('base-uri'), what).toBe("base-uri 'none'");
  expect(directive('frame-ancestors'), what).toBe("frame-ancestors 'none'");
  expect(directive('form-action'), what).toBe("form-action 'self'");
  expect(csp, what).not.toMatch(/unsafe-eval|\*/);
  expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it.each(ANSWERS)('under http: %s (%i) has them, without HSTS', async (what, status, send) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await send(http);
    warn.mockRestore();
    expect(res.status, what).toBe(status);
    expectSecurityHeaders(res, what);
    expect(res.headers.get('strict-transport-security'), what).toBeNull();
  });

  it.each(ANSWERS)('under https: %s (%i) has them and HSTS', async (what, status, send) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await send(https);
    warn.mockRestore();
    expect(res.status, what).toBe(status);
    expectSecurityHeaders(res, what);
    const hsts = res.headers.get('strict-transport-security') ?? '';
    expect(Number(hsts.match(/max-age=(\d+)/)?.[1]), what).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts, what).toContain('includeSubDomains');
  });

  it('a forwarded https (forged, or from the trusted proxy) does not add HSTS under an http APP_URL', async () => {
    for (const path of ['/dashboard', '/api/health', '/api/nada-aqui']) {
      const res = await http.request(path, {
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
      });
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('the HTML pages load no inline script (script-src needs no unsafe-inline)', async () => {
    // The real pages are built by Vite: every script is a file (src/web/*.html), checked here on
    // the sources the build starts from.
    const { readFile } = await import('node:fs/promises');
    for (const file of ['src/web/index.html', 'src/web/app.html']) {
      const html = await readFile(file, 'utf8');
      const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
      expect(scripts.length, file).toBeGreaterThan(0);
      for (const [tag, body] of scripts) {
        expect(tag, file).toMatch(/\bsrc="/);
        expect(body!.trim(), file).toBe('');
      }
    }
  });
});

describe('caching and compression headers', () => {
  it.each(ANSWERS)(
    '%s (%i) varies on Accept-Encoding; an API answer is no-store',
    async (what, _status, send) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const res = await send(http);
      warn.mockRestore();
      expect(res.headers.get('vary') ?? '', what).toMatch(/accept-encoding/i);
      const path = new URL(res.url || 'http://x/').pathname;
      if (
        /^(API|better-auth|cross-origin|oversized|public API)/.test(what) ||
        path.startsWith('/api/')
      ) {
        expect(res.headers.get('cache-control'), what).toBe('no-store');
      }
    },
  );

  it('gzips a large answer for a browser that accepts it, and only then', async () => {
    const plain = await http.request('/api/v1/openapi.json');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();

    const zipped = await http.request('/api/v1/openapi.json', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(text);
  });
});
