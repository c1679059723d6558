import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AccessEnv } from '../access/access';
import { handleError } from '../errors';
import { createLimits } from './limiter';
import type { LimitsStore } from './store';

const env = {
  TRUST_PROXY: false,
  RATE_LIMIT_FACTOR: 1,
  CONFIRMATION_EMAILS_PER_HOUR: 3,
  INVITATIONS_PER_DAY: 20,
};
const now = () => new Date('2026-11-22T12:00:00Z');

/** A store whose every statement fails, as when the database is away. */
const broken: LimitsStore = {
  count: () => Promise.reject(new Error('connect ECONNREFUSED')),
  takeSlot: () => Promise.reject(new Error('connect ECONNREFUSED')),
};

describe('the limiter when its database fails', () => {
  it('lets the request through and logs a line: never an error of its own', async () => {
    const lines: string[] = [];
    const limits = createLimits({ store: broken, env, now, log: (l) => lines.push(l) });
    const app = new Hono<AccessEnv>();
    app.onError(handleError);
    app.get('/busca', limits.search(), (c) => c.text('ok'));
    const res = await app.request(
      '/busca?q=A',
      {},
      { incoming: { socket: { remoteAddress: '198.51.100.1' } } },
    );
    expect(res.status).toBe(200);
    expect(await limits.confirmationEmail('dono@fazenda.com')).toBeNull();
    expect(await limits.invitation('fazenda-1')).toBeNull();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('[limits] search');
  });

  it('counts nothing without an account or an address (in-process requests)', async () => {
    const asked: string[][] = [];
    const store: LimitsStore = {
      count: async (keys) => {
        asked.push(keys);
        return new Map();
      },
      takeSlot: () => Promise.resolve({ taken: true, oldestAt: 0 }),
    };
    const limits = createLimits({ store, env, now });
    expect(await limits.check('export', { address: 'unknown' })).toBeNull();
    expect(asked).toEqual([]);
    await limits.check('export', { account: 'u1', address: '198.51.100.1' });
    await limits.check('export', { address: '2001:db8:0:12:a:b:c:d' });
    expect(asked).toEqual([
      ['limit:export:user:u1', 'limit:export:ip:198.51.100.1'],
      // A script on one IPv6 network does not get a new count with each of its addresses.
      ['limit:export:ip:2001:db8:0:12::/64'],
    ]);
  });
});
