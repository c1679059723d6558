import { describe, expect, it } from 'vitest';
import {
  partialUndoAllowed,
  takeOutLabel,
  undoHerdEventSchema,
  undoQuestion,
  wholeEventLabel,
} from './undo';

describe('what the undo of an event of several animals says (decision 063)', () => {
  it('names every animal of a small event', () => {
    expect(undoQuestion('sale', 3, ['00001', '00002', '00003'])).toBe(
      'Desfazer a venda de 3 animais: 00001, 00002, 00003?',
    );
    expect(undoQuestion('transfer', 2, ['A', 'B'])).toBe(
      'Desfazer a transferência de 2 animais: A, B?',
    );
  });
  it('names the first five of a big one and counts the rest', () => {
    expect(undoQuestion('purchase', 1250, ['1', '2', '3', '4', '5'])).toBe(
      'Desfazer a compra de 1.250 animais: 1, 2, 3, 4, 5 e mais 1.245?',
    );
  });
  it('offers one animal out, or the whole event', () => {
    expect(takeOutLabel('sale', '00002')).toBe('Tirar só o 00002 desta venda');
    expect(takeOutLabel('transfer', '7')).toBe('Tirar só o 7 desta transferência');
    expect(wholeEventLabel('sale', 3)).toBe('Desfazer a venda inteira (3 animais)');
    expect(wholeEventLabel('purchase', 1200)).toBe('Desfazer a compra inteira (1.200 animais)');
  });
  it('takes one animal out of a sale, purchase or move only', () => {
    expect(partialUndoAllowed('sale', false)).toBe(true);
    expect(partialUndoAllowed('purchase', false)).toBe(true);
    expect(partialUndoAllowed('transfer', false)).toBe(true);
    expect(partialUndoAllowed('transfer', true)).toBe(false);
    for (const kind of ['death', 'birth', 'calving', 'entry'] as const) {
      expect(partialUndoAllowed(kind, false)).toBe(false);
    }
  });
  it('reads the animal as a uuid or nothing', () => {
    expect(undoHerdEventSchema.parse({ reason: 'Errado' })).toEqual({
      reason: 'Errado',
      animalId: null,
    });
    expect(undoHerdEventSchema.safeParse({ reason: 'Errado', animalId: '12' }).success).toBe(false);
  });
});
