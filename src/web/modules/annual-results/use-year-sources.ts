import { useRef, useState, type RefObject } from 'react';
import { toast } from 'sonner';
import { FROM_EVENTS_NOTE, hasMovements } from '@/domain/herd/movements';
import { toInputText } from '@/domain/number';
import { parseDecimal } from '@/domain/number';
import {
  herdFigures,
  monthFigures,
  openingNote,
  sourceNote,
  type SourceFigures,
  type SourcedField,
} from '@/domain/records/annual-sources';
import type { useFieldForm } from '../../lib/use-field-form';
import { fetchYearMonths, fetchYearMovements, isLoadableYear } from './annual-results-api';
import { FIGURES, FROM_MONTHS, KINDS, type Figure } from './annual-figures';

/** What the herd and the saved months say of a year, for the fields' notes (issue 39 item 9). */
type Sources = { year: string; herd: SourceFigures; months: SourceFigures; opening: string };

/**
 * Where a year's figures may come from besides typing: the saved monthly controls ('Preencher
 * com os meses salvos') and the registry's events (a year without a record), and the notes that
 * say where each field's figure came from. `chosenYear` is the year typed last: only its answers
 * fill the form.
 */
export function useYearSources(
  form: ReturnType<typeof useFieldForm>,
  chosenYear: RefObject<string>,
) {
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
        const start: Partial<Record<Figure, number>> = {
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

  return {
    filled,
    filling,
    fillFromMonths,
    fromEvents,
    startFromEvents,
    noteOf,
    forgetSources: () => setSources(null),
  };
}
