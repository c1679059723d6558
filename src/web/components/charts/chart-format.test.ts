import { describe, expect, it } from 'vitest';
import {
  binLabel,
  binValues,
  chartSummary,
  chartTable,
  dayMonthLabel,
  describeSeries,
  formatTick,
  formatValue,
  hasEnoughData,
  monthLabel,
  pointsWithData,
  seriesColor,
  CHART_COLORS,
} from './chart-format';

describe('formatValue', () => {
  it('reads each kind in pt-BR', () => {
    expect(formatValue(1234.56, 'brl')).toBe('R$ 1.234,56');
    expect(formatValue(-50, 'brl')).toBe('-R$ 50,00');
    expect(formatValue(12345, 'count')).toBe('12.345');
    expect(formatValue(412.25, 'kg')).toBe('412,3 kg');
    expect(formatValue(0.75, 'gmd')).toBe('0,750 kg/dia');
    expect(formatValue(1234.5, 'number')).toBe('1.234,5');
    expect(formatValue(1234, 'number')).toBe('1.234');
  });

  it('shows a dash where there is no value', () => {
    expect(formatValue(null, 'brl')).toBe('—');
    expect(formatValue(Number.NaN, 'count')).toBe('—');
  });
});

describe('formatTick', () => {
  it('shortens money from ten thousand up', () => {
    expect(formatTick(950, 'brl')).toBe('R$ 950');
    expect(formatTick(9500, 'brl')).toBe('R$ 9.500');
    expect(formatTick(120000, 'brl')).toBe('R$ 120 mil');
    expect(formatTick(125500, 'brl')).toBe('R$ 125,5 mil');
    expect(formatTick(1250000, 'brl')).toBe('R$ 1,3 mi');
    expect(formatTick(-20000, 'brl')).toBe('R$ -20 mil');
  });

  it('puts a dot in thousands and a comma in decimals', () => {
    expect(formatTick(2000, 'count')).toBe('2.000');
    expect(formatTick(0.5, 'gmd')).toBe('0,50');
    expect(formatTick(2.5, 'kg')).toBe('2,5 kg');
    expect(formatTick(1200, 'kg')).toBe('1.200 kg');
  });
});

describe('labels', () => {
  it('months and days in pt-BR', () => {
    expect(monthLabel('2026-03')).toBe('mar/26');
    expect(monthLabel('2026-12', false)).toBe('dez');
    expect(dayMonthLabel('2026-03-07')).toBe('07/03');
  });
});

const revenue = { name: 'Receita', values: [100, null, 300, 250] };
const costs = { name: 'Custos', values: [80, 90, null, 120] };
const labels = ['jan', 'fev', 'mar', 'abr'];

describe('too little data', () => {
  it('counts labels with a value in some series', () => {
    expect(pointsWithData([revenue, costs], 4)).toBe(4);
    expect(pointsWithData([{ name: 'x', values: [null, 5, null] }], 3)).toBe(1);
    expect(hasEnoughData([{ name: 'x', values: [null, 5, null] }], 3, 2)).toBe(false);
    expect(hasEnoughData([{ name: 'x', values: [1, 5, null] }], 3, 2)).toBe(true);
    expect(hasEnoughData([], 0, 1)).toBe(false);
  });
});

describe('summaries', () => {
  it('a time series: first, last and highest', () => {
    expect(describeSeries(revenue, labels, 'brl', 'time')).toBe(
      'Receita: de R$ 100,00 em jan a R$ 250,00 em abr; maior R$ 300,00 em mar.',
    );
  });

  it('categories: highest, lowest and the total when asked', () => {
    const heads = { name: 'Cabeças', values: [420, 12, 150] };
    expect(describeSeries(heads, ['Vacas', 'Touros', 'Bezerras'], 'count', 'category', true)).toBe(
      'Cabeças: maior Vacas com 420, menor Touros com 12; total 582.',
    );
  });

  it('one value, or none', () => {
    expect(describeSeries({ name: 'Lucro', values: [null, 5] }, ['a', 'b'], 'count', 'time')).toBe(
      'Lucro: 5 em b.',
    );
    expect(describeSeries({ name: 'Lucro', values: [null] }, ['a'], 'count', 'time')).toBe(
      'Lucro: sem dados.',
    );
  });

  it('the accessible name starts with the title', () => {
    const text = chartSummary('Receita e custos', labels, [revenue, costs], 'brl', 'time');
    expect(text.startsWith('Receita e custos. Receita: de R$ 100,00')).toBe(true);
    expect(text).toContain(
      'Custos: de R$ 80,00 em jan a R$ 120,00 em abr; maior R$ 120,00 em abr.',
    );
  });
});

describe('chartTable', () => {
  it('one row per label, one formatted cell per series', () => {
    const table = chartTable('Mês', labels, [revenue, costs], 'brl');
    expect(table.columns).toEqual(['Receita', 'Custos']);
    expect(table.rows[1]).toEqual({ label: 'fev', cells: ['—', 'R$ 90,00'] });
    expect(table.rows).toHaveLength(4);
  });
});

describe('binValues', () => {
  it('splits the range in equal bins, the highest in the last', () => {
    const bins = binValues([0.2, 0.4, 0.5, 0.6, 1.0], 4);
    expect(bins.map((b) => b.count)).toEqual([1, 2, 1, 1]);
    expect(bins[0]!.from).toBe(0.2);
    expect(bins.at(-1)!.to).toBe(1.0);
    expect(bins.reduce((a, b) => a + b.count, 0)).toBe(5);
  });

  it('one bin when all values are equal; none without values', () => {
    expect(binValues([0.5, 0.5], 5)).toEqual([{ from: 0.5, to: 0.5, count: 2 }]);
    expect(binValues([], 5)).toEqual([]);
  });

  it('labels a bin by its range', () => {
    expect(binLabel({ from: 0.4, to: 0.6, count: 1 }, 'gmd')).toBe('0,40–0,60');
  });
});

it('colours series by place unless given', () => {
  expect(seriesColor({ name: 'a', values: [] }, 1)).toBe(CHART_COLORS[1]);
  expect(seriesColor({ name: 'a', values: [], color: '#000' }, 1)).toBe('#000');
});
