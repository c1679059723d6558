import { describe, expect, it } from 'vitest';
import { herdPerformance } from './herd-performance';

const w = (animalId: string, weighingDate: string, weight: number) => ({
  animalId,
  weighingDate,
  weight,
  notes: null,
});

describe('herdPerformance', () => {
  it('sums up each animal: last weight, gain, days and GMD, in the dropdown order', () => {
    expect(
      herdPerformance([
        w('BR-10', '2025-01-01', 200),
        w('BR-2', '2025-03-02', 348),
        w('BR-2', '2025-01-01', 300),
      ]),
    ).toEqual([
      {
        animalId: 'BR-2',
        weighings: 2,
        firstDate: '2025-01-01',
        lastDate: '2025-03-02',
        lastWeight: 348,
        totalGain: 48,
        days: 60,
        dailyGain: 0.8,
      },
      {
        animalId: 'BR-10',
        weighings: 1,
        firstDate: '2025-01-01',
        lastDate: '2025-01-01',
        lastWeight: 200,
        totalGain: 0,
        days: 0,
        dailyGain: null,
      },
    ]);
  });

  it('is empty without weighings', () => {
    expect(herdPerformance([])).toEqual([]);
  });
});
