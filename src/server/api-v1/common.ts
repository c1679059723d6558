import { OpenAPIHono, type z } from '@hono/zod-openapi';
import { AppError, fieldErrors, VALIDATION_MESSAGE } from '../errors';
import type { Access, AccessEnv } from '../access/access';
import type { Stores } from '../stores';
import { CURSORS, readCursor } from '../cursor';
import type { EntryCursor, WeighingCursor } from '../cursor';
import { ErrorSchema } from './schemas';

export interface ApiV1Deps {
  access: Access;
  now: () => Date;
  stores: Stores;
}

/**
 * An OpenAPIHono whose failed validations leave as the app's JSON error shape: 400 VALIDATION
 * with the first message of each field.
 */
export function apiApp() {
  return new OpenAPIHono<AccessEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new AppError(400, 'VALIDATION', VALIDATION_MESSAGE, fieldErrors(result.error));
      }
    },
  });
}

export type ApiApp = ReturnType<typeof apiApp>;

/** Every /api/v1 data route needs the key, as `Authorization: Bearer <key>`. */
export const security = [{ bearerAuth: [] }];

const ERROR_DESCRIPTIONS = {
  400: 'Invalid input: `error.fields` names each bad field (code VALIDATION or INVALID_JSON).',
  401: 'Missing, unknown or revoked API key (code INVALID_API_KEY).',
  403: "Read-only key on a write (READ_ONLY_KEY), or the farm is not on an active Master plan (PLAN_REQUIRED), or its plan lacks the module (PLAN_REQUIRED: the Financeiro is Pro and Master's), or over the animal limit.",
  404: 'No record (code NOT_FOUND).',
  409: 'In conflict with what is recorded (code CONFLICT): a name taken, a change already made.',
  413: 'Body over 256 KB (code PAYLOAD_TOO_LARGE).',
  415: 'Body not sent as application/json (code UNSUPPORTED_MEDIA_TYPE).',
  429: 'Rate limit of the key reached (code RATE_LIMITED); wait the seconds in Retry-After.',
} as const;

type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

const errorResponse = (status: ErrorStatus) => ({
  description: ERROR_DESCRIPTIONS[status],
  content: { 'application/json': { schema: ErrorSchema } },
  ...(status === 429
    ? {
        headers: {
          'Retry-After': { schema: { type: 'integer' as const }, description: 'Seconds.' },
        },
      }
    : {}),
});

/** The error answers of a route: 400, 401 and 429 always, plus the ones given. */
export function errorResponses(...extra: ErrorStatus[]) {
  const statuses: ErrorStatus[] = [400, 401, 429, ...extra];
  return Object.fromEntries(statuses.map((s) => [s, errorResponse(s)])) as Record<
    ErrorStatus,
    ReturnType<typeof errorResponse>
  >;
}

export const jsonBody = <S extends z.ZodType>(schema: S, description?: string) => ({
  required: true,
  description,
  content: { 'application/json': { schema } },
});

export const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A list's `cursor` by entry read back (src/server/cursor.ts); null on a first page, else 400. */
export function entryAfter(cursor: string | undefined): EntryCursor | null {
  const key = readCursor(CURSORS.rows, cursor);
  return key ? { createdAt: key[0], id: key[1] } : null;
}

/** The weighings' `cursor` read back; null on a first page, else 400. */
export function weighingAfter(cursor: string | undefined): WeighingCursor | null {
  const key = readCursor(CURSORS.weighings, cursor);
  return key ? { weighingDate: key[0], createdAt: key[1], id: key[2] } : null;
}
