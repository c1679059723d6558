import { describe, expect, it } from 'vitest';
import { MAX_MONEY, MAX_MONEY_MESSAGE } from './calculators/common';
import { monthSchema } from './records/monthly-control';
import { leaves, SCHEMA_SAMPLES, withLeaf } from './schemas.fixture';
import { hasNoControlCharacters, INVALID_CHARACTERS_MESSAGE, text } from './text';

/** The first message at `path`, or undefined when the input is valid there. */
function messageAt(
  schema: (typeof SCHEMA_SAMPLES)[number]['schema'],
  input: unknown,
  path: string[],
) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return undefined;
  return parsed.error.issues.find((i) => i.path.join('.') === path.join('.'))?.message;
}

/** Free-text fields: every other string is a date, a month, an e-mail or a password. */
const FREE_TEXT = new Set(['category', 'location', 'animalId', 'notes', 'planningName', 'name']);

describe.each(SCHEMA_SAMPLES)('$name schema', ({ schema, input }) => {
  const all = leaves(input);

  it('accepts its sample', () => {
    expect(schema.safeParse(input).success).toBe(true);
  });

  it('refuses a control character in every text field', () => {
    const texts = all.filter(
      ([path, value]) => typeof value === 'string' && !/password/i.test(path.join('.')),
    );
    for (const [path, value] of texts) {
      for (const bad of [`${String(value)}\u0000`, '\u0000', `a\u0007b`]) {
        const message = messageAt(schema, withLeaf(input, path, bad), path);
        expect(message, `${path.join('.')} = ${JSON.stringify(bad)}`).toBeDefined();
        if (FREE_TEXT.has(path.at(-1)!)) expect(message).toBe(INVALID_CHARACTERS_MESSAGE);
      }
    }
  });

  it('refuses 1e308, -1e308 and anything above R$ 1.000.000.000 in every number field', () => {
    const numbers = all.filter(([, value]) => typeof value === 'number');
    for (const [path] of numbers) {
      for (const bad of [1e308, -1e308, MAX_MONEY + 0.01, Number.MAX_SAFE_INTEGER]) {
        expect(
          messageAt(schema, withLeaf(input, path, bad), path),
          `${path.join('.')} = ${bad}`,
        ).toBeDefined();
      }
    }
  });
});

describe('money fields without a bound in the spec', () => {
  const moneyFields: Array<[string, string]> = [
    ['results', 'purchasePrice'],
    ['results', 'rent'],
    ['results', 'otherExpenses'],
    ['premium', 'purchasePrice'],
    ['premium', 'marketPrice'],
    ['inventory', 'averageValue'],
    ['monthly figures', 'totalCosts'],
    ['monthly figures', 'totalRevenue'],
    ['budget', 'estimatedPurchasePrice'],
    ['budget', 'estimatedSalePrice'],
    ['budget', 'monthlySupplementCost'],
    ['budget', 'monthlyRentCost'],
    ['budget', 'monthlyLaborCost'],
    ['budget', 'otherMonthlyCosts'],
    ['annual figures', 'totalInvestment'],
    ['annual figures', 'totalRevenue'],
    ['annual figures', 'totalCosts'],
  ];

  it.each(moneyFields)('%s %s accepts R$ 1.000.000.000 and refuses a cent more', (name, field) => {
    const { schema, input } = SCHEMA_SAMPLES.find((s) => s.name === name)!;
    expect(messageAt(schema, withLeaf(input, [field], MAX_MONEY), [field])).toBeUndefined();
    expect(messageAt(schema, withLeaf(input, [field], MAX_MONEY + 0.01), [field])).toBe(
      MAX_MONEY_MESSAGE,
    );
  });
});

describe('monthSchema', () => {
  it('accepts the months 2000-01 to 2100-12 and refuses the rest', () => {
    for (const month of ['2000-01', '2025-03', '2100-12']) {
      expect(monthSchema.safeParse(month).success, month).toBe(true);
    }
    for (const month of ['0000-01', '1999-12', '2101-01', '9999-12', '2025-13', '2025-3']) {
      const parsed = monthSchema.safeParse(month);
      expect(parsed.error?.issues[0]?.message, month).toBe('Mês/Ano inválido');
    }
  });
});

describe('text', () => {
  it('keeps tabs and line breaks, refuses NUL, BEL and DEL', () => {
    expect(hasNoControlCharacters('linha 1\nlinha 2\r\n\tfim')).toBe(true);
    for (const bad of ['\u0000', '\u0007', '\u001b', '\u007f']) {
      expect(hasNoControlCharacters(`a${bad}b`)).toBe(false);
    }
    expect(text('Obrigatório').parse('  Vacas  ')).toBe('Vacas');
    expect(text('Obrigatório').safeParse(12).error?.issues[0]?.message).toBe('Obrigatório');
  });
});
