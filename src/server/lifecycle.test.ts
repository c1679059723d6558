import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { createLifecycle, drainServer, trackInflight } from './lifecycle';
import { createTestApp } from './test/test-app';

/** A server with /slow, answered when `release()` is called, and /fast. */
async function slowServer() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const app = new Hono()
    .get('/slow', async (c) => {
      await released;
      return c.text('done');
    })
    .get('/fast', (c) => c.text('ok'));
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const inflight = trackInflight(server);
  const { port } = server.address() as AddressInfo;
  return { server, inflight, port, release };
}

/** GET `path` on 127.0.0.1:`port`: the status and body, or the connection's error code. */
function get(port: number, path: string): Promise<{ status: number; body: string } | string> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', () => resolve('aborted'));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.closeAllConnections();
});

describe('draining an instance (SIGTERM)', () => {
  it('finishes the request in flight, refuses new connections, then ends', async () => {
    const { server, inflight, port, release } = await slowServer();
    servers.push(server as http.Server);
    const slow = get(port, '/slow');
    await expect.poll(inflight).toBe(1);

    const drained = drainServer(server, inflight, { graceMs: 10_000 });
    // A new connection finds nobody: a proxy sends it to the other instance.
    expect(await get(port, '/fast')).toBe('ECONNREFUSED');
    release();
    expect(await slow).toEqual({ status: 200, body: 'done' });
    expect((await drained).cut).toBe(0);
  });

  it('cuts what is still unanswered when the grace period ends', async () => {
    const { server, inflight, port } = await slowServer();
    servers.push(server as http.Server);
    const slow = get(port, '/slow');
    await expect.poll(inflight).toBe(1);
    const { cut, waitedMs } = await drainServer(server, inflight, { graceMs: 200 });
    expect(cut).toBe(1);
    expect(waitedMs).toBeGreaterThanOrEqual(200);
    expect(typeof (await slow)).toBe('string');
  });
});

describe('/api/ready', () => {
  it('answers 503 at once when stopping, while /api/health still says alive', async () => {
    const lifecycle = createLifecycle();
    const t = await createTestApp({}, { lifecycle });
    try {
      const before = await t.request('/api/ready');
      expect([before.status, await before.json()]).toEqual([200, { status: 'ready' }]);
      expect(before.headers.get('connection')).toBeNull();

      lifecycle.draining = true;
      const ready = await t.request('/api/ready');
      expect([ready.status, await ready.json()]).toEqual([503, { status: 'draining' }]);
      const health = await t.request('/api/health');
      expect(health.status).toBe(200);
      // Every answer asks the client to close: its next request opens a connection elsewhere.
      expect(health.headers.get('connection')).toBe('close');
    } finally {
      await t.close();
    }
  });
});
