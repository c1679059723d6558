import { formatNumber } from '../format';
import { UNLIMITED_ANIMALS, type EffectiveSubscription } from '../plans';

export interface LimitProblem {
  code: 'SUBSCRIPTION_REQUIRED' | 'SUBSCRIPTION_INACTIVE' | 'ANIMAL_LIMIT';
  /** The toast title, verbatim from the spec. */
  title: 'Assinatura necessária' | 'Assinatura inativa' | 'Limite atingido';
  message: string;
}

export const LIMIT_TITLES: Record<LimitProblem['code'], LimitProblem['title']> = {
  SUBSCRIPTION_REQUIRED: 'Assinatura necessária',
  SUBSCRIPTION_INACTIVE: 'Assinatura inativa',
  ANIMAL_LIMIT: 'Limite atingido',
};

/**
 * The animal-limit check of spec section 5 "Subscription and checkout": adding `adding` heads
 * to a herd of `currentHeads` needs a subscription, an active one, and room under its limit.
 * @returns null when the add may go ahead.
 * @example
 * checkAnimalLimit({ subscription: { plan: 'STARTER', status: 'active', animalLimit: 100,
 *   trialEndsAt: null }, currentHeads: 90, adding: 20 })
 * //=> { code: 'ANIMAL_LIMIT', title: 'Limite atingido', message: 'Seu plano permite até 100 animais...' }
 */
export function checkAnimalLimit(input: {
  subscription: EffectiveSubscription | null;
  currentHeads: number;
  adding: number;
}): LimitProblem | null {
  const { subscription, currentHeads, adding } = input;
  if (!subscription) {
    return {
      code: 'SUBSCRIPTION_REQUIRED',
      title: 'Assinatura necessária',
      message:
        'Você precisa de uma assinatura para cadastrar animais. Escolha um plano para continuar.',
    };
  }
  if (subscription.status !== 'active') {
    return {
      code: 'SUBSCRIPTION_INACTIVE',
      title: 'Assinatura inativa',
      message:
        'Sua assinatura está inativa. Atualize o pagamento para continuar cadastrando animais.',
    };
  }
  const limit = subscription.animalLimit;
  if (limit < UNLIMITED_ANIMALS && currentHeads + adding > limit) {
    const room = Math.max(0, limit - currentHeads);
    return {
      code: 'ANIMAL_LIMIT',
      title: 'Limite atingido',
      message:
        `Seu plano permite até ${formatNumber(limit, 0)} animais e você já tem ${formatNumber(currentHeads, 0)}` +
        (room > 0 ? ` (cabem mais ${formatNumber(room, 0)}).` : '.') +
        ' Faça upgrade para ter animais ilimitados.',
    };
  }
  return null;
}
