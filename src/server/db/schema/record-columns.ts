import { numeric, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { farms } from './farms';

/* The columns the producer's record tables share (spec section 3), one file per module beside
 * this one. Quantities are integers; kg and R$ are `numeric` without a fixed scale, so a value is
 * stored exactly as it was typed; `mode: 'number'` makes Drizzle hand them back as numbers.
 * Dates are calendar dates; times are UTC. */

/** The farm a record belongs to (docs/decisions/015-farms-team-and-api.md). */
export const farmId = () =>
  text('farm_id')
    .notNull()
    .references(() => farms.id, { onDelete: 'cascade' });
/** Who entered the record; kept when that person leaves the team or the account is removed. */
export const authorId = () => text('user_id').references(() => users.id, { onDelete: 'set null' });
export const amount = (name: string) => numeric(name, { mode: 'number' }).notNull();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** A client's key for one write (the `Idempotency-Key` header, offline retries). */
export const idempotencyKey = () => text('idempotency_key');
/** When the person typed the record (offline: maybe long before it reached the server). */
export const enteredAt = () =>
  timestamp('entered_at', { withTimezone: true }).notNull().defaultNow();
