import { describe, expect, it } from 'vitest';
import { coveredNames } from './list-sql';

describe("the inventory list's covered names (decision 062)", () => {
  it('gives each covered category in lower case and its plural, as a text array', () => {
    expect(coveredNames(['Vaca', 'Boi'])).toBe('{vaca,vacas,boi,bois}');
    expect(coveredNames([])).toBe('{}');
  });

  it('drops anything that is not a category (nothing reaches the array literal unchecked)', () => {
    expect(coveredNames(['Vaca', 'x,y}' as never])).toBe('{vaca,vacas}');
  });
});
