/*
 * Accessible names of the inputs. Each block (Machos, Fêmeas) has two columns with the same four
 * fields, and the year of a column can be edited, so every visible label is short ('Ano',
 * 'Valor da Arroba (R$/@)', ...) and the input's accessible name (aria-label) adds the block and
 * the column word, never the year:
 *
 *   'Ano (Machos, atual)'                         'Ano (Machos, anterior)'
 *   'Valor da Arroba (R$/@) – Machos, atual'      'Valor da Arroba (R$/@) – Machos, anterior'
 *   'Arrobas por Animal (@) – Machos, atual'      'Arrobas por Animal (@) – Machos, anterior'
 *   'Valor do Bezerro (R$) – Machos, atual'       'Valor do Bezerro (R$) – Machos, anterior'
 *   'Ano (Fêmeas, atual)'                         'Ano (Fêmeas, anterior)'
 *   'Valor da Arroba (R$/@) – Fêmeas, atual'      ... and so on, with 'Valor da Bezerra (R$)'.
 *
 * The separator is an en dash (U+2013) with a space either side. Each name starts with the visible
 * label, as WCAG 2.5.3 (label in name) asks.
 */
import {
  calculateExchangeRatio,
  EXCHANGE_RATIO_DEFAULTS,
  exchangeRatioInputSchema,
} from '@/domain/calculators/exchange-ratio';
import { toInputText } from '@/domain/number';
import { ModuleLayout } from '../../components/module-layout';
import { CalculatorLayout } from '../../components/calculator/calculator-layout';
import { useCalculator } from '../../components/calculator/use-calculator';
import { BLOCKS, COLUMN_FIELDS, COLUMNS, ExchangeRatioBlock } from './exchange-ratio-block';
import { ExchangeRatioView } from './exchange-ratio-view';
import { headedModule } from '../headings';

const FORM_ID = 'exchange-ratio';

/** A default as a person types it: '2.100,00' for money, '20' arrobas, '2025' for a year. */
const defaultText = (name: (typeof COLUMN_FIELDS)[number], value: number) =>
  name === 'year'
    ? String(value)
    : toInputText(value, name === 'arrobasPerAnimal' ? 'decimal' : 'money');

/** Every field pre-filled from the defaults, keyed 'males.current.year' etc., in screen order. */
const INITIAL_VALUES = Object.fromEntries(
  BLOCKS.flatMap(({ key: block }) =>
    COLUMNS.flatMap(({ key: column }) =>
      COLUMN_FIELDS.map((name) => {
        const value = EXCHANGE_RATIO_DEFAULTS[block][column][name];
        return [`${block}.${column}.${name}`, defaultText(name, value)];
      }),
    ),
  ),
);

/** /module/exchange-ratio — 'Cálculo da Relação de Troca'; saves nothing. */
export default function ExchangeRatioPage() {
  const calc = useCalculator({
    formId: FORM_ID,
    schema: exchangeRatioInputSchema,
    initialValues: INITIAL_VALUES,
    calculate: calculateExchangeRatio,
    successTitle: 'Cálculo realizado!',
  });

  return (
    <ModuleLayout {...headedModule('exchange-ratio')}>
      <CalculatorLayout
        formId={FORM_ID}
        onSubmit={calc.submit}
        fields={BLOCKS.map(({ key, title, calfLabel }) => (
          <ExchangeRatioBlock
            key={key}
            block={key}
            title={title}
            calfLabel={calfLabel}
            values={calc.values}
            field={calc.field}
          />
        ))}
        results={
          calc.result && <ExchangeRatioView input={calc.result.input} output={calc.result.output} />
        }
      />
    </ModuleLayout>
  );
}
