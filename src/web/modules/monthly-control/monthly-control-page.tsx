import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { toInputText, type InputKind } from '@/domain/number';
import { formatMonthBR, isIsoMonth } from '@/domain/records/dates';
import {
  calculateMonthly,
  monthlyControlSchema,
  type MonthlyFigures,
  type MonthlyOutput,
} from '@/domain/records/monthly-control';
import { ReportToolbar } from '../../components/export-button';
import { ModuleLayout } from '../../components/module-layout';
import { FormField } from '../../components/ui/form-field';
import { CalculatorLayout, FieldGroup } from '../../components/calculator/calculator-layout';
import { NumberField } from '../../components/calculator/number-field';
import { toNumbers, type FieldValues } from '../../lib/use-field-form';
import { useCalculator } from '../../components/calculator/use-calculator';
import { fetchMonth, useSaveMonth } from './monthly-control-api';
import { PendingRecords } from '../../offline/pending-records';
import { toastQueued } from '../../offline/queued';
import { useFixRequests } from '../../offline/fix-channel';
import { MonthlyControlView } from './monthly-control-view';

const FORM_ID = 'monthly-control';
const FIGURES = [
  'initialQuantity',
  'purchases',
  'sales',
  'deaths',
  'totalCosts',
  'totalRevenue',
] as const satisfies ReadonlyArray<keyof MonthlyFigures>;
/** Heads are whole numbers; costs and revenue are money. */
const KINDS: Record<(typeof FIGURES)[number], InputKind> = {
  initialQuantity: 'count',
  purchases: 'count',
  sales: 'count',
  deaths: 'count',
  totalCosts: 'money',
  totalRevenue: 'money',
};
const INITIAL_VALUES = { monthYear: '', ...Object.fromEntries(FIGURES.map((k) => [k, ''])) };

/** The figures as pt-BR numbers; the month as typed ('YYYY-MM'). */
const toInput = ({ monthYear, ...figures }: FieldValues) => ({
  ...toNumbers(figures),
  monthYear,
});

/** /module/monthly-control — 'Controle Mensal': one saved record per month, loaded on choosing it. */
export default function MonthlyControlPage() {
  const [shown, setShown] = useState<{ output: MonthlyOutput; loaded?: string } | null>(null);
  // Only the answer for the month chosen last may fill the form.
  const chosen = useRef('');
  // A chosen month with no record: the form keeps its figures (spec 2.8), and says so.
  const [unsaved, setUnsaved] = useState<string | null>(null);

  const save = useSaveMonth((saved, month) => {
    if (saved.queued) {
      toastQueued(saved.reason, 'Controle guardado no aparelho');
      return;
    }
    const record = saved.data;
    setUnsaved((chosenMonth) => (chosenMonth === record.monthYear ? null : chosenMonth));
    if (record.outcome === 'superseded') {
      // Another phone saved this month with figures entered later: those stay, and show.
      for (const key of FIGURES) calc.setValue(key, toInputText(record[key], KINDS[key]));
      setShown({ output: calculateMonthly(record), loaded: month });
      toast.warning('Registro mais recente mantido', {
        description: `Outro registro de ${formatMonthBR(month)} feito depois do seu já estava salvo, e ficou valendo o mais recente.`,
        duration: 10_000,
      });
      return;
    }
    toast.success('Dados salvos', {
      description: `Controle de ${formatMonthBR(record.monthYear)} salvo.`,
    });
  });

  const calc = useCalculator({
    formId: FORM_ID,
    schema: monthlyControlSchema,
    initialValues: INITIAL_VALUES,
    toInput,
    calculate: calculateMonthly,
    successTitle: 'Cálculo realizado',
    onCalculated: ({ monthYear, ...figures }, output) => {
      setShown({ output });
      save.mutate({ month: monthYear, figures });
    },
  });

  const chooseMonth = (text: string) => {
    calc.setValue('monthYear', text);
    chosen.current = text;
    setUnsaved(null);
    if (!isIsoMonth(text)) return;
    fetchMonth(text)
      .then((record) => {
        if (chosen.current !== text) return;
        if (!record) {
          setUnsaved(text);
          return;
        }
        for (const key of FIGURES) calc.setValue(key, toInputText(record[key], KINDS[key]));
        save.reset();
        setShown({ output: calculateMonthly(record), loaded: text });
      })
      .catch((error: unknown) => console.error('Controle mensal: falha ao carregar o mês', error));
  };

  // 'Corrigir' on a refused month: its month and figures back in the form, to change and save.
  useFixRequests('monthly', (body, entry) => {
    const month = decodeURIComponent(entry.path.split('/').pop() ?? '');
    calc.setValue('monthYear', month);
    chosen.current = month;
    for (const key of FIGURES) {
      const value = body[key];
      calc.setValue(key, typeof value === 'number' ? toInputText(value, KINDS[key]) : '');
    }
    setUnsaved(null);
    setShown(null);
    save.reset();
  });

  const submit = (event: FormEvent) => {
    setShown(null);
    calc.submit(event);
  };

  const note = shown?.loaded
    ? `Dados salvos de ${formatMonthBR(shown.loaded)}.`
    : save.isPending
      ? 'Salvando...'
      : save.isError
        ? 'O controle deste mês não foi salvo. Selecione Calcular e Salvar para tentar de novo.'
        : save.data?.queued
          ? save.data.reason === 'session'
            ? 'Sua sessão expirou: o controle será enviado quando você entrar de novo.'
            : 'Sem conexão: o controle ficou guardado no aparelho e será salvo quando a internet voltar.'
          : save.data && `Controle de ${formatMonthBR(save.data.data.monthYear)} salvo.`;

  return (
    <ModuleLayout
      title="Controle Mensal"
      moduleId="monthly-control"
      description="Registre a movimentação e o resultado de cada mês. Escolha um mês já salvo para revê-lo."
    >
      <ReportToolbar dataset="monthly-control" />
      <div className="mb-6 empty:hidden">
        <PendingRecords kinds={['monthly']} />
      </div>
      <CalculatorLayout
        formId={FORM_ID}
        onSubmit={submit}
        submitLabel="Calcular e Salvar"
        fields={
          <>
            <FormField
              label="Mês/Ano"
              type="month"
              placeholder="AAAA-MM"
              {...calc.input('monthYear')}
              hint={
                unsaved && unsaved === calc.values.monthYear
                  ? 'Nenhum registro salvo para este mês'
                  : undefined
              }
              onChange={(event) => chooseMonth(event.target.value)}
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
          </>
        }
        results={shown && <MonthlyControlView output={shown.output} note={note} />}
      />
    </ModuleLayout>
  );
}
