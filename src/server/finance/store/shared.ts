import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { EntryView } from '../../../domain/finance/api';
import {
  FARM_COST_CENTER_LABEL,
  type AccountGroup,
  type EntrySource,
  type EntryStatus,
  type EntryType,
  type HerdEntryEvent,
} from '../../../domain/finance/constants';
import { assertCents } from '../../../domain/finance/money';
import { mayUndo, type FarmRole } from '../../../domain/farms';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { RecordWriteContext } from '../../write-context';

/* What the finance store's files share: who writes, the errors, an entry's row and its view. */

export type FinanceWriteContext = RecordWriteContext;
/** Who reads: an entry is `undoable` by its author, the owner or a Gerente (decision 057). */
export interface FinanceViewer {
  role: FarmRole;
  userId: string;
}

export const ENTRY_NOT_FOUND = 'Lançamento não encontrado';
export const ACCOUNT_NOT_FOUND = 'Categoria não encontrada';
export const LOT_NOT_FOUND = 'Lote não encontrado.';
export const PADDOCK_NOT_FOUND = 'Pasto não encontrado';
export const BANK_LINE_NOT_FOUND = 'Linha do extrato não encontrada';
export const HERD_ENTRY_MESSAGE =
  'Lançamento do rebanho: altere ou desfaça o evento no Rebanho, na Sanidade ou na Reprodução';
export const ENTRY_UNDONE_MESSAGE = 'Este lançamento foi desfeito';
export const ACCOUNT_ARCHIVED_MESSAGE = 'Esta categoria está arquivada';
export const ACCOUNT_NAME_TAKEN = 'Já existe uma categoria com esse nome';

/**
 * `count` new ids in rising order, for rows written in one statement (the instalments of one
 * expense, the lines of one statement): they share their date and their moment entered, and the
 * list orders them last by id — rising ids keep them in the order given, not as random ids fall.
 */
export const risingIds = (count: number) =>
  Array.from({ length: count }, () => randomUUID()).sort();

export const invalid = (fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION', 'Erro de validação', fields);
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/** The farm's plano de contas, written once (migration 0032's finance_seed_accounts). */
export async function seedAccounts(db: Pick<Db, 'execute'>, farmId: string) {
  await db.execute(sql`select finance_seed_accounts(${farmId})`);
}

/** A whole number of centavos read from the database (bigint and sums come back as text). */
export const cents = (value: unknown, what: string) =>
  assertCents(value === null || value === undefined ? 0 : Number(value), what);

/** An entry as `entryColumns` reads it. */
export interface EntryRow extends Record<string, unknown> {
  id: string;
  type: EntryType;
  entry_date: string;
  description: string;
  amount_cents: string;
  account_id: string;
  account_name: string;
  account_group: AccountGroup;
  lot_id: string | null;
  lot_name: string | null;
  paddock_id: string | null;
  paddock_name: string | null;
  status: EntryStatus;
  due_date: string | null;
  settled_on: string | null;
  source: EntrySource;
  herd_event: HerdEntryEvent | 'funrural' | null;
  herd_event_id: string | null;
  instalment_group: string | null;
  instalment_number: number;
  instalment_count: number;
  bank_key: string | null;
  bank_account_key: string | null;
  paid_key: string | null;
  paid_account_key: string | null;
  paid_on: string | null;
  to_review: boolean;
  user_id: string | null;
  /** As the cursors read it (µs, 'Z'). */
  created_at: string;
}

/**
 * The columns of an entry `e` with its account, cost centre and the bank line reconciled with it
 * (`from finance_entries e` and `entryJoins`).
 */
export const entryColumns = sql`e.id, e.type, e.entry_date::text, e.description,
  e.amount_cents::text, e.account_id, acc.name as account_name, acc.account_group,
  e.lot_id, l.name as lot_name, e.paddock_id, p.name as paddock_name, e.status,
  e.due_date::text, e.settled_on::text, e.source, e.herd_event, e.herd_event_id,
  e.instalment_group, e.instalment_number, e.instalment_count, e.bank_key, e.bank_account_key,
  paid.bank_key as paid_key, paid.bank_account_key as paid_account_key,
  paid.settled_on::text as paid_on, e.to_review, e.user_id,
  to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at`;

/** An entry's account (`acc`), lot (`l`) and paddock (`p`): the names the list and file show. */
export const entryNameJoins = sql`
  join finance_accounts acc on acc.farm_id = e.farm_id and acc.id = e.account_id
  left join lots l on l.farm_id = e.farm_id and l.id = e.lot_id
  left join paddocks p on p.farm_id = e.farm_id and p.id = e.paddock_id`;

export const entryJoins = sql`${entryNameJoins}
  left join lateral (
    select b.bank_key, b.bank_account_key, b.settled_on from finance_entries b
    where b.farm_id = e.farm_id and b.reconciled_entry_id = e.id and b.undone_at is null
    order by b.created_at limit 1
  ) paid on true`;

/** Entries that count: not undone, and not a bank line merged into the entry it paid. */
export const counting = sql`e.undone_at is null and e.reconciled_entry_id is null`;

/** A row as 'Lançamentos' shows it to `viewer`. */
export function toEntryView(r: EntryRow, viewer: FinanceViewer): EntryView {
  const costCenter: EntryView['costCenter'] = r.lot_id
    ? { type: 'lot', id: r.lot_id, name: r.lot_name ?? '' }
    : r.paddock_id
      ? { type: 'paddock', id: r.paddock_id, name: r.paddock_name ?? '' }
      : { type: 'farm', id: null, name: FARM_COST_CENTER_LABEL };
  return {
    id: r.id,
    type: r.type,
    date: r.entry_date,
    description: r.description,
    amountCents: cents(r.amount_cents, 'Valor'),
    accountId: r.account_id,
    accountName: r.account_name,
    group: r.account_group,
    costCenter,
    status: r.status,
    dueDate: r.due_date,
    settledOn: r.settled_on,
    source: r.source,
    herd:
      r.herd_event && r.herd_event_id ? { event: r.herd_event, eventId: r.herd_event_id } : null,
    instalment:
      r.instalment_group && r.instalment_count > 1
        ? { number: r.instalment_number, count: r.instalment_count, groupId: r.instalment_group }
        : null,
    bank:
      r.bank_key && r.bank_account_key ? { key: r.bank_key, accountKey: r.bank_account_key } : null,
    reconciledWith:
      r.paid_key && r.paid_account_key && r.paid_on
        ? { key: r.paid_key, accountKey: r.paid_account_key, date: r.paid_on }
        : null,
    toReview: r.to_review,
    undoable:
      r.source !== 'herd' &&
      mayUndo(viewer.role, viewer.userId, { authorId: r.user_id, priced: false }),
    createdAt: r.created_at,
  };
}

/** The entries `where` selects, as views, in the list's order. */
export async function readEntries(
  db: Pick<Db, 'execute'>,
  farmId: string,
  where: SQL,
  viewer: FinanceViewer,
): Promise<EntryView[]> {
  const { rows } = await db.execute<EntryRow>(sql`
    select ${entryColumns} from finance_entries e ${entryJoins}
    where e.farm_id = ${farmId} and ${where}
    order by e.entry_date desc, e.created_at desc, e.id desc`);
  return rows.map((r) => toEntryView(r, viewer));
}

/** One entry of the farm (undone ones too), or a 404. */
export async function readEntry(
  db: Pick<Db, 'execute'>,
  farmId: string,
  id: string,
  viewer: FinanceViewer,
): Promise<EntryView> {
  const [entry] = await readEntries(db, farmId, sql`e.id = ${id}::uuid`, viewer);
  if (!entry) throw notFound(ENTRY_NOT_FOUND);
  return entry;
}
