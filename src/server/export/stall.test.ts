import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/test-app';
import { holdExport, inTransaction, seedWeighings, within } from '../test/exports';

/*
 * A download that stalls is ended (issue 38 item 3): its client takes no bytes for the stall time
 * (30 s in the app; 1 s here, by injection), so the stream is destroyed, the transaction
 * rolled back, the connection given back and the slot freed. Before the guard such a download
 * sat 'idle in transaction' on a pooled connection for as long as its client stayed.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({}, { exports: { stallMs: 1000 } });
  owner = await t.createUser({ email: 'dona@parada.com' });
  await t.setSubscription('dona@parada.com', { plan: 'PRO', status: 'active', trialEndsAt: null });
  // Some 600 KB of CSV: more than a gzip stream reads ahead, so its cursor stays open too.
  await seedWeighings(t, await t.farmOf('dona@parada.com'), 2000, 10);
});
afterAll(() => t.close());

/** Nothing left of a download: no transaction, every export connection idle, no slot. */
async function expectEnded() {
  await vi.waitFor(
    async () => {
      expect(await inTransaction(t.db.$client)).toBe(0);
      expect(t.exportPool.idleCount).toBe(t.exportPool.totalCount);
      expect(t.exports.held().total).toBe(0);
    },
    { timeout: 5000, interval: 50 },
  );
}

describe('a download whose client stops taking bytes', () => {
  for (const [label, headers] of [
    ['plain', {}],
    ['gzipped', { 'accept-encoding': 'gzip' }],
  ] as const) {
    it(`is ended and its transaction rolled back (${label})`, async () => {
      const { res, reader } = await holdExport(t, owner, '/api/export/weighings.csv', { headers });
      expect(res.status).toBe(200);
      // Its cursor is open: one session inside a transaction, waiting for the client.
      expect(await inTransaction(t.db.$client)).toBe(1);

      await expectEnded();
      // The client finds the download cut short (the server dropped it), not a whole file.
      await expect(
        within(
          4000,
          'rest',
          (async () => {
            for (let r = await reader!.read(); !r.done; r = await reader!.read());
          })(),
        ),
      ).rejects.toThrow(/stalled/);
    });
  }

  it('is ended when the client never reads at all', async () => {
    const res = await t.request('/api/export/animals.csv', { headers: { cookie: owner } });
    expect(res.status).toBe(200);
    expect(t.exports.held().total).toBe(1);
    await expectEnded();
    await expect(res.text()).rejects.toThrow(/stalled/);
  });

  it('a client that keeps reading gets the whole file', async () => {
    const res = await t.request('/api/export/weighings.csv', { headers: { cookie: owner } });
    expect((await res.text()).split('\r\n')).toHaveLength(20_002);
    await expectEnded();
  });
});
