import type { DueView } from '../../domain/finance/api';
import type { DueList } from '../../domain/finance/cash-flow';
import { formatCents } from '../../domain/finance/money';
import { formatNumber } from '../../domain/format';
import { formatDateBR } from '../../domain/records/dates';
import { ofFarm } from './templates';

/*
 * The weekly e-mail's 'Financeiro' part (issue 43 item 5): 'Contas a pagar' and 'Contas a
 * receber' as the screen's bills due list them (GET /api/finance/due: foreseen, due by today + 30,
 * the overdue ones too) — each list's count and total, and its first bills. Only for whoever sees
 * money (the sender decides); an empty list is left out.
 */

/** The bills each list names one by one; the rest are counted. */
export const LISTED_BILLS = 5;
/** A description longer than this is cut (the screen shows it whole). */
const DESCRIPTION_CHARS = 80;

const count = (n: number, one: string, many: string) =>
  `${formatNumber(n, 0)} ${n === 1 ? one : many}`;

/** Whether the farm has anything to pay or receive in the window. */
export function hasBills(due: DueView | null | undefined): due is DueView {
  return !!due && due.payable.count + due.receivable.count > 0;
}

/**
 * The subject's part: 'Financeiro: 3 contas a pagar e 1 a receber', 'Financeiro: 2 contas a
 * receber'; '' without bills.
 */
export function financeSubjectPart(due: DueView | null | undefined): string {
  if (!hasBills(due)) return '';
  const pay = due.payable.count;
  const receive = due.receivable.count;
  if (receive === 0) return `Financeiro: ${count(pay, 'conta', 'contas')} a pagar`;
  if (pay === 0) return `Financeiro: ${count(receive, 'conta', 'contas')} a receber`;
  return `Financeiro: ${count(pay, 'conta', 'contas')} a pagar e ${formatNumber(receive, 0)} a receber`;
}

/** A description on one line, as typed or as the bank wrote it, cut when long. */
function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_CHARS ? `${flat.slice(0, DESCRIPTION_CHARS - 1)}…` : flat;
}

/**
 * One list: 'Contas a pagar: 3 contas, R$ 1.234,56 (R$ 100,00 vencidos)', then its first bills
 * ('10/06/2026 — Conserto da bomba — R$ 100,00 (vencida)') and how many more.
 */
function listLines(title: string, list: DueList): string[] {
  if (list.count === 0) return [];
  const overdue = list.overdueTotal > 0 ? ` (${formatCents(list.overdueTotal)} vencidos)` : '';
  const listed = list.items.slice(0, LISTED_BILLS);
  const rest = list.count - listed.length;
  return [
    `${title}: ${count(list.count, 'conta', 'contas')}, ${formatCents(list.total)}${overdue}`,
    ...listed.map(
      (bill) =>
        `${formatDateBR(bill.dueDate)} — ${oneLine(bill.description)} — ` +
        `${formatCents(bill.amountCents)}${bill.overdue ? ' (vencida)' : ''}`,
    ),
    ...(rest > 0 ? [`e mais ${count(rest, 'conta', 'contas')}`] : []),
  ];
}

/**
 * The part's paragraphs: what the farm pays and receives by `due.until` (the overdue bills
 * included), each list with its first bills; then where to see them all: `url`
 * (/financeiro?aba=fluxo at the app's address) when the e-mail's button opens another page,
 * null when the button is this one.
 */
export function financeLines(
  farmName: string,
  due: DueView | null | undefined,
  url: string | null,
): string[] {
  if (!hasBills(due)) return [];
  return [
    `As contas ${ofFarm(farmName)} até ${formatDateBR(due.until)} (as vencidas também):`,
    ...listLines('Contas a pagar', due.payable),
    ...listLines('Contas a receber', due.receivable),
    `Veja as contas e o fluxo de caixa no Financeiro:${url ? ` ${url}` : ''}`,
  ];
}
