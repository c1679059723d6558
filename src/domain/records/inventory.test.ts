import { describe, expect, it } from 'vitest';
import { formatBRL, formatNumber } from '../format';
import {
  categoriesLabel,
  herdCategorySchema,
  INVENTORY_EMPTY_MESSAGE,
  inventoryTotals,
  inventoryListTotals,
  itemTotals,
  herdWeightSource,
  withHerd,
} from './inventory';

const valid = { category: 'Garrotes', quantity: 25, averageWeight: 180.5, averageValue: 1850.75 };

/** The first message of the parse, or null when it passes. */
const messageOf = (input: unknown) => {
  const result = herdCategorySchema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('herdCategorySchema', () => {
  it('accepts a category and trims its text; an absent or blank location becomes null', () => {
    expect(herdCategorySchema.parse({ ...valid, category: '  Garrotes ' })).toEqual({
      ...valid,
      location: null,
    });
    for (const location of [undefined, null, '', '   ']) {
      expect(herdCategorySchema.parse({ ...valid, location }).location).toBeNull();
    }
    expect(herdCategorySchema.parse({ ...valid, location: '  Pasto 3 ' }).location).toBe('Pasto 3');
  });

  it('requires a category of at most 60 characters', () => {
    expect(messageOf({ ...valid, category: '' })).toBe('Categoria é obrigatória');
    expect(messageOf({ ...valid, category: '   ' })).toBe('Categoria é obrigatória');
    expect(messageOf({ ...valid, category: undefined })).toBe('Categoria é obrigatória');
    expect(messageOf({ ...valid, category: 'x'.repeat(60) })).toBeNull();
    expect(messageOf({ ...valid, category: 'x'.repeat(61) })).toBe('Categoria muito longa');
  });

  it('takes whole heads from 1 to 100.000', () => {
    expect(messageOf({ ...valid, quantity: 0 })).toBe('Quantidade deve ser maior que zero');
    expect(messageOf({ ...valid, quantity: -3 })).toBe('Quantidade deve ser maior que zero');
    expect(messageOf({ ...valid, quantity: 1 })).toBeNull();
    expect(messageOf({ ...valid, quantity: 100000 })).toBeNull();
    expect(messageOf({ ...valid, quantity: 100001 })).toBe(
      'Quantidade não pode exceder 100.000 cabeças',
    );
    expect(messageOf({ ...valid, quantity: 2.5 })).toBe('Informe um número inteiro');
    expect(messageOf({ ...valid, quantity: undefined })).toBe('Campo obrigatório');
    expect(messageOf({ ...valid, quantity: Number.NaN })).toBe('Informe um número válido');
    expect(messageOf({ ...valid, quantity: '10' })).toBe('Informe um número válido');
  });

  it('takes an average weight above 0 and up to 1.000 kg', () => {
    expect(messageOf({ ...valid, averageWeight: 0 })).toBe('Peso médio deve ser maior que zero');
    expect(messageOf({ ...valid, averageWeight: 0.1 })).toBeNull();
    expect(messageOf({ ...valid, averageWeight: 1000 })).toBeNull();
    expect(messageOf({ ...valid, averageWeight: 1000.01 })).toBe(
      'Peso médio não pode exceder 1.000 kg',
    );
    expect(messageOf({ ...valid, averageWeight: undefined })).toBe('Campo obrigatório');
  });

  it('takes an average value above 0', () => {
    expect(messageOf({ ...valid, averageValue: 0 })).toBe('Valor médio deve ser maior que zero');
    expect(messageOf({ ...valid, averageValue: -1 })).toBe('Valor médio deve ser maior que zero');
    expect(messageOf({ ...valid, averageValue: 0.01 })).toBeNull();
    expect(messageOf({ ...valid, averageValue: Number.POSITIVE_INFINITY })).toBe(
      'Informe um número válido',
    );
  });

  it('limits the location to 80 characters', () => {
    expect(messageOf({ ...valid, location: 'x'.repeat(80) })).toBeNull();
    expect(messageOf({ ...valid, location: 'x'.repeat(81) })).toBe('Local muito longo');
    expect(messageOf({ ...valid, location: 42 })).toBe('Local inválido');
  });

  it('reports every wrong field at once', () => {
    const result = herdCategorySchema.safeParse({});
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(['category', 'quantity', 'averageWeight', 'averageValue']);
  });
});

describe('itemTotals', () => {
  it('multiplies heads by weight and value; arrobas are live kg / 15', () => {
    // 25 × 180,5 kg = 4.512,5 kg; 25 × R$ 1.850,75 = R$ 46.268,75; 4.512,5 / 15 = 300,8333 @
    const totals = itemTotals(valid);
    expect(totals.totalWeight).toBe(4512.5);
    expect(totals.totalValue).toBe(46268.75);
    expect(totals.arrobas).toBeCloseTo(300.833333333, 9);
    expect(formatNumber(totals.arrobas, 1)).toBe('300,8');
    expect(formatBRL(totals.totalValue)).toBe('R$ 46.268,75');
  });
});

describe('inventoryTotals', () => {
  it('sums a herd by hand', () => {
    const totals = inventoryTotals([
      { quantity: 10, averageWeight: 300, averageValue: 2000 },
      valid,
      { quantity: 7, averageWeight: 412.3, averageValue: 3150.4 },
    ]);
    // heads 10 + 25 + 7 = 42; kg 3.000 + 4.512,5 + 2.886,1 = 10.398,6;
    // R$ 20.000 + 46.268,75 + 22.052,80 = 88.321,55; @ 10.398,6 / 15 = 693,24
    expect(totals.heads).toBe(42);
    expect(totals.weight).toBeCloseTo(10398.6, 9);
    expect(totals.value).toBeCloseTo(88321.55, 9);
    expect(totals.arrobas).toBeCloseTo(693.24, 9);
    expect(formatNumber(totals.weight, 0)).toBe('10.399');
    expect(formatNumber(totals.arrobas, 2)).toBe('693,24');
    expect(formatBRL(totals.value)).toBe('R$ 88.321,55');
  });

  it('is all zeros for an empty inventory', () => {
    expect(inventoryTotals([])).toEqual({ heads: 0, weight: 0, arrobas: 0, value: 0 });
  });

  it('matches the documented example', () => {
    expect(inventoryTotals([{ quantity: 10, averageWeight: 300, averageValue: 2000 }])).toEqual({
      heads: 10,
      weight: 3000,
      arrobas: 200,
      value: 20000,
    });
  });
});

describe('categoriesLabel', () => {
  it.each([
    [0, '0 categorias registradas'],
    [1, '1 categoria registrada'],
    [2, '2 categorias registradas'],
    [12, '12 categorias registradas'],
  ])('%i → %s', (count, label) => {
    expect(categoriesLabel(count)).toBe(label);
  });

  it('keeps the spec empty message verbatim', () => {
    expect(INVENTORY_EMPTY_MESSAGE).toBe('Nenhum item no estoque. Adicione itens para começar.');
  });
});

describe('withHerd', () => {
  it("takes the head count's heads, adds the weighed animals' weight, not their value", () => {
    const typed = inventoryListTotals([{ quantity: 10, averageWeight: 300, averageValue: 2000 }]);
    expect(
      withHerd(
        typed,
        [
          // 361 calves, one weighed: 180 kg, never 361 × 180.
          { category: 'Bezerro', heads: 361, weighed: 1, weight: 180, averageWeight: 180 },
          { category: null, heads: 3, weighed: 0, weight: 0, averageWeight: null },
        ],
        { total: 374, registry: 364 },
      ),
    ).toEqual({
      categories: 1,
      heads: 374,
      weight: 3180,
      arrobas: 212,
      value: 20000,
      unvalued: 0,
      herdHeads: 364,
      herdWeighed: 1,
    });
  });

  it("says where a group's weight comes from", () => {
    expect(herdWeightSource({ category: 'Bezerro', heads: 361, weighed: 1 })).toBe(
      'Peso de 1 de 361 bezerros',
    );
    expect(herdWeightSource({ category: 'Boi', heads: 1, weighed: 1 })).toBe('Peso de 1 de 1 boi');
    expect(herdWeightSource({ category: null, heads: 2, weighed: 0 })).toBe(
      'Peso de 0 de 2 animais sem categoria',
    );
    expect(herdWeightSource({ category: 'Vaca', heads: 1200, weighed: 1035 })).toBe(
      'Peso de 1.035 de 1.200 vacas',
    );
  });
});
