import { describe, expect, it } from 'vitest';
import { expandTagRange, parseTagList } from './herd-tags';

describe('expandTagRange', () => {
  it('counts the trailing number and keeps its padding', () => {
    expect(expandTagRange('NEL-008', 'NEL-011')).toEqual({
      ok: true,
      tags: ['NEL-008', 'NEL-009', 'NEL-010', 'NEL-011'],
    });
    expect(expandTagRange('100', '102')).toEqual({ ok: true, tags: ['100', '101', '102'] });
  });

  it('refuses a backwards range, other prefixes and more than 5.000', () => {
    expect(expandTagRange('10', '9').ok).toBe(false);
    expect(expandTagRange('A1', 'B2').ok).toBe(false);
    expect(expandTagRange('X', 'Y').ok).toBe(false);
    expect(expandTagRange('1', '5001').ok).toBe(false);
  });
});

describe('parseTagList', () => {
  it('splits lines, commas and semicolons, once each', () => {
    expect(parseTagList('101\n102; 103,\n\n101')).toEqual({
      ok: true,
      tags: ['101', '102', '103'],
    });
  });
  it('refuses an empty list', () => {
    expect(parseTagList(' \n ').ok).toBe(false);
  });
});
