import type { z } from 'zod';

/** The parts of zod's internal definition the walk below reads. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  left?: z.ZodType;
  right?: z.ZodType;
  in?: z.ZodType;
  innerType?: z.ZodType;
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The schema of the field at `path` ('quantity', 'males.current.year'), or undefined. */
function fieldSchema(schema: z.ZodType | undefined, keys: string[]): z.ZodType | undefined {
  if (!schema) return undefined;
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      if (keys.length === 0) return schema;
      return fieldSchema(def.shape?.[keys[0]!], keys.slice(1));
    case 'intersection':
      return fieldSchema(def.left, keys) ?? fieldSchema(def.right, keys);
    case 'pipe':
      return fieldSchema(def.in, keys);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return fieldSchema(def.innerType, keys);
    default:
      return keys.length === 0 ? schema : undefined;
  }
}

/**
 * Whether the field at `path` of a form's schema takes whole numbers only (heads, days, months
 * of a plan, a year), which is what decides its keyboard: the numeric keypad for whole numbers,
 * the decimal one for the rest. Read from the schema, so the keyboard follows the rule.
 * @example
 * isIntegerField(resultsInputSchema, 'quantity')       //=> true
 * isIntegerField(resultsInputSchema, 'initialWeight')  //=> false
 * isIntegerField(exchangeRatioInputSchema, 'males.current.year') //=> true
 */
export function isIntegerField(schema: z.ZodType, path: string): boolean {
  const field = fieldSchema(schema, path.split('.'));
  return (
    field !== undefined &&
    defOf(field).type === 'number' &&
    (field as unknown as { isInt?: boolean }).isInt === true
  );
}
