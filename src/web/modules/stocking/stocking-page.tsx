import { useEffect, useState } from 'react';
import { MapPinned } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { calculateStocking, stockingInputSchema } from '@/domain/calculators/stocking';
import { Button } from '../../components/ui/button';
import { ModuleLayout } from '../../components/module-layout';
import { formatArea } from '../../lib/active-farm';
import { stockingPrefill } from '../../lib/stocking-link';
import { useMe } from '../../lib/session';
import { CalculatorLayout, FieldGroup } from '../../components/calculator/calculator-layout';
import { NumberField } from '../../components/calculator/number-field';
import { useCalculator } from '../../components/calculator/use-calculator';
import { StockingView } from './stocking-view';
import { headedModule } from '../headings';

const FORM_ID = 'stocking';

/**
 * /module/stocking — 'Taxa de Lotação'; saves nothing. Figures in the address (the farm's
 * stocking in 'Pastos': lib/stocking-link.ts) start the form; one that comes later fills only the
 * fields the person has not typed in.
 */
export default function StockingPage() {
  const [params] = useSearchParams();
  const [initialValues] = useState(() => ({ ...INITIAL_VALUES, ...stockingPrefill(params) }));
  const calc = useCalculator({
    formId: FORM_ID,
    schema: stockingInputSchema,
    initialValues,
    calculate: calculateStocking,
    successTitle: 'Cálculo realizado',
  });
  const { suggest } = calc;
  const search = params.toString();
  useEffect(() => {
    suggest(stockingPrefill(new URLSearchParams(search)));
  }, [search, suggest]);
  const farmArea = useMe().data?.farm.areaHectares ?? null;
  const farmAreaText = farmArea === null ? null : formatArea(farmArea);

  return (
    <ModuleLayout {...headedModule('stocking')}>
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
              usual="liveWeight"
              placeholder="Ex.: 420"
              hint="Peso vivo médio por cabeça. 1 UA (unidade animal) = 450 kg de peso vivo."
              {...calc.field('averageWeight')}
            />
            {farmAreaText !== null && (
              <Button
                variant="outline"
                size="sm"
                className="w-full whitespace-normal! sm:col-span-full sm:w-fit"
                onClick={() => calc.setValue('area', farmAreaText.replace(/\./g, ''))}
              >
                <MapPinned aria-hidden="true" />
                Usar a área da fazenda ({farmAreaText} ha)
              </Button>
            )}
          </FieldGroup>
        }
        results={calc.result && <StockingView output={calc.result.output} />}
      />
    </ModuleLayout>
  );
}

const INITIAL_VALUES = { area: '', quantity: '', averageWeight: '' };
