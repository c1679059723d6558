import type { SourcedField } from '@/domain/records/annual-sources';
import { FieldGroup } from '../../components/calculator/calculator-layout';
import { FinanceFill } from '../../components/finance-fill';
import { annualFromBook } from '../../lib/finance-results';
import { NumberField } from '../../components/calculator/number-field';
import { Button } from '../../components/ui/button';
import type { useFieldForm } from '../../lib/use-field-form';
import { isLoadableYear } from './annual-results-api';

interface AnnualFieldsProps {
  form: ReturnType<typeof useFieldForm>;
  /** Under 'Ano': no record saved for it, and what the registry's events filled. */
  yearHint: string | undefined;
  onYearChange: (text: string) => void;
  /** 'Preencher com os meses salvos': busy, and what it did for the year shown. */
  filling: boolean;
  filledText: string;
  onFillFromMonths: () => void;
  /** The note under a field: where its figure came from. */
  noteOf: (field: SourcedField) => string | undefined;
}

const MONEY_LABELS = {
  totalInvestment: 'Investimento Total',
  totalRevenue: 'Receita Total',
  totalCosts: 'Custos Totais',
};

/**
 * The annual form's fields: the year, the herd's movements and the money — from the Financeiro
 * when asked ('Preencher com o financeiro').
 */
export function AnnualFields({
  form,
  yearHint,
  onYearChange,
  filling,
  filledText,
  onFillFromMonths,
  noteOf,
}: AnnualFieldsProps) {
  const year = form.values.year ?? '';
  return (
    <>
      <FieldGroup>
        <NumberField
          label="Ano"
          placeholder="Ex.: 2025"
          {...form.number('year')}
          hint={yearHint}
          onValueChange={onYearChange}
        />
        <div className="flex flex-col gap-2">
          <Button
            variant="outline"
            className="self-start"
            disabled={filling}
            onClick={onFillFromMonths}
          >
            {filling ? 'Buscando meses...' : 'Preencher com os meses salvos'}
          </Button>
          <p role="status" className="text-sm text-stone-600 empty:hidden">
            {filledText}
          </p>
        </div>
      </FieldGroup>
      <FieldGroup title="Movimentação do rebanho">
        <NumberField
          label="Estoque Inicial (cabeças)"
          {...form.number('initialInventory')}
          hint={noteOf('initialInventory')}
        />
        <NumberField label="Total de Nascimentos (cabeças)" {...form.number('totalBirths')} />
        <NumberField
          label="Total de Compras (cabeças)"
          {...form.number('totalPurchases')}
          hint={noteOf('totalPurchases')}
        />
        <NumberField
          label="Total de Vendas (cabeças)"
          {...form.number('totalSales')}
          hint={noteOf('totalSales')}
        />
        <NumberField
          label="Total de Mortes (cabeças)"
          {...form.number('totalDeaths')}
          hint={noteOf('totalDeaths')}
        />
      </FieldGroup>
      <FieldGroup title="Financeiro">
        <NumberField
          label="Investimento Total (R$)"
          step={0.01}
          placeholder="Ex.: 600.000,00"
          {...form.number('totalInvestment')}
        />
        <NumberField
          label="Receita Total (R$)"
          step={0.01}
          placeholder="Ex.: 1.100.000,00"
          {...form.number('totalRevenue')}
          hint={noteOf('totalRevenue')}
        />
        <NumberField
          label="Custos Totais (R$)"
          step={0.01}
          placeholder="Ex.: 250.000,00"
          {...form.number('totalCosts')}
        />
      </FieldGroup>
      {/* The year's money from the book (issue 43), into the fields not typed in. */}
      <FinanceFill
        period={isLoadableYear(year) ? { year: Number(year) } : null}
        periodText={year}
        missingPeriod="Informe um ano entre 2020 e 2100 primeiro."
        fromBook={annualFromBook}
        labels={MONEY_LABELS}
        suggest={form.suggest}
        touched={form.touched}
      />
    </>
  );
}
