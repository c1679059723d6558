import { describe, expect, it } from 'vitest';
import {
  herdEntryKey,
  purchaseEntries,
  reproductionEntries,
  saleEntries,
  sanitaryEntries,
} from './herd-entries';

describe('saleEntries', () => {
  const sale = { date: '2025-05-10', heads: 12, value: 60000, buyer: 'Frigorífico Boi Bom' };

  it('puts the gross sale and its Funrural on their own lines', () => {
    expect(saleEntries({ ...sale, funruralRate: 1.5 })).toEqual([
      {
        event: 'sale',
        accountKey: 'animal-sales',
        type: 'income',
        date: '2025-05-10',
        description: 'Venda de 12 animais — Frigorífico Boi Bom',
        amountCents: 6_000_000,
      },
      {
        event: 'funrural',
        accountKey: 'funrural',
        type: 'expense',
        date: '2025-05-10',
        description: 'Funrural (1,5%) da venda de 12 animais',
        amountCents: 90_000,
      },
    ]);
  });

  it('writes the rate as a person does', () => {
    const rate = (funruralRate: number) =>
      saleEntries({ ...sale, funruralRate })[1]!.description.match(/\((.*)%\)/)![1];
    expect(rate(2)).toBe('2');
    expect(rate(2.05)).toBe('2,05');
    expect(rate(10)).toBe('10');
  });

  it('has no Funrural when the sale does not carry it, and nothing without a price', () => {
    expect(saleEntries({ ...sale, funruralRate: null })).toHaveLength(1);
    expect(saleEntries({ ...sale, funruralRate: 0 })).toHaveLength(1);
    expect(saleEntries({ ...sale, value: null, funruralRate: 1.5 })).toEqual([]);
    expect(saleEntries({ ...sale, value: Number.NaN, funruralRate: 1.5 })).toEqual([]);
    expect(saleEntries({ ...sale, value: 1e308, funruralRate: 1.5 })).toEqual([]);
    expect(saleEntries({ ...sale, value: 0.01, funruralRate: 1.5 })).toHaveLength(1);
  });

  it('names one animal and a sale without a buyer', () => {
    expect(
      saleEntries({ ...sale, heads: 1, buyer: null, funruralRate: null })[0]!.description,
    ).toBe('Venda de 1 animal');
  });

  it('keeps a value already at the centavo exact', () => {
    expect(saleEntries({ ...sale, value: 5817.94, funruralRate: null })[0]!.amountCents).toBe(
      581_794,
    );
  });
});

describe('the other herd events', () => {
  it('books a purchase, a sanitary application and a reproduction service', () => {
    expect(
      purchaseEntries({ date: '2025-01-02', heads: 30, value: 75000, seller: 'Fazenda Ipê' }),
    ).toMatchObject([
      { event: 'purchase', accountKey: 'animal-purchases', amountCents: 7_500_000 },
    ]);
    expect(
      sanitaryEntries({ date: '2025-01-02', heads: 40, product: 'Ivermectina 1%', cost: 123.4 }),
    ).toMatchObject([
      {
        event: 'sanitary',
        accountKey: 'animal-health',
        description: 'Ivermectina 1% (40 animais)',
        amountCents: 12_340,
      },
    ]);
    expect(
      reproductionEntries({ date: '2025-01-02', heads: 20, what: 'IATF', cost: 900 }),
    ).toMatchObject([{ event: 'reproduction', accountKey: 'reproduction', amountCents: 90_000 }]);
    expect(purchaseEntries({ date: '2025-01-02', heads: 1, value: null, seller: null })).toEqual(
      [],
    );
    expect(sanitaryEntries({ date: '2025-01-02', heads: 1, product: 'x', cost: 0 })).toEqual([]);
  });

  it('keys an entry by its event', () => {
    expect(herdEntryKey('sale', 'abc')).toBe('sale:abc');
    expect(herdEntryKey('funrural', 'abc')).not.toBe(herdEntryKey('sale', 'abc'));
  });
});
