import { describe, expect, it } from 'vitest';
import { EID_LENGTH_MESSAGE, formatEid, normalizeEid, readEid } from './eid';

describe('readEid', () => {
  it.each([
    '982 000123456789',
    '982000123456789',
    '0982000123456789',
    'LA 982 000123456789',
    'LA982000123456789',
    '  982.000.123.456.789 ',
    'EID: 982-000123456789',
  ])('reads %s as one animal', (raw) => {
    expect(readEid(raw)).toEqual({ ok: true, eid: '982000123456789' });
  });

  it.each(['9.82E+14', '9,82E+14', '9.82000123456789e14', '9.82E14'])(
    'refuses Excel’s %s',
    (raw) => {
      expect(readEid(raw)).toMatchObject({ ok: false, reason: 'scientific' });
    },
  );

  it.each([
    '98200012345678',
    '98200012345678901',
    '1982000123456789',
    'ABC',
    '',
    '982 00012345678X',
  ])('refuses %s: not 15 digits', (raw) => {
    expect(readEid(raw)).toEqual({ ok: false, reason: 'length', message: EID_LENGTH_MESSAGE });
  });

  it('normalizeEid gives the digits or null', () => {
    expect(normalizeEid('982 000123456789')).toBe('982000123456789');
    expect(normalizeEid('123')).toBeNull();
  });

  it('formatEid groups the code apart', () => {
    expect(formatEid('982000123456789')).toBe('982 000123456789');
    expect(formatEid('12')).toBe('12');
  });
});
