import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users, userRef } from './auth';

/**
 * Every payment-provider event received, by the provider's event id: stored in the same
 * transaction as its effect, so a replayed event finds its id and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    event: text('event').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The event's own date (Asaas `dateCreated`) capped at `receivedAt`, for ordering. */
    createdAt: timestamp('created_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    payload: jsonb('payload').notNull(),
    /** pending: stored, waiting for its job; processed: its effect is done; problem: see below. */
    state: text('state').notNull().default('processed'),
    /** What processing did (process-event.ts `EventOutcome`). */
    outcome: text('outcome'),
    /** Why the event could not be applied, in Portuguese, for the admin panel. */
    problem: text('problem'),
    attempts: integer('attempts').notNull().default(0),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_events_state_received_idx').on(t.state, t.receivedAt),
    check('payment_events_state_check', sql`${t.state} in ('pending', 'processed', 'problem')`),
  ],
);

/** The payments of a user's subscription, as the provider reported them (the history page). */
export const payments = pgTable(
  'payments',
  {
    /** The provider's payment id ('pay_…'; 'sandbox_pay_…' in the sandbox). */
    id: text('id').primaryKey(),
    userId: userRef(),
    providerSubscriptionId: text('provider_subscription_id'),
    plan: text('plan').notNull(),
    billingType: text('billing_type').notNull(),
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
    /** 'subscription': a monthly charge; 'upgrade': a plan change's prorated difference. */
    kind: text('kind').notNull().default('subscription'),
    /** For an upgrade: the plan it started from (it returns if the charge is refunded). */
    fromPlan: text('from_plan'),
    /** PENDING, CONFIRMED, RECEIVED, OVERDUE, REFUNDED, DELETED, REFUSED, ... (events.ts). */
    status: text('status').notNull(),
    /** The date of the provider event that set `status`: an older event never overwrites it. */
    statusAt: timestamp('status_at', { withTimezone: true }),
    dueDate: date('due_date').notNull(),
    invoiceUrl: text('invoice_url').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    check('payments_plan_check', sql`${t.plan} in ('STARTER', 'PRO', 'MASTER')`),
    check('payments_kind_check', sql`${t.kind} in ('subscription', 'upgrade')`),
  ],
);
