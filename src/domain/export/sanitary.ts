import { formatEid } from '../herd/eid';
import type { ApplicationRecord } from '../sanitary/api';
import type { CsvColumn } from './csv';

/*
 * The sanitary records' CSV files (issue 26 item 7): the brucellosis proof of a semester
 * ('Comprovante de vacinação contra brucelose', what the state's service asks for each semester)
 * and the applications of a period (for the veterinarian). Same format as every export (csv.ts,
 * decision 017); 'Campo' gets the applications without their cost.
 */

/** One vaccinated female as the proof writes her. */
export interface BrucellosisExportRow {
  tag: string;
  eid: string | null;
  birthDate: string | null;
  vaccine: string;
  date: string;
  veterinarian: string | null;
}

export const brucellosisColumns: CsvColumn<BrucellosisExportRow>[] = [
  { header: 'Brinco', value: (r) => r.tag },
  { header: 'EID', value: (r) => (r.eid ? formatEid(r.eid) : null) },
  { header: 'Nascimento', value: (r) => r.birthDate, kind: 'date' },
  { header: 'Vacina', value: (r) => r.vaccine },
  { header: 'Data da vacinação', value: (r) => r.date, kind: 'date' },
  { header: 'Veterinário', value: (r) => r.veterinarian },
];

/** One application as the period's file writes it. */
export interface ApplicationExportRow extends ApplicationRecord {
  productType: string;
  doseUnit: string;
  /**
   * A dose before the animal was registered (decision 063): its date stands in for an unknown
   * day, it has no dose, and 'Observações' says so.
   */
  priorHistory?: boolean;
}

/** What 'Observações' says of a dose marked before the registration. */
export const PRIOR_HISTORY_NOTE = 'Antes do cadastro (data aproximada)';

/** The applications file's columns: without 'Custo (R$)' for 'Campo'. */
export function applicationColumns(withMoney: boolean): CsvColumn<ApplicationExportRow>[] {
  return [
    { header: 'Data', value: (r) => r.date, kind: 'date' },
    { header: 'Brinco', value: (r) => r.tag },
    { header: 'Produto', value: (r) => r.productName },
    { header: 'Tipo', value: (r) => r.productType },
    {
      header: 'Dose',
      value: (r) => (r.priorHistory ? null : r.dose),
      kind: 'number',
      decimals: 3,
    },
    { header: 'Unidade', value: (r) => r.doseUnit },
    { header: 'Aplicado por', value: (r) => r.appliedBy },
    { header: 'Veterinário', value: (r) => r.veterinarian },
    { header: 'Carência até', value: (r) => r.withdrawalUntil, kind: 'date' },
    ...(withMoney
      ? ([
          { header: 'Custo (R$)', value: (r) => r.cost, kind: 'number', decimals: 2 },
        ] satisfies CsvColumn<ApplicationExportRow>[])
      : []),
    {
      header: 'Observações',
      value: (r) =>
        r.priorHistory ? [PRIOR_HISTORY_NOTE, r.notes].filter(Boolean).join(' · ') : r.notes,
    },
    { header: 'Desfeita', value: (r) => (r.undone ? 'Sim' : 'Não') },
    { header: 'Motivo (desfeita)', value: (r) => r.undoReason },
  ];
}
