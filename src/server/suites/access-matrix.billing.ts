import { OK, sessionsOnly, FAKE_UUID, type RouteCase } from './access-matrix.answers';

/** Checkout, subscription, the administrator's panel, the payment webhook and the sandbox. */
export function billingCases(): Record<string, RouteCase> {
  return {
    'GET /api/checkout': { path: () => '/api/checkout', answers: sessionsOnly(OK) },
    'POST /api/checkout': {
      path: () => '/api/checkout',
      body: () => ({}),
      answers: sessionsOnly([400]),
    },
    'GET /api/admin/users': { path: () => '/api/admin/users', answers: sessionsOnly([403]) },
    'POST /api/admin/users/:id/reset-password': {
      path: () => '/api/admin/users/x/reset-password',
      body: () => ({}),
      answers: sessionsOnly([403]),
    },
    'POST /api/admin/users/:id/resend-confirmation': {
      path: () => '/api/admin/users/x/resend-confirmation',
      answers: sessionsOnly([403]),
    },
    'POST /api/admin/users/:id/extend-trial': {
      path: () => '/api/admin/users/x/extend-trial',
      body: () => ({}),
      answers: sessionsOnly([403]),
    },
    'POST /api/admin/users/:id/subscription': {
      path: () => '/api/admin/users/x/subscription',
      body: () => ({}),
      answers: sessionsOnly([403]),
    },
    'GET /api/admin/audit': { path: () => '/api/admin/audit', answers: sessionsOnly([403]) },
    'GET /api/admin/billing-events': {
      path: () => '/api/admin/billing-events',
      answers: sessionsOnly([403]),
    },
    'POST /api/admin/billing-events/:id/retry': {
      path: () => '/api/admin/billing-events/evt_qualquer/retry',
      answers: sessionsOnly([403]),
    },
    'GET /api/subscription': { path: () => '/api/subscription', answers: sessionsOnly(OK) },
    'POST /api/subscription/plan': {
      path: () => '/api/subscription/plan',
      body: () => ({}),
      answers: sessionsOnly([400]),
    },
    'POST /api/subscription/cancel': {
      // Each caller's own subscription; none of them pays through the provider yet.
      path: () => '/api/subscription/cancel',
      answers: sessionsOnly([409, 400]),
    },
    'POST /api/subscription/upgrade/cancel': {
      // Each caller's own subscription: no upgrade waits for any of them.
      path: () => '/api/subscription/upgrade/cancel',
      answers: sessionsOnly([409]),
    },
    'POST /api/webhooks/asaas': {
      path: () => '/api/webhooks/asaas',
      body: () => ({}),
      answers: { rest: [401] },
    },
    'POST /api/sandbox/payments/:id/approve': {
      // A payment not of the caller's own is not found, whoever asks (no session: the same).
      path: () => `/api/sandbox/payments/${FAKE_UUID}/approve`,
      answers: { rest: [404] },
    },
    'POST /api/sandbox/payments/:id/refuse': {
      // A payment not of the caller's own is not found, whoever asks (no session: the same).
      path: () => `/api/sandbox/payments/${FAKE_UUID}/refuse`,
      answers: { rest: [404] },
    },
    'GET /pagamento-teste/:id': {
      // The sandbox's payment page: another's payment, or none, is the same 404 page.
      path: () => `/pagamento-teste/${FAKE_UUID}`,
      answers: { rest: [404] },
    },
  };
}
