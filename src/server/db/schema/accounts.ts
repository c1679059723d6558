import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userRef, users } from './auth';

/* The spec's account tables (section 3). A row in `profiles` and a trial row in
 * `user_subscriptions` are created by a trigger on `users` (migration 0001), so they exist
 * exactly when the user does: same transaction, whatever inserts the user. */

export const profiles = pgTable('profiles', {
  userId: userRef().primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  /** The payer's CPF or CNPJ (digits only), asked once at the first checkout. */
  cpfCnpj: text('cpf_cnpj'),
  /**
   * Someone signed up again while the address was unconfirmed: the stored password may be a
   * stranger's, so every link mailed from then on asks the mailbox's holder for one (decision 009).
   */
  mustChoosePassword: boolean('must_choose_password').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: userRef(),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    check('user_roles_role_check', sql`${t.role} in ('admin')`),
  ],
);

export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    userId: userRef().primaryKey(),
    plan: text('plan').notNull(),
    status: text('status').notNull(),
    animalLimit: integer('animal_limit').notNull(),
    /** Set while on the free trial; a confirmed payment clears it. */
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** The plan the provider subscription bills for (may differ from `plan` until it is paid). */
    providerPlan: text('provider_plan'),
    /** End of the period paid for: access lasts until then after a cancellation. */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** A downgrade waiting for the next cycle. */
    pendingPlan: text('pending_plan'),
    /** Cancelled (by the user, or the provider ended the subscription): inactive at `currentPeriodEnd`. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The provider inactivated the subscription; it may reactivate it (decision 022). */
    subscriptionInactive: boolean('subscription_inactive').notNull().default(false),
    /** The prorated charge of an upgrade waiting to be paid (decision 021). */
    upgradePaymentId: text('upgrade_payment_id'),
    /**
     * A payment whose money was taken back (a chargeback, a refund, a cash receipt undone): access
     * is suspended while set; why is read from that payment's status (decisions 022, 054).
     */
    chargebackPaymentId: text('chargeback_payment_id'),
    /** The plan the provider subscription must be told to bill (a job does it, then clears this). */
    providerSyncPlan: text('provider_sync_plan'),
    /** When the newest provider event applied was created: older events never undo it. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    /** When the 'trial ending in 2 days' e-mail went out (sent once per trial). */
    trialReminderSentAt: timestamp('trial_reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_subscriptions_plan_check', sql`${t.plan} in ('STARTER', 'PRO', 'MASTER')`),
    check('user_subscriptions_status_check', sql`${t.status} in ('active', 'inactive', 'overdue')`),
    check('user_subscriptions_animal_limit_check', sql`${t.animalLimit} >= 0`),
  ],
);

/**
 * Every mailbox (domain/mailbox.ts) that has had its free trial, and the account that got it: a
 * trial is granted once per mailbox, for ever (decision 053), so the row outlives its account.
 * Written when the address is confirmed (trigger `users_claim_trial`, or `create_own_farm()` for
 * an account confirmed already; migration 0022).
 */
export const trialGrants = pgTable('trial_grants', {
  mailboxKey: text('mailbox_key').primaryKey(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});
