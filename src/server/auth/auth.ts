import { apiKey } from '@better-auth/api-key';
import { betterAuth } from 'better-auth';
import { organization } from 'better-auth/plugins/organization';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import { choosePassword, mailPasswordLinkInstead } from './choose-password';
import { withConfirmationCap } from './confirmation-cap';
import { authHooks } from './hooks';
import {
  ensureOwnFarm,
  joinInvitedFarm,
  recordEmailLink,
  takeJoiningInvitation,
  voidEmailLinks,
} from './store';
import { joinable } from '../farms/joining';
import { farmsStore } from '../farms/store';
import type { Db } from '../db/client';
import {
  accounts,
  apiKeys,
  farmInvitations,
  farmMembers,
  farms,
  rateLimits,
  sessions,
  users,
  verifications,
} from '../db/schema';
import { farmAccessControl, farmRoles } from '../farms/roles';
import type { Env } from '../env';
import type { Limits } from '../limits/limiter';
import type { Mailer } from '../mail/mailer';
import { accountExistsEmail, confirmationEmail, resetPasswordEmail } from '../mail/templates';
import type { OriginPolicy } from '../origin';
import { COOKIE_PREFIX } from './session-cookie';

/** The header the server fills with the client's real address; any incoming copy is dropped. */
export const CLIENT_IP_HEADER = 'x-arroba-client-ip';

/** How long a confirmation link and a password-reset link stay good, in seconds. */
export const CONFIRMATION_LINK_TTL = 24 * 60 * 60;
export const RESET_LINK_TTL = 60 * 60;
/** How long a team invitation stays good, in seconds (7 days). */
export const INVITATION_TTL = 7 * 24 * 60 * 60;
/** Requests an API key may make per window, counted in the database (shared by instances). */
export const API_KEY_RATE_LIMIT = { max: 600, windowMs: 60_000 };

export interface AuthDeps {
  env: Pick<Env, 'APP_URL' | 'BETTER_AUTH_SECRET' | 'SIGN_IN_RATE_LIMIT' | 'NODE_ENV'> & {
    API_KEY_RATE_LIMIT?: number;
  };
  db: Db;
  mailer: Mailer;
  origins: OriginPolicy;
  /** The app's limits: confirmation e-mails per address (decision 058); none in scripts. */
  limits?: Pick<Limits, 'confirmationEmail'>;
}

/**
 * better-auth: e-mail and password accounts with e-mail confirmation and password reset,
 * server-side sessions in PostgreSQL, and per-IP rate limits stored in the database (shared by
 * every instance). Without APP_URL, its base URL follows the address the app was opened at
 * (origin.ts), so links in e-mails lead back there.
 */
export function createAuth({ env, db, mailer, origins, limits }: AuthDeps) {
  const attempts = { window: 60, max: env.SIGN_IN_RATE_LIMIT };
  const farmStore = farmsStore(db);

  /**
   * A confirmed address joins the farm it was invited to when its account was created from the
   * invitation and the invitation can still be joined; an account left with no farm at all then
   * gets its own farm and free trial (decision 024).
   */
  const settleConfirmedAccount = async (user: { id: string; email: string }) => {
    const now = new Date();
    const invitationId = await takeJoiningInvitation(db, user.email);
    if (invitationId) {
      const found = await joinable(farmStore, invitationId, user.email, now);
      if (found.ok) await joinInvitedFarm(db, user.id, found.invitation, now);
    }
    await ensureOwnFarm(db, user.id, now);
  };

  /** E-mails a confirmation link and records it: only recorded links confirm (auth/store.ts). */
  const sendConfirmation = async (link: {
    user: { id: string; email: string; name: string };
    url: string;
    token: string;
  }) => {
    // Once someone signed up again, the mailbox's holder chooses the password (decision 009).
    if (await mailPasswordLinkInstead(db, mailer, link)) return;
    const expiresAt = new Date(Date.now() + CONFIRMATION_LINK_TTL * 1000);
    await recordEmailLink(db, link.user.id, link.token, expiresAt);
    await mailer.send(
      confirmationEmail({ to: link.user.email, name: link.user.name, url: link.url }),
    );
  };

  /** The hooks, their before behind the confirmation e-mails' cap when the app has limits. */
  const capped = (hooks: ReturnType<typeof authHooks>) =>
    limits
      ? { ...hooks, before: withConfirmationCap(hooks.before, limits.confirmationEmail) }
      : hooks;

  const auth = betterAuth({
    appName: 'Arroba Certa',
    baseURL: origins.fixed
      ? env.APP_URL
      : { allowedHosts: origins.allowedHosts, fallback: origins.fallback, protocol: 'http' },
    basePath: '/api/auth',
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: (request) => origins.trustedOrigins(request?.headers),
    database: drizzleAdapter(db, {
      provider: 'pg',
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        organization: farms,
        member: farmMembers,
        invitation: farmInvitations,
        apikey: apiKeys,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordEmail({ to: user.email, name: user.name, url }));
      },
      // A reset link proves the address is the person's own: it confirms it too, and any
      // confirmation link still in flight (perhaps for a stranger's sign-up) is void.
      onPasswordReset: async ({ user }) => {
        await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
        await voidEmailLinks(db, user.id);
      },
      // Same answer as a new sign-up (no account enumeration); the owner is told by e-mail.
      // Unconfirmed addresses get a fresh confirmation link from the sign-up hook instead.
      onExistingUserSignUp: async ({ user }, request) => {
        if (!user.emailVerified) return;
        const url = `${origins.publicOrigin(request?.headers)}/auth`;
        await mailer.send(accountExistsEmail({ to: user.email, name: user.name, url }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRMATION_LINK_TTL,
      sendVerificationEmail: sendConfirmation,
      // Whoever held a session before the owner confirmed the address loses it.
      afterEmailVerification: async (user) => {
        await db.delete(sessions).where(eq(sessions.userId, user.id));
        await settleConfirmedAccount(user);
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      // Every other auth call (confirmation links, session checks): generous, and scaled with
      // SIGN_IN_RATE_LIMIT so a test run that raises that one is not throttled here.
      max: Math.max(100, env.SIGN_IN_RATE_LIMIT * 20),
      customRules: {
        '/sign-in/email': attempts,
        '/sign-up/email': attempts,
        '/send-verification-email': attempts,
        '/request-password-reset': attempts,
        '/reset-password': attempts,
        '/confirm-sign-up': attempts,
        // Guessing the current password with a stolen session is throttled like sign-in.
        '/change-password': attempts,
      },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    logger: {
      level: env.NODE_ENV === 'test' ? 'error' : 'warn',
      // A bad or rate-limited API key is an expected 401/429 answered to its caller, not an
      // error of the app: it is not logged (a scanner would otherwise fill the log).
      log: (level, message, ...args) => {
        if (message.startsWith('Failed to validate API key')) return;
        const write =
          level === 'error' ? console.error : level === 'warn' ? console.warn : console.log;
        write(`[better-auth] ${message}`, ...args);
      },
    },
    hooks: capped(authHooks({ db, farms: farmStore, sendConfirmation })),
    // Farms and API keys (decision 015). Their HTTP endpoints are not exposed (auth/routes.ts):
    // the app's own routes call them on the server, after the plan and role checks.
    plugins: [
      choosePassword({ db }),
      organization({
        ac: farmAccessControl,
        roles: farmRoles,
        creatorRole: 'owner',
        invitationExpiresIn: INVITATION_TTL,
        cancelPendingInvitationsOnReInvite: true,
        requireEmailVerificationOnInvitation: true,
        membershipLimit: 10_000,
        organizationLimit: 10_000,
        schema: {
          organization: {
            additionalFields: {
              city: { type: 'string', required: false },
              state: { type: 'string', required: false },
              areaHectares: { type: 'number', required: false },
            },
          },
        },
      }),
      apiKey({
        references: 'organization',
        defaultPrefix: 'ac_',
        enableMetadata: false,
        rateLimit: {
          enabled: true,
          maxRequests: env.API_KEY_RATE_LIMIT ?? API_KEY_RATE_LIMIT.max,
          timeWindow: API_KEY_RATE_LIMIT.windowMs,
        },
      }),
    ],
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
