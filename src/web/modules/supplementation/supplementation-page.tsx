import type { ComponentProps } from 'react';
import {
  calculateSupplementation,
  SUPPLEMENTATION_DEFAULTS,
  supplementationInputSchema,
  type SupplementationInput,
  type SupplementationOutput,
} from '@/domain/calculators/supplementation';
import { formatNumber } from '@/domain/format';
import { toInputText } from '@/domain/number';
import { FieldListCalculator } from '../../components/calculator/field-list-calculator';
import type { ListedField } from '../../components/calculator/field-list-calculator';
import { HighlightedResults, type ResultCard } from '../../components/calculator/result-card';

const FORM_ID = 'supplementation';

const FIELDS: Array<ListedField<keyof SupplementationInput>> = [
  { name: 'quantity', label: 'Quantidade de Animais' },
  {
    name: 'consumptionPercent',
    label: 'Consumo (% do peso vivo)',
    step: 0.01,
    hint: 'Proteinado: 0,1 a 0,2%. Proteico energético: 0,3 a 1,0%.',
  },
  { name: 'averageWeight', label: 'Peso Médio (kg)', step: 0.1, usual: 'liveWeight' },
  { name: 'bagWeight', label: 'Peso do Saco (kg)', step: 0.1 },
];

/** The spec's defaults as the producer would type them ('0,1'). */
const INITIAL_VALUES = Object.fromEntries(
  Object.entries(SUPPLEMENTATION_DEFAULTS).map(([name, value]) => [
    name,
    toInputText(value, name === 'quantity' ? 'count' : 'decimal'),
  ]),
);

/** /module/supplementation — how much supplement to put in the trough, in kg and bags. */
export default function SupplementationPage() {
  return (
    <FieldListCalculator
      formId={FORM_ID}
      moduleId="supplementation"
      title="Cálculo de Quantidade a Ser Colocada"
      description="Quanto suplemento colocar no cocho por dia, por semana e por mês, em kg e em sacos."
      groupTitle="Dados do lote"
      fields={FIELDS}
      schema={supplementationInputSchema}
      initialValues={INITIAL_VALUES}
      calculate={calculateSupplementation}
      successTitle="Cálculo realizado!"
      results={(result) => <SupplementationResults input={result.input} output={result.output} />}
    />
  );
}

const kg = (value: number) => `${formatNumber(value)} kg`;
const bags = (count: number) => `${formatNumber(count, 0)} ${count === 1 ? 'saco' : 'sacos'}`;

function SupplementationResults({
  input,
  output,
}: {
  input: SupplementationInput;
  output: SupplementationOutput;
}) {
  const cards: Array<ComponentProps<typeof ResultCard>> = [
    {
      label: 'Consumo por Cabeça',
      value: `${formatNumber(output.kgPerHeadPerDay, 3)} kg/cabeça/dia`,
    },
    {
      label: 'Total por Dia',
      value: `${kg(output.kgPerDay)}/dia`,
      detail: 'Para o lote inteiro',
    },
    {
      label: 'Total por Semana',
      value: kg(output.kgPerWeek),
      detail: `${bags(output.bagsPerWeek)} em 7 dias`,
    },
    {
      label: 'Total por Mês',
      value: kg(output.kgPerMonth),
      detail: `${bags(output.bagsPerMonth)} em 30 dias`,
    },
  ];

  return (
    <HighlightedResults
      highlight={{
        label: 'Sacos por Dia',
        value: `${bags(output.bagsPerDay)}/dia`,
        detail: `Sacos de ${toInputText(input.bagWeight)} kg, arredondado para cima`,
      }}
      cards={cards}
    />
  );
}
