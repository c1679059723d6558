import type { ComponentProps } from 'react';
import {
  calculateSupplementationCost,
  supplementationCostInputSchema,
  type SupplementationCostInput,
  type SupplementationCostOutput,
} from '@/domain/calculators/supplementation-cost';
import { formatBRL, formatNumber } from '@/domain/format';
import { FieldListCalculator } from '../../components/calculator/field-list-calculator';
import type { ListedField } from '../../components/calculator/field-list-calculator';
import { HighlightedResults, type ResultCard } from '../../components/calculator/result-card';

const FORM_ID = 'supplementation-cost';

const FIELDS: Array<ListedField<keyof SupplementationCostInput>> = [
  { name: 'quantity', label: 'Quantidade de Animais', placeholder: 'Ex.: 50' },
  {
    name: 'consumptionPercent',
    label: 'Consumo (% do peso vivo)',
    placeholder: 'Ex.: 0,2',
    step: 0.01,
    hint: 'Proteinado: 0,1 a 0,2%. Proteico energético: 0,3 a 1,0%.',
  },
  {
    name: 'averageWeight',
    label: 'Peso Médio (kg)',
    placeholder: 'Ex.: 350',
    step: 0.1,
    usual: 'liveWeight',
  },
  {
    name: 'costPerKg',
    label: 'Custo do Suplemento (R$/kg)',
    placeholder: 'Ex.: 2,35',
    step: 0.01,
  },
  { name: 'days', label: 'Período (dias)', placeholder: 'Ex.: 90' },
];

const INITIAL_VALUES = Object.fromEntries(FIELDS.map((field) => [field.name, '']));

/** /module/supplementation-cost — what supplementing the lot costs per day and over a period. */
export default function SupplementationCostPage() {
  return (
    <FieldListCalculator
      formId={FORM_ID}
      moduleId="supplementation-cost"
      title="Custo de Suplementação"
      description="Quanto custa suplementar o lote por dia, por cabeça e no período."
      groupTitle="Dados do lote"
      fields={FIELDS}
      schema={supplementationCostInputSchema}
      initialValues={INITIAL_VALUES}
      calculate={calculateSupplementationCost}
      successTitle="Cálculo realizado"
      results={(result) => (
        <SupplementationCostResults input={result.input} output={result.output} />
      )}
    />
  );
}

const count = (n: number, one: string, many: string) =>
  `${formatNumber(n, 0)} ${n === 1 ? one : many}`;

function SupplementationCostResults({
  input,
  output,
}: {
  input: SupplementationCostInput;
  output: SupplementationCostOutput;
}) {
  const period = `Em ${count(input.days, 'dia', 'dias')}`;
  const cards: Array<ComponentProps<typeof ResultCard>> = [
    { label: 'Custo por Cabeça no Período', value: formatBRL(output.costPerHeadForPeriod) },
    {
      label: 'Consumo Total no Período',
      value: `${formatNumber(output.totalKg)} kg`,
      detail: `${period}, para o lote inteiro`,
    },
    {
      label: 'Consumo por Cabeça',
      value: `${formatNumber(output.kgPerHeadPerDay, 3)} kg/cabeça/dia`,
    },
    {
      label: 'Custo por Cabeça por Dia',
      value: formatBRL(output.costPerHeadPerDay),
      detail: 'R$/cabeça/dia',
    },
    {
      label: 'Custo Diário do Lote',
      value: formatBRL(output.costPerDay),
      detail: `R$/dia para ${count(input.quantity, 'cabeça', 'cabeças')}`,
    },
  ];

  return (
    <HighlightedResults
      highlight={{
        label: 'Custo Total no Período',
        value: formatBRL(output.totalCost),
        detail: `${period}, para o lote inteiro`,
      }}
      cards={cards}
    />
  );
}
