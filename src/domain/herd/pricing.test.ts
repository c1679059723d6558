import { describe, expect, it } from 'vitest';
import {
  arrobasPerHead,
  meanWeight,
  priceSummary,
  PURCHASE_CARCASS_YIELD,
  SALE_CARCASS_YIELD,
  valuePerHead,
} from './pricing';
import { eventPriceSchema, purchaseSchemaUntil, saleSchemaUntil } from './schemas';

/* Issue 39 item 2: an arroba is 15 kg of carcass. */

describe('a sale by the arroba', () => {
  const steer = { priceKind: 'arroba' as const, price: 310.5, weight: 540.5 };

  it('counts 540,5 kg at 52 % and R$ 310,50/@ as 18,74 @ · R$ 5.817,94 (not R$ 11.188,35)', () => {
    // 540.5 × 0.52 = 281.06 kg of carcass; ÷ 15 = 18.7373… @; × 310.50 = 5,817.942 → 5,817.94.
    const terms = { ...steer, carcassYield: SALE_CARCASS_YIELD };
    expect(arrobasPerHead(terms)).toBeCloseTo(18.737333, 6);
    expect(valuePerHead(terms)).toBe(5817.94);
    expect(priceSummary(terms, 1)).toBe('18,74 @ · R$ 5.817,94');
    // The old rule (live kg ÷ 15) is what yield 100 gives back.
    expect(valuePerHead({ ...steer, carcassYield: 100 })).toBe(11188.35);
  });

  it('counts the romaneio’s carcass weight when known, whatever the yield', () => {
    const terms = { ...steer, carcassYield: 52, carcassWeight: 285 };
    expect(arrobasPerHead(terms)).toBe(19);
    expect(valuePerHead(terms)).toBe(5899.5);
    expect(valuePerHead({ ...terms, weight: null })).toBe(5899.5);
    expect(priceSummary(terms, 2)).toBe('38,00 @ · R$ 11.799,00');
  });

  it('is unknown without a price, or without a weight and a yield', () => {
    expect(valuePerHead({ ...steer, price: null, carcassYield: 52 })).toBeNull();
    expect(valuePerHead({ ...steer, weight: null, carcassYield: 52 })).toBeNull();
    expect(valuePerHead({ ...steer, carcassYield: null })).toBeNull();
    expect(priceSummary({ ...steer, carcassYield: null }, 1)).toBeNull();
  });

  it('multiplies a batch’s per-head figures by its heads', () => {
    expect(priceSummary({ ...steer, carcassYield: 52 }, 3)).toBe('56,21 @ · R$ 17.453,82');
  });
});

describe('a purchase by the arroba', () => {
  it('counts the reposição arroba: live kg ÷ 30', () => {
    const calf = { priceKind: 'arroba' as const, price: 350, weight: 195 };
    const terms = { ...calf, carcassYield: PURCHASE_CARCASS_YIELD };
    expect(arrobasPerHead(terms)).toBe(6.5);
    expect(valuePerHead(terms)).toBe(2275);
    expect(priceSummary(terms, 10)).toBe('65,00 @ · R$ 22.750,00');
  });
});

describe('prices per kg and per head', () => {
  it('per kg is live kg × price; per head is the price', () => {
    expect(valuePerHead({ priceKind: 'kg', price: 9, weight: 540.5 })).toBe(4864.5);
    expect(priceSummary({ priceKind: 'kg', price: 9, weight: 540.5 }, 2)).toBe(
      '1.081,0 kg · R$ 9.729,00',
    );
    expect(valuePerHead({ priceKind: 'kg', price: 9, weight: null })).toBeNull();
    expect(valuePerHead({ priceKind: 'head', price: 3000, weight: null })).toBe(3000);
    expect(priceSummary({ priceKind: 'head', price: 3000, weight: null }, 3)).toBe(
      '3 cabeças · R$ 9.000,00',
    );
    expect(priceSummary({ priceKind: 'head', price: 3000, weight: null }, 1)).toBe(
      '1 cabeça · R$ 3.000,00',
    );
  });
});

describe('meanWeight', () => {
  it('averages the known weights, to one decimal', () => {
    expect(meanWeight([540.5, null, 520, undefined])).toBe(530.3);
    expect(meanWeight([null, undefined])).toBeNull();
  });
});

describe('the schemas of a price', () => {
  const today = '2026-01-15';
  const animalIds = ['00000000-0000-4000-8000-000000000001'];
  const messages = (r: { error?: { issues: { message: string }[] } }) =>
    r.error?.issues.map((i) => i.message) ?? [];

  it('a sale takes a yield of 40 to 70 % or a carcass weight up to the live weight', () => {
    const sale = saleSchemaUntil(today);
    const base = { date: today, animalIds, priceKind: 'arroba', price: 310.5, weight: 540.5 };
    expect(sale.parse({ ...base, carcassYield: 52 })).toMatchObject({
      carcassYield: 52,
      carcassWeight: null,
    });
    expect(messages(sale.safeParse({ ...base, carcassYield: 39 }))).toEqual([
      'Rendimento deve ser de no mínimo 40%',
    ]);
    expect(messages(sale.safeParse({ ...base, carcassYield: 71 }))).toEqual([
      'Rendimento deve ser de no máximo 70%',
    ]);
    expect(messages(sale.safeParse({ ...base, carcassWeight: 600 }))).toEqual([
      'O peso de carcaça não pode passar do peso vivo',
    ]);
    // The romaneio's carcass weight needs no live weight.
    expect(sale.safeParse({ ...base, weight: null, carcassWeight: 285 }).success).toBe(true);
  });

  it('a purchase offers per kg, per arroba and per head; the first two need the weight', () => {
    const purchase = purchaseSchemaUntil(today);
    const base = { date: today, tags: ['1'], sex: 'M', price: 9 };
    expect(purchase.parse({ ...base, priceKind: 'kg', weight: 200 }).priceKind).toBe('kg');
    expect(messages(purchase.safeParse({ ...base, priceKind: 'kg' }))).toEqual([
      'Informe o peso para esse preço',
    ]);
    expect(messages(purchase.safeParse({ ...base, priceKind: 'arroba' }))).toEqual([
      'Informe o peso para esse preço',
    ]);
    expect(purchase.safeParse({ ...base, priceKind: 'head' }).success).toBe(true);
  });

  it("'Informar preço' needs the price", () => {
    expect(messages(eventPriceSchema.safeParse({ priceKind: 'head' }))).toEqual([
      'Informe o preço',
    ]);
    expect(eventPriceSchema.parse({ priceKind: 'head', price: 3000 })).toMatchObject({
      price: 3000,
      weight: null,
    });
  });
});
