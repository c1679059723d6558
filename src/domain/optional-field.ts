import { z } from 'zod';

/**
 * An optional field of a form or a body: missing, null and '' all become null. A value given but
 * wrong keeps its own schema's message ('Informe os dias em número inteiro'): a plain `.or()`
 * would answer zod's English 'Invalid input'.
 * @example
 * optionalField(z.number({ error: 'Informe um número' })).parse('') //=> null
 */
export const optionalField = <T extends z.ZodType>(schema: T) =>
  z
    .union([schema.nullish(), z.literal('').transform(() => null)], {
      error: (issue) =>
        issue.code === 'invalid_union' ? issue.errors[0]?.[0]?.message : undefined,
    })
    .transform((v) => v ?? null);
