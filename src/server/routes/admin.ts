import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  ADMIN_PAGE_SIZE,
  adminResetPasswordSchema,
  adminUsersQuerySchema,
  extendTrialSchema,
  setSubscriptionSchema,
  type AuditAction,
  type AuditResponse,
} from '../../domain/admin/admin';
import { PLANS, STATUS_LABELS } from '../../domain/plans';
import { loadAccess } from '../access';
import { listAdminUsers } from '../admin/users-query';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { adminAudit, userSubscriptions, users } from '../db/schema';
import { AppError, fieldErrors } from '../errors';
import type { Mailer } from '../mail/mailer';
import { passwordChangedBySupportEmail } from '../mail/templates';
import { clientIp } from '../middleware/client-ip';
import { requireSession, type SessionEnv } from '../middleware/session';
import type { OriginPolicy } from '../origin';
import { parseBody } from '../validate';

export interface AdminDeps {
  auth: Auth;
  db: Db;
  now: () => Date;
  mailer: Mailer;
  origins: OriginPolicy;
  trustProxy: boolean;
}

const USER_ID = /^[\w-]{1,100}$/;
const notFound = () => new AppError(404, 'NOT_FOUND', 'Usuário não encontrado.');

/**
 * The admin panel's API (issue 9): the user list with counters, password reset and support
 * actions. The server decides who is an admin (401 without a session, 403 for everyone else),
 * and every action is written to the append-only audit.
 */
export function adminRoutes(deps: AdminDeps) {
  const { db } = deps;

  const requireAdmin = createMiddleware<SessionEnv>(async (c, next) => {
    const access = await loadAccess(db, c.get('user').id, deps.now());
    if (!access.isAdmin) {
      throw new AppError(403, 'FORBIDDEN', 'Você não tem permissão para acessar esta área');
    }
    await next();
  });

  async function target(c: Context<SessionEnv>) {
    const id = c.req.param('id') ?? '';
    if (!USER_ID.test(id)) throw notFound();
    const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!user) throw notFound();
    return user;
  }

  async function audit(
    c: Context<SessionEnv>,
    action: AuditAction,
    whom: { id: string; email: string },
    detail: string | null = null,
  ) {
    const admin = c.get('user');
    await db.insert(adminAudit).values({
      adminId: admin.id,
      adminEmail: admin.email,
      targetId: whom.id,
      targetEmail: whom.email,
      action,
      detail,
      ip: clientIp(c, deps.trustProxy),
    });
  }

  return new Hono<SessionEnv>()
    .use(requireSession(deps.auth), requireAdmin)
    .get('/users', async (c) => {
      const query = adminUsersQuerySchema.safeParse(c.req.query());
      if (!query.success) {
        throw new AppError(400, 'VALIDATION', 'Erro de validação', fieldErrors(query.error));
      }
      return c.json(await listAdminUsers(db, query.data, deps.now()));
    })
    .post('/users/:id/reset-password', async (c) => {
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
    .post('/users/:id/resend-confirmation', async (c) => {
      const user = await target(c);
      if (user.emailVerified) {
        throw new AppError(409, 'EMAIL_ALREADY_VERIFIED', 'Este email já foi confirmado.');
      }
      // Without the admin's cookie: better-auth would take the request as the admin's own.
      const headers = new Headers(c.req.raw.headers);
      headers.delete('cookie');
      await deps.auth.api.sendVerificationEmail({
        body: { email: user.email, callbackURL: '/dashboard' },
        headers,
      });
      await audit(c, 'resend-confirmation', user);
      return c.json({ ok: true });
    })
    .post('/users/:id/extend-trial', async (c) => {
      const user = await target(c);
      const { days } = await parseBody(c, extendTrialSchema);
      const now = deps.now().toISOString();
      const [row] = await db
        .update(userSubscriptions)
        .set({
          trialEndsAt: sql`greatest(${userSubscriptions.trialEndsAt}, ${now}::timestamptz) + make_interval(days => ${days})`,
          status: 'active',
          trialReminderSentAt: null,
          updatedAt: deps.now(),
        })
        // Only a trial (running or ended) is extended; a paid plan has no trial end.
        .where(and(eq(userSubscriptions.userId, user.id), isNotNull(userSubscriptions.trialEndsAt)))
        .returning({ trialEndsAt: userSubscriptions.trialEndsAt });
      if (!row?.trialEndsAt) {
        throw new AppError(409, 'NOT_ON_TRIAL', 'Esta conta não está no teste grátis.');
      }
      await audit(c, 'extend-trial', user, `+${days} ${days === 1 ? 'dia' : 'dias'}`);
      return c.json({ ok: true });
    })
    .post('/users/:id/subscription', async (c) => {
      const user = await target(c);
      const { plan, status } = await parseBody(c, setSubscriptionSchema);
      const updated = await db
        .update(userSubscriptions)
        .set({
          plan,
          status,
          animalLimit: PLANS[plan].animalLimit,
          trialEndsAt: null,
          cancelAtPeriodEnd: false,
          updatedAt: deps.now(),
        })
        .where(eq(userSubscriptions.userId, user.id))
        .returning({ userId: userSubscriptions.userId });
      if (updated.length === 0) throw notFound();
      await audit(c, 'set-subscription', user, `${PLANS[plan].name} · ${STATUS_LABELS[status]}`);
      return c.json({ ok: true });
    })
    .get('/audit', async (c) => {
      // A whole page number (1.5 was an offset of 12.5 rows: a 500); anything else is page 1.
      const page = Math.min(
        Math.max(Math.floor(Number(c.req.query('page') ?? 1)) || 1, 1),
        100_000,
      );
      const rows = await db
        .select()
        .from(adminAudit)
        .orderBy(desc(adminAudit.at))
        .limit(ADMIN_PAGE_SIZE)
        .offset((page - 1) * ADMIN_PAGE_SIZE);
      const [count] = await db.select({ n: sql<string>`count(*)` }).from(adminAudit);
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
        total: Number(count?.n ?? 0),
        page,
        pageSize: ADMIN_PAGE_SIZE,
      };
      return c.json(body);
    });
}
