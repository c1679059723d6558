import { describe, expect, it } from 'vitest';
import { ageInYearsAndMonths } from './age';

describe('ageInYearsAndMonths', () => {
  it.each([
    [0, 'menos de 1 mês'],
    [1, '1 mês'],
    [11, '11 meses'],
    [12, '1 ano'],
    [13, '1 ano e 1 mês'],
    [14, '1 ano e 2 meses'],
    [24, '2 anos'],
    [27, '2 anos e 3 meses'],
    [121, '10 anos e 1 mês'],
  ])('reads %i months as %s', (months, text) => {
    expect(ageInYearsAndMonths(months)).toBe(text);
  });

  it('takes whole months only, and never a negative age', () => {
    expect(ageInYearsAndMonths(12.9)).toBe('1 ano');
    expect(ageInYearsAndMonths(-3)).toBe('menos de 1 mês');
  });
});
