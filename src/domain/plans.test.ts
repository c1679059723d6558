import { describe, expect, it } from 'vitest';
import { MODULE_IDS, STARTER_MODULE_IDS } from './modules';
import {
  hasFeature,
  PLANS,
  resolveAccess,
  trialEndFor,
  UNLIMITED_ANIMALS,
  type StoredSubscription,
} from './plans';

const now = new Date('2026-03-10T12:00:00Z');
const pro: StoredSubscription = {
  plan: 'PRO',
  status: 'active',
  animalLimit: UNLIMITED_ANIMALS,
  trialEndsAt: null,
};

describe('resolveAccess', () => {
  it('gives admins the pseudo plan ADMIN, active, unlimited, with every module', () => {
    const access = resolveAccess({ isAdmin: true, subscription: null, now });
    expect(access.subscription).toEqual({
      plan: 'ADMIN',
      status: 'active',
      animalLimit: 999999,
      trialEndsAt: null,
    });
    expect(access.modules).toEqual([...MODULE_IDS]);
    expect(access.banners.admin).toBe(true);
    expect(access.banners.inactive).toBe(false);
  });

  it('shows every module and the inactive banner when there is no subscription', () => {
    const access = resolveAccess({ isAdmin: false, subscription: null, now });
    expect(access.subscription).toBeNull();
    expect(access.modules).toHaveLength(12);
    expect(access.banners.inactive).toBe(true);
  });

  it('opens exactly the five Starter modules and shows the limit and the note', () => {
    const access = resolveAccess({
      isAdmin: false,
      subscription: { ...pro, plan: 'STARTER', animalLimit: 100 },
      now,
    });
    expect(access.modules).toEqual([
      'results',
      'supplementation-cost',
      'daily-rate',
      'inventory',
      'weighing',
    ]);
    expect(access.modules).toEqual([...STARTER_MODULE_IDS]);
    expect(access.banners.animalLimit).toBe(100);
    expect(access.banners.starterNote).toBe(true);
  });

  it('opens all 12 modules for Pro and Master, with no limit banner', () => {
    for (const plan of ['PRO', 'MASTER'] as const) {
      const access = resolveAccess({ isAdmin: false, subscription: { ...pro, plan }, now });
      expect(access.modules).toHaveLength(12);
      expect(access.banners.animalLimit).toBeNull();
      expect(access.banners.starterNote).toBe(false);
    }
  });

  it('counts whole trial days left, rounding up, while the trial runs', () => {
    // Created 2026-03-10 12:00 → ends 2026-03-17 12:00: exactly 7 days left.
    const trialEndsAt = trialEndFor(now);
    expect(trialEndsAt.toISOString()).toBe('2026-03-17T12:00:00.000Z');
    expect(
      resolveAccess({ isAdmin: false, subscription: { ...pro, trialEndsAt }, now }).banners
        .trialDaysLeft,
    ).toBe(7);
    // 6 days and 1 hour later, 23 hours remain → "1 dia".
    const later = new Date('2026-03-16T13:00:00Z');
    expect(
      resolveAccess({ isAdmin: false, subscription: { ...pro, trialEndsAt }, now: later }).banners
        .trialDaysLeft,
    ).toBe(1);
  });

  it('reads a trial past its end as inactive, with the inactive banner', () => {
    const trialEndsAt = trialEndFor(now);
    const access = resolveAccess({
      isAdmin: false,
      subscription: { ...pro, trialEndsAt },
      now: trialEndsAt,
    });
    expect(access.subscription?.status).toBe('inactive');
    expect(access.banners.inactive).toBe(true);
    expect(access.banners.trialDaysLeft).toBeNull();
  });

  it('keeps a cancelled subscription active until its paid period ends, then inactive', () => {
    const accessEndsAt = new Date('2026-04-10T00:00:00Z');
    const subscription = { ...pro, trialEndsAt: null, accessEndsAt };
    const before = resolveAccess({ isAdmin: false, subscription, now });
    expect(before.subscription?.status).toBe('active');
    expect(before.banners.inactive).toBe(false);
    const after = resolveAccess({ isAdmin: false, subscription, now: accessEndsAt });
    expect(after.subscription?.status).toBe('inactive');
    expect(after.banners.inactive).toBe(true);
  });

  it('shows the inactive banner for overdue and inactive subscriptions', () => {
    for (const status of ['overdue', 'inactive'] as const) {
      const access = resolveAccess({ isAdmin: false, subscription: { ...pro, status }, now });
      expect(access.banners.inactive).toBe(true);
      expect(access.subscription?.status).toBe(status);
    }
  });
});

describe('PLANS', () => {
  it('carries the prices and feature lists of spec section 9, with Pro the popular one', () => {
    expect([PLANS.STARTER.price, PLANS.PRO.price, PLANS.MASTER.price]).toEqual([49.9, 97.9, 197.9]);
    expect(PLANS.STARTER.features).toEqual([
      '5 módulos essenciais',
      'Até 100 animais',
      'Relatórios básicos',
      'Suporte por email',
    ]);
    expect(PLANS.PRO.features).toEqual([
      'Todos os 12 módulos',
      'Animais ilimitados',
      'Relatórios ilimitados',
      'Suporte prioritário',
      'Exportação de dados',
    ]);
    expect(PLANS.MASTER.features).toEqual([
      'Tudo do plano Pro',
      'Múltiplas fazendas',
      'Equipe ilimitada',
      'API de integração',
      'Consultoria mensal',
    ]);
    expect(Object.values(PLANS).filter((plan) => plan.popular)).toEqual([PLANS.PRO]);
  });

  it('has the Starter module count and animal limit its features promise', () => {
    expect(STARTER_MODULE_IDS).toHaveLength(5);
    expect(PLANS.STARTER.animalLimit).toBe(100);
    expect(PLANS.PRO.features).toContain(`Todos os ${MODULE_IDS.length} módulos`);
  });
});

describe('hasFeature', () => {
  const on = (plan: 'STARTER' | 'PRO' | 'MASTER' | 'ADMIN', status: 'active' | 'overdue') => ({
    subscription: { plan, status, animalLimit: UNLIMITED_ANIMALS, trialEndsAt: null },
  });

  it('opens export and sanitary from Pro, master only on Master or ADMIN', () => {
    expect(hasFeature(on('STARTER', 'active'), 'export')).toBe(false);
    expect(hasFeature(on('PRO', 'active'), 'export')).toBe(true);
    expect(hasFeature(on('PRO', 'active'), 'sanitary')).toBe(true);
    expect(hasFeature(on('PRO', 'active'), 'master')).toBe(false);
    expect(hasFeature(on('MASTER', 'active'), 'master')).toBe(true);
    expect(hasFeature(on('ADMIN', 'active'), 'master')).toBe(true);
  });

  it('keeps reading (export, sanitary) on a lapsed plan, but not what Master adds', () => {
    expect(hasFeature(on('PRO', 'overdue'), 'export')).toBe(true);
    expect(hasFeature(on('PRO', 'overdue'), 'sanitary')).toBe(true);
    expect(hasFeature(on('MASTER', 'overdue'), 'master')).toBe(false);
  });

  it('opens nothing without a subscription', () => {
    expect(hasFeature({ subscription: null }, 'export')).toBe(false);
    expect(hasFeature(null, 'master')).toBe(false);
    expect(hasFeature(undefined, 'sanitary')).toBe(false);
  });
});
