import type { ZodError } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message of each top-level field of a failed zod parse: { email: 'E-mail inválido' }. */
export function fieldErrorsOf<K extends string>(error: ZodError): FieldErrors<K> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors as FieldErrors<K>;
}

/** The server's per-field messages, kept to the fields the form has. */
export function pickFieldErrors<K extends string>(
  fields: Record<string, string> | undefined,
  keys: readonly K[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of keys) {
    const message = fields?.[key];
    if (message) errors[key] = message;
  }
  return errors;
}
