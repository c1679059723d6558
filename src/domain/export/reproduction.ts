import { z } from 'zod';
import type { CalfToWean, CalvingMonth, ExposedFemale } from '../reproduction/api';
import { femalesQuerySchema } from '../reproduction/queries';
import {
  DIAGNOSIS_LABELS,
  FEMALE_GROUP_LABELS,
  REPRO_STATUS_LABELS,
  type DiagnosisResult,
  type ReproEventKind,
} from '../reproduction/constants';
import type { CsvColumn } from './csv';

/*
 * The reproduction records' CSV files (issue 41 item 10): a season's females as its list shows
 * them (status, last service, diagnosis, 'Previsão de parto') and the module's records. Same
 * format as every export (csv.ts, decision 017); nothing here carries money.
 */

/** What each record of the module is called in the files. */
export const REPRO_EVENT_LABELS: Record<ReproEventKind, string> = {
  insemination: 'Inseminação',
  natural_service: 'Cobertura',
  diagnosis: 'Diagnóstico',
  abortion: 'Aborto',
  weaning: 'Desmame',
};

const SERVICE_LABELS = { insemination: 'IA', natural_service: 'Monta natural' } as const;

export const seasonFemaleColumns: CsvColumn<ExposedFemale>[] = [
  { header: 'Brinco', value: (r) => r.tag },
  { header: 'Nome', value: (r) => r.name },
  { header: 'Categoria', value: (r) => FEMALE_GROUP_LABELS[r.group] },
  { header: 'Situação', value: (r) => REPRO_STATUS_LABELS[r.status] },
  { header: 'Último serviço', value: (r) => r.lastService && SERVICE_LABELS[r.lastService.kind] },
  { header: 'Data do serviço', value: (r) => r.lastService?.date, kind: 'date' },
  { header: 'Fim da monta', value: (r) => r.lastService?.endsOn, kind: 'date' },
  { header: 'Touro ou sêmen', value: (r) => r.lastService?.sire },
  { header: 'Inseminador', value: (r) => r.lastService?.inseminator },
  {
    header: 'Diagnóstico',
    value: (r) => r.lastDiagnosis && DIAGNOSIS_LABELS[r.lastDiagnosis.result],
  },
  { header: 'Data do diagnóstico', value: (r) => r.lastDiagnosis?.date, kind: 'date' },
  {
    header: 'Dias de gestação',
    value: (r) => r.lastDiagnosis?.gestationDays,
    kind: 'number',
  },
  { header: 'Previsão de parto', value: (r) => r.expectedCalving?.from, kind: 'date' },
  {
    header: 'Previsão de parto (até)',
    value: (r) =>
      r.expectedCalving && r.expectedCalving.to !== r.expectedCalving.from
        ? r.expectedCalving.to
        : null,
    kind: 'date',
  },
];

/** One record of the module as its file writes it. */
export interface ReproEventExportRow {
  date: string;
  tag: string;
  kind: ReproEventKind;
  season: string | null;
  details: {
    sire?: string | null;
    inseminator?: string | null;
    endsOn?: string | null;
    result?: DiagnosisResult;
    gestationDays?: number | null;
    expectedFrom?: string | null;
    expectedTo?: string | null;
    weight?: number;
    ageDays?: number;
    p205?: number | null;
    birthWeightAssumed?: boolean;
    notes?: string | null;
  };
  undone: boolean;
  undoReason: string | null;
}

const yesNo = (v: boolean | undefined) => (v === undefined ? null : v ? 'Sim' : 'Não');

export const reproEventColumns: CsvColumn<ReproEventExportRow>[] = [
  { header: 'Data', value: (r) => r.date, kind: 'date' },
  { header: 'Brinco', value: (r) => r.tag },
  { header: 'Registro', value: (r) => REPRO_EVENT_LABELS[r.kind] },
  { header: 'Estação', value: (r) => r.season },
  { header: 'Touro ou sêmen', value: (r) => r.details.sire },
  { header: 'Inseminador', value: (r) => r.details.inseminator },
  { header: 'Fim da monta', value: (r) => r.details.endsOn, kind: 'date' },
  {
    header: 'Resultado',
    value: (r) => r.details.result && DIAGNOSIS_LABELS[r.details.result],
  },
  { header: 'Dias de gestação', value: (r) => r.details.gestationDays, kind: 'number' },
  { header: 'Previsão de parto', value: (r) => r.details.expectedFrom, kind: 'date' },
  {
    header: 'Previsão de parto (até)',
    value: (r) => (r.details.expectedTo !== r.details.expectedFrom ? r.details.expectedTo : null),
    kind: 'date',
  },
  { header: 'Peso ao desmame (kg)', value: (r) => r.details.weight, kind: 'number', decimals: 1 },
  { header: 'Idade ao desmame (dias)', value: (r) => r.details.ageDays, kind: 'number' },
  {
    header: 'Peso ajustado aos 205 dias (kg)',
    value: (r) => r.details.p205,
    kind: 'number',
    decimals: 1,
  },
  {
    header: 'Peso ao nascer presumido',
    value: (r) => (r.kind === 'weaning' ? yesNo(r.details.birthWeightAssumed) : null),
  },
  { header: 'Observações', value: (r) => r.details.notes },
  { header: 'Desfeito', value: (r) => (r.undone ? 'Sim' : 'Não') },
  { header: 'Motivo (desfeito)', value: (r) => r.undoReason },
];

const seasonIdSchema = z.uuid({ error: 'Estação não encontrada' });

/** The season females file's query: the season and the list's own filters. */
export const seasonFemalesCsvQuerySchema = femalesQuerySchema
  .omit({ cursor: true, limit: true })
  .extend({ seasonId: seasonIdSchema });

/** The records file's query: one season's, or (without it) all the farm's. */
export const reproEventsCsvQuerySchema = z.object({ seasonId: seasonIdSchema.optional() });

/** The query of a season's own lists ('A desmamar', 'Previsão de partos'): the season. */
export const seasonCsvQuerySchema = z.object({ seasonId: seasonIdSchema });

/** 'A desmamar': the calves, their age and mother. */
export const toWeanColumns: CsvColumn<CalfToWean>[] = [
  { header: 'Brinco', value: (r) => r.tag },
  { header: 'Nome', value: (r) => r.name },
  { header: 'Sexo', value: (r) => (r.sex === 'M' ? 'Macho' : r.sex === 'F' ? 'Fêmea' : null) },
  { header: 'Nascimento', value: (r) => r.birthDate, kind: 'date' },
  { header: 'Idade (meses)', value: (r) => r.ageMonths, kind: 'number' },
  { header: 'Mãe', value: (r) => r.motherTag },
];

/** 'Previsão de partos' by month: the pregnant females due, and those already calved. */
export const calvingMonthColumns: CsvColumn<CalvingMonth>[] = [
  { header: 'Mês', value: (r) => `${r.month.slice(5, 7)}/${r.month.slice(0, 4)}` },
  { header: 'Partos previstos', value: (r) => r.heads, kind: 'number' },
  { header: 'Já paridas', value: (r) => r.calved, kind: 'number' },
];
