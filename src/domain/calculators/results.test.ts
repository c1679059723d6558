import { describe, expect, it } from 'vitest';
import { calculateResults, marginFeedback, resultsInputSchema, type ResultsInput } from './results';
import { formatBRL, formatNumber, formatPercent } from '../format';
import { REFERENCE_LOT } from './results.fixture';

const lot: ResultsInput = REFERENCE_LOT;

describe('calculateResults', () => {
  it('computes a lot by hand', () => {
    const r = calculateResults(lot);
    // purchase = 100 × 2.500 = 250.000
    expect(r.costs.purchase).toBe(250000);
    // rent = 30 × 100 × 10 = 30.000
    expect(r.costs.rent).toBe(30000);
    // proteinado = (300+500)/2 = 400 kg × 0,1/100 × R$ 2 × 30 d × (10 × 0,7 = 7 months) × 100 = 16.800
    expect(r.costs.proteinado).toBeCloseTo(16800, 6);
    // proteico = 400 × 0,5/100 × 1,5 × 30 × (10 × 0,3 = 3) × 100 = 27.000
    expect(r.costs.proteico).toBeCloseTo(27000, 6);
    expect(r.costs.other).toBe(5000);
    // total = 250.000 + 30.000 + 16.800 + 27.000 + 5.000 = 328.800
    expect(r.costs.total).toBeCloseTo(328800, 6);
    // revenue = 100 × 500 kg × 50% / 15 = 1.666,67 @ × R$ 300 = 500.000
    expect(r.revenue).toBeCloseTo(500000, 6);
    // profit = 500.000 − 328.800 = 171.200; per head 1.712; margin 171.200 / 500.000 = 34,24%
    expect(r.profit).toBeCloseTo(171200, 6);
    expect(r.profitPerHead).toBeCloseTo(1712, 6);
    expect(r.marginPercent).toBeCloseTo(34.24, 9);
    expect(r.marginFeedback?.message).toBe('Margem excelente!');
    // arrobas produced = 100 × 200 kg × 50% / 15 = 666,67; cost/@ = (328.800 − 250.000) / 666,67 = 118,20
    expect(r.arrobasProduced).toBeCloseTo(666.6667, 3);
    expect(r.costPerArrobaProduced).toBeCloseTo(118.2, 9);
    // GMD = 200 kg / (10 × 30 days) = 0,667 kg/day
    expect(r.dailyGain).toBeCloseTo(0.6667, 4);

    expect(formatBRL(r.costs.total)).toBe('R$ 328.800,00');
    expect(formatBRL(r.profitPerHead)).toBe('R$ 1.712,00');
    expect(formatPercent(r.marginPercent)).toBe('34,24%');
    expect(formatBRL(r.costPerArrobaProduced)).toBe('R$ 118,20');
    expect(formatNumber(r.dailyGain, 3)).toBe('0,667');
  });

  it('gives back the spec literal formula with a 100% yield', () => {
    // revenue = quantity × final weight / 15 × arroba value = 10 × 450 / 15 × 200 = 60.000
    const r = calculateResults({
      ...lot,
      quantity: 10,
      finalWeight: 450,
      arrobaValue: 200,
      carcassYield: 100,
    });
    expect(r.revenue).toBeCloseTo(60000, 9);
  });

  it('rounds a lot with cents to the cent', () => {
    // 7 head × R$ 1.999,99 = 13.999,93; rent 12,5 × 7 × 1,5 = 131,25; no supplement;
    // revenue = 7 × 431 × 0,52 / 15 = 104,5893 @ × 287,35 = 30.053,7449... → R$ 30.053,74
    const r = calculateResults({
      ...lot,
      quantity: 7,
      initialWeight: 250,
      finalWeight: 431,
      purchasePrice: 1999.99,
      arrobaValue: 287.35,
      carcassYield: 52,
      months: 1.5,
      rent: 12.5,
      proteinadoConsumption: 0,
      proteicoConsumption: 0,
      otherExpenses: 0,
    });
    expect(formatBRL(r.costs.purchase)).toBe('R$ 13.999,93');
    expect(formatBRL(r.costs.rent)).toBe('R$ 131,25');
    expect(formatBRL(r.revenue)).toBe('R$ 30.053,74');
    // profit = 30.053,7449 − (13.999,93 + 131,25 = 14.131,18) = 15.922,5649 → R$ 15.922,56
    expect(formatBRL(r.profit)).toBe('R$ 15.922,56');
  });

  it('flags a loss', () => {
    const r = calculateResults({ ...lot, arrobaValue: 150 });
    // revenue = 1.666,67 @ × 150 = 250.000; profit = 250.000 − 328.800 = −78.800; margin −31,52%
    expect(r.profit).toBeCloseTo(-78800, 6);
    expect(r.marginPercent).toBeCloseTo(-31.52, 9);
    expect(r.marginFeedback?.message).toBe('Operação no prejuízo. Considere ajustes.');
  });
});

describe('marginFeedback', () => {
  it.each([
    [-50.01, 'Margem muito negativa! Revise os custos.'],
    [-50, 'Operação no prejuízo. Considere ajustes.'],
    [-0.01, 'Operação no prejuízo. Considere ajustes.'],
    [0, 'Margem baixa. Analise oportunidades de melhoria.'],
    [9.99, 'Margem baixa. Analise oportunidades de melhoria.'],
    [10, 'Margem razoável.'],
    [29.99, 'Margem razoável.'],
    [30, 'Margem excelente!'],
  ])('%d%% → %s', (margin, message) => {
    expect(marginFeedback(margin).message).toBe(message);
  });
});

describe('resultsInputSchema', () => {
  const errorOf = (patch: Partial<Record<keyof ResultsInput, unknown>>) => {
    const result = resultsInputSchema.safeParse({ ...lot, ...patch });
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('accepts the lot', () => {
    expect(errorOf({})).toBeNull();
  });

  it.each([
    [{ quantity: 0 }, 'Quantidade deve ser maior que zero'],
    [{ quantity: 2.5 }, 'Informe um número inteiro'],
    [{ initialWeight: 0 }, 'Peso inicial deve ser maior que zero'],
    [{ finalWeight: 300 }, 'Peso final deve ser maior que peso inicial'],
    [{ finalWeight: 299 }, 'Peso final deve ser maior que peso inicial'],
    [{ purchasePrice: 0 }, 'Preço de compra deve ser maior que zero'],
    [{ arrobaValue: 0 }, 'Valor da arroba deve ser maior que zero'],
    [{ carcassYield: 39.9 }, 'Rendimento deve ser de no mínimo 40%'],
    [{ carcassYield: 70.1 }, 'Rendimento deve ser de no máximo 70%'],
    [{ months: 0 }, 'Período deve ser maior que zero'],
    [{ months: 60.01 }, 'Período muito longo'],
    [{ rent: -1 }, 'Arrendamento não pode ser negativo'],
    [{ proteinadoCost: -0.01 }, 'Custo não pode ser negativo'],
    [{ proteinadoConsumption: 1.01 }, 'Consumo não pode ser maior que 100%'],
    [{ proteinadoConsumption: -0.1 }, 'Consumo não pode ser negativo'],
    [{ proteicoCost: -1 }, 'Custo não pode ser negativo'],
    [{ proteicoConsumption: 2.01 }, 'Consumo não pode ser maior que 200%'],
    [{ otherExpenses: -1 }, 'Despesas não podem ser negativas'],
    [{ quantity: undefined }, 'Campo obrigatório'],
    [{ quantity: Number.NaN }, 'Informe um número válido'],
    [{ rent: 'abc' }, 'Informe um número válido'],
  ])('rejects %j with %s', (patch, message) => {
    expect(errorOf(patch)).toBe(message);
  });

  it('accepts every bound that is inclusive', () => {
    expect(
      errorOf({ months: 60, proteinadoConsumption: 1, proteicoConsumption: 2, carcassYield: 40 }),
    ).toBeNull();
    expect(
      errorOf({ rent: 0, proteinadoCost: 0, proteicoCost: 0, otherExpenses: 0, carcassYield: 70 }),
    ).toBeNull();
  });

  it('rejects payloads that are not an object without throwing', () => {
    for (const payload of [null, undefined, 'texto', 42, []]) {
      expect(resultsInputSchema.safeParse(payload).success).toBe(false);
    }
  });

  it('checks the weights against each other even when another field is wrong', () => {
    const result = resultsInputSchema.safeParse({ ...lot, rent: -1, finalWeight: 200 });
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      'rent: Arrendamento não pode ser negativo',
      'finalWeight: Peso final deve ser maior que peso inicial',
    ]);
  });
});
