import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { createLog, requestContext } from './log';

/*
 * What an operator watches (issue 44 item 3): every answer carries a request id, the logs the
 * request causes carry the same one, and /metrics answers only to its token.
 */

const TOKEN = 'metrics-token-0123456789';

describe('observability', () => {
  it('answers each request with an id, its own when it brings a plain one', async () => {
    const t = await createTestApp();
    try {
      const fresh = await t.request('/api/health');
      expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const kept = await t.request('/api/health', {
        headers: { 'x-request-id': 'proxy-1234abcd' },
      });
      expect(kept.headers.get('x-request-id')).toBe('proxy-1234abcd');
      // Anything else (too long, odd characters) is replaced, never echoed.
      const odd = await t.request('/api/health', { headers: { 'x-request-id': 'a b<script>' } });
      expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await t.close();
    }
  });

  it('puts the request id into every log line written while answering it', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const logger = createLog(sink);
    await requestContext.run(
      { id: 'req-abcdef12', method: 'POST', path: '/api/lots' },
      async () => {
        await Promise.resolve(); // Across an await, as a query's error would be.
        logger.error(
          { err: Object.assign(new Error('deadlock detected'), { code: '40P01' }) },
          'x',
        );
      },
    );
    logger.info('outside any request');
    expect(lines[0]).toMatchObject({
      level: 'error',
      requestId: 'req-abcdef12',
      method: 'POST',
      path: '/api/lots',
      err: { message: 'deadlock detected', code: '40P01' },
    });
    expect(lines[1]).not.toHaveProperty('requestId');
  });

  it('serves /metrics only with its token, with the request durations and the pool', async () => {
    const off = await createTestApp();
    try {
      expect((await off.request('/metrics')).status).toBe(404);
    } finally {
      await off.close();
    }
    const t = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      await t.request('/api/health');
      expect((await t.request('/metrics')).status).toBe(401);
      const wrong = await t.request('/metrics', { headers: { authorization: 'Bearer nope' } });
      expect(wrong.status).toBe(401);
      const res = await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/,
      );
      for (const name of [
        'db_pool_connections',
        'db_pool_waiting_requests',
        'jobs_queued',
        'jobs_failed',
        'webhook_events_pending 0',
        'email_failures_total',
        'http_responses_total{status="200"}',
      ])
        expect(text).toContain(name);
    } finally {
      await t.close();
    }
  });
});
