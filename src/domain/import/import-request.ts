import { z } from 'zod';
import { weighingSchema, weighingSchemaUntil } from '../records/weighing';

/** Lines (weighings) accepted per file and per request. */
export const MAX_IMPORT_LINES = 5000;

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
  weighings: z
    .array(z.unknown(), { error: 'Lista de pesagens inválida' })
    .max(MAX_IMPORT_LINES, { error: 'Envie no máximo 5.000 pesagens por vez.' }),
  batchId: weighingSchema.shape.batchId,
});

export type ImportItem = z.output<ReturnType<typeof importItemSchemaUntil>>;
export type ImportStatus = 'new' | 'duplicate' | 'invalid';

export interface ImportPreviewItem {
  index: number;
  status: ImportStatus;
  reason?: string;
}

export interface ImportResult {
  created: number;
  duplicates: number;
}
