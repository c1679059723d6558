import { APIError, createAuthMiddleware, createEmailVerificationToken } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { nameSchema, passwordSchema, signUpSchema } from '../../domain/auth';
import type { Db } from '../db/client';
import { MULTI_FARM_MESSAGE } from '../../domain/farms';
import {
  INVITATION_GONE_MESSAGE,
  INVITATION_OTHER_EMAIL_MESSAGE,
  joinable,
  type Joinable,
} from '../farms/joining';
import type { FarmsStore } from '../farms/store';
import {
  isLiveEmailLink,
  setJoiningInvitation,
  setMustChoosePassword,
  voidEmailLinks,
} from './store';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

interface HookDeps {
  db: Db;
  farms: FarmsStore;
  sendConfirmation: (link: {
    user: { id: string; email: string; name: string };
    url: string;
    token: string;
  }) => Promise<void>;
}

/** Where a confirmation link sends the person: a path of this app, never another site. */
const CONFIRMED_PATH = '/dashboard';
const RESET_TOKEN = /^[\x21-\x7e]{1,200}$/;

function validation(message: string): APIError {
  return new APIError('BAD_REQUEST', { code: 'VALIDATION', message });
}

/** Why a sign-up from an invitation is refused (decision 024): nothing is created. */
function invitationRefused(reason: Extract<Joinable, { ok: false }>['reason']): APIError {
  switch (reason) {
    case 'other-email':
      return new APIError('BAD_REQUEST', {
        code: 'INVITATION_OTHER_EMAIL',
        message: INVITATION_OTHER_EMAIL_MESSAGE,
      });
    case 'plan':
      return new APIError('BAD_REQUEST', { code: 'PLAN_REQUIRED', message: MULTI_FARM_MESSAGE });
    default:
      return new APIError('BAD_REQUEST', {
        code: 'INVITATION_GONE',
        message: INVITATION_GONE_MESSAGE,
      });
  }
}

function weakPassword(message: string): APIError {
  return new APIError('BAD_REQUEST', { code: 'WEAK_PASSWORD', message });
}

/** A relative path of this app, or null (absolute and protocol-relative URLs are refused). */
function appPath(value: unknown): string | null {
  return typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) ? value : null;
}

/**
 * The rules better-auth does not know: the sign-up and password rules of the spec, pre-registration
 * takeover protection (with choose-password.ts), revocable confirmation links, the name-only profile update, and signing in
 * after a password reset (decision 009).
 */
export function authHooks({ db, farms, sendConfirmation }: HookDeps) {
  /** Users whose reset is under way, by reset token: filled before, read after the endpoint. */
  const resetting = new Map<string, string>();

  /**
   * A sign-up to an address nobody has confirmed yet is the address owner's (or a stranger's) new
   * attempt. Nothing stored changes (neither name nor password): earlier links stop working and
   * the address gets a link whose page asks for the password (choose-password.ts), so the only
   * password that confirming stores is one the mailbox's holder typed.
   */
  async function repeatedSignUp(
    ctx: HookContext,
    email: string,
    joiningInvitationId: string | null,
  ) {
    const internal = ctx.context.internalAdapter;
    const found = await internal.findUserByEmail(email.toLowerCase());
    if (found?.user.emailVerified) return;
    // The latest sign-up decides which farm confirming the address leads to (decision 024).
    const linkTtl = ctx.context.options.emailVerification?.expiresIn ?? 24 * 60 * 60;
    await setJoiningInvitation(
      db,
      email,
      joiningInvitationId,
      new Date(Date.now() + linkTtl * 1000),
    );
    if (!found) return;
    const { user } = found;
    await setMustChoosePassword(db, user.id, true);
    await internal.deleteUserSessions(user.id);
    await voidEmailLinks(db, user.id);
    // A link as a resend would make it (a fresh nonce: never the one just voided). Since the
    // account is marked above, sendConfirmation mails the 'Defina sua senha' link in its place,
    // at the same address and with the same callback.
    const token = await createEmailVerificationToken(
      ctx.context.secret,
      user.email,
      undefined,
      linkTtl,
      { jti: crypto.randomUUID() },
    );
    const callback = encodeURIComponent(appPath(ctx.body?.callbackURL) ?? CONFIRMED_PATH);
    const url = `${ctx.context.baseURL}/verify-email?token=${token}&callbackURL=${callback}`;
    await sendConfirmation({ user, url, token });
  }

  const before = createAuthMiddleware(async (ctx) => {
    switch (ctx.path) {
      case '/sign-up/email': {
        const parsed = signUpSchema.safeParse(ctx.body);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          if (issue?.path[0] === 'password') throw weakPassword(issue.message);
          throw validation(issue?.message ?? 'Erro de validação');
        }
        const callbackURL = appPath(ctx.body?.callbackURL) ?? CONFIRMED_PATH;
        // From an invitation's page: only a joinable invitation for this very address.
        const invitationId: unknown = ctx.body?.invitationId;
        let joining: string | null = null;
        if (invitationId !== undefined && invitationId !== null) {
          if (typeof invitationId !== 'string') throw invitationRefused('not-found');
          const found = await joinable(farms, invitationId, parsed.data.email, new Date());
          if (!found.ok) throw invitationRefused(found.reason);
          joining = found.invitation.id;
        }
        await repeatedSignUp(ctx, parsed.data.email, joining);
        return { context: { ...ctx, body: { ...parsed.data, callbackURL } } };
      }
      case '/verify-email': {
        const token = ctx.query?.token;
        if (typeof token === 'string' && !(await isLiveEmailLink(db, token, new Date()))) {
          const callback = appPath(ctx.query?.callbackURL) ?? '/auth';
          throw ctx.redirect(`${callback}${callback.includes('?') ? '&' : '?'}error=INVALID_TOKEN`);
        }
        return;
      }
      case '/reset-password': {
        const parsed = passwordSchema.safeParse(ctx.body?.newPassword);
        if (!parsed.success) throw weakPassword(parsed.error.issues[0]?.message ?? '');
        const token: unknown = ctx.body?.token;
        // A reset link's token is printable ASCII; anything else names no link (a NUL reached
        // PostgreSQL and was a 500: found by the fuzz).
        if (typeof token !== 'string' || !RESET_TOKEN.test(token)) {
          throw new APIError('BAD_REQUEST', { code: 'INVALID_TOKEN', message: 'Invalid token' });
        }
        const found = await ctx.context.internalAdapter.findVerificationValue(
          `reset-password:${token}`,
        );
        if (found && resetting.size < 1000) resetting.set(token, found.value);
        return;
      }
      case '/change-password': {
        const parsed = passwordSchema.safeParse(ctx.body?.newPassword);
        if (!parsed.success) throw weakPassword(parsed.error.issues[0]?.message ?? '');
        // A new password ends every other session, whatever the caller asked: a thief signed
        // in elsewhere must not stay in. better-auth then opens a fresh session for this one.
        return { context: { ...ctx, body: { ...ctx.body, revokeOtherSessions: true } } };
      }
      case '/update-user': {
        // The profile is the name only: no image, no e-mail, no other field.
        const body: Record<string, unknown> = ctx.body ?? {};
        const other = Object.keys(body).find((key) => key !== 'name');
        if (other) throw validation('Só o nome pode ser alterado.');
        const name = nameSchema.safeParse(body.name);
        if (!name.success) throw validation(name.error.issues[0]?.message ?? 'Informe seu nome');
        return { context: { ...ctx, body: { name: name.data } } };
      }
    }
  });

  /** After a successful reset every session is gone (revokeSessionsOnPasswordReset): sign in here. */
  const after = createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/reset-password') return;
    const token = ctx.body?.token;
    const userId = typeof token === 'string' ? resetting.get(token) : undefined;
    if (typeof token === 'string') resetting.delete(token);
    const returned = ctx.context.returned as { status?: boolean } | undefined;
    if (!userId || returned instanceof APIError || returned?.status !== true) return;
    const internal = ctx.context.internalAdapter;
    const user = await internal.findUserById(userId);
    const session = user && (await internal.createSession(userId));
    if (user && session) await setSessionCookie(ctx, { session, user });
  });

  return { before, after };
}
