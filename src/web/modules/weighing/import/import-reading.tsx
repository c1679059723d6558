import type { DateOrder, WeightUnit } from '@/domain/import/scale-csv';
import { Radio } from '../../../components/ui/radio';
import { SelectField } from '../../../components/ui/select-field';
import { cn } from '../../../lib/cn';

const DATE_CHOICES: { value: DateOrder; label: string }[] = [
  { value: 'dmy', label: 'Dia/mês (27/08)' },
  { value: 'mdy', label: 'Mês/dia (08/27)' },
];

const UNIT_OPTIONS: { value: WeightUnit; label: string }[] = [
  { value: 'kg', label: 'Quilos (kg)' },
  { value: 'lb', label: 'Libras (lb)' },
];

/**
 * How the file is read (issue 25 item 6): where its header was found, the unit of its weights,
 * and — when every date reads both ways — the question 'As datas estão como dia/mês ou mês/dia?'.
 */
export function ImportReading({
  headerLine,
  weightUnit,
  onWeightUnit,
  dates,
  dateAnswer,
  onDateAnswer,
}: {
  /** The header's line in the file when rows above it (a session's preamble) were skipped. */
  headerLine: number | null;
  weightUnit: WeightUnit;
  onWeightUnit: (unit: WeightUnit) => void;
  dates: DateOrder | 'ambiguous';
  dateAnswer: DateOrder;
  onDateAnswer: (order: DateOrder) => void;
}) {
  return (
    <section aria-label="Leitura do arquivo" className="flex flex-col gap-4">
      {headerLine !== null && (
        <p className="text-sm text-stone-700">
          Cabeçalho encontrado na linha {headerLine}; as linhas acima (dados da sessão) foram
          ignoradas.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="import-weight-unit"
          label="Unidade dos pesos"
          value={weightUnit}
          onChange={(e) => onWeightUnit(e.target.value as WeightUnit)}
          options={UNIT_OPTIONS}
          hint="Pesos em libras são convertidos para kg. Uma coluna de unidade vale para a sua linha."
        />
      </div>
      {dates === 'mdy' && (
        <p className="text-sm text-stone-700">
          As datas do arquivo estão como mês/dia (ex.: 08/27) e foram lidas assim.
        </p>
      )}
      {dates === 'ambiguous' && (
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-stone-800">
            As datas estão como dia/mês ou mês/dia?
          </legend>
          <p className="text-sm text-stone-600">
            Nenhuma data do arquivo tem dia maior que 12: confira como a balança grava.
          </p>
          <div className="flex flex-wrap gap-2">
            {DATE_CHOICES.map((choice) => (
              <label
                key={choice.value}
                htmlFor={`import-dates-${choice.value}`}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2.5',
                  'has-checked:border-green-700 has-checked:bg-green-50',
                  'has-focus-visible:ring-2 has-focus-visible:ring-green-700/40',
                )}
              >
                <Radio
                  id={`import-dates-${choice.value}`}
                  name="import-dates"
                  value={choice.value}
                  checked={dateAnswer === choice.value}
                  onChange={() => onDateAnswer(choice.value)}
                />
                <span className="text-sm font-medium text-stone-900">{choice.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </section>
  );
}
