import { z } from 'zod';
import { digitsOf, isValidCpfCnpj } from '../domain/billing/cpf-cnpj';
import { CONFIRMATION_EMAILS, INVITATIONS } from './limits/rules';

/**
 * The one reader of process.env. Every variable the app understands is here, validated at start;
 * a bad value stops start-up with a message that names the variable.
 */
const port = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be between 1 and 65535' })
    .max(65535, { error: 'must be between 1 and 65535' })
    .default(fallback);

/** A trimmed text; unset or empty, undefined. */
const optionalText = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined));

/** A secret of at least 16 characters, kept as given; unset or empty, undefined. */
const optionalToken = () =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 16, {
      error: 'must have at least 16 characters',
    });

/** A cron expression of 5 fields (`example` in the message); unset or empty, undefined. */
const optionalCron = (example: string) =>
  optionalText().refine((v) => v === undefined || /^\S+( \S+){4}$/.test(v), {
    error: `must be a cron expression of 5 fields, like ${example}`,
  });

const optionalUrl = (protocols: RegExp, hint: string) =>
  optionalText().refine(
    (v) => v === undefined || (URL.canParse(v) && protocols.test(new URL(v).protocol)),
    {
      error: `must be a URL (${hint})`,
    },
  );

/** A whole number between `min` and `max`; unset or empty, `fallback`. */
const wholeNumber = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(min, { error: `must be at least ${min}` })
      .max(max, { error: `must be at most ${max}` })
      .default(fallback),
  );

const flag = z
  .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
  .optional()
  .transform((v) => v === 'true' || v === '1');

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    APP_URL: optionalUrl(/^https?:$/, 'http:// or https://'),
    DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'postgres://user:password@host:5432/database'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    WEB_DIR: z.string().trim().min(1).default('dist/web'),
    EMBEDDED_PG_PORT: port(5488),
    BETTER_AUTH_SECRET: z.string().optional(),
    SMTP_URL: optionalUrl(/^smtps?:$/, 'smtp://user:password@host:587 or smtps://...'),
    MAIL_FROM: z.string().trim().min(3).default('Arroba Certa <nao-responda@arrobacerta.com.br>'),
    TRUST_PROXY: flag,
    SIGN_IN_RATE_LIMIT: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(10000, { error: 'must be at most 10000' })
      .default(5),
    /** Requests one API key may make per minute; unset, auth/auth.ts's default (600). */
    API_KEY_RATE_LIMIT: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.coerce
        .number({ error: 'must be a number' })
        .int({ error: 'must be a whole number' })
        .min(1, { error: 'must be at least 1' })
        .max(1_000_000, { error: 'must be at most 1000000' })
        .optional(),
    ),
    /**
     * Multiplies every request limit of decision 058 (the server-rendered dashboard, import
     * previews, exports, searches), per account and per address; the e-mail caps have their own.
     */
    RATE_LIMIT_FACTOR: wholeNumber(1, 1000, 1),
    /** Confirmation e-mails one address may be sent in an hour (decision 058). */
    CONFIRMATION_EMAILS_PER_HOUR: wholeNumber(1, 100, CONFIRMATION_EMAILS.perAddress),
    /** Team invitations one farm may send in 24 hours (decision 058). */
    INVITATIONS_PER_DAY: wholeNumber(1, 10_000, INVITATIONS.perFarm),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
    /** JSON lines for a log collector, or text for a person (default: json in production). */
    LOG_FORMAT: z.enum(['json', 'text']).optional(),
    /**
     * On SIGTERM, how long the requests in flight (a streamed export included) may take to
     * finish before their connections are closed (issue 44 item 2; lifecycle.ts).
     */
    SHUTDOWN_GRACE_MS: wholeNumber(0, 600_000, 25_000),
    /** The bearer token /metrics asks for (issue 44 item 3); unset, /metrics is not served. */
    METRICS_TOKEN: optionalToken(),
    /**
     * The embedded database's daily backup (issue 44 item 6, db/scheduled-backup.ts): where
     * (unset: DATA_DIR/backups), for how many days they are kept (0: no scheduled backup), and
     * when it runs (cron, São Paulo time).
     */
    BACKUP_DIR: optionalText(),
    BACKUP_KEEP_DAYS: wholeNumber(0, 3650, 14),
    BACKUP_CRON: optionalCron('0 3 * * *').transform((v) => v ?? '0 3 * * *'),
    /**
     * When the trial-reminders job runs (cron, São Paulo time); unset, every hour on the hour.
     * Operations and the cluster bench set `* * * * *` to see a run within a minute.
     */
    TRIAL_REMINDERS_CRON: optionalCron('0 * * * *'),
    /**
     * Asaas API key: set, the checkout uses Asaas; unset, the local payment sandbox — which
     * production refuses unless PAYMENT_SANDBOX says so (issue 38, decision 012).
     */
    ASAAS_API_KEY: optionalText(),
    /** The sandbox by default, so production is a deliberate choice. */
    ASAAS_BASE_URL: optionalUrl(/^https?:$/, 'https://api.asaas.com').transform((v) =>
      (v ?? 'https://api-sandbox.asaas.com').replace(/\/+$/, ''),
    ),
    /** The token Asaas sends in `asaas-access-token`; unset, the webhook refuses every call. */
    ASAAS_WEBHOOK_TOKEN: optionalToken(),
    /**
     * Runs the payment sandbox on purpose where it would be refused (production): every payment
     * is simulated and the pages say so. Cannot be set together with ASAAS_API_KEY.
     */
    PAYMENT_SANDBOX: flag,
    /** The company's CNPJ in the landing page's footer; unset, that line is not shown. */
    COMPANY_CNPJ: optionalText()
      .refine((v) => v === undefined || (/^[\d./\s-]+$/.test(v) && digitsOf(v).length === 14), {
        error: 'must be a CNPJ: 14 digits, like 11.222.333/0001-81',
      })
      .refine((v) => v === undefined || isValidCpfCnpj(v), {
        error: 'is not a valid CNPJ (its check digits do not match)',
      })
      .transform((v) => v && formatCnpj(digitsOf(v))),
    /** The WhatsApp number of the support button (country and area code); unset, no button. */
    SUPPORT_WHATSAPP: optionalText()
      .refine(
        (v) => v === undefined || (/^\+?[\d\s().-]+$/.test(v) && /^\d{10,15}$/.test(digitsOf(v))),
        { error: 'must be a phone number with country and area code, like +55 34 99999-9999' },
      )
      .transform((v) => v && digitsOf(v)),
  })
  .transform((env, ctx) => {
    const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
    const fail = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    let secret = env.BETTER_AUTH_SECRET;
    if (!secret) {
      if (env.NODE_ENV === 'production') {
        fail('BETTER_AUTH_SECRET', 'is required in production (at least 32 random characters)');
      }
      // Local use only: sessions survive restarts, and nobody runs production without a secret.
      secret = 'arroba-certa-local-development-secret-not-for-production';
    } else if (secret.length < 32) {
      fail('BETTER_AUTH_SECRET', 'must have at least 32 characters');
    }
    for (const { path, message } of paymentIssues(env)) fail(path, message);
    if (ctx.issues.length > 0) return z.NEVER;
    return {
      ...env,
      APP_URL: appUrl,
      LOG_FORMAT: env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'text'),
      /** Whether APP_URL was configured; when not, the app answers at whatever address it was opened. */
      APP_URL_FIXED: env.APP_URL !== undefined,
      BETTER_AUTH_SECRET: secret,
      /** Who takes the payments: Asaas with a key, else the local sandbox (nothing is charged). */
      PAYMENTS: env.ASAAS_API_KEY ? ('asaas' as const) : ('sandbox' as const),
    };
  });

/**
 * The payment sandbox lets anyone approve their own payment, so production runs it only when
 * told to (PAYMENT_SANDBOX=true): otherwise it needs Asaas' key and webhook token, and start-up
 * stops naming each one missing and the way out (issue 38 item 6, decision 012).
 */
function paymentIssues(env: {
  NODE_ENV: string;
  ASAAS_API_KEY?: string;
  ASAAS_WEBHOOK_TOKEN?: string;
  PAYMENT_SANDBOX: boolean;
}): Array<{ path: string; message: string }> {
  if (env.PAYMENT_SANDBOX && env.ASAAS_API_KEY) {
    return [
      {
        path: 'PAYMENT_SANDBOX',
        message:
          'cannot be true while ASAAS_API_KEY is set: real payments or the sandbox, not both',
      },
    ];
  }
  if (env.NODE_ENV !== 'production' || env.PAYMENT_SANDBOX) return [];
  const missing = (['ASAAS_API_KEY', 'ASAAS_WEBHOOK_TOKEN'] as const).filter((name) => !env[name]);
  return missing.map((path) => ({
    path,
    message:
      'is required in production to take real payments (or set PAYMENT_SANDBOX=true to run the payment sandbox on purpose: nothing is charged)',
  }));
}

export type Env = z.infer<typeof envSchema>;

/** '11222333000181' → '11.222.333/0001-81'. */
function formatCnpj(digits: string): string {
  return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

export class EnvError extends Error {}

/** Parses an environment; throws EnvError whose message names each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** The process environment, parsed (call once at start). */
export function loadEnv(): Env {
  return parseEnv(process.env);
}
