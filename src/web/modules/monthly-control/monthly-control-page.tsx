import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { toInputText, type InputKind } from '@/domain/number';
import { formatMonthBR, formatMonthShortBR, isIsoMonth } from '@/domain/records/dates';
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
import { fieldId, toNumbers, type FieldValues } from '../../lib/use-field-form';
import { useCalculator } from '../../components/calculator/use-calculator';
import { birthsNote, FROM_EVENTS_NOTE, hasMovements } from '@/domain/herd/movements';
import { headCountParts, type HeadCount } from '@/domain/herd/head-count';
import { formatNumber } from '@/domain/format';
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
import { SanitaryCostOffer } from './sanitary-cost-offer';
import { headedModule } from '../headings';

const FORM_ID = 'monthly-control';
const FIGURES = [
  'initialQuantity',
  'purchases',
  'sales',
  'deaths',
  'totalCosts',
  'totalRevenue',
] as const satisfies ReadonlyArray<keyof MonthlyFigures>;
type Figure = (typeof FIGURES)[number];
/** Heads are whole numbers; costs and revenue are money. */
const KINDS: Record<Figure, InputKind> = {
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

/**
 * Where 'Quantidade Inicial' starts: the herd as the month opens, in its parts, and the last
 * closing when it says otherwise ('Mês sem registro: começando do rebanho no início do mês, 5.128
 * cabeças (3.131 no Rebanho + 1.997 lançados no estoque); o fechamento de outubro/2026 tinha 2.084').
 */
function openingWords(
  opening: HeadCount,
  closing: { monthYear: string; finalQuantity: number } | null,
) {
  const start = `Mês sem registro: começando do rebanho no início do mês, ${formatNumber(opening.total, 0)} cabeças (${headCountParts(opening)})`;
  return closing && closing.finalQuantity !== opening.total
    ? `${start}; o fechamento de ${formatMonthShortBR(closing.monthYear)} tinha ${formatNumber(closing.finalQuantity, 0)}`
    : start;
}

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
   * The figures as the form shows them. A month's record or start arrives after the month was
   * chosen: it goes in through `calc.suggest`, so what the producer typed meanwhile stays.
   */
  const figureTexts = (figures: Partial<MonthlyFigures>, keys: readonly Figure[] = FIGURES) =>
    Object.fromEntries(
      keys.map((key) => {
        const value = figures[key];
        return [key, value === undefined ? '' : toInputText(value, KINDS[key])];
      }),
    );

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
      const start: Partial<MonthlyFigures> = {};
      // The herd as the month opens (decision 062) when the farm has one, else the last closing.
      const opening = events && events.opening.total > 0 ? events.opening : null;
      if (opening) start.initialQuantity = opening.total;
      else if (closing) start.initialQuantity = closing.finalQuantity;
      if (events) {
        start.purchases = events.purchases;
        start.sales = events.sales;
        start.deaths = events.deaths;
        // Money only when the events had a price: the purchases are the month's cost known.
        if (events.salesValue) start.totalRevenue = events.salesValue;
        if (events.purchaseValue) start.totalCosts = events.purchaseValue;
      }
      calc.suggest(
        figureTexts(
          start,
          FIGURES.filter((key) => key in start),
        ),
      );
      const where = opening
        ? openingWords(opening, closing)
        : closing
          ? `Mês sem registro: começando do fechamento de ${formatMonthShortBR(closing.monthYear)}`
          : 'Mês sem registro';
      const more = [
        events ? FROM_EVENTS_NOTE : '',
        events?.purchaseValue ? 'Custos Totais começa com o valor das compras.' : '',
        events ? birthsNote(events.births) : '',
      ].filter(Boolean);
      setMonthNote({ month: text, text: more.length ? `${where}. ${more.join(' ')}` : where });
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
          <>
            <FormField
              label="Mês/Ano"
              type="month"
              placeholder="AAAA-MM"
              {...calc.input('monthYear')}
              hint={
                monthNote && monthNote.month === calc.values.monthYear ? monthNote.text : undefined
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
            {/* The month's sanitary cost (issue 26 item 7), added to the costs when asked. */}
            <SanitaryCostOffer
              month={calc.values.monthYear ?? ''}
              costs={calc.values.totalCosts ?? ''}
              onAdd={(text) => calc.setValue('totalCosts', text)}
            />
          </>
        }
        results={shown && <MonthlyControlView output={shown.output} note={note} />}
      />
      <YearChart month={calc.values.monthYear ?? ''} />
      <SavedMonths onOpen={openMonth} />
    </ModuleLayout>
  );
}
