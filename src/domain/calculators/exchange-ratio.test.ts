import { describe, expect, it } from 'vitest';
import {
  calculateExchangeRatio,
  EXCHANGE_RATIO_DEFAULTS,
  exchangeRatioInputSchema,
  exchangeTrend,
  TREND_NOTE,
  type ExchangeRatioColumn,
  type ExchangeRatioInput,
} from './exchange-ratio';
import { formatNumber, formatPercent } from '../format';

type Block = keyof ExchangeRatioInput;
type Column = 'current' | 'previous';
type Field = keyof ExchangeRatioColumn;

/** The defaults with one field of one column replaced. */
const withField = (block: Block, column: Column, field: Field, value: unknown) => {
  const input = structuredClone(EXCHANGE_RATIO_DEFAULTS) as Record<
    Block,
    Record<Column, Record<Field, unknown>>
  >;
  input[block][column][field] = value;
  return input;
};

/** The defaults with the males' current and previous columns patched. */
const males = (
  current: Partial<ExchangeRatioColumn>,
  previous: Partial<ExchangeRatioColumn> = {},
): ExchangeRatioInput => ({
  ...EXCHANGE_RATIO_DEFAULTS,
  males: {
    current: { ...EXCHANGE_RATIO_DEFAULTS.males.current, ...current },
    previous: { ...EXCHANGE_RATIO_DEFAULTS.males.previous, ...previous },
  },
});

describe('calculateExchangeRatio', () => {
  it('computes the defaults by hand', () => {
    const r = calculateExchangeRatio(EXCHANGE_RATIO_DEFAULTS);
    // males current = 255 × 20 / 2.100 = 2,428571…; previous = 320 × 20 / 2.100 = 3,047619…
    expect(r.males.currentRatio).toBeCloseTo(2.428571428571, 11);
    expect(r.males.previousRatio).toBeCloseTo(3.047619047619, 11);
    // change = 2,428571 − 3,047619 = −0,619048; % = −0,619048 / 3,047619 = 255/320 − 1 = −20,3125%
    expect(r.males.change).toBeCloseTo(-0.619047619048, 11);
    expect(r.males.changePercent).toBeCloseTo(-20.3125, 9);
    expect(r.males.trend).toBe('Melhorou');
    expect(formatNumber(r.males.currentRatio)).toBe('2,43');
    expect(formatNumber(r.males.previousRatio)).toBe('3,05');
    expect(formatNumber(r.males.change)).toBe('-0,62');
    expect(formatPercent(r.males.changePercent)).toBe('-20,31%');

    // females current = 240 × 14 / 1.600 = 2,1; previous = 300 × 14 / 1.600 = 2,625
    expect(r.females.currentRatio).toBeCloseTo(2.1, 12);
    expect(r.females.previousRatio).toBeCloseTo(2.625, 12);
    // change = 2,1 − 2,625 = −0,525; % = −0,525 / 2,625 = 240/300 − 1 = −20%
    expect(r.females.change).toBeCloseTo(-0.525, 12);
    expect(r.females.changePercent).toBeCloseTo(-20, 9);
    expect(r.females.trend).toBe('Melhorou');
    expect(formatNumber(r.females.currentRatio)).toBe('2,10');
    // 2,625 rounds half away from zero → 2,63
    expect(formatNumber(r.females.previousRatio)).toBe('2,63');
    expect(formatPercent(r.females.changePercent)).toBe('-20,00%');
  });

  it("says 'Piorou' when the current ratio is greater", () => {
    // current 320 × 20 / 2.100 = 3,047619; previous 255 × 20 / 2.100 = 2,428571
    // change = +0,619048; % = 320/255 − 1 = +25,490196%
    const r = calculateExchangeRatio(males({ arrobaValue: 320 }, { arrobaValue: 255 }));
    expect(r.males.trend).toBe('Piorou');
    expect(r.males.change).toBeCloseTo(0.619047619048, 11);
    expect(r.males.changePercent).toBeCloseTo(25.490196078431, 9);
    expect(formatPercent(r.males.changePercent)).toBe('25,49%');
    // the other block is untouched
    expect(r.females.trend).toBe('Melhorou');
  });

  it("says 'Estável' when both years are equal", () => {
    // both 255 × 20 / 2.100 = 2,428571; change 0; 0%
    const r = calculateExchangeRatio(males({}, { arrobaValue: 255 }));
    expect(r.males.trend).toBe('Estável');
    expect(r.males.change).toBe(0);
    expect(r.males.changePercent).toBe(0);
  });

  it("says 'Estável' when the ratios differ only beyond the 2nd decimal", () => {
    // current 255 × 20 / 2.100 = 2,428571 → 2,43; previous 255,1 × 20 / 2.100 = 2,429524 → 2,43
    const r = calculateExchangeRatio(males({}, { arrobaValue: 255.1 }));
    expect(r.males.currentRatio! < r.males.previousRatio!).toBe(true);
    expect(formatNumber(r.males.currentRatio)).toBe(formatNumber(r.males.previousRatio));
    expect(r.males.trend).toBe('Estável');
    // the raw change is still reported: 2,428571 − 2,429524 = −0,000952
    expect(r.males.change).toBeCloseTo(-0.000952380952, 11);
  });

  it('handles prices with cents', () => {
    // current 287,35 × 18,5 / 2.350,90 = 2,261251…; previous 301,20 × 18,5 / 2.350,90 = 2,370241…
    // change = −0,108990…; % = 287,35/301,20 − 1 = −4,598274%
    const r = calculateExchangeRatio(
      males(
        { arrobaValue: 287.35, arrobasPerAnimal: 18.5, calfValue: 2350.9 },
        { arrobaValue: 301.2, arrobasPerAnimal: 18.5, calfValue: 2350.9 },
      ),
    );
    expect(r.males.currentRatio).toBeCloseTo(2.26125101025, 10);
    expect(r.males.previousRatio).toBeCloseTo(2.370241184227, 10);
    expect(r.males.changePercent).toBeCloseTo(-4.598273572377, 9);
    expect(formatNumber(r.males.currentRatio)).toBe('2,26');
    expect(formatNumber(r.males.previousRatio)).toBe('2,37');
    expect(formatPercent(r.males.changePercent)).toBe('-4,60%');
    expect(r.males.trend).toBe('Melhorou');
  });

  it('gives null (shown as —) instead of Infinity for a zero calf value', () => {
    // the schema rejects 0, but the function never returns Infinity or NaN
    const r = calculateExchangeRatio(males({ calfValue: 0 }));
    expect(r.males).toEqual({
      currentRatio: null,
      previousRatio: (320 * 20) / 2100,
      change: null,
      changePercent: null,
      trend: null,
    });
  });
});

describe('exchangeTrend', () => {
  it.each([
    [2.43, 2.42, 'Piorou'],
    [2.42, 2.43, 'Melhorou'],
    [2.43, 2.43, 'Estável'],
    // 2,4349 → 2,43 and 2,425 → 2,43 (half away from zero)
    [2.4349, 2.425, 'Estável'],
    // 2,435 → 2,44 against 2,4349 → 2,43
    [2.435, 2.4349, 'Piorou'],
    [2.4249, 2.425, 'Melhorou'],
  ])('%d against %d → %s', (current, previous, trend) => {
    expect(exchangeTrend(current, previous)).toBe(trend);
  });

  it('has a note that says from whose side the trend is read', () => {
    expect(TREND_NOTE).toContain('cria');
  });
});

describe('exchangeRatioInputSchema', () => {
  const issueOf = (block: Block, column: Column, field: Field, value: unknown) => {
    const result = exchangeRatioInputSchema.safeParse(withField(block, column, field, value));
    if (result.success) return null;
    const issue = result.error.issues[0]!;
    return { path: issue.path, message: issue.message };
  };

  it('accepts the defaults', () => {
    expect(exchangeRatioInputSchema.safeParse(EXCHANGE_RATIO_DEFAULTS).success).toBe(true);
  });

  it.each<[Field, unknown, string]>([
    ['year', 1999, 'Ano inválido'],
    ['year', 2101, 'Ano inválido'],
    ['year', 2025.5, 'Informe um número inteiro'],
    ['arrobaValue', 0, 'Valor da arroba deve ser maior que zero'],
    ['arrobaValue', -0.01, 'Valor da arroba deve ser maior que zero'],
    ['arrobaValue', 10000.01, 'Valor muito alto'],
    ['arrobasPerAnimal', 0, 'Quantidade de arrobas deve ser maior que zero'],
    ['arrobasPerAnimal', -1, 'Quantidade de arrobas deve ser maior que zero'],
    ['arrobasPerAnimal', 50.01, 'Quantidade muito alta'],
    ['calfValue', 0, 'Valor do bezerro deve ser maior que zero'],
    ['calfValue', -1, 'Valor do bezerro deve ser maior que zero'],
    ['calfValue', 50000.01, 'Valor muito alto'],
  ])('rejects males.current.%s = %d with %s', (field, value, message) => {
    expect(issueOf('males', 'current', field, value)).toEqual({
      path: ['males', 'current', field],
      message,
    });
  });

  it.each<[Field, number]>([
    ['year', 2000],
    ['year', 2100],
    ['arrobaValue', 0.01],
    ['arrobaValue', 10000],
    ['arrobasPerAnimal', 0.01],
    ['arrobasPerAnimal', 50],
    ['calfValue', 0.01],
    ['calfValue', 50000],
  ])('accepts males.current.%s = %d', (field, value) => {
    expect(issueOf('males', 'current', field, value)).toBeNull();
  });

  const everyField = (['males', 'females'] as const).flatMap((block) =>
    (['current', 'previous'] as const).flatMap((column) =>
      (['year', 'arrobaValue', 'arrobasPerAnimal', 'calfValue'] as const).map(
        (field) => [block, column, field] as const,
      ),
    ),
  );

  it.each(everyField)('%s.%s.%s: missing, NaN and text are rejected', (block, column, field) => {
    const path = [block, column, field];
    expect(issueOf(block, column, field, undefined)).toEqual({
      path,
      message: 'Campo obrigatório',
    });
    expect(issueOf(block, column, field, Number.NaN)).toEqual({
      path,
      message: 'Informe um número válido',
    });
    expect(issueOf(block, column, field, 'abc')).toEqual({
      path,
      message: 'Informe um número válido',
    });
  });

  it.each(everyField)('%s.%s.%s: the upper bound is checked', (block, column, field) => {
    const tooHigh = { year: 2101, arrobaValue: 10001, arrobasPerAnimal: 51, calfValue: 50001 };
    const message = {
      year: 'Ano inválido',
      arrobaValue: 'Valor muito alto',
      arrobasPerAnimal: 'Quantidade muito alta',
      calfValue: 'Valor muito alto',
    };
    expect(issueOf(block, column, field, tooHigh[field])).toEqual({
      path: [block, column, field],
      message: message[field],
    });
  });

  it('reports every wrong field with its path', () => {
    const input = withField('females', 'previous', 'calfValue', 0);
    input.males.current.year = 1999;
    const result = exchangeRatioInputSchema.safeParse(input);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      'males.current.year: Ano inválido',
      'females.previous.calfValue: Valor do bezerro deve ser maior que zero',
    ]);
  });

  it('rejects a missing block', () => {
    const result = exchangeRatioInputSchema.safeParse({ males: EXCHANGE_RATIO_DEFAULTS.males });
    expect(result.error!.issues[0]!.path).toEqual(['females']);
  });
});
