import { formatMonthBR, isIsoMonth } from '@/domain/records/dates';
import { FieldGroup } from '../../components/calculator/calculator-layout';
import { FinanceFill } from '../../components/finance-fill';
import { monthPeriod, monthlyFromBook } from '../../lib/finance-results';
import { NumberField } from '../../components/calculator/number-field';
import type { useCalculator } from '../../components/calculator/use-calculator';
import { FormField } from '../../components/ui/form-field';
import { SanitaryCostOffer } from './sanitary-cost-offer';

interface MonthFieldsProps {
  calc: Pick<
    ReturnType<typeof useCalculator>,
    'input' | 'field' | 'values' | 'setValue' | 'suggest' | 'touched'
  >;
  /** Under 'Mês/Ano': where a month without a record starts, or that nothing is saved. */
  monthHint: string | undefined;
  onMonthChange: (text: string) => void;
}

const MONEY_LABELS = { totalRevenue: 'Receita Total', totalCosts: 'Custos Totais' };

/**
 * The monthly form's fields: the month, the herd's heads, the money — from the Financeiro when
 * asked ('Preencher com o financeiro') — and the sanitary cost.
 */
export function MonthFields({ calc, monthHint, onMonthChange }: MonthFieldsProps) {
  const month = calc.values.monthYear ?? '';
  const validMonth = isIsoMonth(month) && month >= '1980-01' && month <= '2100-12';
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
      {/* The month's revenue and costs from the book (issue 43), into the fields not typed in. */}
      <FinanceFill
        period={validMonth ? monthPeriod(month) : null}
        periodText={validMonth ? formatMonthBR(month) : ''}
        missingPeriod="Escolha o Mês/Ano primeiro."
        fromBook={monthlyFromBook}
        labels={MONEY_LABELS}
        suggest={calc.suggest}
        touched={calc.touched}
      />
      {/* The month's sanitary cost (issue 26 item 7), added to the costs when asked. */}
      <SanitaryCostOffer
        month={calc.values.monthYear ?? ''}
        costs={calc.values.totalCosts ?? ''}
        onAdd={(text) => calc.setValue('totalCosts', text)}
      />
    </>
  );
}
