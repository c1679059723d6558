import { describe, expect, it } from 'vitest';
import {
  lotFigures,
  lotSchema,
  monthsSincePurchase,
  overWeighedWarning,
  projectTarget,
  type LotFigures,
} from './lots';

const figures = (over: Partial<LotFigures> = {}): LotFigures => ({
  headsWeighed: 1,
  averageWeight: 300,
  averageDailyGain: 1,
  totalGain: 30,
  daysSincePurchase: 60,
  lastWeighingDate: '2025-01-31',
  ...over,
});

describe('lotFigures', () => {
  it('has no averages without weighings', () => {
    expect(lotFigures([], '2025-01-01', '2025-01-11')).toEqual({
      headsWeighed: 0,
      averageWeight: null,
      averageDailyGain: null,
      totalGain: 0,
      daysSincePurchase: 10,
      lastWeighingDate: null,
    });
  });

  it('follows the documented example', () => {
    expect(
      lotFigures(
        [
          { animalId: 'A', weighingDate: '2025-01-01', weight: 300 },
          { animalId: 'A', weighingDate: '2025-01-31', weight: 330 },
        ],
        '2024-12-01',
        '2025-02-01',
      ),
    ).toEqual({
      headsWeighed: 1,
      averageWeight: 330,
      averageDailyGain: 1,
      totalGain: 30,
      daysSincePurchase: 62,
      lastWeighingDate: '2025-01-31',
    });
  });

  it('leaves animals weighed on one day out of the GMD but counts their weight', () => {
    const result = lotFigures(
      [
        { animalId: 'A', weighingDate: '2025-01-01', weight: 300 },
        { animalId: 'A', weighingDate: '2025-01-11', weight: 310 },
        { animalId: 'B', weighingDate: '2025-01-05', weight: 280 },
        { animalId: 'B', weighingDate: '2025-01-05', weight: 290, createdAt: '2025-01-05T10:00Z' },
      ],
      '2025-01-01',
      '2025-01-20',
    );
    expect(result.headsWeighed).toBe(2);
    expect(result.averageWeight).toBe(300);
    expect(result.averageDailyGain).toBe(1);
    expect(result.totalGain).toBe(20);
    expect(result.lastWeighingDate).toBe('2025-01-11');
  });

  it('averages the GMD per animal and orders each animal by date, not by entry', () => {
    const result = lotFigures(
      [
        { animalId: 'A', weighingDate: '2025-03-01', weight: 360 },
        { animalId: 'A', weighingDate: '2025-01-01', weight: 300 },
        { animalId: 'B', weighingDate: '2025-01-01', weight: 300 },
        { animalId: 'B', weighingDate: '2025-01-31', weight: 285 },
      ],
      '2025-01-01',
      '2025-03-01',
    );
    // A: +60 kg in 59 days; B: −15 kg in 30 days.
    expect(result.averageDailyGain).toBeCloseTo((60 / 59 - 0.5) / 2, 10);
    expect(result.totalGain).toBe(45);
    expect(result.averageWeight).toBe((360 + 285) / 2);
  });

  it('counts zero days for a purchase after today', () => {
    expect(lotFigures([], '2025-02-01', '2025-01-01').daysSincePurchase).toBe(0);
  });
});

describe('projectTarget', () => {
  it('projects from the last weighing date at the average GMD, rounding days up', () => {
    expect(projectTarget(figures({ averageDailyGain: 0.8 }), 350)).toEqual({
      kind: 'date',
      date: '2025-04-04',
      days: 63,
    });
  });

  it('says the target is reached when the average weight is at or above it', () => {
    expect(projectTarget(figures(), 300)).toEqual({ kind: 'reached' });
    expect(projectTarget(figures(), 250)).toEqual({ kind: 'reached' });
  });

  it('cannot project without weighings, without GMD or with a lot losing weight', () => {
    expect(projectTarget(figures({ averageWeight: null, lastWeighingDate: null }), 400)).toEqual({
      kind: 'unknown',
    });
    expect(projectTarget(figures({ averageDailyGain: null }), 400)).toEqual({ kind: 'unknown' });
    expect(projectTarget(figures({ averageDailyGain: 0 }), 400)).toEqual({ kind: 'unknown' });
    expect(projectTarget(figures({ averageDailyGain: -0.2 }), 400)).toEqual({ kind: 'unknown' });
  });

  it('gives up beyond ten years', () => {
    expect(projectTarget(figures({ averageDailyGain: 0.01 }), 900)).toEqual({ kind: 'unknown' });
    expect(projectTarget(figures({ averageDailyGain: 0.1 }), 665)).toEqual({
      kind: 'date',
      date: '2035-01-29',
      days: 3650,
    });
  });

  it('crosses a leap day', () => {
    expect(
      projectTarget(figures({ lastWeighingDate: '2024-02-28', averageDailyGain: 1 }), 302),
    ).toEqual({ kind: 'date', date: '2024-03-01', days: 2 });
  });
});

describe('overWeighedWarning', () => {
  it("says nothing up to the lot's heads", () => {
    expect(overWeighedWarning(10, 0)).toBeNull();
    expect(overWeighedWarning(10, 10)).toBeNull();
  });

  it('warns with both counts when more animals were weighed than the lot has', () => {
    expect(overWeighedWarning(10, 11)).toBe(
      'Mais animais pesados (11) do que cabeças no lote (10). Confira as identificações ou a quantidade do lote.',
    );
  });
});

describe('monthsSincePurchase', () => {
  it('rounds 30-day months, at least 1', () => {
    expect(monthsSincePurchase(0)).toBe(1);
    expect(monthsSincePurchase(44)).toBe(1);
    expect(monthsSincePurchase(45)).toBe(2);
    expect(monthsSincePurchase(90)).toBe(3);
    expect(monthsSincePurchase(365)).toBe(12);
  });
});

describe('lotSchema', () => {
  const valid = {
    name: 'Garrotes',
    quantity: 40,
    initialWeight: 300,
    purchasePrice: 2500,
    purchaseDate: '2025-01-10',
  };

  it('takes a lot without final weight', () => {
    expect(lotSchema.parse(valid).finalWeight).toBeNull();
  });

  it("names each field's problem", () => {
    const result = lotSchema.safeParse({
      name: 'x'.repeat(101),
      quantity: 0,
      initialWeight: 0,
      finalWeight: 1001,
      purchasePrice: 0,
      purchaseDate: '',
    });
    expect(result.success).toBe(false);
    // The first message of each field, the one the forms show.
    const messages: Record<string, string> = {};
    for (const issue of result.error!.issues) messages[issue.path.join('.')] ??= issue.message;
    expect(messages).toMatchObject({
      name: 'Nome muito longo',
      quantity: 'Quantidade deve ser maior que zero',
      initialWeight: 'Peso inicial deve ser maior que zero',
      finalWeight: 'Peso final não pode exceder 1.000 kg',
      purchasePrice: 'Preço de compra deve ser maior que zero',
      purchaseDate: 'Data da compra é obrigatória',
    });
  });
});
