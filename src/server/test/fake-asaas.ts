import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received, as the adapter sent it. */
export interface RecordedRequest {
  method: string;
  /** Path and query: '/v3/customers?externalReference=u-1'. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body, parsed; undefined when there was none. */
  body: unknown;
}

/** What the fake answers: JSON, raw text, or nothing at all (`hold`: the answer never comes). */
export interface FakeReply {
  status?: number;
  json?: unknown;
  text?: string;
  contentType?: string;
  hold?: boolean;
  /** Answer after this many milliseconds. */
  delayMs?: number;
}

export const FAKE_KEY = '$aact_fake_sandbox_key_0123456789';
export const CUSTOMER_ID = 'cus_000005219613';
export const SUBSCRIPTION_ID = 'sub_VXJBYgP2u0eO';
export const PAYMENT_ID = 'pay_080225913252';
export const INVOICE_URL = 'https://sandbox.asaas.com/i/080225913252';

export const list = (data: unknown[]) => ({
  object: 'list',
  hasMore: false,
  totalCount: data.length,
  limit: 10,
  offset: 0,
  data,
});

/**
 * The page of `data` a list request asks for, as Asaas answers it: `offset` and `limit` from
 * the query (Asaas' defaults 0 and 10; at most 100, or `maxLimit`), `hasMore` when items are
 * left.
 */
export function pageOf(data: unknown[], request: RecordedRequest, maxLimit = 100) {
  const query = new URL(request.path, 'http://asaas').searchParams;
  const offset = Number(query.get('offset') ?? 0);
  const limit = Math.min(Number(query.get('limit') ?? 10), maxLimit);
  return {
    object: 'list',
    hasMore: offset + limit < data.length,
    totalCount: data.length,
    limit,
    offset,
    data: data.slice(offset, offset + limit),
  };
}

/** Documented Asaas shapes (docs.asaas.com), filled from what the request sent. */
export function customerJson(body: Record<string, unknown>, id = CUSTOMER_ID) {
  return {
    object: 'customer',
    id,
    dateCreated: '2026-11-21',
    name: body.name,
    email: body.email,
    phone: null,
    mobilePhone: null,
    cpfCnpj: body.cpfCnpj,
    personType: String(body.cpfCnpj ?? '').length === 14 ? 'JURIDICA' : 'FISICA',
    deleted: false,
    externalReference: body.externalReference,
    notificationDisabled: false,
  };
}

export function subscriptionJson(body: Record<string, unknown>) {
  return {
    object: 'subscription',
    id: SUBSCRIPTION_ID,
    dateCreated: '2026-11-21',
    customer: body.customer,
    paymentLink: null,
    billingType: body.billingType,
    value: body.value,
    nextDueDate: body.nextDueDate,
    cycle: 'MONTHLY',
    description: body.description,
    status: 'ACTIVE',
    externalReference: body.externalReference,
    deleted: false,
  };
}

export function paymentJson(overrides: Record<string, unknown> = {}) {
  return {
    object: 'payment',
    id: PAYMENT_ID,
    dateCreated: '2026-11-21',
    customer: CUSTOMER_ID,
    subscription: SUBSCRIPTION_ID,
    value: 49.9,
    netValue: 48.91,
    billingType: 'CREDIT_CARD',
    status: 'PENDING',
    dueDate: '2026-11-21',
    originalDueDate: '2026-11-21',
    invoiceUrl: INVOICE_URL,
    invoiceNumber: '00005101',
    externalReference: 'user-1',
    deleted: false,
    ...overrides,
  };
}

type Route = (request: RecordedRequest) => FakeReply;

/**
 * What Asaas answers when nothing else was set for a route: a customer nobody created yet, and
 * each call with the method its reference documents (docs.asaas.com, and the official SDK
 * asaasdev/asaas-api-sdk-java): any other method on the same path is refused (405, as for
 * POST /v3/subscriptions/{id}), so a test passes only when the adapter uses the documented one.
 */
const defaultRoutes: Record<string, Route> = {
  'GET /v3/customers': (r) => ({ json: pageOf([], r) }),
  'POST /v3/customers': (r) => ({ json: customerJson(r.body as Record<string, unknown>) }),
  'POST /v3/subscriptions': (r) => ({ json: subscriptionJson(r.body as Record<string, unknown>) }),
  // 'Atualizar assinatura existente': PUT /v3/subscriptions/{id}.
  [`PUT /v3/subscriptions/${SUBSCRIPTION_ID}`]: (r) => ({
    json: { ...subscriptionJson({}), ...(r.body as Record<string, unknown>) },
  }),
  [`GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments`]: (r) => ({
    json: pageOf([paymentJson()], r),
  }),
  [`DELETE /v3/subscriptions/${SUBSCRIPTION_ID}`]: () => ({
    json: { deleted: true, id: SUBSCRIPTION_ID },
  }),
  // 'Excluir cobrança': DELETE /v3/payments/{id}.
  [`DELETE /v3/payments/${PAYMENT_ID}`]: () => ({ json: { deleted: true, id: PAYMENT_ID } }),
};

/**
 * A local stand-in for the Asaas API on 127.0.0.1: it records every request, refuses a wrong
 * `access_token` with 401 as Asaas does, and answers each 'METHOD /path' with the route set by
 * `on` (else the default above); a path it knows under other methods only is 405, any other
 * Asaas' 404.
 */
export async function startFakeAsaas() {
  const requests: RecordedRequest[] = [];
  let routes: Record<string, Route> = {};
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      };
      requests.push(recorded);
      const pathOnly = recorded.path.split('?')[0];
      const key = `${recorded.method} ${pathOnly}`;
      const route = routes[key] ?? defaultRoutes[key];
      const otherMethod = [...Object.keys(routes), ...Object.keys(defaultRoutes)].some(
        (known) => known.slice(known.indexOf(' ') + 1) === pathOnly,
      );
      const reply: FakeReply =
        req.headers.access_token !== FAKE_KEY
          ? { status: 401, text: '' }
          : route
            ? route(recorded)
            : otherMethod
              ? { status: 405, text: '' }
              : {
                  status: 404,
                  json: { errors: [{ code: 'not_found', description: 'Não encontrado' }] },
                };
      if (reply.hold) return;
      const send = () => {
        const body = reply.text ?? JSON.stringify(reply.json ?? {});
        res.writeHead(reply.status ?? 200, {
          'content-type':
            reply.contentType ?? (reply.text === undefined ? 'application/json' : 'text/html'),
        });
        res.end(body);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    /** Answers `route` ('POST /v3/customers') with `reply` from now on. */
    on(route: string, reply: FakeReply | Route) {
      routes[route] = typeof reply === 'function' ? reply : () => reply;
    },
    /** Forgets the requests and the routes set by `on`. */
    reset() {
      requests.length = 0;
      routes = {};
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeAsaas = Awaited<ReturnType<typeof startFakeAsaas>>;
