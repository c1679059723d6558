import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse } from '../../domain/api';
import { createTestApp } from '../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = async (cookie: string) => {
  const res = await t.request('/api/me', { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as MeResponse;
};

describe('GET /api/me', () => {
  it('answers 200 with null without a session or with a forged cookie (a visitor is no error)', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { cookie: 'arroba.session_token=forjado.assinatura' },
    ];
    for (const headers of attempts) {
      const res = await t.request('/api/me', { headers });
      expect(res.status).toBe(200);
      expect(await res.json()).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('gives a new account the Pro trial with all 12 modules and 7 days left', async () => {
    const cookie = await t.createUser({ name: 'Zé do Gado', email: 'ze@fazenda.com' });
    t.clock.now = new Date();
    const body = await me(cookie);
    expect(body.user).toMatchObject({ name: 'Zé do Gado', email: 'ze@fazenda.com' });
    expect(body.isAdmin).toBe(false);
    expect(body.subscription).toMatchObject({ plan: 'PRO', status: 'active', animalLimit: 999999 });
    expect(body.modules).toHaveLength(12);
    expect(body.banners).toEqual({
      admin: false,
      inactive: false,
      animalLimit: null,
      starterNote: false,
      trialDaysLeft: 7,
    });
  });

  it('reads the trial as inactive once it has ended', async () => {
    const cookie = await t.createUser({ email: 'fim-do-teste@fazenda.com' });
    t.clock.now = new Date(Date.now() + 8 * 24 * 3600 * 1000);
    const body = await me(cookie);
    t.clock.now = new Date();
    expect(body.subscription?.status).toBe('inactive');
    expect(body.banners.inactive).toBe(true);
    expect(body.banners.trialDaysLeft).toBeNull();
  });

  it('opens only the 5 Starter modules for a Starter subscription', async () => {
    const cookie = await t.createUser({ email: 'starter@fazenda.com' });
    await t.setSubscription('starter@fazenda.com', {
      plan: 'STARTER',
      animalLimit: 100,
      trialEndsAt: null,
    });
    const body = await me(cookie);
    expect(body.modules).toEqual([
      'results',
      'supplementation-cost',
      'daily-rate',
      'inventory',
      'weighing',
    ]);
    expect(body.banners).toMatchObject({
      animalLimit: 100,
      starterNote: true,
      trialDaysLeft: null,
    });
  });

  it('gives an admin the ADMIN pseudo plan and the admin banner', async () => {
    const cookie = await t.createUser({ email: 'admin@fazenda.com' });
    await t.makeAdmin('admin@fazenda.com');
    const body = await me(cookie);
    expect(body.isAdmin).toBe(true);
    expect(body.subscription).toEqual({
      plan: 'ADMIN',
      status: 'active',
      animalLimit: 999999,
      trialEndsAt: null,
    });
    expect(body.banners.admin).toBe(true);
  });
});
