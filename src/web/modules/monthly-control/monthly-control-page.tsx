/*
 * Module 'monthly-control' ('Controle Mensal'). Its parts: monthly-figures.ts (the figures and a
 * month's start), month-fields.tsx, saved-months.tsx; the data hooks monthly-control-api.ts.
 *   server routes  src/server/monthly-control/routes.ts    store  src/server/monthly-control/store.ts
 *   domain         src/domain/records/monthly-control.ts
 *   tests          src/server/monthly-control/routes.test.ts,
 *                  src/domain/records/monthly-control.test.ts, e2e/monthly-control.spec.ts,
 *                  e2e/months-phone.spec.ts
 */
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
import { useSaveMonth } from './monthly-control-api';
import { readMonthOpening } from './month-opening';
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
  saveNote,
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
      const opening = await readMonthOpening(text, () => chosen.current === text);
      if (!opening) return;
      if ('record' in opening) {
        figuresOf.current = text;
        calc.suggest(figureTexts(opening.record));
        save.reset();
        setShown({ output: calculateMonthly(opening.record), loaded: text });
        return;
      }
      if ('nothing' in opening) {
        setMonthNote({ month: text, text: 'Nenhum registro salvo para este mês' });
        return;
      }
      figuresOf.current = text;
      // Only into the fields the producer has not typed in meanwhile.
      const { start, note } = opening;
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

  const note = saveNote(shown?.loaded, save);

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
