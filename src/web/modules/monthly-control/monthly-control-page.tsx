import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { toInputText } from '@/domain/number';
import { formatMonthBR, isIsoMonth } from '@/domain/records/dates';
import {
  calculateMonthly,
  monthlyControlSchema,
  type MonthlyOutput,
} from '@/domain/records/monthly-control';
import { ReportToolbar } from '../../components/export-button';
import { ModuleLayout } from '../../components/module-layout';
import { CalculatorLayout } from '../../components/calculator/calculator-layout';
import { fieldId } from '../../lib/use-field-form';
import { useCalculator } from '../../components/calculator/use-calculator';
import { hasMovements } from '@/domain/herd/movements';
import {
  fetchClosingBefore,
  fetchMonth,
  fetchMovements,
  useSaveMonth,
} from './monthly-control-api';
import { PendingRecords } from '../../offline/pending-records';
import { toastQueued } from '../../offline/queued';
import { useFixRequests } from '../../offline/fix-channel';
import { MonthlyControlView } from './monthly-control-view';
import { SavedMonths } from './saved-months';
import { YearChart } from './year-chart';
import { headedModule } from '../headings';
import { MonthFields } from './month-fields';
import {
  figureTexts,
  FIGURES,
  FORM_ID,
  INITIAL_VALUES,
  KINDS,
  monthStart,
  toInput,
} from './monthly-figures';

/** /module/monthly-control — 'Controle Mensal': one saved record per month, loaded on choosing it. */
export default function MonthlyControlPage() {
  const [shown, setShown] = useState<{ output: MonthlyOutput; loaded?: string } | null>(null);
  // Only the answer for the month chosen last may fill the form.
  const chosen = useRef('');
  /**
   * The month the form's figures belong to: loaded, started from a closing, calculated or saved
   * (decision 025). Choosing another month empties them, so they cannot be saved under it.
   */
  const figuresOf = useRef<string | null>(null);
  // A chosen month with no record: where it starts from (the last closing before it), or that
  // nothing is saved.
  const [monthNote, setMonthNote] = useState<{ month: string; text: string } | null>(null);

  const save = useSaveMonth((saved, month) => {
    if (saved.queued) {
      toastQueued(saved.reason, 'Controle guardado no aparelho');
      return;
    }
    const record = saved.data;
    setMonthNote((note) => (note?.month === record.monthYear ? null : note));
    if (record.outcome === 'superseded') {
      // Another phone saved this month with figures entered later: those stay, and show.
      if (chosen.current === month) {
        figuresOf.current = month;
        calc.fill(figureTexts(record));
      }
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
      figuresOf.current = monthYear;
      // Calculated, the figures are the month's: no longer edits that a month change keeps.
      calc.touched.forget();
      setShown({ output });
      save.mutate({ month: monthYear, figures });
    },
  });

  /**
   * Choosing a month loads its record (spec 2.8). A month without one starts from the last
   * closing before it: 'Quantidade Inicial' is that month's final quantity, the rest is empty.
   */
  const chooseMonth = (text: string) => {
    calc.setValue('monthYear', text);
    chosen.current = text;
    setMonthNote(null);
    if (!isIsoMonth(text)) return;
    if (figuresOf.current !== null && figuresOf.current !== text) {
      // Another month's figures never stay under this one; what the producer typed since does.
      figuresOf.current = null;
      calc.suggest(figureTexts({}));
      setShown(null);
      save.reset();
    }
    const load = async () => {
      const record = await fetchMonth(text);
      if (chosen.current !== text) return;
      if (record) {
        figuresOf.current = text;
        calc.suggest(figureTexts(record));
        save.reset();
        setShown({ output: calculateMonthly(record), loaded: text });
        return;
      }
      // The last closing and the registry's events of the month (decision 042); the events
      // are only a start, so their failure (offline) leaves the form as the closing sets it.
      const [closing, movements] = await Promise.all([
        fetchClosingBefore(text),
        fetchMovements(text).catch(() => null),
      ]);
      if (chosen.current !== text) return;
      const events = movements && hasMovements(movements) ? movements : null;
      if (!closing && !events) {
        setMonthNote({ month: text, text: 'Nenhum registro salvo para este mês' });
        return;
      }
      figuresOf.current = text;
      // Only into the fields the producer has not typed in meanwhile.
      const { start, note } = monthStart(closing, events);
      calc.suggest(
        figureTexts(
          start,
          FIGURES.filter((key) => key in start),
        ),
      );
      setMonthNote({ month: text, text: note });
    };
    load().catch((error: unknown) =>
      console.error('Controle mensal: falha ao carregar o mês', error),
    );
  };

  // 'Corrigir' on a refused month: its month and figures back in the form, to change and save.
  useFixRequests('monthly', (body, entry) => {
    const month = decodeURIComponent(entry.path.split('/').pop() ?? '');
    calc.setValue('monthYear', month);
    chosen.current = month;
    figuresOf.current = month;
    calc.fill(
      Object.fromEntries(
        FIGURES.map((key) => {
          const value = body[key];
          return [key, typeof value === 'number' ? toInputText(value, KINDS[key]) : ''];
        }),
      ),
    );
    setMonthNote(null);
    setShown(null);
    save.reset();
  });

  /** A month opened from 'Meses registrados': in the form, which comes into view. */
  const openMonth = (month: string) => {
    chooseMonth(month);
    const field = document.getElementById(fieldId(FORM_ID, 'monthYear'));
    field?.scrollIntoView({ block: 'center' });
  };

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
    <ModuleLayout {...headedModule('monthly-control')}>
      <ReportToolbar dataset="monthly-control" />
      <div className="mb-6 empty:hidden">
        <PendingRecords kinds={['monthly']} />
      </div>
      <CalculatorLayout
        formId={FORM_ID}
        onSubmit={submit}
        submitLabel="Calcular e Salvar"
        fields={
          <MonthFields
            calc={calc}
            monthHint={
              monthNote && monthNote.month === calc.values.monthYear ? monthNote.text : undefined
            }
            onMonthChange={chooseMonth}
          />
        }
        results={shown && <MonthlyControlView output={shown.output} note={note} />}
      />
      <YearChart month={calc.values.monthYear ?? ''} />
      <SavedMonths onOpen={openMonth} />
    </ModuleLayout>
  );
}
