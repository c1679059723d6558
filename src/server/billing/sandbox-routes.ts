import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Access, AccessEnv } from '../access/access';
import { AppError } from '../errors';
import type { BillingWork } from './runner';
import type { BillingStore } from './store';
import { sandboxPaymentPath } from './provider/sandbox';
import { sandboxNotFoundPage, sandboxPaymentPage } from './sandbox-page';
import { log } from '../observability/log';

/** What a payment id looks like (anything else cannot be one, and is a 404 before the database). */
const PAYMENT_ID = /^[\w-]{1,100}$/;
/** Statuses a payment can still be paid (or refused) from, as on Asaas' invoice page. */
const PAYABLE = ['PENDING', 'OVERDUE', 'REFUSED'];

/**
 * The payment sandbox's pages (mounted only when the sandbox is the provider, decision 012):
 * GET /pagamento-teste/:id shows a payment to its owner; POST /api/sandbox/payments/:id/approve
 * confirms it through the webhook's code path (a PAYMENT_CONFIRMED event), .../refuse marks it
 * refused. Anyone but the owner gets a 404.
 */
export function sandboxPaymentRoutes(deps: {
  access: Access;
  store: BillingStore;
  now: () => Date;
  billing: BillingWork;
  /** Where links in e-mails lead for this request (the address the person used). */
  originOf: (headers: Headers) => string;
}) {
  const { store } = deps;
  // Anyone may ask; only the payment's owner finds it (a 404 for everyone else).
  const anyone = () => deps.access({ caller: 'optional' });

  /** The payment when the request's session owns it, else null. */
  const ownPayment = async (c: Context<AccessEnv>) => {
    const id = c.req.param('id') ?? '';
    const user = c.get('caller').user;
    if (!PAYMENT_ID.test(id) || !user) return null;
    return (await store.subscriptions.payment(user.id, id)) ?? null;
  };

  type Payment = NonNullable<Awaited<ReturnType<typeof ownPayment>>>;

  const notFound = () => new AppError(404, 'NOT_FOUND', 'Pagamento não encontrado.');

  /**
   * The payer's choice, as the provider would report it: an event stored and applied like a
   * webhook's (decision 022), at once, so the page shows its outcome; its e-mails link to the
   * address the person used. A failure leaves the event pending for the sweep.
   */
  async function settle(c: Context, payment: Payment, name: string) {
    const now = deps.now();
    const event = {
      id: `evt_sandbox_${randomUUID()}`,
      event: name,
      dateCreated: now.toISOString(),
      payment: {
        object: 'payment',
        id: payment.id,
        subscription: payment.providerSubscriptionId,
        externalReference: payment.userId,
        status: name === 'PAYMENT_CONFIRMED' ? 'CONFIRMED' : payment.status,
        value: Number(payment.value),
        dueDate: payment.dueDate,
        billingType: payment.billingType,
        invoiceUrl: payment.invoiceUrl,
      },
    };
    const stored = await store.receive(JSON.stringify(event), now);
    try {
      await deps.billing.applyEvent(stored.id, deps.originOf(c.req.raw.headers));
    } catch (error) {
      log.error({ err: error }, '[billing] sandbox event not applied yet');
    }
  }

  return new Hono<AccessEnv>()
    .get('/pagamento-teste/:id', anyone(), async (c) => {
      c.header('cache-control', 'no-store');
      const payment = await ownPayment(c);
      if (!payment) return c.html(sandboxNotFoundPage(), 404);
      return c.html(sandboxPaymentPage({ ...payment, value: Number(payment.value) }));
    })
    .post('/api/sandbox/payments/:id/approve', anyone(), async (c) => {
      const payment = await ownPayment(c);
      if (!payment) throw notFound();
      if (PAYABLE.includes(payment.status)) await settle(c, payment, 'PAYMENT_CONFIRMED');
      return c.redirect(sandboxPaymentPath(payment.id), 303);
    })
    .post('/api/sandbox/payments/:id/refuse', anyone(), async (c) => {
      const payment = await ownPayment(c);
      if (!payment) throw notFound();
      if (PAYABLE.includes(payment.status)) {
        await settle(c, payment, 'PAYMENT_CREDIT_CARD_CAPTURE_REFUSED');
      }
      return c.redirect(sandboxPaymentPath(payment.id), 303);
    });
}
