import { describe, expect, it } from 'vitest';
import {
  calculatePremium,
  HIGH_PREMIUM_WARNING,
  NO_PREMIUM_NOTE,
  PREMIUM_DEFAULTS,
  premiumInputSchema,
  type PremiumInput,
} from './premium';
import { formatBRL, formatNumber, formatPercent } from '../format';

const lot: PremiumInput = {
  purchasePrice: 3000,
  marketPrice: 2700,
  quantity: 100,
  dailyGain: 0.8,
  arrobaValue: 300,
  carcassYield: 50,
};

describe('calculatePremium', () => {
  it('computes a lot by hand', () => {
    const r = calculatePremium(lot);
    // premium = 3.000 − 2.700 = 300/head; total = 300 × 100 = 30.000; 300 / 2.700 = 11,11%
    expect(r.premiumPerHead).toBe(300);
    expect(r.totalPremium).toBe(30000);
    expect(r.premiumPercent).toBeCloseTo(11.111111111111, 9);
    // arrobas = 30.000 / 300 = 100 @; live kg = 100 × 15 / 0,5 = 3.000 kg
    expect(r.arrobasNeeded).toBeCloseTo(100, 12);
    expect(r.liveKgToGain).toBeCloseTo(3000, 9);
    // days = 3.000 / (0,8 × 100 = 80 kg/day) = 37,5
    expect(r.daysToDilute).toBeCloseTo(37.5, 9);
    expect(r.highPremium).toBe(false);
    expect(r.noPremium).toBe(false);

    expect(formatBRL(r.premiumPerHead)).toBe('R$ 300,00');
    expect(formatBRL(r.totalPremium)).toBe('R$ 30.000,00');
    expect(formatPercent(r.premiumPercent)).toBe('11,11%');
    expect(formatNumber(r.arrobasNeeded)).toBe('100,00');
    expect(formatNumber(r.liveKgToGain)).toBe('3.000,00');
    expect(formatNumber(r.daysToDilute, 1)).toBe('37,5');
  });

  it('uses the carcass yield to turn arrobas into live kg', () => {
    // 100 @ × 15 / 0,7 = 2.142,857 kg; / 80 kg/day = 26,785714 days
    const r = calculatePremium({ ...lot, carcassYield: 70 });
    expect(r.liveKgToGain).toBeCloseTo(2142.857142857143, 9);
    expect(r.daysToDilute).toBeCloseTo(26.785714285714, 9);
    expect(formatNumber(r.daysToDilute, 1)).toBe('26,8');
  });

  it('warns about a premium above 30%', () => {
    // premium = 3.600 − 2.700 = 900/head = 33,33%; total 90.000; 300 @; 9.000 kg; 112,5 days
    const r = calculatePremium({ ...lot, purchasePrice: 3600 });
    expect(r.premiumPercent).toBeCloseTo(33.333333333333, 9);
    expect(r.highPremium).toBe(true);
    expect(r.arrobasNeeded).toBeCloseTo(300, 9);
    expect(r.liveKgToGain).toBeCloseTo(9000, 9);
    expect(r.daysToDilute).toBeCloseTo(112.5, 9);
    expect(HIGH_PREMIUM_WARNING).toBe(
      'Ágio acima de 30% do preço de mercado. Avalie bem antes de comprar.',
    );
  });

  it.each([
    // 810 / 2.700 = 30% exactly: not above
    [3510, '30,00%', false],
    // 810,01 / 2.700 = 30,00037% → shown 30,00%: not above
    [3510.01, '30,00%', false],
    // 810,14 / 2.700 = 30,00519% → shown 30,01%: above
    [3510.14, '30,01%', true],
  ])('purchase %d over 2.700 → %s, warning %s', (purchasePrice, shown, high) => {
    const r = calculatePremium({ ...lot, purchasePrice });
    expect(formatPercent(r.premiumPercent)).toBe(shown);
    expect(r.highPremium).toBe(high);
  });

  it('has nothing to dilute when buying below the market', () => {
    // premium = 2.500 − 2.700 = −200/head; total −20.000; −200 / 2.700 = −7,41%
    const r = calculatePremium({ ...lot, purchasePrice: 2500 });
    expect(r.premiumPerHead).toBe(-200);
    expect(r.totalPremium).toBe(-20000);
    expect(r.premiumPercent).toBeCloseTo(-7.407407407407, 9);
    expect(r.noPremium).toBe(true);
    expect(r.highPremium).toBe(false);
    expect(r.arrobasNeeded).toBe(0);
    expect(r.liveKgToGain).toBe(0);
    expect(r.daysToDilute).toBe(0);
    expect(NO_PREMIUM_NOTE).toBe(
      'Preço de compra igual ou abaixo do mercado: não há ágio a diluir.',
    );
  });

  it('has nothing to dilute when buying at the market price', () => {
    const r = calculatePremium({ ...lot, purchasePrice: 2700 });
    expect(r.premiumPerHead).toBe(0);
    expect(r.premiumPercent).toBe(0);
    expect(r.noPremium).toBe(true);
    expect(r.daysToDilute).toBe(0);
  });

  it('rounds a lot with cents to the cent', () => {
    // premium = 2.850,75 − 2.600,40 = 250,35/head; total × 37 = 9.262,95; 250,35 / 2.600,40 = 9,627365%
    // arrobas = 9.262,95 / 287,35 = 32,235775 @; live kg = × 15 / 0,52 = 929,878130 kg
    // days = 929,878130 / (0,65 × 37 = 24,05 kg/day) = 38,664371
    const r = calculatePremium({
      purchasePrice: 2850.75,
      marketPrice: 2600.4,
      quantity: 37,
      dailyGain: 0.65,
      arrobaValue: 287.35,
      carcassYield: 52,
    });
    expect(r.premiumPerHead).toBeCloseTo(250.35, 9);
    expect(r.totalPremium).toBeCloseTo(9262.95, 9);
    expect(r.premiumPercent).toBeCloseTo(9.627365020766, 9);
    expect(r.arrobasNeeded).toBeCloseTo(32.235775187054, 9);
    expect(r.liveKgToGain).toBeCloseTo(929.878130395792, 9);
    expect(r.daysToDilute).toBeCloseTo(38.664371326228, 9);
    expect(formatBRL(r.premiumPerHead)).toBe('R$ 250,35');
    expect(formatBRL(r.totalPremium)).toBe('R$ 9.262,95');
    expect(formatPercent(r.premiumPercent)).toBe('9,63%');
    expect(formatNumber(r.arrobasNeeded)).toBe('32,24');
    expect(formatNumber(r.liveKgToGain)).toBe('929,88');
    expect(formatNumber(r.daysToDilute, 1)).toBe('38,7');
    expect(r.noPremium).toBe(false);
    expect(r.highPremium).toBe(false);
  });

  it('gives null (shown as —) instead of Infinity for a zero market price or gain', () => {
    // the schema rejects these; the function still never returns Infinity or NaN
    expect(calculatePremium({ ...lot, marketPrice: 0 }).premiumPercent).toBeNull();
    expect(calculatePremium({ ...lot, dailyGain: 0 }).daysToDilute).toBeNull();
  });
});

describe('premiumInputSchema', () => {
  const errorOf = (patch: Partial<Record<keyof PremiumInput, unknown>>) => {
    const result = premiumInputSchema.safeParse({ ...lot, ...patch });
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('accepts the lot, and the default yield', () => {
    expect(errorOf({})).toBeNull();
    expect(PREMIUM_DEFAULTS).toEqual({ carcassYield: 50 });
    expect(errorOf({ carcassYield: PREMIUM_DEFAULTS.carcassYield })).toBeNull();
  });

  it.each([
    [{ purchasePrice: 0 }, 'Preço de compra deve ser maior que zero'],
    [{ purchasePrice: -0.01 }, 'Preço de compra deve ser maior que zero'],
    [{ marketPrice: 0 }, 'Preço de mercado deve ser maior que zero'],
    [{ marketPrice: -1 }, 'Preço de mercado deve ser maior que zero'],
    [{ quantity: 0 }, 'Quantidade deve ser maior que zero'],
    [{ quantity: -1 }, 'Quantidade deve ser maior que zero'],
    [{ quantity: 2.5 }, 'Informe um número inteiro'],
    [{ dailyGain: 0 }, 'Ganho de peso deve ser maior que zero'],
    [{ dailyGain: -0.1 }, 'Ganho de peso deve ser maior que zero'],
    [{ arrobaValue: 0 }, 'Valor da arroba deve ser maior que zero'],
    [{ arrobaValue: -1 }, 'Valor da arroba deve ser maior que zero'],
    [{ carcassYield: 39.9 }, 'Rendimento deve ser de no mínimo 40%'],
    [{ carcassYield: 70.1 }, 'Rendimento deve ser de no máximo 70%'],
  ])('rejects %j with %s', (patch, message) => {
    expect(errorOf(patch)).toBe(message);
  });

  it.each([
    [{ purchasePrice: 0.01 }],
    [{ marketPrice: 0.01 }],
    [{ quantity: 1 }],
    [{ dailyGain: 0.01 }],
    [{ arrobaValue: 0.01 }],
    [{ carcassYield: 40 }],
    [{ carcassYield: 70 }],
  ])('accepts the bound %j', (patch) => {
    expect(errorOf(patch)).toBeNull();
  });

  const fields = Object.keys(lot) as (keyof PremiumInput)[];

  it.each(fields)('%s: missing, NaN and text are rejected', (field) => {
    expect(errorOf({ [field]: undefined })).toBe('Campo obrigatório');
    expect(errorOf({ [field]: Number.NaN })).toBe('Informe um número válido');
    expect(errorOf({ [field]: 'abc' })).toBe('Informe um número válido');
  });

  it('reports every wrong field with its path', () => {
    const result = premiumInputSchema.safeParse({ ...lot, marketPrice: 0, quantity: 1.5 });
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      'marketPrice: Preço de mercado deve ser maior que zero',
      'quantity: Informe um número inteiro',
    ]);
  });
});
