import { z } from 'zod';
import { formatNumber } from '../format';
import { weighingSchema, weighingSchemaUntil } from '../records/weighing';

/** Lines (weighings) accepted per file and per request (issue 24 item 8: a year of a big ranch). */
export const MAX_IMPORT_LINES = 50_000;

/**
 * The largest file the browser reads: a Tru-Test file of 50,000 weighings is about 2.5 MB.
 */
export const IMPORT_MAX_BYTES = 4 * 1024 * 1024;

/**
 * The largest request body of the scale import (its routes only; the rest of /api keeps 256 KB):
 * the file's weighings as JSON, each with its import key, are about 110 bytes a line more than
 * the file (50,000 lines: about 6 MB).
 */
export const IMPORT_BODY_MAX_BYTES = 12 * 1024 * 1024;

/**
 * Said at once when a file is over IMPORT_MAX_BYTES, before anything is read (and by the server
 * when a body is over it). Written from the limits, so it names them even if they change.
 */
export const FILE_TOO_BIG_MESSAGE =
  `Arquivo grande demais: o limite é ${formatNumber(IMPORT_MAX_BYTES / (1024 * 1024), 0)} MB. ` +
  `Divida o arquivo e importe em partes de até ${formatNumber(MAX_IMPORT_LINES, 0)} pesagens.`;

/* The request bodies of POST /api/weighings/import and /import/preview. */

export const IMPORT_KEY = /^[0-9a-f]{16}$/;

/** One weighing of an import request: the weighing schema plus its import key. */
export function importItemSchemaUntil(today: string) {
  return weighingSchemaUntil(today)
    .omit({ batchId: true })
    .extend({
      importKey: z
        .string({ error: 'Chave de importação inválida' })
        .regex(IMPORT_KEY, { error: 'Chave de importação inválida' }),
    });
}

export const importRequestSchema = z.object({
  /** Each item is checked on its own (status 'invalid' with the reason). */
  weighings: z.array(z.unknown(), { error: 'Lista de pesagens inválida' }).max(MAX_IMPORT_LINES, {
    error: `Envie no máximo ${formatNumber(MAX_IMPORT_LINES, 0)} pesagens por vez.`,
  }),
  batchId: weighingSchema.shape.batchId,
});

export type ImportItem = z.output<ReturnType<typeof importItemSchemaUntil>>;
export type ImportStatus = 'new' | 'duplicate' | 'invalid';

export interface ImportPreviewItem {
  index: number;
  status: ImportStatus;
  reason?: string;
  /**
   * For a line that is not invalid: whether its id names a registered animal of the farm, by
   * brinco or EID (decision 039). A line that does not is registered with its weighing.
   */
  registered?: boolean;
}

/** The most unknown ids a preview lists (the count covers them all). */
export const UNKNOWN_IDS_LISTED = 100;

/** The ids of the new lines that name no registered animal: saving registers them. */
export interface ImportUnknownAnimals {
  /** Distinct ids. */
  count: number;
  /** The first UNKNOWN_IDS_LISTED of them, sorted. */
  ids: string[];
}

/** POST /api/weighings/import/preview. */
export interface ImportPreview {
  items: ImportPreviewItem[];
  new: number;
  duplicates: number;
  invalid: number;
  unknownAnimals: ImportUnknownAnimals;
}

export interface ImportResult {
  created: number;
  duplicates: number;
  /** Animals registered in 'Rebanho' for ids no animal had (decision 039). */
  registered: number;
}
