import Papa from 'papaparse';
import { z } from 'zod';
import { formatNumber } from '../format';
import { NO_SEX_LABEL } from '../export/herd';
import { BREEDS, type Breed, type Sex } from '../herd/constants';
import { readEid } from '../herd/eid';
import { tagSchema } from '../herd/schemas';
import { isIsoDate } from '../records/dates';
import { IMPORT_BODY_MAX_BYTES, IMPORT_MAX_BYTES } from './import-request';

/*
 * The herd CSV import ('Importar animais', issue 25 item 6): a file with the header
 * 'Brinco;EID;Sexo;Raça;Nascimento;Lote' (or ',' between fields; headers in any case, with or
 * without accents), one animal a line. Pure: the server parses the text the browser read, so the
 * preview and the import judge every line by the same rules. A line is new, already registered
 * (its brinco is active on the farm or its EID registered: re-importing a file creates nothing)
 * or has an error, said in Portuguese with its line number. Sexo may be blank: the animal is
 * registered without one, as those known from their weighings (decision 039).
 */

/** Lines (animals) a file may hold. */
export const MAX_HERD_IMPORT_LINES = 20_000;
/** The largest file the browser sends (the request body may reach IMPORT_BODY_MAX_BYTES). */
export const HERD_IMPORT_MAX_BYTES = IMPORT_MAX_BYTES;
export const HERD_IMPORT_BODY_MAX_BYTES = IMPORT_BODY_MAX_BYTES;

export const HERD_HEADER = 'Brinco;EID;Sexo;Raça;Nascimento;Lote';
export const HERD_EMPTY_FILE_MESSAGE = 'O arquivo está vazio.';
export const HERD_HEADER_MESSAGE = `A primeira linha deve ser o cabeçalho ${HERD_HEADER} (a coluna Brinco é obrigatória).`;
export const HERD_TOO_MANY_LINES_MESSAGE = `O arquivo tem mais de ${formatNumber(MAX_HERD_IMPORT_LINES, 0)} animais. Divida em arquivos menores.`;
export const HERD_FILE_TOO_BIG_MESSAGE = `Arquivo grande demais: o limite é ${formatNumber(HERD_IMPORT_MAX_BYTES / (1024 * 1024), 0)} MB.`;

export type HerdColumn = 'tag' | 'eid' | 'sex' | 'breed' | 'birthDate' | 'lot';

/** A header cell as compared: no accents, lower case, single spaces. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const HEADER_NAMES: Record<string, HerdColumn> = {
  brinco: 'tag',
  eid: 'eid',
  'brinco eletronico': 'eid',
  sexo: 'sex',
  raca: 'breed',
  nascimento: 'birthDate',
  'data de nascimento': 'birthDate',
  lote: 'lot',
};

/** One line read from the file, before the farm is asked anything. */
export interface HerdCsvAnimal {
  tag: string;
  eid: string | null;
  /** Null when the file leaves it blank (or says 'Não informado', as the herd export writes). */
  sex: Sex | null;
  breed: Breed | null;
  birthDate: string | null;
  /** The lot's name as written, or null. */
  lot: string | null;
}

export type HerdCsvLine =
  | { line: number; ok: true; animal: HerdCsvAnimal }
  | { line: number; ok: false; tag: string; reason: string };

export type HerdCsvResult = { ok: true; lines: HerdCsvLine[] } | { ok: false; message: string };

const SEXES: Record<string, Sex | null> = {
  '': null,
  [normalizeName(NO_SEX_LABEL)]: null,
  m: 'M',
  macho: 'M',
  f: 'F',
  femea: 'F',
};
const BREED_BY_NAME = new Map<string, Breed>(BREEDS.map((b) => [normalizeName(b), b]));
const SEX_MESSAGE = 'Sexo inválido: use M, F, Macho ou Fêmea (ou deixe em branco)';
const BREED_MESSAGE = (breed: string) =>
  `Raça desconhecida: ${breed}. Use uma raça da lista (Nelore, Angus...) ou Outra`;
const DATE_MESSAGE = 'Data de nascimento inválida: use dd/mm/aaaa';
const FUTURE_MESSAGE = 'A data de nascimento não pode ser no futuro';

/** 'dd/mm/aaaa' (or d/m/aaaa, or with '-' or '.') as 'YYYY-MM-DD'; null when it is not a date. */
export function parseBirthDate(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, d, m, y] = match;
  const iso = `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  return isIsoDate(iso) && iso >= '1900-01-01' ? iso : null;
}

/** The separator of the header line: ';' unless the line has ',' and no ';' (or a tab). */
function separatorOf(headerLine: string): string {
  if (headerLine.includes('\t') && !headerLine.includes(';')) return '\t';
  if (headerLine.includes(';')) return ';';
  return ',';
}

/** One line's cells checked: the animal, or the first problem found. */
function readLine(
  cells: Partial<Record<HerdColumn, string>>,
  today: string,
): { ok: true; animal: HerdCsvAnimal } | { ok: false; reason: string } {
  const tag = tagSchema.safeParse(cells.tag ?? '');
  if (!tag.success) return { ok: false, reason: tag.error.issues[0]!.message };

  let eid: string | null = null;
  const eidText = (cells.eid ?? '').trim();
  if (eidText) {
    const reading = readEid(eidText);
    if (!reading.ok) return { ok: false, reason: reading.message };
    eid = reading.eid;
  }

  const sex = SEXES[normalizeName(cells.sex ?? '')];
  if (sex === undefined) return { ok: false, reason: SEX_MESSAGE };

  const breedText = (cells.breed ?? '').trim();
  let breed: Breed | null = null;
  if (breedText) {
    const found = BREED_BY_NAME.get(normalizeName(breedText));
    if (!found) return { ok: false, reason: BREED_MESSAGE(breedText) };
    breed = found;
  }

  const birthText = (cells.birthDate ?? '').trim();
  let birthDate: string | null = null;
  if (birthText) {
    birthDate = parseBirthDate(birthText);
    if (!birthDate) return { ok: false, reason: DATE_MESSAGE };
    if (birthDate > today) return { ok: false, reason: FUTURE_MESSAGE };
  }

  const lot = (cells.lot ?? '').trim() || null;
  return { ok: true, animal: { tag: tag.data, eid, sex, breed, birthDate, lot } };
}

/**
 * Reads a herd file's text (`today`: São Paulo's, for birth dates). Blank lines are skipped but
 * keep their numbers, so 'linha 7' is the seventh line of the file. A brinco or EID repeated in
 * the file is an error on its later lines.
 * @example
 * parseHerdCsv('Brinco;Sexo\r\n123;M\r\n', '2026-11-22')
 * //=> { ok: true, lines: [{ line: 2, ok: true, animal: { tag: '123', sex: 'M', ... } }] }
 */
export function parseHerdCsv(text: string, today: string): HerdCsvResult {
  const body = text.replace(/^\uFEFF/, '');
  if (!body.trim()) return { ok: false, message: HERD_EMPTY_FILE_MESSAGE };
  const firstLine = body.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const parsed = Papa.parse<string[]>(body, {
    delimiter: separatorOf(firstLine),
    skipEmptyLines: false,
  });
  const rows = parsed.data;
  const header = (rows[0] ?? []).map((cell) => HEADER_NAMES[normalizeName(cell)]);
  if (!header.includes('tag')) return { ok: false, message: HERD_HEADER_MESSAGE };

  const filled = rows.slice(1).filter((r) => r.some((cell) => cell.trim() !== '')).length;
  if (filled > MAX_HERD_IMPORT_LINES) return { ok: false, message: HERD_TOO_MANY_LINES_MESSAGE };

  const tagLine = new Map<string, number>();
  const eidLine = new Map<string, number>();
  const lines: HerdCsvLine[] = [];
  rows.slice(1).forEach((row, i) => {
    const line = i + 2;
    if (row.every((cell) => cell.trim() === '')) return;
    const cells: Partial<Record<HerdColumn, string>> = {};
    header.forEach((column, at) => {
      if (column && cells[column] === undefined) cells[column] = row[at] ?? '';
    });
    const tagText = (cells.tag ?? '').trim();
    const read = readLine(cells, today);
    if (!read.ok) {
      lines.push({ line, ok: false, tag: tagText, reason: read.reason });
      return;
    }
    const { animal } = read;
    const sameTag = tagLine.get(animal.tag);
    const sameEid = animal.eid ? eidLine.get(animal.eid) : undefined;
    if (sameTag !== undefined) {
      lines.push({
        line,
        ok: false,
        tag: tagText,
        reason: `Brinco ${animal.tag} repetido no arquivo (linha ${sameTag})`,
      });
      return;
    }
    if (sameEid !== undefined) {
      lines.push({
        line,
        ok: false,
        tag: tagText,
        reason: `EID repetido no arquivo (linha ${sameEid})`,
      });
      return;
    }
    tagLine.set(animal.tag, line);
    if (animal.eid) eidLine.set(animal.eid, line);
    lines.push({ line, ok: true, animal });
  });
  if (lines.length === 0) return { ok: false, message: HERD_EMPTY_FILE_MESSAGE };
  return { ok: true, lines };
}

/** The message of a line whose lot is not one of the farm's. */
export const unknownLotMessage = (lot: string) => `Lote não encontrado: ${lot}`;

/** The request of the preview and the import: the file's text, decoded by the browser. */
export const herdImportRequestSchema = z.object({
  text: z
    .string({ error: 'Envie o conteúdo do arquivo' })
    .max(HERD_IMPORT_MAX_BYTES, { error: HERD_FILE_TOO_BIG_MESSAGE }),
  /** Import the good lines and leave the ones with errors (else any error refuses the file). */
  skipInvalid: z
    .boolean({ error: 'Valor inválido' })
    .nullish()
    .transform((v) => v ?? false),
});

/** What became (or would become) of one line. */
export interface HerdImportLine {
  line: number;
  tag: string;
  status: 'new' | 'existing' | 'invalid';
  reason?: string;
  /** A new animal without a sex: not counted as a head until completed (decision 039). */
  noSex?: true;
  /** An animal already registered without a sex, to which the line gives this one. */
  givesSex?: Sex;
}

/** The preview's answer: every line that is not new first, then the new ones. */
export interface HerdImportPreview {
  lines: HerdImportLine[];
  new: number;
  existing: number;
  invalid: number;
  /** New lines without a sex. */
  noSex: number;
  /** Lines already registered whose animal has no sex and gets the line's. */
  givesSex: number;
}

/** The import's answer. */
export interface HerdImportResult {
  created: number;
  existing: number;
  invalid: number;
  /** Animals registered without a sex that got the file's. */
  sexGiven: number;
}
