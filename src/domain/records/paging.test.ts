import { describe, expect, it } from 'vitest';
import { printedPartText, rowPageQuerySchema } from './paging';

describe('page queries', () => {
  it('takes limit 1 to 100 and a cursor, and refuses the rest with messages', () => {
    // The cursor's content is the server's to read (src/server/cursor.ts).
    expect(rowPageQuerySchema.parse({ before: 'x' })).toEqual({ before: 'x' });
    expect(rowPageQuerySchema.parse({ limit: '100' })).toEqual({ limit: 100 });
    for (const limit of ['0', '101', '1.5', '-1', '1e2', '']) {
      const parsed = rowPageQuerySchema.safeParse({ limit });
      expect(parsed.success, limit).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Limite inválido');
    }
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
