import {
  calculatePremium,
  PREMIUM_DEFAULTS,
  premiumInputSchema,
} from '@/domain/calculators/premium';
import { toInputText } from '@/domain/number';
import { ModuleLayout } from '../../components/module-layout';
import { CalculatorLayout, FieldGroup } from '../../components/calculator/calculator-layout';
import { COMMON_FIELDS } from '../../components/calculator/common-fields';
import { NumberField } from '../../components/calculator/number-field';
import { useCalculator } from '../../components/calculator/use-calculator';
import { PremiumView } from './premium-view';
import { headedModule } from '../headings';

const FORM_ID = 'premium';

/** /module/premium — 'Diluir Ágio na Compra'; saves nothing. */
export default function PremiumPage() {
  const calc = useCalculator({
    formId: FORM_ID,
    schema: premiumInputSchema,
    initialValues: INITIAL_VALUES,
    calculate: calculatePremium,
    successTitle: 'Cálculo realizado',
  });

  return (
    <ModuleLayout {...headedModule('premium')}>
      <CalculatorLayout
        formId={FORM_ID}
        onSubmit={calc.submit}
        fields={
          <>
            <FieldGroup title="Compra">
              <NumberField
                label="Preço de Compra (R$/cabeça)"
                step={0.01}
                placeholder="Ex.: 3.000,00"
                {...calc.field('purchasePrice')}
              />
              <NumberField
                label="Preço de Mercado (R$/cabeça)"
                step={0.01}
                placeholder="Ex.: 2.700,00"
                {...calc.field('marketPrice')}
              />
              <NumberField
                label="Quantidade de Animais"
                placeholder="Ex.: 100"
                {...calc.field('quantity')}
              />
            </FieldGroup>
            <FieldGroup title="Engorda">
              <NumberField
                label="Ganho de Peso Diário (kg/cabeça/dia)"
                step={0.1}
                usual="dailyGain"
                placeholder="Ex.: 0,8"
                hint="Meta de ganho de peso vivo por animal."
                {...calc.field('dailyGain')}
              />
              <NumberField {...COMMON_FIELDS.arrobaValue} {...calc.field('arrobaValue')} />
              <NumberField {...COMMON_FIELDS.carcassYield} {...calc.field('carcassYield')} />
            </FieldGroup>
          </>
        }
        results={calc.result && <PremiumView output={calc.result.output} />}
      />
    </ModuleLayout>
  );
}

const INITIAL_VALUES = {
  purchasePrice: '',
  marketPrice: '',
  quantity: '',
  dailyGain: '',
  arrobaValue: '',
  carcassYield: toInputText(PREMIUM_DEFAULTS.carcassYield ?? 50),
};
