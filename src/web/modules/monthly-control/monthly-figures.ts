import { toInputText, type InputKind } from '@/domain/number';
import { formatMonthBR, formatMonthShortBR } from '@/domain/records/dates';
import type { MonthlyEntry, MonthlyFigures } from '@/domain/records/monthly-control';
import { birthsNote, FROM_EVENTS_NOTE, type HerdMovements } from '@/domain/herd/movements';
import { headCountParts, type HeadCount } from '@/domain/herd/head-count';
import { formatNumber } from '@/domain/format';
import { toNumbers, type FieldValues } from '../../lib/use-field-form';
import type { Saved } from '../../offline/use-offline';
import type { SavedMonth } from './monthly-control-api';

/*
 * The monthly form's figures: which there are, how each reads in a field, and where a month
 * without a record starts (the herd as it opens, the last closing, the registry's events).
 */

export const FORM_ID = 'monthly-control';
export const FIGURES = [
  'initialQuantity',
  'purchases',
  'sales',
  'deaths',
  'totalCosts',
  'totalRevenue',
] as const satisfies ReadonlyArray<keyof MonthlyFigures>;
export type Figure = (typeof FIGURES)[number];
/** Heads are whole numbers; costs and revenue are money. */
export const KINDS: Record<Figure, InputKind> = {
  initialQuantity: 'count',
  purchases: 'count',
  sales: 'count',
  deaths: 'count',
  totalCosts: 'money',
  totalRevenue: 'money',
};
export const INITIAL_VALUES = {
  monthYear: '',
  ...Object.fromEntries(FIGURES.map((k) => [k, ''])),
};

/** The figures as pt-BR numbers; the month as typed ('YYYY-MM'). */
export const toInput = ({ monthYear, ...figures }: FieldValues) => ({
  ...toNumbers(figures),
  monthYear,
});

/**
 * The figures as the form shows them. A month's record or start arrives after the month was
 * chosen: it goes in through `calc.suggest`, so what the producer typed meanwhile stays.
 */
export const figureTexts = (figures: Partial<MonthlyFigures>, keys: readonly Figure[] = FIGURES) =>
  Object.fromEntries(
    keys.map((key) => {
      const value = figures[key];
      return [key, value === undefined ? '' : toInputText(value, KINDS[key])];
    }),
  );

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

/**
 * A month without a record, from the last closing before it and the registry's events of the
 * month (decision 042; `events` null when there were none or they failed): the figures it starts
 * with and the note under 'Mês/Ano'.
 */
export function monthStart(closing: MonthlyEntry | null, events: HerdMovements | null) {
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
  return { start, note: more.length ? `${where}. ${more.join(' ')}` : where };
}

/** The line under the results: the month loaded, or where its save stands. */
export function saveNote(
  loaded: string | undefined,
  save: { isPending: boolean; isError: boolean; data?: Saved<SavedMonth> },
) {
  return loaded
    ? `Dados salvos de ${formatMonthBR(loaded)}.`
    : save.isPending
      ? 'Salvando...'
      : save.isError
        ? 'O controle deste mês não foi salvo. Selecione Calcular e Salvar para tentar de novo.'
        : save.data?.queued
          ? save.data.reason === 'session'
            ? 'Sua sessão expirou: o controle será enviado quando você entrar de novo.'
            : 'Sem conexão: o controle ficou guardado no aparelho e será salvo quando a internet voltar.'
          : save.data && `Controle de ${formatMonthBR(save.data.data.monthYear)} salvo.`;
}
