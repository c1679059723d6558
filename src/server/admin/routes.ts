import { APIError } from 'better-auth/api';
import { Hono, type Context } from 'hono';
import {
  ADMIN_PAGE_SIZE,
  adminResetPasswordSchema,
  adminUsersQuerySchema,
  extendTrialSchema,
  setSubscriptionSchema,
  type AuditAction,
  type AuditResponse,
  type BillingEventsResponse,
} from '../../domain/admin/admin';
import { PLANS, STATUS_LABELS } from '../../domain/plans';
import type { Access, AccessEnv } from '../access/access';
import type { Auth } from '../auth/auth';
import type { BillingQueue } from '../billing/runner';
import { AppError, fieldErrors } from '../errors';
import type { Mailer } from '../mail/mailer';
import { passwordChangedBySupportEmail } from '../mail/templates';
import { clientIp } from '../middleware/client-ip';
import type { OriginPolicy } from '../origin';
import { parseBody } from '../validate';
import type { AdminStore } from './store';

export interface AdminDeps {
  access: Access;
  store: AdminStore;
  auth: Auth;
  now: () => Date;
  mailer: Mailer;
  origins: OriginPolicy;
  trustProxy: boolean;
  /** Applies a payment event again ('Eventos com problema'). */
  billing: BillingQueue;
}

const USER_ID = /^[\w-]{1,100}$/;
/** A stored event id: the provider's ('evt_…&1234'), or one the app gave an unreadable body. */
const EVENT_ID = /^[\w&.:-]{1,200}$/;

/** A whole page number (1.5 was an offset of 12.5 rows: a 500); anything else is page 1. */
const pageOf = (value: string | undefined) =>
  Math.min(Math.max(Math.floor(Number(value ?? 1)) || 1, 1), 100_000);
const notFound = () => new AppError(404, 'NOT_FOUND', 'Usuário não encontrado.');

/**
 * The admin panel's API (issue 9): the user list with counters, password reset and support
 * actions. The server decides who is an admin (401 without a session, 403 for everyone else),
 * and every action is written to the append-only audit.
 */
export function adminRoutes(deps: AdminDeps) {
  const { store } = deps;
  const admin = () => deps.access({ caller: 'admin' });

  async function target(c: Context<AccessEnv>) {
    const id = c.req.param('id') ?? '';
    if (!USER_ID.test(id)) throw notFound();
    const user = await store.user(id);
    if (!user) throw notFound();
    return user;
  }

  async function audit(
    c: Context<AccessEnv>,
    action: AuditAction,
    whom: { id: string; email: string } | null,
    detail: string | null = null,
  ) {
    const by = c.get('user');
    await store.audit({
      adminId: by.id,
      adminEmail: by.email,
      targetId: whom?.id ?? null,
      targetEmail: whom?.email ?? null,
      action,
      detail,
      ip: clientIp(c, deps.trustProxy),
    });
  }

  return new Hono<AccessEnv>()
    .get('/users', admin(), async (c) => {
      const query = adminUsersQuerySchema.safeParse(c.req.query());
      if (!query.success) {
        throw new AppError(400, 'VALIDATION', 'Erro de validação', fieldErrors(query.error));
      }
      return c.json(await store.users(query.data, deps.now()));
    })
    .post('/users/:id/reset-password', admin(), async (c) => {
      const user = await target(c);
      const { newPassword } = await parseBody(c, adminResetPasswordSchema);
      const ctx = await deps.auth.$context;
      const hash = await ctx.password.hash(newPassword);
      const accounts = await ctx.internalAdapter.findAccounts(user.id);
      if (!accounts.some((a) => a.providerId === 'credential')) {
        throw new AppError(409, 'NO_PASSWORD', 'Esta conta não tem senha para redefinir.');
      }
      await ctx.internalAdapter.updatePassword(user.id, hash);
      await ctx.internalAdapter.deleteUserSessions(user.id);
      await audit(c, 'reset-password', user);
      await deps.mailer.send(
        passwordChangedBySupportEmail({
          to: user.email,
          name: user.name,
          url: `${deps.origins.publicOrigin(c.req.raw.headers)}/auth`,
        }),
      );
      return c.json({ ok: true });
    })
    .post('/users/:id/resend-confirmation', admin(), async (c) => {
      const user = await target(c);
      if (user.emailVerified) {
        throw new AppError(409, 'EMAIL_ALREADY_VERIFIED', 'Este email já foi confirmado.');
      }
      // Without the admin's cookie: better-auth would take the request as the admin's own.
      const headers = new Headers(c.req.raw.headers);
      headers.delete('cookie');
      await deps.auth.api
        .sendVerificationEmail({ body: { email: user.email, callbackURL: '/dashboard' }, headers })
        .catch((error: unknown) => {
          // The address's confirmation e-mails of the hour are spent (decision 058).
          if (error instanceof APIError && error.statusCode === 429) {
            const wait = (error.headers as Record<string, string> | undefined)?.['retry-after'];
            if (wait) c.header('retry-after', wait);
            throw new AppError(429, 'RATE_LIMITED', error.message);
          }
          throw error;
        });
      await audit(c, 'resend-confirmation', user);
      return c.json({ ok: true });
    })
    .post('/users/:id/extend-trial', admin(), async (c) => {
      const user = await target(c);
      const { days } = await parseBody(c, extendTrialSchema);
      const extended = await store.extendTrial(user.id, days, deps.now());
      if (!extended) {
        throw new AppError(409, 'NOT_ON_TRIAL', 'Esta conta não está no teste grátis.');
      }
      await audit(c, 'extend-trial', user, `+${days} ${days === 1 ? 'dia' : 'dias'}`);
      return c.json({ ok: true });
    })
    .post('/users/:id/subscription', admin(), async (c) => {
      const user = await target(c);
      const { plan, status } = await parseBody(c, setSubscriptionSchema);
      const updated = await store.setSubscription(user.id, plan, status, deps.now());
      if (!updated) throw notFound();
      await audit(c, 'set-subscription', user, `${PLANS[plan].name} · ${STATUS_LABELS[status]}`);
      return c.json({ ok: true });
    })
    .get('/billing-events', admin(), async (c) => {
      const page = pageOf(c.req.query('page'));
      const { rows, total } = await store.billingProblems(page);
      const body: BillingEventsResponse = {
        entries: rows.map((r) => ({
          id: r.id,
          event: r.event,
          receivedAt: r.receivedAt.toISOString(),
          userEmail: r.userEmail,
          problem: r.problem ?? 'Não aplicado.',
          attempts: r.attempts,
        })),
        total,
        page,
        pageSize: ADMIN_PAGE_SIZE,
      };
      return c.json(body);
    })
    .post('/billing-events/:id/retry', admin(), async (c) => {
      const id = c.req.param('id');
      const missing = () => new AppError(404, 'NOT_FOUND', 'Evento não encontrado.');
      if (!EVENT_ID.test(id)) throw missing();
      const row = await store.reopenEvent(id);
      if (!row) throw missing();
      await deps.billing.applyEvent(row.id);
      await audit(c, 'retry-billing-event', null, `${row.event} · ${row.id}`.slice(0, 300));
      const after = await store.eventState(id);
      return c.json({ state: after?.state ?? 'pending', problem: after?.problem ?? null });
    })
    .get('/audit', admin(), async (c) => {
      const page = pageOf(c.req.query('page'));
      const { rows, total } = await store.auditPage(page);
      const body: AuditResponse = {
        entries: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          adminEmail: r.adminEmail,
          targetEmail: r.targetEmail,
          action: r.action as AuditAction,
          detail: r.detail,
          ip: r.ip,
        })),
        total,
        page,
        pageSize: ADMIN_PAGE_SIZE,
      };
      return c.json(body);
    });
}
