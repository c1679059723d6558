import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, VALIDATION_MESSAGE } from '../errors';
import { parseBody } from '../validate';

/*
 * What the registry's file imports share ('Importar animais', 'Importar diagnósticos'): the
 * request {text, skipInvalid} read by the domain's reader, the lines counted by status, and the
 * 400 of an import refused for its errors.
 */

/** Lines named in the 400 of an import refused for its errors (the preview lists them all). */
const ERRORS_NAMED = 50;

type Parsed<L> = { ok: true; lines: L[] } | { ok: false; message: string };

/** The request's file, read by `parse` for `today`; a file that cannot be read is a 400. */
export async function readImportFile<L>(
  c: Context,
  schema: z.ZodType<{ text: string; skipInvalid: boolean }>,
  parse: (text: string, today: string) => Parsed<L>,
  today: string,
) {
  const body = await parseBody(c, schema);
  const parsed = parse(body.text, today);
  if (!parsed.ok) {
    throw new AppError(400, 'VALIDATION', VALIDATION_MESSAGE, { file: parsed.message });
  }
  return { lines: parsed.lines, skipInvalid: body.skipInvalid };
}

/** How many of `lines` have `status`. */
export const countStatus = <L extends { status: string }>(lines: L[], status: L['status']) =>
  lines.filter((l) => l.status === status).length;

/**
 * The 400 of an import refused because lines have errors: 'N linhas com erro. Nenhum <thing> foi
 * importado.', with the first lines' reasons by 'linha N'.
 */
export function importRefused(
  invalid: { line: number; reason?: string | null }[],
  nothingImported: string,
) {
  const counted = invalid.length === 1 ? '1 linha com erro.' : `${invalid.length} linhas com erro.`;
  return new AppError(
    400,
    'IMPORT_INVALID',
    `${counted} ${nothingImported}`,
    Object.fromEntries(
      invalid.slice(0, ERRORS_NAMED).map((l) => [`linha ${l.line}`, l.reason ?? '']),
    ),
  );
}
