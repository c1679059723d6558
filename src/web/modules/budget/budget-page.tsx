/*
 * Module 'budget' ('Planejamento e Orçamento').
 *   server routes  src/server/budget/routes.ts    store  src/server/budget/store.ts
 *   domain         src/domain/records/budget.ts
 *   tests          src/server/budget/routes.test.ts, src/domain/records/budget.test.ts,
 *                  e2e/budget.spec.ts
 */
import { useRef, useState, type FormEvent } from 'react';
import {
  budgetPlanSchema,
  calculateBudget,
  MISSING_PLAN_NAME,
  type BudgetOutput,
  type BudgetPlan,
  type BudgetPlanInput,
} from '@/domain/records/budget';
import { toInputText, type InputKind } from '@/domain/number';
import { ReportToolbar } from '../../components/export-button';
import { ModuleLayout } from '../../components/module-layout';
import { FormField } from '../../components/ui/form-field';
import { CalculatorLayout, FieldGroup } from '../../components/calculator/calculator-layout';
import { NumberField } from '../../components/calculator/number-field';
import { newIdempotencyKey } from '../../lib/idempotency';
import { saveStateOf } from '../../lib/saving';
import { toNumbers, VALIDATION_TOAST, type FieldValues } from '../../lib/use-field-form';
import { resultsId, useCalculator } from '../../components/calculator/use-calculator';
import { useCreateBudgetPlan } from './budget-api';
import { BudgetView } from './budget-view';
import { BudgetCostChart } from './cost-chart';
import { SavedPlans, savedOn } from './saved-plans';
import { headedModule } from '../headings';

const FORM_ID = 'budget';
/** The name as typed; the rest are pt-BR numbers. */
const toInput = ({ planningName, ...figures }: FieldValues) => ({
  ...toNumbers(figures),
  planningName,
});

/** /module/budget — 'Planejamento e Orçamento': a named plan, calculated and saved. */
export default function BudgetPage() {
  const [shown, setShown] = useState<Shown | null>(null);
  // One key per version of the form: a double click or a second tap sends the same key, and
  // the server stores the plan once; any edit makes the next save a new plan.
  const saveKey = useRef<{ values: FieldValues; key: string } | null>(null);
  // The key being sent right now: the same form is not sent twice at once.
  const sending = useRef<string | null>(null);

  const save = useCreateBudgetPlan((key) => {
    if (sending.current === key) sending.current = null;
  });

  const calc = useCalculator({
    formId: FORM_ID,
    schema: budgetPlanSchema,
    initialValues: INITIAL_VALUES,
    toInput,
    calculate: calculateBudget,
    successTitle: 'Cálculo realizado',
    onCalculated: (input, output) => {
      setShown({ output, periodMonths: input.periodMonths, input });
      const key = saveKey.current!.key;
      sending.current = key;
      save.mutate({ input, key });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saveKey.current?.values !== calc.values) {
      saveKey.current = { values: calc.values, key: newIdempotencyKey() };
    }
    if (sending.current === saveKey.current.key) return;
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

  /** A saved plan back on the form, with its figures. */
  const openPlan = (plan: BudgetPlan) => {
    for (const [name, kind] of PLAN_FIELDS) calc.setValue(name, toInputText(plan[name], kind));
    calc.setValue('planningName', plan.planningName);
    save.reset();
    setShown({
      output: calculateBudget(plan),
      periodMonths: plan.periodMonths,
      input: plan,
      opened: plan,
    });
    document.getElementById(resultsId(FORM_ID))?.scrollIntoView({ block: 'start' });
  };

  const saveNote = {
    idle: undefined,
    queued: 'Sem conexão: o planejamento será salvo quando a internet voltar.',
    saving: 'Salvando...',
    saved: save.data && `Planejamento "${save.data.planningName}" salvo.`,
    failed: 'Este planejamento não foi salvo. Selecione Calcular e Salvar para tentar de novo.',
  }[saveStateOf(save)];
  const note = shown?.opened
    ? `Planejamento "${shown.opened.planningName}", salvo em ${savedOn(shown.opened)}.`
    : saveNote;

  return (
    <ModuleLayout {...headedModule('budget')}>
      <ReportToolbar dataset="budget-plans" />
      <CalculatorLayout
        formId={FORM_ID}
        onSubmit={submit}
        submitLabel="Calcular e Salvar"
        busy={saveStateOf(save) === 'saving'}
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
        results={
          shown && (
            <>
              <BudgetView output={shown.output} periodMonths={shown.periodMonths} note={note} />
              <BudgetCostChart input={shown.input} output={shown.output} />
            </>
          )
        }
      />
      <SavedPlans
        onOpen={openPlan}
        onDeleted={(plan) =>
          setShown((current) => (current?.opened?.id === plan.id ? null : current))
        }
      />
    </ModuleLayout>
  );
}

type Shown = {
  output: BudgetOutput;
  periodMonths: number;
  input: BudgetPlanInput;
  opened?: BudgetPlan;
};

/** The plan's numeric fields, written back the way a person types them. */
const PLAN_FIELDS = [
  ['periodMonths', 'count'],
  ['expectedQuantity', 'count'],
  ['estimatedPurchasePrice', 'money'],
  ['estimatedSalePrice', 'money'],
  ['monthlySupplementCost', 'money'],
  ['monthlyRentCost', 'money'],
  ['monthlyLaborCost', 'money'],
  ['otherMonthlyCosts', 'money'],
] as const satisfies ReadonlyArray<readonly [keyof BudgetPlan, InputKind]>;

const INITIAL_VALUES = {
  planningName: '',
  periodMonths: '',
  expectedQuantity: '',
  estimatedPurchasePrice: '',
  estimatedSalePrice: '',
  monthlySupplementCost: '0,00',
  monthlyRentCost: '0,00',
  monthlyLaborCost: '0,00',
  otherMonthlyCosts: '0,00',
};
