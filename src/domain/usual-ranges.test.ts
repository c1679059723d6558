import { describe, expect, it } from 'vitest';
import { usualRangeWarning } from './usual-ranges';

describe('usualRangeWarning', () => {
  it('names the usual range of an arroba typed ten times too high', () => {
    expect(usualRangeWarning('arroba', 3720)).toBe(
      'Valor fora do comum: a arroba costuma ficar entre R$ 150,00 e R$ 600,00. Confira.',
    );
  });

  it('warns for a live weight of 4.500 kg and a GMD above 2,5 kg/dia', () => {
    expect(usualRangeWarning('liveWeight', 4500)).toBe(
      'Valor fora do comum: o peso vivo costuma ficar entre 20 kg e 1.200 kg. Confira.',
    );
    expect(usualRangeWarning('dailyGain', 2.6)).toBe(
      'Valor fora do comum: o GMD costuma ficar entre -1,0 kg/dia e 2,5 kg/dia. Confira.',
    );
  });

  it('stays quiet inside the range, at its edges, and for empty or unreadable values', () => {
    expect(usualRangeWarning('arroba', 320)).toBeUndefined();
    expect(usualRangeWarning('arroba', 150)).toBeUndefined();
    expect(usualRangeWarning('arroba', 600)).toBeUndefined();
    expect(usualRangeWarning('liveWeight', 450)).toBeUndefined();
    expect(usualRangeWarning('dailyGain', 2.5)).toBeUndefined();
    expect(usualRangeWarning('carcassYield', 52)).toBeUndefined();
    expect(usualRangeWarning('arroba', undefined)).toBeUndefined();
    expect(usualRangeWarning('arroba', Number.NaN)).toBeUndefined();
  });

  it('warns below the range too', () => {
    expect(usualRangeWarning('arroba', 15)).toMatch(/^Valor fora do comum: a arroba/);
    expect(usualRangeWarning('liveWeight', 5)).toMatch(/o peso vivo/);
    expect(usualRangeWarning('carcassYield', 90)).toMatch(/entre 40% e 65%/);
  });
});
