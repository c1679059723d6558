import { describe, expect, it } from 'vitest';
import { formatSinceLast, sinceLast } from './weighing-gain';

describe('sinceLast', () => {
  it('compares with the latest weighing before it', () => {
    const since = sinceLast(
      [
        { weighingDate: '2024-11-01', weight: 280 },
        { weighingDate: '2025-01-01', weight: 314 },
      ],
      { weighingDate: '2025-02-15', weight: 352.5 },
    );
    expect(since).toMatchObject({
      previous: { weighingDate: '2025-01-01', weight: 314 },
      gain: 38.5,
      days: 45,
    });
    expect(since!.dailyGain).toBeCloseTo(0.8556, 4);
  });

  it('takes a weighing dated before the others against the one before it, not the latest', () => {
    const since = sinceLast(
      [
        { weighingDate: '2025-01-01', weight: 300 },
        { weighingDate: '2025-03-01', weight: 360 },
      ],
      { weighingDate: '2025-02-01', weight: 331 },
    );
    expect(since).toMatchObject({ previous: { weight: 300 }, gain: 31, days: 31 });
  });

  it('on the same day: the one entered last before it, no rate', () => {
    const since = sinceLast(
      [
        { weighingDate: '2025-02-15', weight: 350, createdAt: '2025-02-15T10:00:00.000Z' },
        { weighingDate: '2025-02-15', weight: 351, createdAt: '2025-02-15T11:00:00.000Z' },
      ],
      { weighingDate: '2025-02-15', weight: 353 },
    );
    expect(since).toEqual({
      previous: { weighingDate: '2025-02-15', weight: 351 },
      gain: 2,
      days: 0,
      dailyGain: null,
    });
  });

  it('is null for the first weighing, and for one dated before all the others', () => {
    expect(sinceLast([], { weighingDate: '2025-02-15', weight: 300 })).toBeNull();
    expect(
      sinceLast([{ weighingDate: '2025-03-01', weight: 320 }], {
        weighingDate: '2025-02-15',
        weight: 300,
      }),
    ).toBeNull();
  });

  it('rounds the gain to 0,1 kg (no 0,30000000000001)', () => {
    const since = sinceLast([{ weighingDate: '2025-01-01', weight: 300.1 }], {
      weighingDate: '2025-01-11',
      weight: 300.4,
    });
    expect(since!.gain).toBe(0.3);
  });
});

describe('formatSinceLast', () => {
  it('writes the gain and the GMD the pt-BR way', () => {
    expect(formatSinceLast({ gain: 38.5, days: 45, dailyGain: 38.5 / 45 })).toBe(
      '+38,5 kg em 45 dias · 0,856 kg/dia',
    );
    expect(formatSinceLast({ gain: 1250.5, days: 1, dailyGain: 1250.5 })).toBe(
      '+1.250,5 kg em 1 dia · 1.250,500 kg/dia',
    );
  });

  it('a loss with the app’s one minus sign, no change without a sign, the same day without a rate', () => {
    expect(formatSinceLast({ gain: -12, days: 30, dailyGain: -0.4 })).toBe(
      '-12,0 kg em 30 dias · -0,400 kg/dia',
    );
    expect(formatSinceLast({ gain: 0, days: 30, dailyGain: 0 })).toBe(
      '0,0 kg em 30 dias · 0,000 kg/dia',
    );
    expect(formatSinceLast({ gain: 2, days: 0, dailyGain: null })).toBe('+2,0 kg no mesmo dia');
  });
});
