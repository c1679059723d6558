import { describe, expect, it } from 'vitest';
import type { EffectiveSubscription } from '../plans';
import { checkAnimalLimit, LIMIT_TITLES } from './animal-limit';

const starter: EffectiveSubscription = {
  plan: 'STARTER',
  status: 'active',
  animalLimit: 100,
  trialEndsAt: null,
};
const pro: EffectiveSubscription = { ...starter, plan: 'PRO', animalLimit: 999999 };

const check = (subscription: EffectiveSubscription | null, currentHeads: number, adding: number) =>
  checkAnimalLimit({ subscription, currentHeads, adding });

describe('checkAnimalLimit', () => {
  it('needs a subscription', () => {
    expect(check(null, 0, 1)).toEqual({
      code: 'SUBSCRIPTION_REQUIRED',
      title: 'Assinatura necessária',
      message:
        'Você precisa de uma assinatura para cadastrar animais. Escolha um plano para continuar.',
    });
  });

  it.each(['inactive', 'overdue'] as const)(
    'refuses a %s subscription, even with room',
    (status) => {
      expect(check({ ...starter, status }, 0, 1)).toEqual({
        code: 'SUBSCRIPTION_INACTIVE',
        title: 'Assinatura inativa',
        message:
          'Sua assinatura está inativa. Atualize o pagamento para continuar cadastrando animais.',
      });
      expect(check({ ...pro, status }, 0, 1)?.code).toBe('SUBSCRIPTION_INACTIVE');
    },
  );

  it('lets a Starter herd reach its limit exactly', () => {
    expect(check(starter, 0, 100)).toBeNull();
    expect(check(starter, 90, 10)).toBeNull();
    expect(check(starter, 99, 1)).toBeNull();
  });

  it('refuses one head over the limit and says how many still fit', () => {
    expect(check(starter, 90, 11)).toEqual({
      code: 'ANIMAL_LIMIT',
      title: 'Limite atingido',
      message:
        'Seu plano permite até 100 animais e você já tem 90 (cabem mais 10). Faça upgrade para ter animais ilimitados.',
    });
    expect(check(starter, 0, 101)?.message).toBe(
      'Seu plano permite até 100 animais e você já tem 0 (cabem mais 100). Faça upgrade para ter animais ilimitados.',
    );
  });

  it('says nothing fits once the herd is at or over the limit', () => {
    const full =
      'Seu plano permite até 100 animais e você já tem 100. Faça upgrade para ter animais ilimitados.';
    expect(check(starter, 100, 1)?.message).toBe(full);
    // A herd over its limit (the plan was downgraded) cannot grow, and says so.
    expect(check(starter, 150, 1)?.message).toBe(
      'Seu plano permite até 100 animais e você já tem 150. Faça upgrade para ter animais ilimitados.',
    );
  });

  it('writes big limits with pt-BR thousands', () => {
    const big = { ...starter, animalLimit: 5000 };
    expect(check(big, 4800, 1200)?.message).toBe(
      'Seu plano permite até 5.000 animais e você já tem 4.800 (cabem mais 200). Faça upgrade para ter animais ilimitados.',
    );
  });

  it('treats 999999 as unlimited', () => {
    expect(check(pro, 999999, 100000)).toBeNull();
    expect(check({ ...pro, plan: 'ADMIN' }, 5_000_000, 1)).toBeNull();
    // Just below the unlimited mark is a real limit.
    expect(check({ ...pro, animalLimit: 999998 }, 999998, 1)?.code).toBe('ANIMAL_LIMIT');
  });

  it('checks the status before the limit, and the subscription before both', () => {
    expect(check({ ...starter, status: 'overdue' }, 100, 50)?.code).toBe('SUBSCRIPTION_INACTIVE');
  });
});

describe('LIMIT_TITLES', () => {
  it('maps each code to the spec title', () => {
    expect(LIMIT_TITLES).toEqual({
      SUBSCRIPTION_REQUIRED: 'Assinatura necessária',
      SUBSCRIPTION_INACTIVE: 'Assinatura inativa',
      ANIMAL_LIMIT: 'Limite atingido',
    });
  });
});
