import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  annualResultsSchema,
  calculateAnnual,
  type AnnualFigures,
  type AnnualOutput,
  type AnnualRecord,
} from '@/domain/records/annual-results';
import { toInputText, type InputKind } from '@/domain/number';
import { FROM_EVENTS_NOTE, hasMovements } from '@/domain/herd/movements';
import {
  herdFigures,
  monthFigures,
  openingNote,
  sourceNote,
  type SourceFigures,
  type SourcedField,
} from '@/domain/records/annual-sources';
import { parseDecimal } from '@/domain/number';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useFieldForm } from '../../lib/use-field-form';
import { CalculatorLayout, FieldGroup } from '../../components/calculator/calculator-layout';
import { SavedYears } from './saved-years';
import { YearsChart } from './years-chart';
import { NumberField } from '../../components/calculator/number-field';
import {
  annualRecordQuery,
  fetchYear,
  fetchYearMonths,
  fetchYearMovements,
  herdValueQuery,
  isLoadableYear,
  useSaveYear,
} from './annual-results-api';
import { Button } from '../../components/ui/button';
import { toastQueued } from '../../offline/queued';
import { useFixRequests } from '../../offline/fix-channel';
import { AnnualResultsView } from './annual-results-view';

const FORM_ID = 'annual-results';
const FIGURES = [
  'initialInventory',
  'totalBirths',
  'totalPurchases',
  'totalSales',
  'totalDeaths',
  'totalInvestment',
  'totalRevenue',
  'totalCosts',
] as const satisfies ReadonlyArray<keyof AnnualFigures>;

/** Heads are whole numbers; investment, revenue and costs are money. */
const KINDS: Record<(typeof FIGURES)[number], InputKind> = {
  initialInventory: 'count',
  totalBirths: 'count',
  totalPurchases: 'count',
  totalSales: 'count',
  totalDeaths: 'count',
  totalInvestment: 'money',
  totalRevenue: 'money',
  totalCosts: 'money',
};

/** The fields the year's monthly controls fill. */
const FROM_MONTHS = [
  'totalPurchases',
  'totalSales',
  'totalDeaths',
  'totalRevenue',
  'totalCosts',
] as const satisfies ReadonlyArray<(typeof FIGURES)[number]>;

type Shown = { year: number; input: AnnualFigures; output: AnnualOutput };

const initialValues = (year: number, saved: AnnualRecord | null) => ({
  year: String(year),
  ...Object.fromEntries(FIGURES.map((k) => [k, saved ? toInputText(saved[k] ?? 0, KINDS[k]) : ''])),
});

/** What the herd and the saved months say of a year, for the fields' notes (issue 39 item 9). */
type Sources = { year: string; herd: SourceFigures; months: SourceFigures; opening: string };

/** The annual form, pre-filled with the saved year; results appear only once the year is saved. */
export function AnnualResultsForm({ year, saved }: { year: number; saved: AnnualRecord | null }) {
  const queryClient = useQueryClient();
  const form = useFieldForm(FORM_ID, initialValues(year, saved), annualResultsSchema);
  const [shown, setShown] = useState<Shown | null>(() =>
    saved ? { year: saved.year, input: saved, output: calculateAnnual(saved) } : null,
  );

  const herdValue = useQuery(herdValueQuery);
  const averageValuePerHead = herdValue.data?.averageValuePerHead ?? null;
  // What 'Preencher com os meses salvos' did, for the year it did it.
  const [filled, setFilled] = useState<{ year: string; text: string } | null>(null);
  const [filling, setFilling] = useState(false);
  // What the herd and the saved months say of the year: each field notes where it came from.
  const [sources, setSources] = useState<Sources | null>(null);
  // The year whose saved months the person asked for: the events' later answer leaves those fields.
  const monthsFilledFor = useRef<string | null>(null);

  /** Purchases, sales, deaths, revenue and costs from the year's monthly controls. */
  const fillFromMonths = () => {
    const text = form.values.year ?? '';
    setFilled(null);
    if (!isLoadableYear(text)) {
      setFilled({ year: text, text: 'Informe um ano entre 2020 e 2100 para buscar os meses.' });
      return;
    }
    setFilling(true);
    form.touched.forget(FROM_MONTHS);
    // The herd's events too, only to say where a figure differs (offline: no note).
    const events = fetchYearMovements(Number(text)).catch(() => null);
    fetchYearMonths(Number(text))
      .then(async (sums) => {
        if (sums.monthCount === 0) {
          setFilled({ year: text, text: `Nenhum mês de ${text} salvo no Controle Mensal.` });
          return;
        }
        // Into the fields not typed in since the press (the press asked to replace the others).
        monthsFilledFor.current = text;
        form.suggest(
          Object.fromEntries(FROM_MONTHS.map((key) => [key, toInputText(sums[key], KINDS[key])])),
        );
        setFilled({
          year: text,
          text: `Preenchido com ${sums.monthCount} ${sums.monthCount === 1 ? 'mês salvo' : 'meses salvos'} de ${text}. Confira e altere se precisar.`,
        });
        const m = await events;
        setSources({
          year: text,
          herd: m ? herdFigures(m) : {},
          months: monthFigures(sums),
          opening: m ? openingNote(text, m.opening) : '',
        });
      })
      .catch((error: unknown) => {
        console.error('Resultados anuais: falha ao buscar os meses', error);
        toast.error('Não foi possível buscar os meses salvos', {
          description: 'Verifique a conexão e tente de novo.',
        });
      })
      .finally(() => setFilling(false));
  };

  // Only the answer for the year typed last may fill the form.
  const chosenYear = useRef(String(year));
  // A chosen year with no record: the form keeps its figures, and says so.
  const [unsaved, setUnsaved] = useState<string | null>(null);

  // The year the registry's events filled the form for, and what the form says about it.
  const [fromEvents, setFromEvents] = useState<{ year: string; text: string } | null>(null);

  /**
   * A year without a record starts from the registry's events of that year (decision 042):
   * births, purchases, sales, deaths, the sales' value as revenue, the purchases' as investment,
   * and the head count on 1 January (decision 062). They fill the fields the producer has not
   * typed in (another year's figures are replaced; what was typed stays: issue 39 item 4).
   */
  const startFromEvents = (text: string) => {
    // The saved months too, only to say where a figure differs (offline: no note).
    const months = fetchYearMonths(Number(text)).catch(() => null);
    fetchYearMovements(Number(text))
      .then(async (m) => {
        if (chosenYear.current !== text || !hasMovements(m)) return;
        const start: Partial<Record<(typeof FIGURES)[number], number>> = {
          totalBirths: m.births,
          totalPurchases: m.purchases,
          totalSales: m.sales,
          totalDeaths: m.deaths,
        };
        // The herd as the year opens: the registry's animals + the typed rows (decision 062).
        if (m.opening.total > 0) start.initialInventory = m.opening.total;
        if (m.salesValue) start.totalRevenue = m.salesValue;
        if (m.purchaseValue) start.totalInvestment = m.purchaseValue;
        // What the person filled from the months stays when the events answer after the press.
        const asked = monthsFilledFor.current === text ? new Set<string>(FROM_MONTHS) : null;
        form.suggest(
          Object.fromEntries(
            FIGURES.filter((key) => start[key] !== undefined && !asked?.has(key)).map((key) => [
              key,
              toInputText(start[key]!, KINDS[key]),
            ]),
          ),
        );
        const notes = [
          FROM_EVENTS_NOTE,
          m.purchaseValue ? 'Investimento Total começa com o valor das compras.' : '',
        ];
        setFromEvents({ year: text, text: notes.filter(Boolean).join(' ') });
        const sums = await months;
        if (chosenYear.current !== text) return;
        setSources({
          year: text,
          herd: herdFigures(m),
          months: sums ? monthFigures(sums) : {},
          opening: openingNote(text, m.opening),
        });
      })
      // Offline or refused: the form stays as it is.
      .catch(() => undefined);
  };

  /** The note under a field: where its figure came from, when the herd and the months differ. */
  const noteOf = (field: SourcedField) => {
    if (!sources || sources.year !== form.values.year) return undefined;
    const value = parseDecimal(form.values[field] ?? '');
    const note = sourceNote(field, value, sources.herd, sources.months);
    const opening = field === 'initialInventory' ? sources.opening : '';
    return [opening, note].filter(Boolean).join(' ') || undefined;
  };

  // Opening the screen on a year without a record: the events of that year, once.
  useEffect(() => {
    if (!saved) startFromEvents(String(year));
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
          startFromEvents(text);
          return;
        }
        queryClient.setQueryData(annualRecordQuery(picked).queryKey, record);
        setSources(null);
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
          <>
            <FieldGroup>
              <NumberField
                label="Ano"
                placeholder="Ex.: 2025"
                {...form.number('year')}
                hint={
                  [
                    unsaved !== null && unsaved === form.values.year
                      ? 'Nenhum registro salvo para este ano'
                      : '',
                    fromEvents && fromEvents.year === form.values.year ? fromEvents.text : '',
                  ]
                    .filter(Boolean)
                    .join('. ') || undefined
                }
                onValueChange={chooseYear}
              />
              <div className="flex flex-col gap-2">
                <Button
                  variant="outline"
                  className="self-start"
                  disabled={filling}
                  onClick={fillFromMonths}
                >
                  {filling ? 'Buscando meses...' : 'Preencher com os meses salvos'}
                </Button>
                <p role="status" className="text-sm text-stone-600 empty:hidden">
                  {filled && filled.year === form.values.year ? filled.text : ''}
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
          </>
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
