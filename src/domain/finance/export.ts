import type { CsvColumn } from '../export/csv';
import { formatDateBR } from '../records/dates';
import { ENTRY_TYPE_LABELS, type EntryType } from './constants';
import { plainCents, type Cents } from './money';

/*
 * The book's CSV file (issue 43 item 7): the columns an accountant's LCDPR import expects —
 * data, descrição, valor, tipo, categoria — in the app's CSV format (export/csv.ts: ';', UTF-8
 * with a BOM, dd/mm/aaaa). The value is written from the centavos, always with 2 decimals and a
 * comma, no thousands separator ('1234,50'), positive: 'Tipo' says whether it came in or went out.
 */

/** What one line of the file needs of an entry. */
export interface EntryExportRow {
  /** 'YYYY-MM-DD'. */
  date: string;
  description: string;
  amountCents: Cents;
  type: EntryType;
  accountName: string;
}

export const ENTRY_CSV_HEADERS = ['Data', 'Descrição', 'Valor', 'Tipo', 'Categoria'] as const;

/**
 * One entry's cells, before CSV quoting (csvCell quotes and defuses formulas).
 * @example
 * entryCsvCells({ date: '2025-03-07', description: 'Venda de bois', amountCents: 1234560,
 *   type: 'income', accountName: 'Venda de animais' })
 * //=> ['07/03/2025', 'Venda de bois', '12345,60', 'Receita', 'Venda de animais']
 */
export function entryCsvCells(row: EntryExportRow): string[] {
  return [
    formatDateBR(row.date),
    row.description,
    plainCents(Math.abs(row.amountCents)),
    ENTRY_TYPE_LABELS[row.type],
    row.accountName,
  ];
}

/** The file's columns, for toCsv / csvRow (export/csv.ts). */
export const entryColumns: CsvColumn<EntryExportRow>[] = ENTRY_CSV_HEADERS.map((header, i) => ({
  header,
  value: (row: EntryExportRow) => entryCsvCells(row)[i],
}));
