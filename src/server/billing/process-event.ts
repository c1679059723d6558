import { and, eq, sql } from 'drizzle-orm';
import { decideEvent } from '../../domain/billing/apply-event';
import { parseEventDate } from '../../domain/billing/period';
import { PLAN_IDS, type PlanId, type SubscriptionStatus } from '../../domain/plans';
import { todayIn } from '../../domain/records/dates';
import type { Db } from '../db/client';
import { paymentEvents, payments, userSubscriptions } from '../db/schema';
import type { PaymentEvent } from './event-schema';

export type EventOutcome =
  /** The subscription changed. */
  | 'applied'
  /** This event id was processed before: nothing changed. */
  | 'replayed'
  /** No user or subscription of ours: recorded only. */
  | 'unmatched'
  /** About a provider subscription the user no longer has (an earlier checkout): recorded only. */
  | 'other-subscription'
  /** Created before the newest event applied: recorded only. */
  | 'stale'
  /** Recorded (and its payment kept up to date) but no change of plan or status. */
  | 'ignored';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type SubscriptionRow = typeof userSubscriptions.$inferSelect;

const asPlan = (value: string | null): PlanId | null =>
  value && (PLAN_IDS as readonly string[]).includes(value) ? (value as PlanId) : null;

/** The payment status an event reports: its name for PAYMENT_* events, else the payload's. */
function paymentStatusOf(event: PaymentEvent): string | null {
  const named = event.event.startsWith('PAYMENT_') ? event.event.slice('PAYMENT_'.length) : null;
  if (named && ['CONFIRMED', 'RECEIVED', 'OVERDUE', 'REFUNDED', 'DELETED'].includes(named)) {
    return named;
  }
  if (event.event === 'PAYMENT_CREATED') return event.payment?.status ?? 'PENDING';
  return event.payment?.status ?? null;
}

async function lockSubscription(tx: Tx, where: ReturnType<typeof eq>) {
  const [row] = await tx.select().from(userSubscriptions).where(where).for('update').limit(1);
  return row;
}

/**
 * The one way a payment-provider event (an Asaas webhook or a sandbox approval) changes a
 * subscription, in one transaction (decision 012): the event is stored by id first, so a replay
 * finds it and changes nothing; the subscription row is locked, so concurrent events of a user
 * run one after the other; `decideEvent` says what the event does.
 */
export async function processPaymentEvent(
  db: Db,
  event: PaymentEvent,
  now: Date,
): Promise<EventOutcome> {
  const eventAt = parseEventDate(event.dateCreated) ?? now;
  return db.transaction(async (tx) => {
    const stored = await tx
      .insert(paymentEvents)
      .values({ id: event.id, event: event.event, createdAt: eventAt, payload: event })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (stored.length === 0) return 'replayed';

    const providerSubscriptionId = event.payment?.subscription ?? event.subscription?.id ?? null;
    const reference = event.payment?.externalReference ?? event.subscription?.externalReference;
    let row: SubscriptionRow | undefined;
    if (providerSubscriptionId) {
      row = await lockSubscription(
        tx,
        eq(userSubscriptions.providerSubscriptionId, providerSubscriptionId),
      );
    }
    if (!row && reference)
      row = await lockSubscription(tx, eq(userSubscriptions.userId, reference));
    if (!row) return 'unmatched';

    await tx
      .update(paymentEvents)
      .set({ userId: row.userId })
      .where(eq(paymentEvents.id, event.id));

    // The user matched by reference, but the event is about a subscription replaced since.
    const current =
      !providerSubscriptionId || row.providerSubscriptionId === providerSubscriptionId;
    if (!current) {
      await updatePayment(tx, event, row, { eventAt, now }, false);
      return 'other-subscription';
    }

    const plan = asPlan(row.plan) ?? 'PRO';
    const decision = decideEvent({
      state: {
        plan,
        status: row.status as SubscriptionStatus,
        trialEndsAt: row.trialEndsAt,
        currentPeriodEnd: row.currentPeriodEnd,
        lastEventAt: row.lastEventAt,
        providerPlan: asPlan(row.providerPlan),
      },
      event: event.event,
      eventAt,
      dueDate: event.payment?.dueDate ?? null,
      oneOff: Boolean(event.payment) && !event.payment?.subscription,
      now,
    });
    if (decision.kind === 'stale') return 'stale';

    await updatePayment(tx, event, row, { eventAt, now }, true);
    if (decision.kind === 'ignored') return 'ignored';
    await tx
      .update(userSubscriptions)
      .set({ ...decision.update, updatedAt: now })
      .where(eq(userSubscriptions.userId, row.userId));
    return 'applied';
  });
}

/**
 * Keeps the `payments` row of the event's payment up to date; with `mayInsert`, a payment never
 * seen before (Asaas creates each month's payment itself) is added to the user's history.
 */
async function updatePayment(
  tx: Tx,
  event: PaymentEvent,
  row: SubscriptionRow,
  { eventAt, now }: { eventAt: Date; now: Date },
  mayInsert: boolean,
): Promise<void> {
  const payment = event.payment;
  const status = paymentStatusOf(event);
  if (!payment || !status) return;
  const paid = status === 'CONFIRMED' || status === 'RECEIVED';
  const updated = await tx
    .update(payments)
    .set({
      status,
      ...(paid
        ? { paidAt: sql`coalesce(${payments.paidAt}, ${eventAt.toISOString()}::timestamptz)` }
        : {}),
      updatedAt: now,
    })
    .where(and(eq(payments.id, payment.id), eq(payments.userId, row.userId)))
    .returning({ id: payments.id });
  if (updated.length > 0 || !mayInsert) return;

  await tx
    .insert(payments)
    .values({
      id: payment.id,
      userId: row.userId,
      providerSubscriptionId: payment.subscription ?? row.providerSubscriptionId,
      plan: asPlan(row.providerPlan) ?? asPlan(row.plan) ?? 'PRO',
      billingType: payment.billingType ?? 'UNDEFINED',
      value: (payment.value ?? 0).toFixed(2),
      status,
      dueDate: payment.dueDate ?? todayIn(eventAt),
      invoiceUrl: payment.invoiceUrl ?? '',
      paidAt: paid ? eventAt : null,
    })
    .onConflictDoNothing();
}
