import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { Auth } from '../auth';
import { paymentEventSchema } from '../billing/event-schema';
import type { BillingNotifier } from '../billing/notify';
import { processPaymentEvent } from '../billing/process-event';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import { AppError } from '../errors';
import { readSession } from '../middleware/session';
import { sandboxPaymentPath } from '../payments/sandbox';
import { sandboxNotFoundPage, sandboxPaymentPage } from './sandbox-page';

/** What a payment id looks like (anything else cannot be one, and is a 404 before the database). */
const PAYMENT_ID = /^[\w-]{1,100}$/;

/**
 * The payment sandbox's pages (mounted only when the sandbox is the provider, decision 012):
 * GET /pagamento-teste/:id shows a payment to its owner; POST /api/sandbox/payments/:id/approve
 * confirms it through the webhook's code path (a PAYMENT_CONFIRMED event), .../refuse marks it
 * refused. Anyone but the owner gets a 404.
 */
export function sandboxPaymentRoutes(deps: {
  auth: Auth;
  db: Db;
  now: () => Date;
  notify: BillingNotifier;
  /** Where links in e-mails lead for this request (the address the person used). */
  originOf: (headers: Headers) => string;
}) {
  const { db } = deps;

  /** The payment when the request's session owns it, else null. */
  const ownPayment = async (c: Context) => {
    const id = c.req.param('id') ?? '';
    if (!PAYMENT_ID.test(id)) return null;
    const user = await readSession(deps.auth, c.req.raw.headers);
    if (!user) return null;
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, user.id)))
      .limit(1);
    return payment ?? null;
  };

  const notFound = () => new AppError(404, 'NOT_FOUND', 'Pagamento não encontrado.');

  return new Hono()
    .get('/pagamento-teste/:id', async (c) => {
      c.header('cache-control', 'no-store');
      const payment = await ownPayment(c);
      if (!payment) return c.html(sandboxNotFoundPage(), 404);
      return c.html(sandboxPaymentPage({ ...payment, value: Number(payment.value) }));
    })
    .post('/api/sandbox/payments/:id/approve', async (c) => {
      const payment = await ownPayment(c);
      if (!payment) throw notFound();
      if (payment.status === 'PENDING') {
        const now = deps.now();
        const event = paymentEventSchema.parse({
          id: `evt_sandbox_${randomUUID()}`,
          event: 'PAYMENT_CONFIRMED',
          dateCreated: now.toISOString(),
          payment: {
            object: 'payment',
            id: payment.id,
            subscription: payment.providerSubscriptionId,
            externalReference: payment.userId,
            status: 'CONFIRMED',
            value: Number(payment.value),
            dueDate: payment.dueDate,
            billingType: payment.billingType,
            invoiceUrl: payment.invoiceUrl,
          },
        });
        const outcome = await processPaymentEvent(db, event, now);
        await deps.notify(event, outcome, deps.originOf(c.req.raw.headers));
      }
      return c.redirect(sandboxPaymentPath(payment.id), 303);
    })
    .post('/api/sandbox/payments/:id/refuse', async (c) => {
      const payment = await ownPayment(c);
      if (!payment) throw notFound();
      await db
        .update(payments)
        .set({ status: 'REFUSED', updatedAt: deps.now() })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'PENDING')));
      return c.redirect(sandboxPaymentPath(payment.id), 303);
    });
}
