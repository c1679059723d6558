import type { CsvColumn } from '../export/csv';
import {
  ENTRY_SOURCE_LABELS,
  ENTRY_STATUS_LABELS,
  ENTRY_TYPE_LABELS,
  type EntrySource,
  type EntryStatus,
  type EntryType,
} from './constants';
import { plainCents, type Cents } from './money';

/*
 * The book's CSV file (issue 43 item 7): first the columns an accountant's LCDPR import expects —
 * data, descrição, valor, tipo, categoria — then what the list shows of each entry. The app's CSV
 * format (export/csv.ts: ';', UTF-8 with a BOM, dd/mm/aaaa). The value is written from the
 * centavos, always with 2 decimals and a comma, no thousands separator ('1234,50'), positive:
 * 'Tipo' says whether it came in or went out.
 */

/** What one line of the file needs of an entry. */
export interface EntryExportRow {
  /** 'YYYY-MM-DD'. */
  date: string;
  description: string;
  amountCents: Cents;
  type: EntryType;
  accountName: string;
  status: EntryStatus;
  /** 'Vencimento' of a foreseen entry. */
  dueDate: string | null;
  /** The day it was paid or received. */
  settledOn: string | null;
  /** 'Fazenda (geral)', the lot's or the paddock's name. */
  costCenter: string;
  source: EntrySource;
  /** One of an expense's 'Parcelas'; null for a single entry. */
  instalment: { number: number; count: number } | null;
}

/**
 * The file's columns, in order, for csvHeader / csvRow (export/csv.ts). 'Parcela' is '2 de 10',
 * never '2/10', which a spreadsheet in Brazil reads as a date.
 * @example
 * csvRow(entryCsvColumns, { date: '2025-03-07', description: 'Venda de bois',
 *   amountCents: 1234560, type: 'income', accountName: 'Venda de animais', status: 'realized',
 *   dueDate: null, settledOn: '2025-03-07', costCenter: 'Lote 3', source: 'herd',
 *   instalment: null })
 * //=> '07/03/2025;Venda de bois;12345,60;Receita;Venda de animais;Realizado;;07/03/2025;Lote 3;Do rebanho;\r\n'
 */
export const entryCsvColumns: CsvColumn<EntryExportRow>[] = [
  { header: 'Data', value: (r) => r.date, kind: 'date' },
  { header: 'Descrição', value: (r) => r.description },
  { header: 'Valor', value: (r) => plainCents(Math.abs(r.amountCents)) },
  { header: 'Tipo', value: (r) => ENTRY_TYPE_LABELS[r.type] },
  { header: 'Categoria', value: (r) => r.accountName },
  { header: 'Situação', value: (r) => ENTRY_STATUS_LABELS[r.status] },
  { header: 'Vencimento', value: (r) => r.dueDate, kind: 'date' },
  { header: 'Realizado em', value: (r) => r.settledOn, kind: 'date' },
  { header: 'Centro de custo', value: (r) => r.costCenter },
  { header: 'Origem', value: (r) => ENTRY_SOURCE_LABELS[r.source] },
  {
    header: 'Parcela',
    value: (r) => (r.instalment ? `${r.instalment.number} de ${r.instalment.count}` : null),
  },
];

/** The LCDPR's columns, first in the file. */
export const LCDPR_HEADERS = ['Data', 'Descrição', 'Valor', 'Tipo', 'Categoria'] as const;
