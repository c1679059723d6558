import { z } from 'zod';

/**
 * Control characters no one types in a form: NUL (which PostgreSQL cannot store in text) and the
 * other C0 controls and DEL. Tab, line feed and carriage return stay allowed (pasted notes).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const INVALID_CHARACTERS_MESSAGE = 'Texto com caracteres inválidos';

/** Whether `value` holds none of the control characters above. */
export function hasNoControlCharacters(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}

/**
 * The base of every text field of every schema: a string (`typeError` otherwise) without control
 * characters, trimmed. Chain `.min()`/`.max()` after it as for any zod string.
 * @example
 * text('Nome obrigatório').min(1, { error: 'Nome obrigatório' }).parse('  Lote 1 ') //=> 'Lote 1'
 * text('Nome obrigatório').safeParse('Lote\u0000').success                         //=> false
 */
export function text(typeError: string) {
  return z
    .string({ error: typeError })
    .refine(hasNoControlCharacters, { error: INVALID_CHARACTERS_MESSAGE, abort: true })
    .trim();
}

/**
 * An optional text field: like `text`, but missing, null and blank all become null.
 * @example
 * optionalText('Local inválido', 80, 'Local muito longo').parse('  ') //=> null
 */
export function optionalText(typeError: string, max: number, tooLong: string) {
  return text(typeError)
    .max(max, { error: tooLong })
    .nullish()
    .transform((v) => (v ? v : null));
}
