import { describe, expect, it } from 'vitest';
import { heightSchemaUntil, paddockSchema } from './schemas';

const messages = (input: unknown) => {
  const parsed = paddockSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

const base = { name: 'Pasto 3', forage: 'Mombaça', grazingMethod: 'rotational' };

describe('paddockSchema', () => {
  it('makes the optional fields null when missing, null or empty', () => {
    expect(
      paddockSchema.parse({ ...base, areaHa: '', retiro: '  ', capacityRainy: null, restDays: '' }),
    ).toEqual({
      ...base,
      areaHa: null,
      retiro: null,
      capacityRainy: null,
      capacityDry: null,
      restDays: null,
    });
  });

  it("says what is wrong with a number typed, in Portuguese (never zod's 'Invalid input')", () => {
    expect(messages({ ...base, areaHa: Number.NaN, capacityDry: 0, restDays: 2.5 })).toEqual({
      areaHa: 'Informe um número válido',
      capacityDry: 'A capacidade deve ser maior que zero',
      restDays: 'Informe os dias em número inteiro',
    });
    expect(messages({ ...base, capacityRainy: 21, restDays: 400 })).toEqual({
      capacityRainy: 'Capacidade de no máximo 20 UA/ha',
      restDays: 'Dias de descanso de no máximo 365',
    });
  });

  it('asks for the name, the grass and the method', () => {
    expect(messages({ name: ' ', forage: '', grazingMethod: 'x' })).toEqual({
      name: 'Informe o nome',
      forage: 'Escolha a forrageira',
      grazingMethod: 'Escolha o método de pastejo',
    });
  });
});

describe('heightSchemaUntil', () => {
  it('takes a height in cm on a day up to today', () => {
    const schema = heightSchemaUntil('2026-11-21');
    expect(schema.parse({ heightCm: 47.5, measuredOn: '2026-11-21' })).toEqual({
      heightCm: 47.5,
      measuredOn: '2026-11-21',
    });
    expect(schema.safeParse({ heightCm: 0, measuredOn: '2026-11-21' }).success).toBe(false);
    expect(schema.safeParse({ heightCm: 40, measuredOn: '2026-11-22' }).success).toBe(false);
  });
});
