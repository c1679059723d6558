import type { ComponentProps } from 'react';
import {
  calculateSupplementationCost,
  supplementationCostInputSchema,
  type SupplementationCostInput,
  type SupplementationCostOutput,
} from '@/domain/calculators/supplementation-cost';
import { formatBRL, formatNumber } from '@/domain/format';
import { ModuleLayout } from '../../components/module-layout';
import { CalculatorLayout, FieldGroup } from '../calculator/calculator-layout';
import { NumberField } from '../calculator/number-field';
import { ResultCard, ResultGrid } from '../calculator/result-card';
import { useCalculator } from '../calculator/use-calculator';

const FORM_ID = 'supplementation-cost';

const FIELDS: Array<{
  name: keyof SupplementationCostInput;
  label: string;
  placeholder: string;
  step?: number;
  hint?: string;
}> = [
  { name: 'quantity', label: 'Quantidade de Animais', placeholder: 'Ex.: 50' },
  {
    name: 'consumptionPercent',
    label: 'Consumo (% do peso vivo)',
    placeholder: 'Ex.: 0,2',
    step: 0.01,
    hint: 'Proteinado: 0,1 a 0,2%. Proteico energético: 0,3 a 1,0%.',
  },
  { name: 'averageWeight', label: 'Peso Médio (kg)', placeholder: 'Ex.: 350', step: 0.1 },
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
  const calc = useCalculator({
    formId: FORM_ID,
    schema: supplementationCostInputSchema,
    initialValues: INITIAL_VALUES,
    calculate: calculateSupplementationCost,
    successTitle: 'Cálculo realizado',
  });

  return (
    <ModuleLayout
      title="Custo de Suplementação"
      moduleId="supplementation-cost"
      description="Quanto custa suplementar o lote por dia, por cabeça e no período."
    >
      <CalculatorLayout
        formId={FORM_ID}
        onSubmit={calc.submit}
        fields={
          <FieldGroup title="Dados do lote">
            {FIELDS.map((field) => (
              <NumberField key={field.name} {...field} {...calc.field(field.name)} />
            ))}
          </FieldGroup>
        }
        results={
          calc.result && (
            <SupplementationCostResults input={calc.result.input} output={calc.result.output} />
          )
        }
      />
    </ModuleLayout>
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
    <div className="flex flex-col gap-3">
      <ResultCard
        label="Custo Total no Período"
        value={formatBRL(output.totalCost)}
        detail={`${period}, para o lote inteiro`}
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
