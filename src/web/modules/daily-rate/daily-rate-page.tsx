import type { ComponentProps } from 'react';
import {
  calculateDailyRate,
  dailyRateInputSchema,
  type DailyRateInput,
  type DailyRateOutput,
} from '@/domain/calculators/daily-rate';
import { formatBRL } from '@/domain/format';
import { ModuleLayout } from '../../components/module-layout';
import { CalculatorLayout, FieldGroup } from '../calculator/calculator-layout';
import { NumberField } from '../calculator/number-field';
import { ResultCard, ResultGrid } from '../calculator/result-card';
import { useCalculator } from '../calculator/use-calculator';

const FORM_ID = 'daily-rate';

const FIELDS: Array<{
  name: keyof DailyRateInput;
  label: string;
  initial: string;
  step?: number;
  placeholder?: string;
  hint?: string;
}> = [
  { name: 'quantity', label: 'Quantidade de Animais', initial: '', placeholder: 'Ex.: 120' },
  {
    name: 'rentPerHeadPerDay',
    label: 'Arrendamento (R$/cabeça/dia)',
    initial: '',
    step: 0.01,
    placeholder: 'Ex.: 1,20',
  },
  {
    name: 'supplementPerHeadPerDay',
    label: 'Suplemento (R$/cabeça/dia)',
    initial: '',
    step: 0.01,
    placeholder: 'Ex.: 0,85',
  },
  {
    name: 'laborPerDay',
    label: 'Mão de Obra (R$/dia)',
    initial: '0,00',
    step: 0.01,
    hint: 'Para o lote inteiro.',
  },
  {
    name: 'otherPerDay',
    label: 'Outros Custos (R$/dia)',
    initial: '0,00',
    step: 0.01,
    hint: 'Para o lote inteiro.',
  },
];

const INITIAL_VALUES = Object.fromEntries(FIELDS.map((field) => [field.name, field.initial]));

/** /module/daily-rate — the daily cost (diária) of keeping the lot, per head and in total. */
export default function DailyRatePage() {
  const calc = useCalculator({
    formId: FORM_ID,
    schema: dailyRateInputSchema,
    initialValues: INITIAL_VALUES,
    calculate: calculateDailyRate,
    successTitle: 'Cálculo realizado',
  });

  return (
    <ModuleLayout
      title="Cálculo da Diária"
      moduleId="daily-rate"
      description="O custo diário por cabeça e do lote, com o custo por mês e por ano."
    >
      <CalculatorLayout
        formId={FORM_ID}
        onSubmit={calc.submit}
        fields={
          <FieldGroup title="Dados do lote e custos diários">
            {FIELDS.map(({ initial: _initial, ...field }) => (
              <NumberField key={field.name} {...field} {...calc.field(field.name)} />
            ))}
          </FieldGroup>
        }
        results={calc.result && <DailyRateResults output={calc.result.output} />}
      />
    </ModuleLayout>
  );
}

function DailyRateResults({ output }: { output: DailyRateOutput }) {
  const cards: Array<ComponentProps<typeof ResultCard>> = [
    { label: 'Custo Diário do Lote', value: formatBRL(output.costPerDay), detail: 'R$/dia' },
    {
      label: 'Custo Mensal por Cabeça',
      value: formatBRL(output.costPerHeadPerMonth),
      detail: 'R$/cabeça em 30 dias',
    },
    {
      label: 'Custo Mensal do Lote',
      value: formatBRL(output.costPerMonth),
      detail: 'R$ em 30 dias',
    },
    {
      label: 'Custo Anual do Lote',
      value: formatBRL(output.costPerYear),
      detail: 'R$ em 365 dias',
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      <ResultCard
        label="Diária por Cabeça"
        value={formatBRL(output.costPerHeadPerDay)}
        detail="R$/cabeça/dia, com a mão de obra e os outros custos divididos pelo lote"
        tone="highlight"
      />
      <ResultGrid>
        {cards.map((card) => (
          <ResultCard key={card.label} {...card} />
        ))}
      </ResultGrid>
    </div>
  );
}
