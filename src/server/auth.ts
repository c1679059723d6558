import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { passwordSchema, signUpSchema } from '../domain/auth';
import type { Db } from './db/client';
import { accounts, rateLimits, sessions, users, verifications } from './db/schema';
import type { Env } from './env';
import type { Mailer } from './mail/mailer';
import { confirmationEmail } from './mail/templates';

/** The header the server fills with the client's real address; any incoming copy is dropped. */
export const CLIENT_IP_HEADER = 'x-arroba-client-ip';
export const COOKIE_PREFIX = 'arroba';
export const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;

export interface AuthDeps {
  env: Pick<Env, 'APP_URL' | 'BETTER_AUTH_SECRET' | 'SIGN_IN_RATE_LIMIT' | 'NODE_ENV'>;
  db: Db;
  mailer: Mailer;
}

function weakPassword(message: string): APIError {
  return new APIError('BAD_REQUEST', { code: 'WEAK_PASSWORD', message });
}

/**
 * better-auth: e-mail and password accounts with e-mail confirmation, server-side sessions in
 * PostgreSQL, and per-IP rate limits stored in the database (shared by every instance).
 */
export function createAuth({ env, db, mailer }: AuthDeps) {
  const attempts = { window: 60, max: env.SIGN_IN_RATE_LIMIT };
  return betterAuth({
    appName: 'Arroba Certa',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [env.APP_URL],
    database: drizzleAdapter(db, {
      provider: 'pg',
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(confirmationEmail({ to: user.email, name: user.name, url }));
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
      max: 100,
      customRules: {
        '/sign-in/email': attempts,
        '/sign-up/email': attempts,
        '/send-verification-email': attempts,
      },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    logger: { level: env.NODE_ENV === 'test' ? 'error' : 'warn' },
    hooks: {
      // The server is the authority on the password rule and the sign-up fields.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') {
          const parsed = signUpSchema.safeParse(ctx.body);
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            if (issue?.path[0] === 'password') throw weakPassword(issue.message);
            throw new APIError('BAD_REQUEST', {
              code: 'VALIDATION',
              message: issue?.message ?? 'Erro de validação',
            });
          }
          return { context: { ...ctx, body: { ...ctx.body, ...parsed.data } } };
        }
        if (ctx.path === '/reset-password' || ctx.path === '/change-password') {
          const parsed = passwordSchema.safeParse(ctx.body?.newPassword);
          if (!parsed.success) throw weakPassword(parsed.error.issues[0]?.message ?? '');
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
