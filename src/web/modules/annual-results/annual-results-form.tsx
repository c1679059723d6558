import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  annualResultsSchema,
  calculateAnnual,
  type AnnualRecord,
} from '@/domain/records/annual-results';
import { toInputText } from '@/domain/number';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useFieldForm } from '../../lib/use-field-form';
import { CalculatorLayout } from '../../components/calculator/calculator-layout';
import { SavedYears } from './saved-years';
import { YearsChart } from './years-chart';
import {
  annualRecordQuery,
  fetchYear,
  herdValueQuery,
  isLoadableYear,
  useSaveYear,
} from './annual-results-api';
import { toastQueued } from '../../offline/queued';
import { useFixRequests } from '../../offline/fix-channel';
import { AnnualResultsView } from './annual-results-view';
import { AnnualFields } from './annual-fields';
import { FIGURES, FORM_ID, KINDS, initialValues, type Shown } from './annual-figures';
import { useYearSources } from './use-year-sources';

/** The annual form, pre-filled with the saved year; results appear only once the year is saved. */
export function AnnualResultsForm({ year, saved }: { year: number; saved: AnnualRecord | null }) {
  const queryClient = useQueryClient();
  const form = useFieldForm(FORM_ID, initialValues(year, saved), annualResultsSchema);
  const [shown, setShown] = useState<Shown | null>(() =>
    saved ? { year: saved.year, input: saved, output: calculateAnnual(saved) } : null,
  );

  const herdValue = useQuery(herdValueQuery);
  const averageValuePerHead = herdValue.data?.averageValuePerHead ?? null;
  // Only the answer for the year typed last may fill the form.
  const chosenYear = useRef(String(year));
  // A chosen year with no record: the form keeps its figures, and says so.
  const [unsaved, setUnsaved] = useState<string | null>(null);
  // The saved months and the registry's events, and the notes of where each figure came from.
  const sourcesOf = useYearSources(form, chosenYear);

  // Opening the screen on a year without a record: the events of that year, once.
  useEffect(() => {
    if (!saved) sourcesOf.startFromEvents(String(year));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the year opened
  }, []);

  /** Typing a year loads that year's record, as opening the screen loads the current one. */
  const chooseYear = (text: string) => {
    form.setValue('year', text);
    chosenYear.current = text;
    setUnsaved(null);
    if (!isLoadableYear(text)) return;
    const picked = Number(text);
    fetchYear(picked)
      .then((record) => {
        if (chosenYear.current !== text) return;
        if (!record) {
          setUnsaved(text);
          sourcesOf.startFromEvents(text);
          return;
        }
        queryClient.setQueryData(annualRecordQuery(picked).queryKey, record);
        sourcesOf.forgetSources();
        // The year's record, into the fields the producer has not typed in.
        const { year: _year, ...figures } = initialValues(picked, record);
        form.suggest(figures);
        save.reset();
        setShown({ year: record.year, input: record, output: calculateAnnual(record) });
      })
      .catch((error: unknown) =>
        console.error('Resultados anuais: falha ao carregar o ano', error),
      );
  };

  const save = useSaveYear((saved, { year, figures }) => {
    if (saved.queued) {
      toastQueued(saved.reason, 'Resultados guardados no aparelho');
      setShown({ year, input: figures, output: calculateAnnual(figures) });
      return;
    }
    const record = saved.data;
    setUnsaved((text) => (text !== null && Number(text) === record.year ? null : text));
    if (record.outcome === 'superseded') {
      // Another phone saved this year with figures entered later: those stay, and show.
      form.reset({ ...initialValues(record.year, record), year: String(record.year) });
      setShown({ year: record.year, input: record, output: calculateAnnual(record) });
      toast.warning('Registro mais recente mantido', {
        description: `Outro registro de ${record.year} feito depois do seu já estava salvo, e ficou valendo o mais recente.`,
        duration: 10_000,
      });
      return;
    }
    setShown({ year: record.year, input: figures, output: calculateAnnual(figures) });
    toast.success('Cálculo realizado', {
      description: 'Resultados anuais calculados e salvos com sucesso!',
    });
  });

  // 'Corrigir' on a refused year: its year and figures back in the form, to change and save.
  useFixRequests('annual', (body, entry) => {
    const text = decodeURIComponent(entry.path.split('/').pop() ?? '');
    chosenYear.current = text;
    const figures = FIGURES.map((key) => {
      const value = body[key];
      return [key, typeof value === 'number' ? toInputText(value, KINDS[key]) : ''];
    });
    form.reset({ year: text, ...Object.fromEntries(figures) });
    setUnsaved(null);
    setShown(null);
    save.reset();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(null);
    const input = form.validate(annualResultsSchema);
    if (!input) return;
    // Calculated, the figures are the year's: no longer edits that a later answer keeps.
    form.touched.forget();
    const { year: chosenYear, ...figures } = input;
    save.mutate({ year: chosenYear, figures });
  };

  const pending = save.isPending && (
    <Card>
      <CardContent>
        <Spinner className="justify-start" label="Calculando e salvando..." />
      </CardContent>
    </Card>
  );

  return (
    <>
      <CalculatorLayout
        formId={FORM_ID}
        onSubmit={submit}
        submitLabel="Calcular Resultados Anuais"
        fields={
          <AnnualFields
            form={form}
            yearHint={
              [
                unsaved !== null && unsaved === form.values.year
                  ? 'Nenhum registro salvo para este ano'
                  : '',
                sourcesOf.fromEvents && sourcesOf.fromEvents.year === form.values.year
                  ? sourcesOf.fromEvents.text
                  : '',
              ]
                .filter(Boolean)
                .join('. ') || undefined
            }
            onYearChange={chooseYear}
            filling={sourcesOf.filling}
            filledText={
              sourcesOf.filled && sourcesOf.filled.year === form.values.year
                ? sourcesOf.filled.text
                : ''
            }
            onFillFromMonths={sourcesOf.fillFromMonths}
            noteOf={sourcesOf.noteOf}
          />
        }
        results={
          shown ? (
            <AnnualResultsView {...shown} averageValuePerHead={averageValuePerHead} />
          ) : (
            pending || null
          )
        }
      />
      <YearsChart />
      <SavedYears onOpen={chooseYear} />
    </>
  );
}
