import { describe, expect, it } from 'vitest';
import { filterOptions, normalizeSearch } from './combobox-filter';

const option = (label: string) => ({ value: label, label });

describe('normalizeSearch', () => {
  it('drops case, accents and outer spaces', () => {
    expect(normalizeSearch('  Garrotes SÃO João ')).toBe('garrotes sao joao');
  });
});

describe('filterOptions', () => {
  const options = ['BR-0042', 'Vaca 42', 'BR-0100', 'Novilhas da Várzea'].map(option);

  it('keeps every option for an empty text', () => {
    expect(filterOptions(options, '  ')).toEqual(options);
  });

  it('finds a label containing the text, those starting with it first', () => {
    expect(filterOptions(options, '42').map((o) => o.label)).toEqual(['BR-0042', 'Vaca 42']);
    expect(filterOptions(options, 'br-0').map((o) => o.label)).toEqual(['BR-0042', 'BR-0100']);
    expect(filterOptions(options, 'vaca').map((o) => o.label)).toEqual(['Vaca 42']);
  });

  it('ignores accents and case, and takes the words in any order', () => {
    expect(filterOptions(options, 'varzea novilhas').map((o) => o.label)).toEqual([
      'Novilhas da Várzea',
    ]);
  });

  it('finds nothing for a text no label has', () => {
    expect(filterOptions(options, 'BR-9')).toEqual([]);
  });
});
