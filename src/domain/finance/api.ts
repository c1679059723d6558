import type { CashFlow, DueList } from './cash-flow';
import type {
  AccountGroup,
  AccountKind,
  CostCenterType,
  EntrySource,
  EntryStatus,
  EntryType,
  HerdEntryEvent,
} from './constants';
import type { Dre } from './dre';
import type { Cents } from './money';
import type { OfxProblem } from './ofx';
import type { CostFigures } from './results';

/*
 * What the 'Financeiro' routes answer (issue 43), under /api/finance; the browser's types and
 * the server's mapping agree through these. Every amount is whole centavos (`…Cents`), never a
 * float of reais; the forms send reais (`amount`), as every money field of the app.
 *
 *   GET  /entries?from=&to=&type=&accountId=&status=&source=&costCenter=&review=&q=&cursor=
 *                                          EntryPage (keyset by date, created, id; 50 a page) + totals
 *   POST /entries                          EntryCreated (201)   'Receita registrada' / 'Despesa registrada'
 *   PUT  /entries/:id                      EntryView            not a 'Do rebanho' one (edit the event)
 *   POST /entries/:id/settle               EntryView            'Marcar como pago' / 'recebido'
 *   POST /entries/:id/undo {reason}        204                  its author, the owner or a Gerente
 *   GET  /entries.csv?… (the list's filters) text/csv           the LCDPR columns first (export.ts)
 *   GET  /accounts                         { items: AccountView[] }   seeded on the first read
 *   POST /accounts                         AccountView (201)
 *   PUT  /accounts/:id                     AccountView          rename
 *   POST /accounts/:id/archive             AccountView          hidden from the pickers
 *   POST /accounts/:id/restore             AccountView          shown again
 *   GET  /cash-flow?from=&to=              CashFlowView
 *   GET  /due                              DueView              'Contas a pagar' / 'a receber'
 *   GET  /results?year= | ?from=&to=       ResultsView          the figures, and the DRE for a year
 *   GET  /settings                         FinanceSettings
 *   PUT  /settings                         FinanceSettings
 *   POST /imports/ofx   (the file's bytes) OfxImportResult (201)  at most 20 in 10 minutes (429)
 *   POST /imports/categorise               { updated: number }  bankCategorisationSchema
 *   POST /reconcile                        EntryView            reconcileSchema
 *
 * `costCenter` is 'farm' (neither a lot nor a paddock), 'lot:<id>' or 'paddock:<id>'.
 * Owner and Gerente only ('Campo': 403 everywhere, decision 066); Pro, Master and the trial; a
 * lapsed plan reads. Writes take an `Idempotency-Key`, as the herd's. The entries are in /api/v1
 * too (/finance-entries, /finance-accounts: server/api-v1/finance.ts).
 */

/** One account of the farm's plano de contas. */
export interface AccountView {
  id: string;
  /** A seeded account's stable key (constants.ts SEED_ACCOUNTS); null for the farm's own. */
  key: string | null;
  name: string;
  kind: AccountKind;
  group: AccountGroup;
  /** Entries not undone in it (an account in use cannot be removed). */
  entries: number;
  /** Hidden from the pickers ('Arquivar'); its entries stay. Accounts are never deleted. */
  archived: boolean;
}

export interface CostCenterView {
  type: CostCenterType;
  /** The lot's or paddock's id; null for the farm. */
  id: string | null;
  /** 'Fazenda (geral)', the lot's or the paddock's name. */
  name: string;
}

/** One line of 'Lançamentos'. */
export interface EntryView {
  id: string;
  type: EntryType;
  /** 'Data', 'YYYY-MM-DD'. */
  date: string;
  description: string;
  /** Positive; `type` says in or out. */
  amountCents: Cents;
  accountId: string;
  accountName: string;
  group: AccountGroup;
  costCenter: CostCenterView;
  status: EntryStatus;
  /** 'Vencimento' of a foreseen entry; null once realized. */
  dueDate: string | null;
  /** The day it was paid or received (the date itself for entries typed as realized). */
  settledOn: string | null;
  source: EntrySource;
  /** A 'Do rebanho' entry's event (edited or undone with it); null for the others. */
  herd: { event: HerdEntryEvent | 'funrural'; eventId: string } | null;
  /** One of an expense's 'Parcelas': its number of the count, and the group they share. */
  instalment: { number: number; count: number; groupId: string } | null;
  /** A bank line's origin: its FITID (or made key) and the bank account it came from. */
  bank: { key: string; accountKey: string } | null;
  /** The bank line reconciled with this entry, when there is one. */
  reconciledWith: { key: string; accountKey: string; date: string } | null;
  /** A bank line whose guessed category nobody confirmed yet ('A conferir'). */
  toReview: boolean;
  /** This caller may undo it (its author, the owner, a Gerente) and it is not a herd event's. */
  undoable: boolean;
  createdAt: string;
}

/** Over every entry that matches the filters, not only the page. */
export interface EntryTotals {
  count: number;
  incomeCents: Cents;
  expenseCents: Cents;
  /** income − expense. */
  netCents: Cents;
}

export interface EntryPage {
  items: EntryView[];
  nextCursor: string | null;
  totals: EntryTotals;
}

/** A new entry: one, or each of its instalments. */
export interface EntryCreated {
  items: EntryView[];
}

export interface CashFlowView extends CashFlow {
  /** São Paulo's month: the months after it are what is foreseen only. */
  currentMonth: string;
}

export interface DueView {
  payable: DueList;
  receivable: DueList;
  /** The last day looked at (today + 30). */
  until: string;
}

export interface ResultsView {
  figures: CostFigures;
  /** For a year; null for another period. */
  dre: Dre | null;
  /**
   * The period's realized totals per group (positive centavos; 0 for a group without entries),
   * for any period, a month too: what 'Preencher com o financeiro' puts in the monthly control's
   * and the annual results' fields (revenue, costs, investment).
   */
  groups: Record<AccountGroup, Cents>;
}

export interface FinanceSettings {
  /** 'Funrural' (%) of a frigorífico sale, 0 to 10. */
  funruralRate: number;
}

/** One statement of the file, imported. */
export interface OfxStatementImport {
  /** ofx.ts statementAccountKey. */
  accountKey: string;
  bankId: string | null;
  accountId: string | null;
  creditCard: boolean;
  start: string | null;
  end: string | null;
  imported: number;
  existing: number;
}

export interface OfxImportResult {
  /** New entries ('Extrato'), each with its guessed category. */
  imported: number;
  /** Lines whose key (FITID) the book already had. */
  existing: number;
  /**
   * Of the imported, those whose category was guessed from earlier entries; the others went to
   * 'Outras receitas' / 'Outras despesas'. All are 'A conferir' until someone confirms them.
   */
  guessed: number;
  /** Balance rows and zeros, not movements. */
  ignored: number;
  /** Lines left out, with their position. */
  problems: OfxProblem[];
  /** importSummaryText(imported, existing). */
  summary: string;
  statements: OfxStatementImport[];
}
