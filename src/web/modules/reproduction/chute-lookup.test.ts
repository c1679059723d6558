import { describe, expect, it } from 'vitest';
import {
  chuteServiceText,
  chuteTerm,
  femalesOf,
  notFoundText,
  pickFemale,
  toCheckText,
} from './chute-lookup';
import { cow } from './test-fixtures';

const her = cow({ tag: 'A-12', eid: '982000123456789' });
const longer = cow({ animalId: 'x', tag: 'A-120', eid: null });

describe('the chute’s lookup', () => {
  it('reads a brinco, or an EID however the stick wrote it', () => {
    expect(chuteTerm('  ')).toBeNull();
    expect(chuteTerm(' A-12 ')).toEqual({ kind: 'tag', tag: 'A-12', q: 'A-12' });
    for (const read of ['982000123456789', 'LA 982 000123456789', '0982000123456789']) {
      expect(chuteTerm(read)).toEqual({
        kind: 'eid',
        eid: '982000123456789',
        q: '982000123456789',
      });
    }
  });

  it('picks the brinco exactly (any case), never one it begins; the EID by the EID', () => {
    expect(pickFemale([longer, her], chuteTerm('a-12')!)).toBe(her);
    expect(pickFemale([longer], chuteTerm('A-12')!)).toBeNull();
    expect(pickFemale([longer, her], chuteTerm('982 000123456789')!)).toBe(her);
    const tagged = cow({ tag: '982000123456789', eid: null });
    expect(pickFemale([tagged], chuteTerm('982000123456789')!)).toBe(tagged);
  });

  it('finds her in the device’s pages and pages of pages', () => {
    const answers = [
      { pages: [{ items: [longer], nextCursor: 'c' }] },
      { items: [her], nextCursor: null },
      undefined,
      [1, 2],
    ];
    expect(femalesOf(answers)).toEqual([longer, her]);
  });

  it('says what it could not find, online or offline', () => {
    expect(notFoundText(chuteTerm('123')!, false)).toBe('Brinco 123 não está nesta estação');
    expect(notFoundText(chuteTerm('982000123456789')!, false)).toBe(
      'EID 982 000123456789 não está nesta estação',
    );
    expect(notFoundText(chuteTerm('123')!, true)).toMatch(
      /^Sem conexão: o brinco 123 não está entre as fêmeas guardadas neste aparelho\./,
    );
  });

  it('says her last service and how many are left', () => {
    expect(chuteServiceText(her.lastService!)).toBe(
      'IA em 10/11/2026 · Touro ou sêmen: Jaguar · Inseminador: Zé',
    );
    const natural = { ...her.lastService!, kind: 'natural_service' as const, sire: '12' };
    expect(chuteServiceText({ ...natural, endsOn: '2026-11-30' })).toBe(
      'Monta natural de 10/11/2026 a 30/11/2026 · Touro: 12',
    );
    expect(chuteServiceText(natural)).toBe('Monta natural desde 10/11/2026 · Touro: 12');
    expect(toCheckText({ exposed: 1200, diagnosed: 37 })).toBe('Faltam diagnosticar: 1.163');
  });
});
