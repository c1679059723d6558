import { describe, expect, it } from 'vitest';
import { csvRow, toCsv } from '../export/csv';
import { LCDPR_HEADERS, entryCsvColumns, type EntryExportRow } from './export';
import {
  COST_CENTER_FILTER_MESSAGE,
  PERIOD_ORDER_MESSAGE,
  cashFlowQuerySchema,
  entriesCsvQuerySchema,
  entriesQuerySchema,
  readCostCenterFilter,
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
        costCenter: `lot:${ID}`,
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
      costCenter: { type: 'lot', id: ID },
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
    [{ costCenter: 'lot:1' }, 'costCenter', COST_CENTER_FILTER_MESSAGE],
    [{ costCenter: '' }, 'costCenter', COST_CENTER_FILTER_MESSAGE],
    [{ q: 'x'.repeat(61) }, 'q', 'Busca muito longa'],
    [{ q: 'pix\u0000' }, 'q', 'Texto com caracteres inválidos'],
    [{ limit: '0' }, 'limit', 'Limite inválido'],
    [{ limit: '1e308' }, 'limit', 'Limite inválido'],
    [{ review: '0' }, 'review', 'Filtro inválido'],
  ])('refuses %j', (query, path, message) => {
    expect(messages(entriesQuerySchema.safeParse(query))).toEqual({ [path]: message });
  });

  it("reads 'Centro de custo' as the entry form's select writes it", () => {
    expect(readCostCenterFilter('farm')).toEqual({ type: 'farm' });
    expect(readCostCenterFilter(`lot:${ID}`)).toEqual({ type: 'lot', id: ID });
    expect(readCostCenterFilter(`paddock:${ID}`)).toEqual({ type: 'paddock', id: ID });
    for (const bad of [
      '',
      'Farm',
      'fazenda',
      'lot',
      'lot:',
      `lot:${ID}:x`,
      `lote:${ID}`,
      `lot:${ID.toUpperCase()}`,
      `lot:${ID}\u0000`,
      `paddock:${ID}0`,
    ]) {
      expect(readCostCenterFilter(bad), bad).toBeNull();
    }
  });

  it("exports what the list shows: the list's filters, every 'Situação' unless one is chosen", () => {
    expect(entriesCsvQuerySchema.parse({})).toEqual({});
    expect(entriesCsvQuerySchema.parse({ status: 'planned', costCenter: 'farm' })).toEqual({
      status: 'planned',
      costCenter: { type: 'farm' },
    });
    expect(entriesCsvQuerySchema.parse({ cursor: 'x', limit: '5' })).toEqual({});
    expect(
      messages(entriesCsvQuerySchema.safeParse({ from: '2025-02-01', to: '2025-01-01' })),
    ).toEqual({ to: PERIOD_ORDER_MESSAGE });
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
    status: 'realized',
    dueDate: null,
    settledOn: '2025-03-07',
    costCenter: 'Lote 3',
    source: 'herd',
    instalment: null,
  };
  const line = (row: EntryExportRow) => csvRow(entryCsvColumns, row);

  it("starts with the LCDPR's columns, then what the list shows", () => {
    expect(entryCsvColumns.map((c) => c.header)).toEqual([
      ...LCDPR_HEADERS,
      'Situação',
      'Vencimento',
      'Realizado em',
      'Centro de custo',
      'Origem',
      'Parcela',
    ]);
  });

  it('writes a row as the accountant imports it', () => {
    expect(line(sale)).toBe(
      '07/03/2025;"Venda de 12 bois; frigorífico";12345,60;Receita;Venda de animais;Realizado;;07/03/2025;Lote 3;Do rebanho;\r\n',
    );
    const instalment: EntryExportRow = {
      ...sale,
      description: 'Trator',
      amountCents: 5,
      type: 'expense',
      accountName: 'Máquinas e benfeitorias',
      status: 'planned',
      dueDate: '2025-04-30',
      settledOn: null,
      costCenter: 'Fazenda (geral)',
      source: 'manual',
      instalment: { number: 2, count: 10 },
    };
    expect(line(instalment)).toBe(
      '07/03/2025;Trator;0,05;Despesa;Máquinas e benfeitorias;Previsto;30/04/2025;;Fazenda (geral);Manual;2 de 10\r\n',
    );
    // Whole centavos, never a float: the largest amount the book holds, to the centavo.
    const plain = { ...sale, description: 'Venda' };
    expect(line({ ...plain, amountCents: 99_999_999_999 }).split(';')[2]).toBe('999999999,99');
    expect(line({ ...plain, source: 'bank' }).split(';')[9]).toBe('Extrato');
  });

  it('writes the whole file in the app format, formulas defused', () => {
    const csv = toCsv(entryCsvColumns, [{ ...sale, description: '=HYPERLINK("x")' }]);
    expect(csv).toBe(
      '\uFEFFData;Descrição;Valor;Tipo;Categoria;Situação;Vencimento;Realizado em;Centro de custo;Origem;Parcela\r\n' +
        `07/03/2025;"'=HYPERLINK(""x"")";12345,60;Receita;Venda de animais;Realizado;;07/03/2025;Lote 3;Do rebanho;\r\n`,
    );
  });
});
