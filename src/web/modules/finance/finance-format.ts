import type { EntryTotals, EntryView } from '@/domain/finance/api';
import type { HerdEntryEvent } from '@/domain/finance/constants';
import { formatCents, type Cents } from '@/domain/finance/money';
import { formatNumber } from '@/domain/format';
import { formatDateBR } from '@/domain/records/dates';

/* The words and figures of the 'Financeiro' screens (issue 43), from the contract's views. */

export const FINANCE_TOASTS = {
  updated: 'Lançamento alterado',
  paid: 'Pagamento registrado',
  received: 'Recebimento registrado',
  undone: 'Lançamento desfeito',
  accountCreated: 'Conta criada',
  accountRenamed: 'Conta renomeada',
  categorised: 'Categorias salvas',
  reconciled: 'Lançamento conciliado',
  settings: 'Configurações salvas',
} as const;

/** An entry's amount as the list shows it: money out with a minus. */
export const signedCents = (entry: Pick<EntryView, 'type' | 'amountCents'>): Cents =>
  entry.type === 'expense' ? -entry.amountCents : entry.amountCents;

export const amountText = (entry: Pick<EntryView, 'type' | 'amountCents'>) =>
  formatCents(signedCents(entry));

/**
 * How a row is named for a button's accessible name: 'Sal mineral (10/11/2026)'; an instalment
 * says which ('Ração, parcela 2 de 10 (10/11/2026)'): the N rows of one expense share their
 * description and date, and their buttons must not share a name.
 */
export function entryName(entry: Pick<EntryView, 'description' | 'date' | 'instalment'>) {
  const part = entry.instalment
    ? `, parcela ${entry.instalment.number} de ${entry.instalment.count}`
    : '';
  return `${entry.description}${part} (${formatDateBR(entry.date)})`;
}

/** A foreseen entry not paid by its due date. */
export const isOverdue = (entry: Pick<EntryView, 'status' | 'dueDate'>, today: string) =>
  entry.status === 'planned' && entry.dueDate !== null && entry.dueDate < today;

/** 'Situação' of a row: 'Realizado', 'Previsto, vence em 10/12/2026', 'Vencido em 01/11/2026'. */
export function statusText(entry: Pick<EntryView, 'status' | 'dueDate'>, today: string): string {
  if (entry.status === 'realized' || entry.dueDate === null) {
    return entry.status === 'realized' ? 'Realizado' : 'Previsto';
  }
  return isOverdue(entry, today)
    ? `Vencido em ${formatDateBR(entry.dueDate)}`
    : `Previsto, vence em ${formatDateBR(entry.dueDate)}`;
}

/** 'Marcar como pago' for money out, 'Marcar como recebido' for money in. */
export const settleLabel = (entry: Pick<EntryView, 'type'>) =>
  entry.type === 'expense' ? 'Marcar como pago' : 'Marcar como recebido';

/** Where a 'Do rebanho' entry is changed: the herd's event, on its own page. */
const HERD_PLACES: Record<HerdEntryEvent | 'funrural', { what: string; page: string; to: string }> =
  {
    sale: { what: 'a venda', page: 'Rebanho', to: '/rebanho' },
    funrural: { what: 'a venda', page: 'Rebanho', to: '/rebanho' },
    purchase: { what: 'a compra', page: 'Rebanho', to: '/rebanho' },
    sanitary: { what: 'a aplicação', page: 'Sanidade', to: '/sanidade' },
    reproduction: { what: 'o serviço', page: 'Reprodução', to: '/reproducao' },
  };

export function herdPlace(entry: Pick<EntryView, 'herd'>) {
  return HERD_PLACES[entry.herd?.event ?? 'sale'];
}

/** 'Parcela 2 de 10'. */
export const instalmentText = (i: NonNullable<EntryView['instalment']>) =>
  `Parcela ${i.number} de ${i.count}`;

const count = (n: number, one: string, many: string) =>
  n === 1 ? `1 ${one}` : `${formatNumber(n, 0)} ${many}`;

/** '12 lançamentos', '1 lançamento'. */
export const entriesCount = (n: number) => count(n, 'lançamento', 'lançamentos');

/** The filtered totals, each figure with its name. */
export function totalsFigures(totals: EntryTotals): { label: string; cents: Cents }[] {
  return [
    { label: 'Entradas', cents: totals.incomeCents },
    { label: 'Saídas', cents: totals.expenseCents },
    { label: 'Saldo', cents: totals.netCents },
  ];
}
