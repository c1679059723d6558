import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  budgetPlanSchema,
  calculateBudget,
  MISSING_PLAN_NAME,
  type BudgetOutput,
} from '@/domain/records/budget';
import { ModuleLayout } from '../../components/module-layout';
import { FormField } from '../../components/ui/form-field';
import { CalculatorLayout, FieldGroup } from '../calculator/calculator-layout';
import { NumberField } from '../calculator/number-field';
import { saveStateOf } from '../../lib/saving';
import { toNumbers, VALIDATION_TOAST, type FieldValues } from '../../lib/use-field-form';
import { useCalculator } from '../calculator/use-calculator';
import { budgetPlansQuery, createBudgetPlan, toastSaveError } from './budget-api';
import { BudgetView } from './budget-view';
import { SavedPlans } from './saved-plans';

const FORM_ID = 'budget';
/** The name as typed; the rest are pt-BR numbers. */
const toInput = ({ planningName, ...figures }: FieldValues) => ({
  ...toNumbers(figures),
  planningName,
});

/** /module/budget — 'Planejamento e Orçamento': a named plan, calculated and saved. */
export default function BudgetPage() {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<{ output: BudgetOutput; periodMonths: number } | null>(null);

  const save = useMutation({
    mutationFn: createBudgetPlan,
    onSuccess: (plan) => {
      void queryClient.invalidateQueries({ queryKey: budgetPlansQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      toast.success('Planejamento salvo', {
        description: `"${plan.planningName}" está na lista de planejamentos salvos.`,
      });
    },
    onError: toastSaveError,
  });

  const calc = useCalculator({
    formId: FORM_ID,
    schema: budgetPlanSchema,
    initialValues: INITIAL_VALUES,
    toInput,
    calculate: calculateBudget,
    successTitle: 'Cálculo realizado',
    onCalculated: (input, output) => {
      setShown({ output, periodMonths: input.periodMonths });
      save.mutate(input);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(null);
    // The name first (spec: "name required, then validate"), with its own notice when blank.
    const checked = budgetPlanSchema.shape.planningName.safeParse(calc.values.planningName);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? MISSING_PLAN_NAME.title;
      const blank = message === MISSING_PLAN_NAME.title;
      calc.showErrors({ planningName: message }, blank ? MISSING_PLAN_NAME : VALIDATION_TOAST);
      return;
    }
    calc.submit();
  };

  const note = {
    idle: undefined,
    queued: 'Sem conexão: o planejamento será salvo quando a internet voltar.',
    saving: 'Salvando...',
    saved: save.data && `Planejamento "${save.data.planningName}" salvo.`,
    failed: 'Este planejamento não foi salvo. Selecione Calcular e Salvar para tentar de novo.',
  }[saveStateOf(save)];

  return (
    <ModuleLayout
      title="Planejamento e Orçamento"
      moduleId="budget"
      description="Preveja investimento, custos e lucro de um lote antes de comprar."
    >
      <CalculatorLayout
        formId={FORM_ID}
        onSubmit={submit}
        submitLabel="Calcular e Salvar"
        fields={
          <>
            <FormField
              label="Nome do Planejamento"
              placeholder="Ex.: Engorda 2025"
              maxLength={100}
              autoComplete="off"
              {...calc.input('planningName')}
            />
            <FieldGroup title="Lote">
              <NumberField
                label="Período (meses)"
                placeholder="Ex.: 12"
                {...calc.field('periodMonths')}
              />
              <NumberField
                label="Quantidade Prevista"
                placeholder="Ex.: 100"
                {...calc.field('expectedQuantity')}
              />
              <NumberField
                label="Preço de Compra Estimado (R$/cabeça)"
                step={0.01}
                placeholder="Ex.: 2.500,00"
                {...calc.field('estimatedPurchasePrice')}
              />
              <NumberField
                label="Preço de Venda Estimado (R$/cabeça)"
                step={0.01}
                placeholder="Ex.: 3.800,00"
                {...calc.field('estimatedSalePrice')}
              />
            </FieldGroup>
            <FieldGroup title="Custos mensais do lote">
              <NumberField
                label="Suplemento Mensal (R$)"
                step={0.01}
                {...calc.field('monthlySupplementCost')}
              />
              <NumberField
                label="Arrendamento Mensal (R$)"
                step={0.01}
                {...calc.field('monthlyRentCost')}
              />
              <NumberField
                label="Mão de Obra Mensal (R$)"
                step={0.01}
                {...calc.field('monthlyLaborCost')}
              />
              <NumberField
                label="Outros Custos Mensais (R$)"
                step={0.01}
                {...calc.field('otherMonthlyCosts')}
              />
            </FieldGroup>
          </>
        }
        results={shown && <BudgetView {...shown} note={note} />}
      />
      <SavedPlans />
    </ModuleLayout>
  );
}

const INITIAL_VALUES = {
  planningName: '',
  periodMonths: '',
  expectedQuantity: '',
  estimatedPurchasePrice: '',
  estimatedSalePrice: '',
  monthlySupplementCost: '0',
  monthlyRentCost: '0',
  monthlyLaborCost: '0',
  otherMonthlyCosts: '0',
};
