import { describe, expect, it } from 'vitest';
import { toCsv } from '../export/csv';
import { ENTRY_CSV_HEADERS, entryColumns, entryCsvCells, type EntryExportRow } from './export';
import {
  PERIOD_ORDER_MESSAGE,
  cashFlowQuerySchema,
  entriesCsvQuerySchema,
  entriesQuerySchema,
  resultsQuerySchema,
} from './queries';

const ID = '3f2b8f0e-8a4f-4a39-9f0e-2b8f0e8a4f4a';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  expect(result.success).toBe(false);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('entriesQuerySchema', () => {
  it('reads the filters of the list', () => {
    expect(
      entriesQuerySchema.parse({
        from: '2025-01-01',
        to: '2025-12-31',
        type: 'expense',
        accountId: ID,
        status: 'planned',
        source: 'bank',
        review: '1',
        q: '  posto ',
        cursor: 'abc',
        limit: '20',
      }),
    ).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
      type: 'expense',
      accountId: ID,
      status: 'planned',
      source: 'bank',
      review: '1',
      q: 'posto',
      cursor: 'abc',
      limit: 20,
    });
    expect(entriesQuerySchema.parse({})).toEqual({});
  });

  it.each([
    [{ from: '0000-01-01' }, 'from', 'Data inválida'],
    [{ to: '2025-02-30' }, 'to', 'Data inválida'],
    [{ from: '2025-02-01', to: '2025-01-01' }, 'to', PERIOD_ORDER_MESSAGE],
    [{ type: 'investment' }, 'type', 'Tipo inválido'],
    [{ status: 'paid' }, 'status', 'Situação inválida'],
    [{ source: 'csv' }, 'source', 'Origem inválida'],
    [{ accountId: 'Sanidade' }, 'accountId', 'Categoria não encontrada'],
    [{ lotId: '1' }, 'lotId', 'Lote não encontrado.'],
    [{ q: 'x'.repeat(61) }, 'q', 'Busca muito longa'],
    [{ q: 'pix\u0000' }, 'q', 'Texto com caracteres inválidos'],
    [{ limit: '0' }, 'limit', 'Limite inválido'],
    [{ limit: '1e308' }, 'limit', 'Limite inválido'],
    [{ review: '0' }, 'review', 'Filtro inválido'],
  ])('refuses %j', (query, path, message) => {
    expect(messages(entriesQuerySchema.safeParse(query))).toEqual({ [path]: message });
  });

  it('exports realized entries unless asked otherwise', () => {
    expect(entriesCsvQuerySchema.parse({})).toEqual({ status: 'realized' });
    expect(entriesCsvQuerySchema.parse({ status: 'planned' }).status).toBe('planned');
    expect(entriesCsvQuerySchema.parse({ cursor: 'x', limit: '5' })).not.toHaveProperty('cursor');
  });
});

describe('cash flow and results queries', () => {
  it('reads months in order', () => {
    expect(cashFlowQuerySchema.parse({ from: '2025-01', to: '2025-12' })).toEqual({
      from: '2025-01',
      to: '2025-12',
    });
    expect(messages(cashFlowQuerySchema.safeParse({ from: '0000-01' }))).toEqual({
      from: 'Mês inválido',
    });
    expect(messages(cashFlowQuerySchema.safeParse({ from: '2025-12', to: '2025-01' }))).toEqual({
      to: PERIOD_ORDER_MESSAGE,
    });
  });

  it('asks a year or a period, not both', () => {
    expect(resultsQuerySchema.parse({ year: '2025' })).toEqual({ year: 2025 });
    expect(resultsQuerySchema.parse({ from: '2025-01-01', to: '2025-06-30' })).toEqual({
      from: '2025-01-01',
      to: '2025-06-30',
    });
    for (const query of [
      {},
      { from: '2025-01-01' },
      { year: '2025', from: '2025-01-01', to: '2025-02-01' },
    ]) {
      expect(messages(resultsQuerySchema.safeParse(query))).toEqual({
        year: 'Escolha o ano ou o período',
      });
    }
    for (const year of ['0', '0000', '1979', '2101', '20255', '1e3']) {
      expect(messages(resultsQuerySchema.safeParse({ year }))).toHaveProperty('year');
    }
  });
});

describe('the CSV file', () => {
  const sale: EntryExportRow = {
    date: '2025-03-07',
    description: 'Venda de 12 bois; frigorífico',
    amountCents: 1_234_560,
    type: 'income',
    accountName: 'Venda de animais',
  };

  it('writes a row as the accountant imports it', () => {
    expect(entryCsvCells(sale)).toEqual([
      '07/03/2025',
      'Venda de 12 bois; frigorífico',
      '12345,60',
      'Receita',
      'Venda de animais',
    ]);
    expect(
      entryCsvCells({ ...sale, amountCents: -5, type: 'expense', accountName: 'Frete' }),
    ).toEqual(['07/03/2025', sale.description, '0,05', 'Despesa', 'Frete']);
    expect(entryCsvCells({ ...sale, amountCents: 99_999_999_999 })[2]).toBe('999999999,99');
  });

  it('writes the whole file in the app format, formulas defused', () => {
    const csv = toCsv(entryColumns, [sale, { ...sale, description: '=HYPERLINK("x")' }]);
    expect(csv).toBe(
      '\uFEFFData;Descrição;Valor;Tipo;Categoria\r\n' +
        '07/03/2025;"Venda de 12 bois; frigorífico";12345,60;Receita;Venda de animais\r\n' +
        `07/03/2025;"'=HYPERLINK(""x"")";12345,60;Receita;Venda de animais\r\n`,
    );
    expect(ENTRY_CSV_HEADERS).toHaveLength(5);
  });
});
