import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  decideEvent,
  type BillingNotice,
  type BillingUpdate,
  type EventPayment,
} from '../../../domain/billing/apply-event';
import {
  isPaidStatus,
  isReversalOrItsEnd,
  paymentStatusAfter,
  STANDING_STATUSES,
  suspensionOf,
} from '../../../domain/billing/events';
import { PLAN_IDS, type PlanId, type SubscriptionStatus } from '../../../domain/plans';
import { todayIn } from '../../../domain/records/dates';
import type { Db } from '../../db/client';
import { payments, userSubscriptions } from '../../db/schema';
import type { PaymentEvent } from '../event-schema';

export type EventOutcome =
  /** The subscription changed, or the customer is told something. */
  | 'applied'
  /** No user or subscription of ours: recorded only. */
  | 'unmatched'
  /**
   * About a provider subscription the user no longer has (an earlier checkout, a cancelled one):
   * recorded only — unless it takes a payment's money back (decision 054).
   */
  | 'other-subscription'
  /** Created before the newest event applied: recorded only. */
  | 'stale'
  /** Recorded (and its payment kept up to date) but no change of plan or status. */
  | 'ignored';

/** What the caller does once the event's transaction committed. */
export interface ProcessedEvent {
  outcome: EventOutcome;
  userId: string | null;
  /** E-mails to send: about the event's payment (or the subscription, without one). */
  notices: Array<{ notice: BillingNotice; userId: string; paymentId: string | null }>;
  /** The provider subscription's value must follow a new plan (provider-sync.ts). */
  syncProvider: boolean;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type SubscriptionRow = typeof userSubscriptions.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export const asPlan = (value: string | null | undefined): PlanId | null =>
  value && (PLAN_IDS as readonly string[]).includes(value) ? (value as PlanId) : null;

async function lockSubscription(tx: Tx, where: ReturnType<typeof eq>) {
  const [row] = await tx.select().from(userSubscriptions).where(where).for('update').limit(1);
  return row;
}

/**
 * The one way a payment-provider event (an Asaas webhook or a sandbox approval) changes a
 * subscription, inside the caller's transaction (the stored event's, inbox.ts): the user's
 * subscription row is locked, so a user's events run one after the other; `decideEvent` says
 * what the event does (decisions 012, 021, 022). `eventAt` is the provider's date, capped at the
 * time the event was received.
 */
export async function processPaymentEvent(
  tx: Tx,
  event: PaymentEvent,
  eventAt: Date,
  now: Date,
): Promise<ProcessedEvent> {
  const none = (outcome: EventOutcome, userId: string | null = null): ProcessedEvent => ({
    outcome,
    userId,
    notices: [],
    syncProvider: false,
  });
  const providerSubscriptionId = event.payment?.subscription ?? event.subscription?.id ?? null;
  const reference = event.payment?.externalReference ?? event.subscription?.externalReference;
  let row: SubscriptionRow | undefined;
  // A payment we stored is the account's that paid it (our record), whatever the payload says.
  const payer = event.payment ? await payerOf(tx, event.payment.id) : null;
  if (payer) row = await lockSubscription(tx, eq(userSubscriptions.userId, payer));
  if (!row && providerSubscriptionId) {
    row = await lockSubscription(
      tx,
      eq(userSubscriptions.providerSubscriptionId, providerSubscriptionId),
    );
  }
  if (!row && reference) row = await lockSubscription(tx, eq(userSubscriptions.userId, reference));
  if (!row) return none('unmatched');

  const known = event.payment ? await paymentOf(tx, event.payment.id, row.userId) : undefined;
  // The user matched by reference, but the event is about a subscription replaced since.
  const current = !providerSubscriptionId || row.providerSubscriptionId === providerSubscriptionId;
  const paymentStale = Boolean(known?.statusAt && eventAt.getTime() < known.statusAt.getTime());
  // Money taken back applies to whoever paid, whatever the subscription did since (decision 054).
  const reversal = Boolean(known && isReversalOrItsEnd(event.event));
  if (!current && !reversal) {
    if (!paymentStale) await recordPayment(tx, event, row, known, eventAt, now, false);
    return none('other-subscription', row.userId);
  }
  // A one-off charge the app did not make (by hand at the provider): recorded with the event.
  if (event.payment && !event.payment.subscription && !known) return none('ignored', row.userId);

  const decision = decideEvent({
    state: {
      plan: asPlan(row.plan) ?? 'PRO',
      status: row.status as SubscriptionStatus,
      trialEndsAt: row.trialEndsAt,
      currentPeriodEnd: row.currentPeriodEnd,
      lastEventAt: row.lastEventAt,
      providerPlan: asPlan(row.providerPlan),
      pendingPlan: asPlan(row.pendingPlan),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      subscriptionInactive: row.subscriptionInactive,
      upgradePaymentId: row.upgradePaymentId,
      chargebackPaymentId: row.chargebackPaymentId,
      suspension: row.chargebackPaymentId
        ? suspensionOf((await paymentOf(tx, row.chargebackPaymentId, row.userId))?.status ?? '')
        : null,
    },
    event: event.event,
    eventAt,
    payment: event.payment
      ? {
          ...eventPayment(event, row, known, paymentStale),
          newestOtherPaidDue: reversal ? await newestOtherPaidDue(tx, row.userId, known!.id) : null,
        }
      : null,
    subscription: event.subscription
      ? {
          status: typeof event.subscription.status === 'string' ? event.subscription.status : null,
          deleted: event.subscription.deleted === true,
          value: typeof event.subscription.value === 'number' ? event.subscription.value : null,
        }
      : null,
    now,
  });
  if (decision.kind === 'stale') return none('stale', row.userId);
  if (!paymentStale) await recordPayment(tx, event, row, known, eventAt, now, true);
  if (decision.kind === 'ignored') return none('ignored', row.userId);

  const { providerSyncPlan, ...update } = decision.update;
  const columns: Partial<typeof userSubscriptions.$inferInsert> = { ...update, updatedAt: now };
  if (providerSyncPlan) columns.providerSyncPlan = providerSyncPlan;
  await tx.update(userSubscriptions).set(columns).where(eq(userSubscriptions.userId, row.userId));
  const paymentId = event.payment?.id ?? null;
  return {
    outcome: 'applied',
    userId: row.userId,
    notices: decision.notices.map((notice) => ({ notice, userId: row.userId, paymentId })),
    syncProvider: providerSyncPlan !== undefined && hasSubscription(row, decision.update),
  };
}

const hasSubscription = (row: SubscriptionRow, update: BillingUpdate) =>
  row.providerSubscriptionId !== null && update.providerSubscriptionId !== null;

/** The account that made payment `id`, when we stored it. */
async function payerOf(tx: Tx, id: string): Promise<string | null> {
  const [found] = await tx
    .select({ userId: payments.userId })
    .from(payments)
    .where(eq(payments.id, id))
    .limit(1);
  return found?.userId ?? null;
}

/**
 * The latest due date of the user's monthly payments, other than `exceptId`, whose money we
 * keep: one due as late or later than a payment taken back pays for now instead (decision 054).
 */
async function newestOtherPaidDue(tx: Tx, userId: string, exceptId: string) {
  const [found] = await tx
    .select({ due: sql<string | null>`max(${payments.dueDate})::text` })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.kind, 'subscription'),
        ne(payments.id, exceptId),
        inArray(payments.status, [...STANDING_STATUSES]),
      ),
    );
  return found?.due ?? null;
}

async function paymentOf(tx: Tx, id: string, userId: string): Promise<PaymentRow | undefined> {
  const [found] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)))
    .for('update')
    .limit(1);
  return found;
}

/** The event's payment as `decideEvent` reads it: what we stored, else what the event says. */
function eventPayment(
  event: PaymentEvent,
  row: SubscriptionRow,
  known: PaymentRow | undefined,
  stale: boolean,
): EventPayment {
  const payment = event.payment!;
  const kind = known?.kind === 'upgrade' ? 'upgrade' : 'subscription';
  return {
    id: payment.id,
    kind,
    plan: asPlan(known?.plan) ?? asPlan(row.providerPlan) ?? asPlan(row.plan) ?? 'PRO',
    fromPlan: asPlan(known?.fromPlan),
    dueDate: payment.dueDate ?? known?.dueDate ?? null,
    reportedStatus: payment.status ?? null,
    stale,
  };
}

/**
 * Keeps the `payments` row of the event's payment up to date (status, when it was paid, a new
 * value or due date); with `mayInsert`, a monthly payment never seen before (Asaas creates each
 * month's payment itself) is added to the user's history with the plan its subscription bills.
 */
async function recordPayment(
  tx: Tx,
  event: PaymentEvent,
  row: SubscriptionRow,
  known: PaymentRow | undefined,
  eventAt: Date,
  now: Date,
  mayInsert: boolean,
): Promise<void> {
  const payment = event.payment;
  if (!payment) return;
  const status = paymentStatusAfter(event.event, payment.status ?? null);
  const paid = isPaidStatus(status);
  if (known) {
    const changes: PgUpdateSetSource<typeof payments> = { statusAt: eventAt, updatedAt: now };
    if (status) changes.status = status;
    if (paid)
      changes.paidAt = sql`coalesce(${payments.paidAt}, ${eventAt.toISOString()}::timestamptz)`;
    if (event.event === 'PAYMENT_RECEIVED_IN_CASH_UNDONE') changes.paidAt = null;
    if (event.event === 'PAYMENT_UPDATED') {
      if (payment.value !== null && payment.value !== undefined) {
        changes.value = payment.value.toFixed(2);
      }
      if (payment.dueDate) changes.dueDate = payment.dueDate;
    }
    await tx.update(payments).set(changes).where(eq(payments.id, known.id));
    return;
  }
  if (!mayInsert || !payment.subscription) return;
  await tx
    .insert(payments)
    .values({
      id: payment.id,
      userId: row.userId,
      providerSubscriptionId: payment.subscription,
      plan: asPlan(row.providerPlan) ?? asPlan(row.plan) ?? 'PRO',
      billingType: payment.billingType ?? 'UNDEFINED',
      value: (payment.value ?? 0).toFixed(2),
      status: status ?? payment.status ?? 'PENDING',
      statusAt: eventAt,
      dueDate: payment.dueDate ?? todayIn(eventAt),
      invoiceUrl: payment.invoiceUrl ?? '',
      paidAt: paid ? eventAt : null,
    })
    .onConflictDoNothing();
}
