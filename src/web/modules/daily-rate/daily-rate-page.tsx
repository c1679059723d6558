import type { ComponentProps } from 'react';
import {
  calculateDailyRate,
  dailyRateInputSchema,
  type DailyRateInput,
  type DailyRateOutput,
} from '@/domain/calculators/daily-rate';
import { formatBRL } from '@/domain/format';
import { FieldListCalculator } from '../../components/calculator/field-list-calculator';
import type { ListedField } from '../../components/calculator/field-list-calculator';
import { HighlightedResults, type ResultCard } from '../../components/calculator/result-card';

const FORM_ID = 'daily-rate';

const FIELDS: Array<ListedField<keyof DailyRateInput>> = [
  { name: 'quantity', label: 'Quantidade de Animais', placeholder: 'Ex.: 120' },
  {
    name: 'rentPerHeadPerDay',
    label: 'Arrendamento (R$/cabeça/dia)',
    step: 0.01,
    placeholder: 'Ex.: 1,20',
  },
  {
    name: 'supplementPerHeadPerDay',
    label: 'Suplemento (R$/cabeça/dia)',
    step: 0.01,
    placeholder: 'Ex.: 0,85',
  },
  {
    name: 'laborPerDay',
    label: 'Mão de Obra (R$/dia)',
    step: 0.01,
    hint: 'Para o lote inteiro.',
  },
  {
    name: 'otherPerDay',
    label: 'Outros Custos (R$/dia)',
    step: 0.01,
    hint: 'Para o lote inteiro.',
  },
];

/** Labour and other costs start at zero; the rest starts empty. */
const INITIAL_VALUES: Record<keyof DailyRateInput, string> = {
  quantity: '',
  rentPerHeadPerDay: '',
  supplementPerHeadPerDay: '',
  laborPerDay: '0,00',
  otherPerDay: '0,00',
};

/** /module/daily-rate — the daily cost (diária) of keeping the lot, per head and in total. */
export default function DailyRatePage() {
  return (
    <FieldListCalculator
      formId={FORM_ID}
      moduleId="daily-rate"
      title="Cálculo da Diária"
      description="O custo diário por cabeça e do lote, com o custo por mês e por ano."
      groupTitle="Dados do lote e custos diários"
      fields={FIELDS}
      schema={dailyRateInputSchema}
      initialValues={INITIAL_VALUES}
      calculate={calculateDailyRate}
      successTitle="Cálculo realizado"
      results={(result) => <DailyRateResults output={result.output} />}
    />
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
    <HighlightedResults
      highlight={{
        label: 'Diária por Cabeça',
        value: formatBRL(output.costPerHeadPerDay),
        detail: 'R$/cabeça/dia, com a mão de obra e os outros custos divididos pelo lote',
      }}
      cards={cards}
    />
  );
}
