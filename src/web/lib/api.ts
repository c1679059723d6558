// Data hooks, one style app-wide (issue 22): a slice's `*-api.ts` / `*-queries.ts` exports each
// read as TanStack Query options (`weighingPagesQuery`, `teamQuery(farmId)`:
// `queryOptions({ queryKey, queryFn })` calling apiFetch), which screens read with
// `useQuery(xxxQuery)`; each write is a `useXxx()` hook around useMutation (`useCreateWeighing`)
// that owns its request and its cache updates, screens passing only their own UI callbacks.
// Offline writes go through offline/use-offline's `useRecordWrite` inside those hooks.
import type { ApiErrorBody } from '@/domain/api';
import { dropEarly, takeEarly } from './early-fetch';

export const NETWORK_ERROR_MESSAGE = 'Sem conexão. Verifique sua internet e tente novamente.';
const UNEXPECTED_MESSAGE = 'Erro inesperado. Tente novamente mais tarde.';

/** A failed API call: the HTTP status (0 when the network failed), the server's code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type ApiInit = Omit<RequestInit, 'body'> & { body?: unknown };

type Fetcher = (path: string, init: RequestInit) => Promise<Response>;

/** Who answers apiFetch on the server (server-render.tsx): the API in process. */
let serverFetch: Fetcher | undefined;

/** Makes `fetcher` answer apiFetch: the server's rendering of a page (decision 077). */
export function setServerFetch(fetcher: Fetcher): void {
  serverFetch = fetcher;
}

/**
 * Calls the same-origin API with the session cookie and a JSON body, and returns the parsed JSON.
 * Throws ApiError for a non-2xx answer (with the server's code and Portuguese message), for a
 * network failure (status 0) and for an answer that is not JSON.
 */
export async function apiFetch<T>(path: string, init: ApiInit = {}): Promise<T> {
  const { body, headers, ...rest } = init;
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  if (body !== undefined) requestHeaders.set('Content-Type', 'application/json');

  // A plain GET the page asked before its code loaded (early-fetch.ts): that answer. A write
  // makes the early answers not taken yet stale.
  const read = (rest.method ?? 'GET') === 'GET';
  if (!read) dropEarly();
  const asked = read && body === undefined && headers === undefined ? takeEarly(path) : undefined;
  let response: Response;
  try {
    response = await (asked ??
      (serverFetch ?? fetch)(path, {
        ...rest,
        credentials: 'same-origin',
        headers: requestHeaders,
        body: body === undefined ? undefined : JSON.stringify(body),
      }));
  } catch (error) {
    // A cancelled query must stay a cancellation, not become "offline".
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  if (payload === EMPTY) return undefined as T;
  // e.g. an HTML page where JSON was expected (a proxy or the SPA fallback answering).
  if (payload === INVALID) {
    throw new ApiError(response.status, 'INVALID_RESPONSE', UNEXPECTED_MESSAGE);
  }
  return payload as T;
}

const EMPTY = Symbol('empty-body');
const INVALID = Symbol('invalid-json');

async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return INVALID;
  }
  if (text.trim() === '') return EMPTY;
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return INVALID;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID;
  }
}

/** The ApiError of a failed answer read elsewhere than apiFetch (a file's download). */
export async function responseError(response: Response): Promise<ApiError> {
  return toApiError(response.status, await readJson(response));
}

function toApiError(status: number, payload: unknown): ApiError {
  const body = (
    typeof payload === 'object' && payload !== null ? payload : {}
  ) as Partial<ApiErrorBody> & { code?: unknown; message?: unknown };
  if (body.error && typeof body.error.message === 'string') {
    return new ApiError(status, body.error.code ?? 'ERROR', body.error.message, body.error.fields);
  }
  // Tolerate a flat `{ code, message }` (better-auth's own shape) in case one slips through.
  if (typeof body.message === 'string' && body.message) {
    return new ApiError(status, typeof body.code === 'string' ? body.code : 'ERROR', body.message);
  }
  if (status === 429) {
    return new ApiError(
      status,
      'RATE_LIMITED',
      'Muitas tentativas. Aguarde um pouco e tente novamente.',
    );
  }
  return new ApiError(status, 'HTTP_ERROR', UNEXPECTED_MESSAGE);
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return UNEXPECTED_MESSAGE;
}
