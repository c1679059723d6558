import { describe, expect, it } from 'vitest';
import {
  createCategoryGuesser,
  guessCategory,
  importSummaryText,
  normalizeDescription,
  unreadLinesText,
  type CategorisedEntry,
} from './guess';

describe('normalizeDescription', () => {
  it.each([
    ['PIX ENVIADO 15/03 João da Silva', 'pix enviado joao da silva'],
    ['PAG BOLETO NF-e 12.345 Agropecuária', 'pag boleto nf e agropecuaria'],
    ['COMPRA CARTAO - POSTO BOM JESUS 0803', 'compra cartao posto bom jesus'],
    ['TED 001.1234.56789-0 FULANO', 'ted fulano'],
    ['Tarifa pacote 2025-01-31', 'tarifa pacote'],
    ['  SUPLEMENTAÇÃO   MINERAL\u0000 ', 'suplementacao mineral'],
    ['DOC:4455 R$150,00', 'doc'],
    ['12/01/2025 123456', ''],
    ['', ''],
  ])('%j → %j', (description, normalized) => {
    expect(normalizeDescription(description)).toBe(normalized);
  });
});

const entry = (
  description: string,
  accountId: string,
  date: string,
  type: CategorisedEntry['type'] = 'expense',
): CategorisedEntry => ({ description, accountId, date, type });

describe('createCategoryGuesser', () => {
  it('gives the category most often used for the same description', () => {
    const guess = createCategoryGuesser([
      entry('PIX ENVIADO 05/01 POSTO BOA VISTA', 'fuel', '2025-01-05'),
      entry('PIX ENVIADO 12/01 POSTO BOA VISTA', 'fuel', '2025-01-12'),
      entry('PIX ENVIADO 20/01 POSTO BOA VISTA', 'maintenance', '2025-01-20'),
    ]);
    expect(guess('PIX ENVIADO 09/02 POSTO BOA VISTA', 'expense')).toBe('fuel');
    expect(guess('Pix enviado posto boa vista', 'expense')).toBe('fuel');
  });

  it('breaks a tie by the most recent', () => {
    const guess = createCategoryGuesser([
      entry('Agropecuária São José', 'feed', '2025-03-01'),
      entry('Agropecuaria Sao Jose', 'animal-health', '2025-01-01'),
      entry('AGROPECUARIA SAO JOSE', 'animal-health', '2025-04-01'),
      entry('agropecuaria sao jose', 'feed', '2025-02-01'),
    ]);
    expect(guess('AGROPECUÁRIA SÃO JOSÉ', 'expense')).toBe('animal-health');
  });

  it('breaks a tie on the same day by the later in the history', () => {
    const history = [entry('X', 'a', '2025-01-01'), entry('X', 'b', '2025-01-01')];
    expect(guessCategory('x', 'expense', history)).toBe('b');
    expect(guessCategory('x', 'expense', history.reverse())).toBe('a');
  });

  it('keeps money in and money out apart', () => {
    const guess = createCategoryGuesser([
      entry('PIX JOAO', 'labour', '2025-01-05'),
      entry('PIX JOAO', 'lease-received', '2025-01-06', 'income'),
    ]);
    expect(guess('PIX JOAO', 'expense')).toBe('labour');
    expect(guess('PIX JOAO', 'income')).toBe('lease-received');
  });

  it('guesses nothing for a new description or one without letters', () => {
    const guess = createCategoryGuesser([entry('12/01 123', 'fuel', '2025-01-05')]);
    expect(guess('Posto novo', 'expense')).toBeNull();
    expect(guess('12/01 123', 'expense')).toBeNull();
    expect(guess('', 'expense')).toBeNull();
    expect(guessCategory('x', 'income', [])).toBeNull();
  });

  it('learns from 50.000 entries', () => {
    const history = Array.from({ length: 50_000 }, (_, i) =>
      entry(`FORNECEDOR ${i % 500} DOC ${i}`, `account-${i % 7}`, '2025-01-01'),
    );
    const guess = createCategoryGuesser(history);
    expect(guess('fornecedor doc 1', 'expense')).not.toBeNull();
  });
});

describe('importSummaryText', () => {
  it.each([
    [12, 3, '12 lançamentos importados, 3 já existiam'],
    [1, 1, '1 lançamento importado, 1 já existia'],
    [1, 0, '1 lançamento importado'],
    [5000, 0, '5.000 lançamentos importados'],
    [0, 3, 'Nenhum lançamento novo: 3 já existiam'],
    [0, 1, 'Nenhum lançamento novo: 1 já existia'],
    [0, 0, 'Nenhum lançamento no extrato'],
    [2, 1234, '2 lançamentos importados, 1.234 já existiam'],
  ])('%d imported, %d existing: %s', (imported, existing, text) => {
    expect(importSummaryText(imported, existing)).toBe(text);
  });

  it('says how many lines were left out', () => {
    expect(unreadLinesText(0)).toBe('');
    expect(unreadLinesText(1)).toBe('1 linha do extrato não pôde ser lida e ficou de fora:');
    expect(unreadLinesText(2)).toBe('2 linhas do extrato não puderam ser lidas e ficaram de fora:');
  });
});
