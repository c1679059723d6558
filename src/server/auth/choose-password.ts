import { randomBytes } from 'node:crypto';
import type { AuthContext, BetterAuthPlugin } from 'better-auth';
import type { z } from 'zod';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { CHOOSE_PASSWORD_PATH, nameSchema, passwordSchema } from '../../domain/auth';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { choosePasswordEmail } from '../mail/templates';
import {
  mustChoosePassword,
  passwordLinkUser,
  recordPasswordLink,
  restartTrial,
  setMustChoosePassword,
  voidEmailLinks,
} from './store';

/*
 * 'Defina sua senha' (issue 38 item 1, decision 009). Once someone signs up again to an address
 * nobody has confirmed, the stored password may be a stranger's: from then on every link mailed to
 * that address opens a page where the mailbox's holder chooses the password, and only that
 * password is ever stored for the account.
 */

/** How long such a link stays good, in seconds (a confirmation link's 24 hours). */
const LINK_TTL = 24 * 60 * 60;
/** A link's token: 32 random bytes, base64url; anything else names no link. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

interface ConfirmationLink {
  user: { id: string; email: string };
  /** The /verify-email link better-auth made: its origin and callback are kept. */
  url: string;
}

/**
 * When the account must choose its password, mails a 'Defina sua senha' link in place of the
 * confirmation link `link` (which is then never recorded, so it confirms nothing) and says so.
 */
export async function mailPasswordLinkInstead(
  db: Db,
  mailer: Mailer,
  link: ConfirmationLink,
  now = new Date(),
): Promise<boolean> {
  if (!(await mustChoosePassword(db, link.user.id))) return false;
  const token = randomBytes(32).toString('base64url');
  await recordPasswordLink(db, link.user.id, token, new Date(now.getTime() + LINK_TTL * 1000));
  const verify = new URL(link.url);
  const page = new URL(CHOOSE_PASSWORD_PATH, verify.origin);
  page.searchParams.set('token', token);
  const callback = verify.searchParams.get('callbackURL');
  if (callback && callback !== '/dashboard') page.searchParams.set('callbackURL', callback);
  await mailer.send(choosePasswordEmail({ to: link.user.email, url: page.toString() }));
  return true;
}

const invalidLink = () =>
  new APIError('BAD_REQUEST', { code: 'INVALID_TOKEN', message: 'Invalid token' });

/** `value` by the rule `schema`, or a 400 with the rule's message under `code`. */
function field<T>(schema: z.ZodType<T>, value: unknown, code: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new APIError('BAD_REQUEST', { code, message: parsed.error.issues[0]?.message ?? '' });
}

type Users = Pick<AuthContext['internalAdapter'], 'findUserById'>;

/** The user of a live link for an address still unconfirmed, or an INVALID_TOKEN error. */
async function linkedUser(internal: Users, userId: string | null) {
  const user = userId ? await internal.findUserById(userId) : null;
  if (!user || user.emailVerified) throw invalidLink();
  return user;
}

/**
 * GET /api/auth/sign-up-link?token=: whether the link is good, with the account's address and
 * stored name (the page's default). POST /api/auth/confirm-sign-up {token, password, name?}: uses
 * the link up, stores the password typed (the sign-up rule) and the name, confirms the address,
 * ends every session, voids every link, restarts the trial (nobody could use the account before),
 * settles the account as a confirmation does (decision 024) and signs the person in.
 */
export function choosePassword({ db }: { db: Db }) {
  return {
    id: 'choose-password',
    endpoints: {
      signUpLink: createAuthEndpoint('/sign-up-link', { method: 'GET' }, async (ctx) => {
        const token: unknown = ctx.query?.token;
        if (typeof token !== 'string' || !TOKEN.test(token)) throw invalidLink();
        const userId = await passwordLinkUser(db, token, new Date(), { take: false });
        const user = await linkedUser(ctx.context.internalAdapter, userId);
        return ctx.json({ email: user.email, name: user.name });
      }),
      confirmSignUp: createAuthEndpoint('/confirm-sign-up', { method: 'POST' }, async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const password = field(passwordSchema, body.password, 'WEAK_PASSWORD');
        const name =
          body.name === undefined ? undefined : field(nameSchema, body.name, 'VALIDATION');
        const token = body.token;
        if (typeof token !== 'string' || !TOKEN.test(token)) throw invalidLink();
        const now = new Date();
        const internal = ctx.context.internalAdapter;
        const user = await linkedUser(
          internal,
          await passwordLinkUser(db, token, now, { take: true }),
        );

        const hash = await ctx.context.password.hash(password);
        if (await internal.findCredentialAccount(user.id)) {
          await internal.updatePassword(user.id, hash);
        } else {
          await internal.createAccount({
            userId: user.id,
            providerId: 'credential',
            accountId: user.id,
            password: hash,
          });
        }
        const confirmed = await internal.updateUser(user.id, {
          emailVerified: true,
          ...(name ? { name } : {}),
        });
        await setMustChoosePassword(db, user.id, false);
        await voidEmailLinks(db, user.id);
        await internal.deleteUserSessions(user.id);
        await restartTrial(db, user.id, now);
        // What confirming an address does: other sessions end, an invited account joins (024).
        await ctx.context.options.emailVerification?.afterEmailVerification?.(
          confirmed,
          ctx.request,
        );
        const session = await internal.createSession(user.id);
        if (!session) throw new APIError('INTERNAL_SERVER_ERROR');
        await setSessionCookie(ctx, { session, user: confirmed });
        return ctx.json({ status: true });
      }),
    },
  } satisfies BetterAuthPlugin;
}
