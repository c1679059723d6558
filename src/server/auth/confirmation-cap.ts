import { APIError } from 'better-auth/api';
import { signUpSchema } from '../../domain/auth';
import type { Refusal } from '../limits/rules';

/** What a better-auth before-hook is called with (only what the cap reads). */
interface HookInput {
  path?: string;
  body?: unknown;
}

/** The address a request may send a confirmation e-mail to, or null when it sends none. */
export function confirmationAddress(input: HookInput): string | null {
  const body = input.body as Record<string, unknown> | undefined;
  switch (input.path) {
    case '/sign-up/email': {
      // A sign-up refused for its fields sends nothing, and is not counted.
      const parsed = signUpSchema.safeParse(body);
      return parsed.success ? parsed.data.email.trim().toLowerCase() : null;
    }
    case '/send-verification-email': {
      const email = body?.email;
      return typeof email === 'string' && /^[^\s@]+@[^\s@]+$/.test(email.trim())
        ? email.trim().toLowerCase()
        : null;
    }
    default:
      return null;
  }
}

/** A refused confirmation e-mail, as better-auth answers it (routes.ts keeps the message). */
export function confirmationRefused(refusal: Refusal): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'RATE_LIMITED', message: refusal.message },
    { 'retry-after': String(refusal.retryAfter) },
  );
}

/**
 * `before` (the auth hooks, hooks.ts) behind the cap on confirmation e-mails (decision 058):
 * every request that may e-mail an address a confirmation link — a sign-up, new or repeated (a
 * confirmed address gets 'Você já tem uma conta' instead), 'Reenviar', the admin's resend, which
 * calls the same endpoint — takes one of the address's e-mails of the hour before anything is
 * done. Counted whether the address has an account or not, so the answer tells nothing about it.
 * The hooks are called with the very input they would have had.
 */
export function withConfirmationCap<H extends (input: never) => Promise<unknown>>(
  before: H,
  take: (email: string) => Promise<Refusal | null>,
): H {
  const capped = async (input: HookInput) => {
    const email = confirmationAddress(input);
    const refused = email === null ? null : await take(email);
    if (refused) throw confirmationRefused(refused);
    return before(input as never);
  };
  // better-auth reads a middleware's options from the function itself.
  return Object.assign(capped, before) as unknown as H;
}
