import { calculateStocking, stockingInputSchema } from '@/domain/calculators/stocking';
import { ModuleLayout } from '../../components/module-layout';
import { CalculatorLayout, FieldGroup } from '../calculator/calculator-layout';
import { NumberField } from '../calculator/number-field';
import { useCalculator } from '../calculator/use-calculator';
import { StockingView } from './stocking-view';

const FORM_ID = 'stocking';

/** /module/stocking — 'Taxa de Lotação'; saves nothing. */
export default function StockingPage() {
  const calc = useCalculator({
    formId: FORM_ID,
    schema: stockingInputSchema,
    initialValues: INITIAL_VALUES,
    calculate: calculateStocking,
    successTitle: 'Cálculo realizado',
  });

  return (
    <ModuleLayout
      title="Taxa de Lotação"
      moduleId="stocking"
      description="Informe a área e o rebanho para ver as unidades animais por hectare e a situação do pasto."
    >
      <CalculatorLayout
        formId={FORM_ID}
        onSubmit={calc.submit}
        fields={
          <FieldGroup title="Pasto e rebanho">
            <NumberField
              label="Área (ha)"
              step={0.1}
              placeholder="Ex.: 100"
              {...calc.field('area')}
            />
            <NumberField
              label="Quantidade de Animais"
              placeholder="Ex.: 150"
              {...calc.field('quantity')}
            />
            <NumberField
              label="Peso Médio (kg)"
              step={0.1}
              placeholder="Ex.: 420"
              hint="Peso vivo médio por cabeça. 1 UA (unidade animal) = 450 kg de peso vivo."
              {...calc.field('averageWeight')}
            />
          </FieldGroup>
        }
        results={calc.result && <StockingView output={calc.result.output} />}
      />
    </ModuleLayout>
  );
}

const INITIAL_VALUES = { area: '', quantity: '', averageWeight: '' };
