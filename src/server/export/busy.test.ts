import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/test-app';
import {
  holdExport,
  inTransaction,
  seedWeighings,
  terminateExportSessions,
  within,
  type HeldExport,
} from '../test/exports';
import { EXPORT_BUSY_MESSAGE } from './guard';

/*
 * Slow downloads never make another producer wait (issue 38 item 3). An export holds a
 * connection in a transaction while its client reads; the attacker opens many and reads none.
 * The exports run on their own pool within caps (2 per account, 4 in all: decision 055); the
 * requests' pool stays free.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
const accounts: string[] = [];
let neighbour: string;
const held: HeldExport[] = [];

const WEIGHINGS = '/api/export/weighings.csv';

/** Holds an export of `cookie` unread until the test ends. */
async function hold(cookie: string, path = WEIGHINGS) {
  const export_ = await holdExport(t, cookie, path);
  held.push(export_);
  return export_.res;
}

async function expectBusy(res: Response) {
  expect(res.status).toBe(429);
  expect(res.headers.get('retry-after')).toBe('30');
  expect(await res.json()).toEqual({
    error: { code: 'EXPORT_BUSY', message: EXPORT_BUSY_MESSAGE },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['ana', 'bia', 'caio']) {
    const email = `${name}@exporta-muito.com`;
    accounts.push(await t.createUser({ email }));
    await t.setSubscription(email, { plan: 'PRO', status: 'active', trialEndsAt: null });
    // Five cursor batches: a download read for two chunks keeps its cursor open.
    await seedWeighings(t, await t.farmOf(email), 500, 3);
  }
  neighbour = await t.createUser({ email: 'vizinho@exporta-muito.com' });
});
afterEach(async () => {
  // The clients hang up; every slot and connection comes back (no leak between tests).
  await Promise.all(held.splice(0).map((h) => h.reader?.cancel()));
  await vi.waitFor(() => expect(t.exports.held()).toEqual({ total: 0, accounts: 0 }));
});
afterAll(() => t.close());

describe('exports held by clients that read nothing', () => {
  it('one account runs 2 at once; the next is refused with 429 and the message', async () => {
    const [ana] = accounts as [string];
    expect((await hold(ana)).status).toBe(200);
    expect((await hold(ana)).status).toBe(200);
    await expectBusy(await hold(ana));
    // Another file of hers too: the cap is the account's, not the file's.
    await expectBusy(await hold(ana, '/api/export/animals.csv'));
    // Another producer is not refused for her.
    expect((await hold(accounts[1]!)).status).toBe(200);
  });

  it('beyond the total (4) every account is refused until one ends', async () => {
    const [ana, bia, caio] = accounts as [string, string, string];
    for (const cookie of [ana, ana, bia, bia]) expect((await hold(cookie)).status).toBe(200);
    await expectBusy(await hold(caio));
    // Ana's first hangs up: its slot and connection come back, and Caio's export runs whole.
    await held.shift()!.reader!.cancel();
    await vi.waitFor(() => expect(t.exports.held().total).toBe(3));
    const res = await within(4000, 'caio', t.request(WEIGHINGS, { headers: { cookie: caio } }));
    expect(res.status).toBe(200);
    expect((await within(4000, 'caio: body', res.text())).split('\r\n')).toHaveLength(1502);
  });

  it('/api/health and another farm’s /api/dashboard answer 200 beside 12 of them', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) answers.push((await hold(accounts[i % 3]!)).status);
    expect(answers.filter((s) => s === 200)).toHaveLength(4);
    expect(answers.filter((s) => s === 429)).toHaveLength(8);
    for (let i = 0; i < 5; i++) {
      const health = await within(2000, '/api/health', t.request('/api/health'));
      expect(health.status).toBe(200);
      const dashboard = await within(
        2000,
        '/api/dashboard',
        t.request('/api/dashboard', { headers: { cookie: neighbour } }),
      );
      expect(dashboard.status).toBe(200);
    }
    // The exports wait on their own connections, none of the requests' pool.
    expect(t.exportPool.totalCount).toBe(4);
    expect(t.db.$client.waitingCount).toBe(0);
  });
});

describe('no slot is ever left behind', () => {
  it('after finished, abandoned, refused and broken downloads nothing is held', async () => {
    const [ana, bia] = accounts as [string, string];
    // Finished.
    for (const path of [WEIGHINGS, '/api/export/animals.csv', '/api/export/animal-events.csv']) {
      const res = await t.request(path, { headers: { cookie: ana, 'accept-encoding': 'gzip' } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    expect(t.exports.held().total).toBe(0);
    // Abandoned, and refused meanwhile.
    expect((await hold(ana)).status).toBe(200);
    expect((await hold(ana)).status).toBe(200);
    await expectBusy(await hold(ana));
    await Promise.all(held.splice(0).map((h) => h.reader?.cancel()));
    await vi.waitFor(() => expect(t.exports.held()).toEqual({ total: 0, accounts: 0 }));

    // Broken: the database ends the export's session mid-file. The download is cut short, the
    // slot freed, the broken connection dropped, and the app keeps running.
    const broken = await holdExport(t, bia, WEIGHINGS);
    expect(await inTransaction(t.db.$client)).toBe(1);
    expect(await terminateExportSessions(t.db.$client)).toBe(1);
    await expect(
      within(
        4000,
        'broken',
        (async () => {
          for (let r = await broken.reader!.read(); !r.done; r = await broken.reader!.read());
        })(),
      ),
    ).rejects.toThrow();
    await vi.waitFor(() => expect(t.exports.held().total).toBe(0));
    await vi.waitFor(() => expect(t.exportPool.idleCount).toBe(t.exportPool.totalCount));
    const again = await t.request(WEIGHINGS, { headers: { cookie: bia } });
    expect((await again.text()).split('\r\n')).toHaveLength(1502);
  });
});
