import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  foreignKey,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { farms } from './farms';

/* The columns the producer's record tables share (spec section 3), one file per module beside
 * this one. Quantities are integers; kg and R$ are `numeric` without a fixed scale, so a value is
 * stored exactly as it was typed; `mode: 'number'` makes Drizzle hand them back as numbers.
 * Dates are calendar dates; times are UTC. */

/**
 * A record's id: unique on its own (random), but the primary key is (farm_id, id) — `farmKey` —
 * so a distributed PostgreSQL can shard every record table by farm (decision 023).
 */
export const recordId = () => uuid('id').notNull().defaultRandom();
export const farmKey = (table: string, t: { farmId: PgColumn; id: PgColumn }) =>
  primaryKey({ name: `${table}_pkey`, columns: [t.farmId, t.id] });

/** The farm a record belongs to (docs/decisions/015-farms-team-and-api.md). */
export const farmId = () =>
  text('farm_id')
    .notNull()
    .references(() => farms.id, { onDelete: 'cascade' });
/** The key of a table that holds one row per farm (its counts, versions, settings). */
export const farmRowKey = () => farmId().primaryKey();
/** Who entered the record; kept when that person leaves the team or the account is removed. */
export const authorId = () => text('user_id').references(() => users.id, { onDelete: 'set null' });
/** The columns every record starts with: its id, its farm and its author. */
export const recordColumns = () => ({ id: recordId(), farmId: farmId(), userId: authorId() });
/** A number that may be missing (a lot's final weight, a margin without revenue). */
export const optionalAmount = (name: string) => numeric(name, { mode: 'number' });
export const amount = (name: string) => optionalAmount(name).notNull();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** A client's key for one write (the `Idempotency-Key` header, offline retries). */
export const idempotencyKey = () => text('idempotency_key');
/**
 * The closing columns of a record written once per `Idempotency-Key` and edited later: the key,
 * when it was created and last changed.
 */
export const keyedWriteColumns = () => ({
  idempotencyKey: idempotencyKey(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
/**
 * The keys of a table of records written once per `Idempotency-Key`: its primary key
 * `(farm_id, id)` and one row per `(farm_id, idempotency_key)`.
 */
export const keyedRecordKeys = (
  table: string,
  t: { farmId: PgColumn; id: PgColumn; idempotencyKey: PgColumn },
) => [
  farmKey(table, t),
  uniqueIndex(`${table}_farm_idempotency_key`).on(t.farmId, t.idempotencyKey),
];
/** When the person typed the record (offline: maybe long before it reached the server). */
export const enteredAt = () =>
  timestamp('entered_at', { withTimezone: true }).notNull().defaultNow();
/**
 * The closing columns of a record saved by "last write wins" (a month, a year): the key of the
 * save whose figures the row holds, when it was typed, created and last changed.
 */
export const lastWriteColumns = () => ({
  idempotencyKey: idempotencyKey(),
  enteredAt: enteredAt(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
/**
 * A row that is never deleted, only undone (the herd's events, the sanitary applications,
 * decision 038): when, why and by whom; the person is kept as null when the account goes.
 */
export const undoColumns = () => ({
  undoneAt: timestamp('undone_at', { withTimezone: true }),
  undoReason: text('undo_reason'),
  undoneBy: text('undone_by').references(() => users.id, { onDelete: 'set null' }),
});
/**
 * A foreign key between two farm tables, through `farm_id` (decision 023): `(farm_id, column)` of
 * the table whose columns are `t` → `(farm_id, id)` of `target`.
 */
export const farmReference = (
  name: string,
  t: { farmId: PgColumn },
  column: PgColumn,
  target: { farmId: PgColumn; id: PgColumn },
) => foreignKey({ name, columns: [t.farmId, column], foreignColumns: [target.farmId, target.id] });

type KeyedColumns<C> = ReturnType<typeof recordColumns> & C & ReturnType<typeof keyedWriteColumns>;

/**
 * A table of records written once per `Idempotency-Key` and edited later (a season, a product, a
 * protocol): `recordColumns()`, its own `columns`, `keyedWriteColumns()`, the keys of
 * `keyedRecordKeys` and its own indexes (`extra`).
 */
export const keyedRecordTable = <N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  extra: (
    t: BuildExtraConfigColumns<N, KeyedColumns<C>, 'pg'>,
  ) => PgTableExtraConfigValue[] = () => [],
) =>
  pgTable(name, { ...recordColumns(), ...columns, ...keyedWriteColumns() }, (t) => [
    ...keyedRecordKeys(name, t),
    ...extra(t),
  ]);
