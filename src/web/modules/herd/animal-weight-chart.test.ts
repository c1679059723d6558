import { describe, expect, it } from 'vitest';
import type { AnimalWeightsChart } from '@/domain/charts/schemas';
import { lotLabels } from '../../components/charts/lot-labels';
import { weightSeries } from './animal-weight-chart';

const chart = (over: Partial<AnimalWeightsChart>): AnimalWeightsChart => ({
  animal: { id: 'a', tag: 'P-1' },
  lot: { id: 'l', name: 'Recria', source: 'registry' },
  points: [],
  lotMeans: [],
  truncated: false,
  ...over,
});

describe('weightSeries', () => {
  it("puts the animal's weighings and the lot's means on one set of dates", () => {
    const { labels, series } = weightSeries(
      chart({
        points: [
          { date: '2026-03-01', weight: 300 },
          { date: '2026-04-01', weight: 330 },
        ],
        lotMeans: [
          { month: '2026-03', date: '2026-03-01', weight: 290, animals: 2 },
          { month: '2026-04', date: '2026-04-03', weight: 316, animals: 2 },
        ],
      }),
    );
    expect(labels).toEqual(['01/03', '01/04', '03/04']);
    expect(series.map((s) => s.name)).toEqual(['Peso de P-1', 'Média do lote Recria']);
    expect(series[0]!.values).toEqual([300, 330, null]);
    expect(series[1]!.values).toEqual([290, null, 316]);
  });

  it('labels with the year when the curve crosses one; a day weighed twice keeps the last', () => {
    const { labels, series } = weightSeries(
      chart({
        lot: null,
        points: [
          { date: '2025-12-20', weight: 300 },
          { date: '2026-01-10', weight: 310 },
          { date: '2026-01-10', weight: 312 },
        ],
      }),
    );
    expect(labels).toEqual(['20/12/25', '10/01/26']);
    expect(series).toHaveLength(1);
    expect(series[0]!.values).toEqual([300, 312]);
  });
});

describe('lotLabels', () => {
  it('marks closed lots and tells repeated names apart', () => {
    const lot = (name: string, closed = false) => ({
      id: name,
      name,
      closed,
      averageDailyGain: null,
      headsWeighed: 0,
    });
    expect(lotLabels([lot('A'), lot('A'), lot('B', true), lot('A')])).toEqual([
      'A',
      'A (2)',
      'B (encerrado)',
      'A (3)',
    ]);
  });
});
