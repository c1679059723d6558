import { formatNumber } from '../format';
import type { EntryType } from './constants';

/*
 * A bank line's category, guessed from the farm's earlier entries of the same description
 * (issue 43 item 4), and the sentence that closes an import.
 */

/**
 * A description as the guess compares it: lower case, without accents, without anything that
 * changes from one month to the next (dates, document and card numbers, amounts: every run of
 * digits with the separators inside it, and 'R$') nor punctuation, spaces collapsed.
 * @example
 * normalizeDescription('PIX ENVIADO 15/03 João da Silva')     //=> 'pix enviado joao da silva'
 * normalizeDescription('PAG BOLETO NF-e 12.345 Agropecuária') //=> 'pag boleto nf e agropecuaria'
 */
export function normalizeDescription(description: string): string {
  return description
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/r\$/g, ' ')
    .replace(/\d[\d./:,-]*/g, ' ')
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

/** An entry the farm categorised before: what the guess learns from. */
export interface CategorisedEntry {
  description: string;
  type: EntryType;
  accountId: string;
  /** 'YYYY-MM-DD'. */
  date: string;
}

interface Tally {
  count: number;
  latest: string;
  /** Its place in the history, for a tie on the day too: the later one. */
  order: number;
}

/**
 * A guesser over the farm's categorised entries (those a person chose or confirmed: the server
 * leaves out bank lines still to review). For a line's description and type (money in or out)
 * it answers the category most often given to the same normalised description of the same type;
 * a tie goes to the one used most recently. Null when the description was never categorised
 * (or has no letters). Built once per import: each guess is one map lookup.
 * @example
 * const guess = createCategoryGuesser([
 *   { description: 'PIX ENVIADO 05/01 POSTO BOA VISTA', type: 'expense', accountId: 'fuel', date: '2025-01-05' },
 * ]);
 * guess('PIX ENVIADO 09/02 POSTO BOA VISTA', 'expense') //=> 'fuel'
 */
export function createCategoryGuesser(
  history: Iterable<CategorisedEntry>,
): (description: string, type: EntryType) => string | null {
  const tallies = new Map<string, Map<string, Tally>>();
  let order = 0;
  for (const entry of history) {
    order += 1;
    const normalized = normalizeDescription(entry.description);
    if (normalized === '') continue;
    const key = `${entry.type}|${normalized}`;
    let byAccount = tallies.get(key);
    if (!byAccount) tallies.set(key, (byAccount = new Map()));
    const tally = byAccount.get(entry.accountId);
    if (!tally) {
      byAccount.set(entry.accountId, { count: 1, latest: entry.date, order });
    } else {
      tally.count += 1;
      if (entry.date >= tally.latest) {
        tally.latest = entry.date;
        tally.order = order;
      }
    }
  }
  const best = new Map<string, string>();
  for (const [key, byAccount] of tallies) {
    let chosen: [string, Tally] | null = null;
    for (const candidate of byAccount) {
      if (!chosen || beats(candidate[1], chosen[1])) chosen = candidate;
    }
    if (chosen) best.set(key, chosen[0]);
  }
  return (description, type) => {
    const normalized = normalizeDescription(description);
    return normalized === '' ? null : (best.get(`${type}|${normalized}`) ?? null);
  };
}

/** More often; on a tie, more recently (by day, then by place in the history). */
function beats(a: Tally, b: Tally): boolean {
  if (a.count !== b.count) return a.count > b.count;
  if (a.latest !== b.latest) return a.latest > b.latest;
  return a.order > b.order;
}

/**
 * One guess without keeping the guesser (a single line).
 * @example
 * guessCategory('Tarifa 03/2025', 'expense', [
 *   { description: 'Tarifa 01/2025', type: 'expense', accountId: 'taxes', date: '2025-01-31' },
 * ]) //=> 'taxes'
 */
export function guessCategory(
  description: string,
  type: EntryType,
  history: Iterable<CategorisedEntry>,
): string | null {
  return createCategoryGuesser(history)(description, type);
}

const count = (n: number) => formatNumber(n, 0);

/**
 * The sentence after an import: how many lines came in and how many were already in the book
 * (their FITID seen before).
 * @example
 * importSummaryText(12, 3) //=> '12 lançamentos importados, 3 já existiam'
 * importSummaryText(1, 1)  //=> '1 lançamento importado, 1 já existia'
 * importSummaryText(0, 3)  //=> 'Nenhum lançamento novo: 3 já existiam'
 */
export function importSummaryText(imported: number, existing: number): string {
  const existed = existing === 1 ? '1 já existia' : `${count(existing)} já existiam`;
  if (imported === 0) {
    return existing === 0 ? 'Nenhum lançamento no extrato' : `Nenhum lançamento novo: ${existed}`;
  }
  const done =
    imported === 1 ? '1 lançamento importado' : `${count(imported)} lançamentos importados`;
  return existing === 0 ? done : `${done}, ${existed}`;
}

/**
 * The sentence under the summary when lines could not be read (their list follows it); empty
 * when all were.
 * @example
 * unreadLinesText(2) //=> '2 linhas do extrato não puderam ser lidas e ficaram de fora:'
 */
export function unreadLinesText(unread: number): string {
  if (unread <= 0) return '';
  return unread === 1
    ? '1 linha do extrato não pôde ser lida e ficou de fora:'
    : `${count(unread)} linhas do extrato não puderam ser lidas e ficaram de fora:`;
}
