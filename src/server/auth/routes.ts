import { Hono } from 'hono';
import type { ApiErrorBody } from '../../domain/api';
import { CLIENT_IP_HEADER, type Auth } from './auth';
import { errorBody, notFoundJson } from '../errors';
import { clientIp } from '../middleware/client-ip';
import type { OriginPolicy } from '../origin';

/** better-auth's error codes, in the product's words (spec section 8). */
const MESSAGES: Record<string, [code: string, message: string]> = {
  INVALID_EMAIL_OR_PASSWORD: ['INVALID_CREDENTIALS', 'E-mail ou senha incorretos'],
  EMAIL_NOT_VERIFIED: [
    'EMAIL_NOT_VERIFIED',
    'Seu email ainda não foi confirmado. Abra o link que enviamos para sua caixa de entrada ou peça um novo.',
  ],
  INVALID_EMAIL: ['VALIDATION', 'E-mail inválido'],
  PASSWORD_TOO_SHORT: ['WEAK_PASSWORD', 'A senha deve ter no mínimo 8 caracteres'],
  PASSWORD_TOO_LONG: ['WEAK_PASSWORD', 'A senha deve ter no máximo 128 caracteres'],
  INVALID_TOKEN: ['INVALID_TOKEN', 'Link inválido ou expirado.'],
  TOKEN_EXPIRED: ['INVALID_TOKEN', 'Link inválido ou expirado.'],
  EMAIL_ALREADY_VERIFIED: [
    'EMAIL_ALREADY_VERIFIED',
    'Este email já foi confirmado. Entre com sua senha.',
  ],
  USER_NOT_FOUND: ['INVALID_CREDENTIALS', 'E-mail ou senha incorretos'],
  VALIDATION_ERROR: ['VALIDATION', 'Erro de validação'],
};

/** better-auth plugin endpoints that are not part of the app's API (decision 015). */
const PLUGIN_PATHS = /^\/api\/auth\/(organization|api-key)(\/|$)/i;

/** Whether a path reaches a closed plugin endpoint, however it is spelled or encoded. */
function isPluginPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Broken percent-encoding: checked as it came.
  }
  return PLUGIN_PATHS.test(decoded.replace(/\/{2,}/g, '/'));
}

/** Codes whose message our own hooks already wrote in Portuguese. */
const OWN_CODES = new Set([
  'WEAK_PASSWORD',
  'VALIDATION',
  // A sign-up from an invitation (decision 024).
  'INVITATION_GONE',
  'INVITATION_OTHER_EMAIL',
  'PLAN_REQUIRED',
]);

async function toApiError(response: Response): Promise<Response> {
  let code = 'AUTH_ERROR';
  let message = 'Não foi possível concluir. Tente novamente.';
  const headers = new Headers(response.headers);
  const body = (await response.json().catch(() => null)) as {
    code?: string;
    message?: string;
  } | null;
  if (response.status === 429) {
    code = 'RATE_LIMITED';
    // Our own limits (the confirmation e-mails' cap, decision 058) say what and when.
    message =
      body?.code === 'RATE_LIMITED' && body.message
        ? body.message
        : 'Muitas tentativas. Aguarde um minuto e tente novamente.';
    // better-auth's own limiter says when in X-Retry-After: given in the standard header too.
    const wait = headers.get('x-retry-after');
    if (wait && !headers.has('retry-after')) headers.set('retry-after', wait);
  } else {
    const known = body?.code ? MESSAGES[body.code] : undefined;
    if (known) [code, message] = known;
    else if (body?.code && OWN_CODES.has(body.code) && body.message) {
      code = body.code;
      message = body.message;
    }
  }
  headers.set('content-type', 'application/json; charset=UTF-8');
  headers.delete('content-length');
  const payload: ApiErrorBody = errorBody(code, message);
  return new Response(JSON.stringify(payload), { status: response.status, headers });
}

/**
 * Mounts better-auth under /api/auth: stamps the real client address for its rate limiter, lets
 * it answer at this machine's address the request came to (origin.ts), and turns its errors
 * into the JSON error shape with Portuguese messages.
 */
export function authRoutes(auth: Auth, trustProxy: boolean, origins: OriginPolicy) {
  return new Hono().all('/*', async (c) => {
    // The farm and API-key plugins' own endpoints stay closed: the app's routes call them on
    // the server after the plan and role checks (farms/routes.ts, farms/api-key-routes.ts).
    if (isPluginPath(c.req.path)) return notFoundJson(c);
    origins.noteHost(c.req.raw.headers);
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, trustProxy));
    const request = new Request(c.req.raw, { headers, duplex: 'half' } as RequestInit);
    const response = await auth.handler(request);
    const isJson = response.headers.get('content-type')?.includes('application/json');
    if (response.status >= 400 && (isJson || response.status === 429)) return toApiError(response);
    // An unknown auth path: better-auth's bare 404, in the JSON error shape like every other.
    if (response.status === 404) return notFoundJson(c);
    return response;
  });
}
