import { describe, expect, it } from 'vitest';
import {
  animalUnits,
  arrobasPerHectare,
  overCapacity,
  paddockStateText,
  readyForEntry,
  unitsPerHectare,
} from './stocking';

describe('stocking', () => {
  it('counts animal units of 450 kg and divides by the area', () => {
    expect(animalUnits(450)).toBe(1);
    expect(animalUnits(120 * 360)).toBe(96);
    expect(unitsPerHectare(96, 40)).toBe(2.4);
    expect(unitsPerHectare(96, null)).toBeNull();
    expect(unitsPerHectare(96, 0)).toBeNull();
  });

  it("gives '@/ha/ano' as kg gained ÷ 30 ÷ area", () => {
    expect(arrobasPerHectare(18_000, 40)).toBe(15);
    expect(arrobasPerHectare(18_000, null)).toBeNull();
  });

  it('says a paddock is over its capacity only past it', () => {
    expect(overCapacity(2.5, 2.4)).toBe(true);
    expect(overCapacity(2.4, 2.4)).toBe(false);
    expect(overCapacity(2.5, null)).toBe(false);
  });

  it("words a paddock's state", () => {
    expect(paddockStateText({ kind: 'occupied', days: 5, lotName: 'Lote 3', heads: 120 })).toBe(
      'Ocupado há 5 dias (Lote 3, 120 cabeças)',
    );
    expect(paddockStateText({ kind: 'occupied', days: 1, lotName: null, heads: 1 })).toBe(
      'Ocupado há 1 dia (1 cabeça)',
    );
    expect(paddockStateText({ kind: 'resting', days: 23 })).toBe('Em descanso há 23 dias');
    expect(paddockStateText({ kind: 'never' })).toBe('Sem ocupação registrada');
  });

  it("is 'Pronto para entrada' when the rest or the grass's height is reached", () => {
    const resting = { kind: 'resting' as const, days: 30 };
    const none = { restTargetDays: null, measuredHeightCm: null, entryHeightCm: null };
    expect(readyForEntry({ ...none, state: resting, restTargetDays: 30 })).toBe(true);
    expect(readyForEntry({ ...none, state: resting, restTargetDays: 35 })).toBe(false);
    expect(
      readyForEntry({ ...none, state: resting, measuredHeightCm: 86, entryHeightCm: 85 }),
    ).toBe(true);
    expect(
      readyForEntry({
        state: { kind: 'occupied', days: 3, lotName: null, heads: 10 },
        restTargetDays: 1,
        measuredHeightCm: 90,
        entryHeightCm: 85,
      }),
    ).toBe(false);
  });
});
