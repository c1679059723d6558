import { z } from 'zod';
import { PaymentProviderError } from './provider';

/** What the checkout shows when Asaas fails (docs/decisions/011-asaas-adapter.md). */
export const ASAAS_MESSAGES = {
  unavailable: 'O serviço de pagamento está indisponível. Tente novamente mais tarde.',
  noAnswer: 'O serviço de pagamento não respondeu. Tente novamente mais tarde.',
} as const;

export interface AsaasHttpOptions {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
  fetch: typeof fetch;
  userAgent: string;
}

export interface AsaasRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** From the root, query included: '/v3/customers?externalReference=...'. */
  path: string;
  body?: unknown;
  /** Statuses answered by `onStatus` instead of being errors (DELETE's 404). */
  accept?: readonly number[];
}

/** Asaas' refusal: `{ errors: [{ code, description }] }`, the description in Portuguese. */
const asaasErrorsSchema = z.object({
  errors: z.tuple([z.object({ description: z.string().trim().min(1) })], z.unknown()),
});

const DETAIL_LIMIT = 300;

/**
 * One Asaas API call: JSON in and out, `access_token` and a User-Agent on every request, and a
 * deadline (an Asaas outage never hangs the checkout). Every failure becomes a
 * PaymentProviderError with the checkout's Portuguese message; the API key never appears in one.
 */
export function createAsaasHttp(options: AsaasHttpOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  /** The key is a secret: whatever a message or detail quotes is scrubbed of it. */
  const redact = (text: string) =>
    options.apiKey ? text.split(options.apiKey).join('[redacted]') : text;
  const unavailable = (what: string, detail: string) =>
    new PaymentProviderError(
      ASAAS_MESSAGES.unavailable,
      502,
      redact(`Asaas ${what}: ${detail}`).slice(0, DETAIL_LIMIT),
    );

  /** `schema` null: only the status matters, the answer is not read as JSON. */
  async function call<T>(
    request: AsaasRequest,
    schema: z.ZodType<T> | null,
    signal?: AbortSignal,
  ): Promise<{ status: number; data: T | null }> {
    const what = `${request.method} ${request.path.split('?')[0]}`;
    let status: number;
    let text: string;
    try {
      const response = await options.fetch(`${baseUrl}${request.path}`, {
        method: request.method,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          access_token: options.apiKey,
          'user-agent': options.userAgent,
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: signal ?? AbortSignal.timeout(options.timeoutMs),
        // A redirect would carry the key elsewhere: it is an error (a 3xx status) instead.
        redirect: 'manual',
      });
      status = response.status;
      // The body is read under the same deadline as the headers.
      text = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : 'Error';
      throw new PaymentProviderError(
        ASAAS_MESSAGES.noAnswer,
        502,
        redact(`Asaas ${what}: ${name === 'TimeoutError' ? 'timeout' : `network (${name})`}`),
      );
    }

    if (request.accept?.includes(status)) return { status, data: null };
    const json = parseJson(text);
    if (status === 400) {
      const refusal = asaasErrorsSchema.safeParse(json);
      if (refusal.success) {
        throw new PaymentProviderError(
          redact(refusal.data.errors[0].description),
          400,
          `Asaas ${what}: HTTP 400`,
        );
      }
    }
    if (status < 200 || status > 299) throw unavailable(what, `HTTP ${status} ${text}`);
    if (schema === null) return { status, data: null };
    if (json === undefined) throw unavailable(what, `not JSON: ${text}`);
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw unavailable(what, `unexpected answer: ${parsed.error.message}`);
    return { status, data: parsed.data };
  }

  return {
    /** The validated answer of a call that must succeed. */
    async json<T>(request: AsaasRequest, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
      const { data } = await call(request, schema, signal);
      return data as T;
    },
    /** The status of a call whose `accept`ed statuses are not errors (the answer is ignored). */
    async status(request: AsaasRequest, signal?: AbortSignal): Promise<number> {
      return (await call(request, null, signal)).status;
    },
    /**
     * Every item of a list: Asaas pages its lists (`offset`, `limit` at most 100, `hasMore`), so
     * the pages are read one after the other until `hasMore` is false, all under one deadline
     * (the caller's, else one of its own), up to MAX_PAGES. The next offset counts the items
     * received, so a page shorter than asked skips nothing.
     */
    async list<T>(path: string, item: z.ZodType<T>, signal?: AbortSignal): Promise<T[]> {
      const deadline = signal ?? AbortSignal.timeout(options.timeoutMs);
      const schema = asaasList(item);
      const separator = path.includes('?') ? '&' : '?';
      const items: T[] = [];
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const { data } = await call(
          {
            method: 'GET',
            path: `${path}${separator}offset=${items.length}&limit=${PAGE_LIMIT}`,
          },
          schema,
          deadline,
        );
        items.push(...data!.data);
        // An empty page ends the list even if it claims more: asking again would get the same.
        if (!data!.hasMore || data!.data.length === 0) return items;
      }
      throw unavailable(`GET ${path.split('?')[0]}`, `more than ${MAX_PAGES} pages`);
    },
  };
}

/** Asaas' largest page, and how many pages a list may take before it is an error. */
export const PAGE_LIMIT = 100;
export const MAX_PAGES = 50;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Asaas' list envelope: `{ object: 'list', hasMore, totalCount, limit, offset, data }`. */
export function asaasList<T>(item: z.ZodType<T>) {
  return z.object({ data: z.array(item), hasMore: z.boolean().optional().default(false) });
}
