import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalField } from './optional-field';

describe('optionalField', () => {
  const days = optionalField(z.number({ error: 'Informe os dias em número inteiro' }).int());

  it('reads missing, null and an empty string as null', () => {
    expect(days.parse(undefined)).toBeNull();
    expect(days.parse(null)).toBeNull();
    expect(days.parse('')).toBeNull();
  });

  it('keeps a value given', () => {
    expect(days.parse(12)).toBe(12);
  });

  it("answers a wrong value with its own schema's message, not zod's", () => {
    const result = days.safeParse('doze');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Informe os dias em número inteiro');
  });
});
