import Papa from 'papaparse';
import { z } from 'zod';
import { formatNumber } from '../format';
import { tagSchema } from '../herd/schemas';
import type { DiagnosisResult } from '../reproduction/constants';
import { GESTATION_ONLY_PREGNANT_MESSAGE } from '../reproduction/schemas';
import { normalizeName } from './herd-csv';
import { parseDate } from './scale-cells';

/*
 * The diagnosis file ('Importar diagnósticos', issue 41 item 10): what a vet hands over after a
 * day at the chute, 'brinco;resultado;data' a line, optionally 'dias de gestação' fourth; ';', ','
 * or a tab between fields, a header line or none. The result is 'P', 'V' or 'I', or 'Prenhe',
 * 'Vazia', 'Inconclusivo' (any case, with or without accents; 'Prenha' too). Pure: the server
 * reads the text the browser sent, so the preview and the import judge every line alike.
 */

/** Lines (checks) a file may hold: a season of a big ranch. */
export const MAX_DIAGNOSIS_IMPORT_LINES = 20_000;
/** The request body's limit: 20,000 lines of some 40 bytes, as JSON, with room. */
export const DIAGNOSIS_IMPORT_BODY_MAX_BYTES = 2 * 1024 * 1024;

export const DIAGNOSIS_HEADER = 'brinco;resultado;data;dias de gestação';
export const DIAGNOSIS_EMPTY_FILE_MESSAGE = 'O arquivo está vazio.';
export const DIAGNOSIS_TOO_MANY_LINES_MESSAGE = `O arquivo tem mais de ${formatNumber(MAX_DIAGNOSIS_IMPORT_LINES, 0)} diagnósticos. Divida em arquivos menores.`;
export const DIAGNOSIS_FILE_TOO_BIG_MESSAGE = 'Arquivo grande demais: o limite é 2 MB.';
export const RESULT_MESSAGE = 'Resultado inválido: use P, V ou I (Prenhe, Vazia ou Inconclusivo)';
export const DATE_MESSAGE = 'Data inválida: use dd/mm/aaaa';
export const FUTURE_MESSAGE = 'A data não pode ser no futuro';
export const OLD_DATE_MESSAGE = 'Data inválida: antes de 1980';
export const GESTATION_MESSAGE = 'Dias de gestação: de 20 a 300';

const RESULTS: Record<string, DiagnosisResult> = {
  p: 'pregnant',
  prenhe: 'pregnant',
  prenha: 'pregnant',
  v: 'empty',
  vazia: 'empty',
  i: 'inconclusive',
  inconclusivo: 'inconclusive',
  inconclusiva: 'inconclusive',
};

const HEADER_FIRST = new Set(['brinco', 'animal', 'identificacao', 'id']);

/** One check read from the file, before the farm is asked anything. */
export interface DiagnosisCsvCheck {
  /** The brinco as written (or an EID's digits). */
  tag: string;
  result: DiagnosisResult;
  date: string;
  gestationDays: number | null;
}

export type DiagnosisCsvLine =
  | { line: number; ok: true; check: DiagnosisCsvCheck }
  | { line: number; ok: false; tag: string; reason: string };

export type DiagnosisCsvResult =
  | { ok: true; lines: DiagnosisCsvLine[] }
  | { ok: false; message: string };

/** The separator of the first line: a tab, else ';', else ','. */
function separatorOf(firstLine: string): string {
  if (firstLine.includes('\t')) return '\t';
  if (firstLine.includes(';')) return ';';
  return ',';
}

/** 'P', 'Vazia', 'inconclusivo'... as a result; undefined when it is none. */
export function readResult(text: string): DiagnosisResult | undefined {
  return RESULTS[normalizeName(text)];
}

/** One line's cells checked: the check, or the first problem found. */
function readLine(
  cells: string[],
  today: string,
): { ok: true; check: DiagnosisCsvCheck } | { ok: false; reason: string } {
  const tag = tagSchema.safeParse(cells[0] ?? '');
  if (!tag.success) return { ok: false, reason: tag.error.issues[0]!.message };
  const result = readResult(cells[1] ?? '');
  if (!result) return { ok: false, reason: RESULT_MESSAGE };
  const date = parseDate(cells[2] ?? '', 'dmy');
  if (!date) return { ok: false, reason: DATE_MESSAGE };
  if (date > today) return { ok: false, reason: FUTURE_MESSAGE };
  if (date < '1980-01-01') return { ok: false, reason: OLD_DATE_MESSAGE };
  const daysText = (cells[3] ?? '').trim();
  let gestationDays: number | null = null;
  if (daysText) {
    if (result !== 'pregnant') return { ok: false, reason: GESTATION_ONLY_PREGNANT_MESSAGE };
    const days = z.coerce.number().int().min(20).max(300).safeParse(daysText);
    if (!/^\d+$/.test(daysText) || !days.success) return { ok: false, reason: GESTATION_MESSAGE };
    gestationDays = days.data;
  }
  return { ok: true, check: { tag: tag.data, result, date, gestationDays } };
}

/**
 * Reads a diagnosis file's text (`today`: São Paulo's). Blank lines are skipped but keep their
 * numbers, so 'linha 7' is the file's seventh line; a first line whose first cell is 'Brinco'
 * is the header. A brinco repeated in the file is an error on its later lines.
 * @example
 * parseDiagnosisCsv('123;P;10/03/2026;60\n124;V;10/03/2026', '2026-06-15')
 * //=> { ok: true, lines: [{ line: 1, ok: true, check: { tag: '123', result: 'pregnant', ... } }, ...] }
 */
export function parseDiagnosisCsv(text: string, today: string): DiagnosisCsvResult {
  const body = text.replace(/^\uFEFF/, '');
  if (!body.trim()) return { ok: false, message: DIAGNOSIS_EMPTY_FILE_MESSAGE };
  const firstLine = body.split(/\r\n|\n|\r/).find((l) => l.trim() !== '') ?? '';
  const rows = Papa.parse<string[]>(body, {
    delimiter: separatorOf(firstLine),
    skipEmptyLines: false,
  }).data;
  const first = rows.findIndex((r) => r.some((cell) => cell.trim() !== ''));
  const header = first >= 0 && HEADER_FIRST.has(normalizeName(rows[first]![0] ?? ''));
  const start = header ? first + 1 : 0;
  const filled = rows.slice(start).filter((r) => r.some((cell) => cell.trim() !== '')).length;
  if (filled === 0) return { ok: false, message: DIAGNOSIS_EMPTY_FILE_MESSAGE };
  if (filled > MAX_DIAGNOSIS_IMPORT_LINES) {
    return { ok: false, message: DIAGNOSIS_TOO_MANY_LINES_MESSAGE };
  }

  const tagLine = new Map<string, number>();
  const lines: DiagnosisCsvLine[] = [];
  rows.forEach((row, i) => {
    const line = i + 1;
    if (i < start || row.every((cell) => cell.trim() === '')) return;
    const read = readLine(row, today);
    if (!read.ok) {
      lines.push({ line, ok: false, tag: (row[0] ?? '').trim(), reason: read.reason });
      return;
    }
    const same = tagLine.get(read.check.tag);
    if (same !== undefined) {
      const reason = `Brinco ${read.check.tag} repetido no arquivo (linha ${same})`;
      lines.push({ line, ok: false, tag: read.check.tag, reason });
      return;
    }
    tagLine.set(read.check.tag, line);
    lines.push({ line, ok: true, check: read.check });
  });
  return { ok: true, lines };
}

/** A line as the preview and the import judge it against the farm. */
export interface DiagnosisImportLine {
  line: number;
  tag: string;
  result: DiagnosisResult | null;
  date: string | null;
  gestationDays: number | null;
  /** The season she is exposed in on the day. */
  season: string | null;
  /** 'existing': a diagnosis of hers on that day is already recorded (nothing is added). */
  status: 'new' | 'existing' | 'invalid';
  reason?: string;
}

export interface DiagnosisImportPreview {
  lines: DiagnosisImportLine[];
  new: number;
  existing: number;
  invalid: number;
}

export interface DiagnosisImportResult {
  created: number;
  existing: number;
  invalid: number;
  /** Replayed: this Idempotency-Key's import was already applied. */
  replayed: boolean;
}

/** POST /api/reproduction/diagnoses/import[/preview]: the file's text as the browser read it. */
export const diagnosisImportRequestSchema = z.object({
  text: z
    .string({ error: 'Envie o texto do arquivo' })
    .max(DIAGNOSIS_IMPORT_BODY_MAX_BYTES, { error: DIAGNOSIS_FILE_TOO_BIG_MESSAGE }),
  /** Import the good lines and leave the bad ones out (else any error refuses the file). */
  skipInvalid: z.boolean({ error: 'Valor inválido' }).default(false),
});
