import { FieldGroup } from '../../components/calculator/calculator-layout';
import { NumberField } from '../../components/calculator/number-field';
import type { useCalculator } from '../../components/calculator/use-calculator';
import { FormField } from '../../components/ui/form-field';
import { SanitaryCostOffer } from './sanitary-cost-offer';

interface MonthFieldsProps {
  calc: Pick<ReturnType<typeof useCalculator>, 'input' | 'field' | 'values' | 'setValue'>;
  /** Under 'Mês/Ano': where a month without a record starts, or that nothing is saved. */
  monthHint: string | undefined;
  onMonthChange: (text: string) => void;
}

/** The monthly form's fields: the month, the herd's heads, the money and the sanitary cost. */
export function MonthFields({ calc, monthHint, onMonthChange }: MonthFieldsProps) {
  return (
    <>
      <FormField
        label="Mês/Ano"
        type="month"
        placeholder="AAAA-MM"
        {...calc.input('monthYear')}
        hint={monthHint}
        onChange={(event) => onMonthChange(event.target.value)}
      />
      <FieldGroup title="Rebanho (cabeças)">
        <NumberField label="Quantidade Inicial" {...calc.field('initialQuantity')} />
        <NumberField label="Compras" {...calc.field('purchases')} />
        <NumberField label="Vendas" {...calc.field('sales')} />
        <NumberField label="Mortes" {...calc.field('deaths')} />
      </FieldGroup>
      <FieldGroup title="Financeiro">
        <NumberField
          label="Custos Totais (R$)"
          step={0.01}
          placeholder="Ex.: 45.000,00"
          {...calc.field('totalCosts')}
        />
        <NumberField
          label="Receita Total (R$)"
          step={0.01}
          placeholder="Ex.: 90.000,00"
          {...calc.field('totalRevenue')}
        />
      </FieldGroup>
      {/* The month's sanitary cost (issue 26 item 7), added to the costs when asked. */}
      <SanitaryCostOffer
        month={calc.values.monthYear ?? ''}
        costs={calc.values.totalCosts ?? ''}
        onAdd={(text) => calc.setValue('totalCosts', text)}
      />
    </>
  );
}
