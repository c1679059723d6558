import { mkdir, rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { parseEnv } from '../env';
import { createTestDatabase } from '../test/test-db';

const webDir = '.tmp/test-web';
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: ReturnType<typeof createApp>['app'];

beforeAll(async () => {
  await mkdir(`${webDir}/assets`, { recursive: true });
  await writeFile(`${webDir}/index.html`, '<!doctype html><title>Arroba Certa</title>');
  await writeFile(`${webDir}/assets/app-abc123.js`, 'console.log(1)');
  await writeFile(`${webDir}/sw.js`, 'self.addEventListener("fetch", () => {})');
  database = await createTestDatabase();
  const env = parseEnv({ NODE_ENV: 'test', APP_URL: 'http://localhost:3000' });
  app = createApp({ env, database, mailer: { send: async () => {} }, webDir }).app;
});
afterAll(async () => {
  await database.drop();
  await rm(webDir, { recursive: true, force: true });
});

describe('the HTTP app', () => {
  it('reports the database in /api/health', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('sends the security headers on every response', async () => {
    const res = await app.request('/dashboard');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.request('/api/nada-aqui');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Não encontrado.' } });
  });

  it('serves the app for pages, and for unknown paths with status 404 and a log line', async () => {
    expect((await app.request('/dashboard')).status).toBe(200);
    expect((await app.request('/module/weighing')).status).toBe(200);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const missing = await app.request('/pagina/que/nao/existe');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<title>Arroba Certa</title>');
    // The log's text line (observability/log.ts): the message, then the request's id and path.
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[404\] página inexistente: \/pagina\/que\/nao\/existe requestId=/),
    );
    warn.mockRestore();
  });

  it('caches hashed assets forever and never the service worker', async () => {
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect((await app.request('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/assets/nao-existe.js')).status).toBe(404);
  });

  it('does not serve files outside the web folder', async () => {
    for (const path of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const res = await app.request(path);
      expect(res.status).not.toBe(200);
    }
  });

  it('answers paths with broken percent-encoding or NUL with a 404, never a 500', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const path of ['/%ff', '/dashboard%ff', '/%00', '/dashboard%00', '/module/%e0%a4%a']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('<title>Arroba Certa</title>');
    }
    for (const path of [
      '/assets/%ff.js',
      '/assets/%00.js',
      '/%ff.png',
      '/assets/app-abc123.js%00',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
    }
    for (const path of [
      '/api/%ff',
      '/api/%00',
      '/api/health%ff',
      '/api/auth/%ff',
      '/api/auth/nada',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect((await res.json()) as unknown, path).toEqual({
        error: { code: 'NOT_FOUND', message: 'Não encontrado.' },
      });
    }
    warn.mockRestore();
  });

  it('marks every API answer no-store, signed in or not, success or error', async () => {
    for (const path of ['/api/health', '/api/me', '/api/nada-aqui', '/api/dashboard']) {
      expect((await app.request(path)).headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('refuses oversized bodies with 413 in the JSON shape', async () => {
    const res = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(300_000) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('adds HSTS when served over https', async () => {
    const env = parseEnv({ NODE_ENV: 'test', APP_URL: 'https://app.arrobacerta.com.br' });
    const secure = createApp({ env, database, mailer: { send: async () => {} }, webDir }).app;
    const res = await secure.request('/api/health');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });
});
