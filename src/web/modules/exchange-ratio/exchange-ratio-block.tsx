import type { ExchangeRatioColumn, ExchangeRatioInput } from '@/domain/calculators/exchange-ratio';
import type { FieldValues } from '../../lib/use-field-form';
import { NumberField } from '../../components/calculator/number-field';

export type BlockKey = keyof ExchangeRatioInput;
export type ColumnKey = 'current' | 'previous';
type FieldKey = keyof ExchangeRatioColumn;

/** The two blocks, in screen order, with the words that differ between them. */
export const BLOCKS: ReadonlyArray<{ key: BlockKey; title: string; calfLabel: string }> = [
  { key: 'males', title: 'Machos', calfLabel: 'Valor do Bezerro (R$)' },
  { key: 'females', title: 'Fêmeas', calfLabel: 'Valor da Bezerra (R$)' },
];

/** The two columns of a block, current year first (the left column on wider screens). */
export const COLUMNS: ReadonlyArray<{ key: ColumnKey; word: 'atual' | 'anterior' }> = [
  { key: 'current', word: 'atual' },
  { key: 'previous', word: 'anterior' },
];

export const COLUMN_FIELDS: readonly FieldKey[] = [
  'year',
  'arrobaValue',
  'arrobasPerAnimal',
  'calfValue',
];

/** Props of a NumberField bound to a form path (what useCalculator's `field` returns). */
type BoundField = (path: string) => {
  id: string;
  name: string;
  value: string;
  error?: string;
  integer?: boolean;
  onValueChange: (text: string) => void;
};

/**
 * One block (Machos or Fêmeas): the current year beside the previous one, stacked on phones.
 * Visible labels stay short; each input's accessible name adds the block and the column (see the
 * scheme at the top of exchange-ratio-page.tsx).
 */
export function ExchangeRatioBlock({
  block,
  title,
  calfLabel,
  values,
  field,
}: {
  block: BlockKey;
  title: string;
  calfLabel: string;
  values: FieldValues;
  field: BoundField;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-base font-semibold text-stone-900">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {COLUMNS.map(({ key: column, word }) => {
          const path = (name: FieldKey) => `${block}.${column}.${name}`;
          const suffix = `${title}, ${word}`;
          const year = values[path('year')]?.trim();
          return (
            <fieldset
              key={column}
              className="flex min-w-0 flex-col gap-4 rounded-lg border border-stone-200 bg-stone-50/70 p-3"
            >
              <legend className="sr-only">{`${title}, ano ${word}`}</legend>
              <p className="flex items-baseline justify-between gap-2" aria-hidden="true">
                <span className="text-xl font-bold tabular-nums text-stone-900">{year || '—'}</span>
                <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-medium text-stone-700">
                  {word === 'atual' ? 'Ano atual' : 'Ano anterior'}
                </span>
              </p>
              <NumberField
                label="Ano"
                aria-label={`Ano (${suffix})`}
                placeholder="Ex.: 2025"
                {...field(path('year'))}
              />
              <NumberField
                label="Valor da Arroba (R$/@)"
                aria-label={`Valor da Arroba (R$/@) – ${suffix}`}
                step={0.01}
                usual="arroba"
                placeholder="Ex.: 300,00"
                {...field(path('arrobaValue'))}
              />
              <NumberField
                label="Arrobas por Animal (@)"
                aria-label={`Arrobas por Animal (@) – ${suffix}`}
                step={0.01}
                placeholder="Ex.: 20"
                {...field(path('arrobasPerAnimal'))}
              />
              <NumberField
                label={calfLabel}
                aria-label={`${calfLabel} – ${suffix}`}
                step={0.01}
                placeholder="Ex.: 2.100,00"
                {...field(path('calfValue'))}
              />
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}
