import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { lots } from './lots';
import { paddocks } from './pastures';
import {
  createdAt,
  farmKey,
  farmReference,
  farmRowKey,
  idempotencyKey,
  keyedRecordTable,
  recordColumns,
  undoColumns,
  updatedAt,
} from './record-columns';

/*
 * 'Financeiro' (issue 43, decision 072): the farm's plano de contas, its cash book and its
 * settings. Money is whole centavos in a `bigint`, never a float or a numeric of reais. The
 * entries a herd event makes ('Do rebanho') are written by migration 0032's triggers, keyed by
 * the event; a bank statement's lines by the OFX import, keyed by their FITID.
 */

/**
 * An account of the farm's plano de contas. The seeded ones (domain SEED_ACCOUNTS, written by
 * the SQL function `finance_seed_accounts`) carry their `key` and `position`; the farm's own have
 * neither. Renamed freely; archived (hidden from the pickers), never deleted.
 */
export const financeAccounts = keyedRecordTable(
  'finance_accounts',
  {
    key: text('key'),
    name: text('name').notNull(),
    /** 'income', 'expense' or 'investment'. */
    kind: text('kind').notNull(),
    /** Where its total goes in the results: 'revenue', 'deduction', 'coe', 'restocking', 'investment'. */
    group: text('account_group').notNull(),
    /** A seeded account's place in the chart; null for the farm's own (listed after, by name). */
    position: integer('position'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('finance_accounts_farm_key_key')
      .on(t.farmId, t.key)
      .where(sql`${t.key} is not null`),
    uniqueIndex('finance_accounts_farm_name_key').on(t.farmId, sql`lower(${t.name})`),
  ],
);

/**
 * One entry of the cash book ('Lançamento'): money in or out, realized or foreseen. An expense
 * in 'Parcelas' is one row per instalment sharing `instalment_group` (a single entry is 1 of 1).
 * A 'Do rebanho' entry names its event (`herd_event`, `herd_event_id`: the event's group), a
 * bank line its account and FITID; a bank line reconciled with another entry points at it and
 * stops counting. Never deleted: undone with a reason.
 */
export const financeEntries = pgTable(
  'finance_entries',
  {
    ...recordColumns(),
    /** 'income' or 'expense'. */
    type: text('type').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    /** Positive whole centavos; `type` says in or out. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    accountId: uuid('account_id').notNull(),
    /** 'Centro de custo': a lot, a paddock, or neither (the farm). */
    lotId: uuid('lot_id'),
    paddockId: uuid('paddock_id'),
    /** 'realized' or 'planned'. */
    status: text('status').notNull(),
    /** 'Vencimento' of a foreseen entry; null once realized. */
    dueDate: date('due_date', { mode: 'string' }),
    /** The day it was paid or received; null while foreseen. */
    settledOn: date('settled_on', { mode: 'string' }),
    /** The day it counts in the cash flow: paid or received, else due. */
    cashOn: date('cash_on', { mode: 'string' }).generatedAlwaysAs(
      sql`coalesce(settled_on, due_date)`,
    ),
    /** 'manual', 'herd' or 'bank'. */
    source: text('source').notNull(),
    /** 'sale', 'purchase', 'sanitary', 'reproduction' or 'funrural'; with the event's group. */
    herdEvent: text('herd_event'),
    herdEventId: uuid('herd_event_id'),
    instalmentGroup: uuid('instalment_group'),
    instalmentNumber: integer('instalment_number').notNull().default(1),
    instalmentCount: integer('instalment_count').notNull().default(1),
    /** A bank line's FITID (or made key, ofx.ts) and the account of its statement. */
    bankKey: text('bank_key'),
    bankAccountKey: text('bank_account_key'),
    /** A bank line: the entry it is the payment of ('Conciliar'); it then stops counting. */
    reconciledEntryId: uuid('reconciled_entry_id'),
    /** 'A conferir': a bank line whose guessed category nobody confirmed yet. */
    toReview: boolean('to_review').notNull().default(false),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...undoColumns(),
  },
  (t) => [
    farmKey('finance_entries', t),
    // One write of 'Parcelas' makes N rows under one key.
    uniqueIndex('finance_entries_farm_idempotency_key').on(
      t.farmId,
      t.idempotencyKey,
      t.instalmentNumber,
    ),
    // A herd event's entry, never two (the triggers upsert on it).
    uniqueIndex('finance_entries_farm_herd_key')
      .on(t.farmId, t.herdEvent, t.herdEventId)
      .where(sql`${t.herdEvent} is not null`),
    // A bank line, never imported twice.
    uniqueIndex('finance_entries_farm_bank_key')
      .on(t.farmId, t.bankAccountKey, t.bankKey)
      .where(sql`${t.bankKey} is not null`),
    // 'Lançamentos', newest first (keyset: date, created, id), read backwards.
    index('finance_entries_farm_date_idx')
      .on(t.farmId, t.entryDate, t.createdAt, t.id)
      .where(sql`${t.undoneAt} is null`),
    // The months of the cash flow, the year's figures and the bills due: every entry that
    // counts, by the day it counts, with what is summed (read from the index alone).
    index('finance_entries_farm_cash_idx')
      .on(t.farmId, t.cashOn, t.status, t.type, t.accountId, t.amountCents)
      .where(sql`${t.undoneAt} is null and ${t.reconciledEntryId} is null`),
    // /api/v1's pages of entries, oldest entered first (keyset: created, id), undone ones too.
    index('finance_entries_farm_created_idx').on(t.farmId, t.createdAt, t.id),
    index('finance_entries_farm_account_idx').on(t.farmId, t.accountId),
    index('finance_entries_farm_lot_idx')
      .on(t.farmId, t.lotId)
      .where(sql`${t.lotId} is not null`),
    index('finance_entries_farm_paddock_idx')
      .on(t.farmId, t.paddockId)
      .where(sql`${t.paddockId} is not null`),
    index('finance_entries_farm_instalments_idx')
      .on(t.farmId, t.instalmentGroup)
      .where(sql`${t.instalmentGroup} is not null`),
    index('finance_entries_farm_reconciled_idx')
      .on(t.farmId, t.reconciledEntryId)
      .where(sql`${t.reconciledEntryId} is not null`),
    farmReference('finance_entries_account_fk', t, t.accountId, financeAccounts).onDelete(
      'restrict',
    ),
    // Migration 0032 says `SET NULL (lot_id)` and `SET NULL (paddock_id)`, which Drizzle cannot.
    farmReference('finance_entries_lot_fk', t, t.lotId, lots).onDelete('set null'),
    farmReference('finance_entries_paddock_fk', t, t.paddockId, paddocks).onDelete('set null'),
    farmReference('finance_entries_reconciled_fk', t, t.reconciledEntryId, {
      farmId: t.farmId,
      id: t.id,
    }).onDelete('set null'),
    check('finance_entries_amount_check', sql`${t.amountCents} between 1 and 99999999999`),
    check('finance_entries_type_check', sql`${t.type} in ('income', 'expense')`),
    check(
      'finance_entries_status_check',
      sql`(${t.status} = 'realized' and ${t.settledOn} is not null and ${t.dueDate} is null)
        or (${t.status} = 'planned' and ${t.dueDate} is not null and ${t.settledOn} is null)`,
    ),
    check('finance_entries_source_check', sql`${t.source} in ('manual', 'herd', 'bank')`),
    check('finance_entries_cost_center_check', sql`${t.lotId} is null or ${t.paddockId} is null`),
  ],
);

/** The farm's finance settings: the Funrural rate (%) of a frigorífico sale. */
export const financeSettings = pgTable('finance_settings', {
  farmId: farmRowKey(),
  funruralRate: numeric('funrural_rate', { precision: 4, scale: 2, mode: 'number' }).notNull(),
  updatedAt: updatedAt(),
});
