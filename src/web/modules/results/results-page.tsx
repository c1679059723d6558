/*
 * Module 'results' ('Cálculo de Resultados Pecuários').
 *   server routes  src/server/results/routes.ts    store  src/server/results/store.ts
 *   domain         src/domain/calculators/results.ts
 *   tests          src/server/results/routes.test.ts, src/domain/calculators/results.test.ts,
 *                  e2e/results.spec.ts
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { calculateResults, resultsInputSchema } from '@/domain/calculators/results';
import { ModuleLayout } from '../../components/module-layout';
import { saveStateOf } from '../../lib/saving';
import { CalculatorLayout, FieldGroup } from '../../components/calculator/calculator-layout';
import { COMMON_FIELDS } from '../../components/calculator/common-fields';
import { NumberField } from '../../components/calculator/number-field';
import { useCalculator } from '../../components/calculator/use-calculator';
import { useSaveResults } from './results-api';
import { ResultsView } from './results-view';
import { prefilledValues } from './results-prefill';
import { headedModule } from '../headings';

const FORM_ID = 'results';

/** /module/results — 'Cálculo de Resultados Pecuários'; saves the margin for the dashboard. */
export default function ResultsPage() {
  const save = useSaveResults();

  // A lot's figures ('Usar no Cálculo de Resultados'), read once from the URL on mount.
  const [searchParams] = useSearchParams();
  const [initialValues] = useState(() => prefilledValues(INITIAL_VALUES, searchParams));
  const calc = useCalculator({
    formId: FORM_ID,
    schema: resultsInputSchema,
    initialValues,
    calculate: calculateResults,
    successTitle: 'Cálculo realizado!',
    onCalculated: (input) => save.mutate(input),
  });

  const saveState = saveStateOf(save);

  return (
    <ModuleLayout {...headedModule('results')}>
      <CalculatorLayout
        formId={FORM_ID}
        onSubmit={calc.submit}
        fields={
          <>
            <FieldGroup title="Dados do rebanho">
              <NumberField
                label="Quantidade de Animais"
                placeholder="Ex.: 100"
                {...calc.field('quantity')}
              />
              <NumberField
                label="Peso Inicial (kg)"
                step={0.1}
                usual="liveWeight"
                placeholder="Ex.: 300"
                {...calc.field('initialWeight')}
              />
              <NumberField
                label="Peso Final (kg)"
                step={0.1}
                usual="liveWeight"
                placeholder="Ex.: 500"
                {...calc.field('finalWeight')}
              />
              <NumberField
                label="Preço de Compra (R$/cabeça)"
                step={0.01}
                placeholder="Ex.: 2.500,00"
                {...calc.field('purchasePrice')}
              />
              <NumberField {...COMMON_FIELDS.arrobaValue} {...calc.field('arrobaValue')} />
              <NumberField {...COMMON_FIELDS.carcassYield} {...calc.field('carcassYield')} />
              <NumberField
                label="Período (meses)"
                placeholder="Ex.: 10"
                {...calc.field('months')}
              />
            </FieldGroup>
            <FieldGroup title="Custos operacionais">
              <NumberField
                label="Arrendamento (R$/cabeça/mês)"
                step={0.01}
                placeholder="Ex.: 30,00"
                {...calc.field('rent')}
              />
              <NumberField
                label="Outras Despesas (R$)"
                step={0.01}
                placeholder="Ex.: 5.000,00"
                {...calc.field('otherExpenses')}
              />
              <NumberField
                label="Custo do Proteinado (R$/kg)"
                step={0.01}
                placeholder="Ex.: 2,00"
                {...calc.field('proteinadoCost')}
              />
              <NumberField
                label="Consumo de Proteinado (% do peso vivo)"
                step={0.01}
                hint="Típico: 0,1 a 0,2%. Fase de recria: 70% do período."
                {...calc.field('proteinadoConsumption')}
              />
              <NumberField
                label="Custo do Proteico Energético (R$/kg)"
                step={0.01}
                placeholder="Ex.: 1,50"
                {...calc.field('proteicoCost')}
              />
              <NumberField
                label="Consumo de Proteico Energético (% do peso vivo)"
                step={0.01}
                hint="Típico: 0,3 a 1,0%. Fase de engorda: 30% do período."
                {...calc.field('proteicoConsumption')}
              />
            </FieldGroup>
          </>
        }
        results={
          calc.result && (
            <ResultsView
              output={calc.result.output}
              saveState={saveState}
              onRetrySave={() => save.mutate(calc.result!.input)}
            />
          )
        }
      />
    </ModuleLayout>
  );
}

const INITIAL_VALUES = {
  quantity: '',
  initialWeight: '',
  finalWeight: '',
  purchasePrice: '',
  arrobaValue: '',
  carcassYield: '50',
  months: '',
  rent: '0,00',
  otherExpenses: '0,00',
  proteinadoCost: '0,00',
  proteinadoConsumption: '0',
  proteicoCost: '0,00',
  proteicoConsumption: '0',
};
