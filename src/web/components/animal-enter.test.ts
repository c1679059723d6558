import { describe, expect, it } from 'vitest';
import type { AnimalOption } from '@/domain/herd/api';
import { matchOnEnter, readEnter, registerHref } from './animal-enter';

const animal = (tag: string, eid: string | null = null, id = tag): AnimalOption => ({
  id,
  tag,
  eid,
  name: null,
  sex: 'F',
  category: null,
});

describe('readEnter', () => {
  it('reads nothing from an empty text', () => {
    expect(readEnter('')).toBeNull();
    expect(readEnter('   ')).toBeNull();
  });

  it('reads an EID however a stick reader writes it', () => {
    for (const typed of [
      '982 000123456789',
      '982000123456789',
      '0982000123456789',
      'LA 982 000123456789',
      ' 982 000123456789\n',
    ]) {
      expect(readEnter(typed)).toEqual({ q: typed.trim(), eid: '982000123456789' });
    }
  });

  it('takes anything else as a brinco', () => {
    expect(readEnter(' BR-0042 ')).toEqual({ q: 'BR-0042', eid: null });
    expect(readEnter('98200012345')).toEqual({ q: '98200012345', eid: null });
  });
});

describe('matchOnEnter', () => {
  const eid = readEnter('982 000123456789')!;

  it('picks the one animal with that EID, even when the answer holds others', () => {
    const cow = animal('42', '982000123456789');
    expect(matchOnEnter(eid, [cow, animal('9820')])).toEqual({ kind: 'animal', animal: cow });
  });

  it('picks the animal whose brinco is the text, then any case', () => {
    const exact = animal('BR-7');
    expect(matchOnEnter(readEnter('BR-7')!, [animal('BR-70'), exact])).toEqual({
      kind: 'animal',
      animal: exact,
    });
    expect(matchOnEnter(readEnter('br-7')!, [animal('BR-70'), exact])).toEqual({
      kind: 'animal',
      animal: exact,
    });
  });

  it('does not pick an animal the text only starts or is part of', () => {
    expect(matchOnEnter(readEnter('BR-7')!, [animal('BR-70'), animal('XBR-7')]).kind).toBe(
      'unknown',
    );
  });

  it('names an unknown EID by its 15 digits and shows it spaced', () => {
    expect(matchOnEnter(eid, [])).toEqual({
      kind: 'unknown',
      id: '982000123456789',
      shown: '982 000123456789',
      eid: '982000123456789',
    });
    expect(matchOnEnter(readEnter('NOVILHA-9')!, [])).toEqual({
      kind: 'unknown',
      id: 'NOVILHA-9',
      shown: 'NOVILHA-9',
      eid: null,
    });
  });

  it('lets the person choose when a brinco names several animals (sold and active)', () => {
    const both = [animal('7', null, 'a'), animal('7', null, 'b')];
    expect(matchOnEnter(readEnter('7')!, both)).toEqual({ kind: 'many', animals: both });
  });

  it('prefers the EID to a brinco written with the same digits', () => {
    const byTag = animal('982000123456789', null, 'tag');
    const byEid = animal('5', '982000123456789', 'eid');
    expect(matchOnEnter(eid, [byTag, byEid])).toEqual({ kind: 'animal', animal: byEid });
  });
});

describe('registerHref', () => {
  it('prefills the EID or the brinco of the registration form', () => {
    expect(registerHref({ id: '982000123456789', eid: '982000123456789' })).toBe(
      '/rebanho/novo?eid=982+000123456789',
    );
    expect(registerHref({ id: 'BR 9/1', eid: null })).toBe('/rebanho/novo?brinco=BR+9%2F1');
  });
});
