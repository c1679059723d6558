import { describe, expect, it } from 'vitest';
import { parseRowCursor, printedPartText, rowCursorText, rowPageQuerySchema } from './paging';

const ID = '0b6f4d2e-7c1a-4e8b-9f3d-2a5c6e7f8091';

describe('row cursors', () => {
  it('reads the cursor the server makes, and writes it back the same', () => {
    const text = `2026-03-01T10:00:00.123456Z~${ID}`;
    const cursor = parseRowCursor(text);
    expect(cursor).toEqual({ at: '2026-03-01T10:00:00.123456Z', id: ID });
    expect(rowCursorText(cursor!)).toBe(text);
  });

  it.each([
    ['no id', '2026-03-01T10:00:00.123456Z'],
    ['milliseconds only', `2026-03-01T10:00:00.123Z~${ID}`],
    ['30 February', `2026-02-30T10:00:00.000000Z~${ID}`],
    ['hour 24', `2026-03-01T24:00:00.000000Z~${ID}`],
    ['year 0', `0000-01-01T00:00:00.000000Z~${ID}`],
    ['year 1999', `1999-12-31T23:59:59.999999Z~${ID}`],
    ['an id in capitals', `2026-03-01T10:00:00.123456Z~${ID.toUpperCase()}`],
    ['a NUL', `2026-03-01T10:00:00.123456Z~${ID}\u0000`],
  ])('refuses %s', (_name, text) => {
    expect(parseRowCursor(text)).toBeUndefined();
  });

  it('takes limit 1 to 100 and a cursor, and refuses the rest with messages', () => {
    expect(rowPageQuerySchema.parse({ limit: '100' })).toEqual({ limit: 100 });
    for (const limit of ['0', '101', '1.5', '-1', '1e2', '']) {
      const parsed = rowPageQuerySchema.safeParse({ limit });
      expect(parsed.success, limit).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Limite inválido');
    }
    const bad = rowPageQuerySchema.safeParse({ before: 'x' });
    expect(bad.error?.issues[0]?.message).toBe('Cursor inválido');
  });
});

describe('printedPartText', () => {
  it('says how much of the list is printed and that the totals are of all of it', () => {
    expect(printedPartText(100, 20000, { plural: 'animais' })).toBe(
      'Mostrando 100 de 20.000 animais — os totais são de todos.',
    );
    expect(printedPartText(50, 120, { plural: 'categorias', feminine: true })).toBe(
      'Mostrando 50 de 120 categorias — os totais são de todas.',
    );
  });

  it('says nothing when the whole list is shown', () => {
    expect(printedPartText(20, 20, { plural: 'lotes' })).toBe('');
    expect(printedPartText(3, 2, { plural: 'lotes' })).toBe('');
  });
});
