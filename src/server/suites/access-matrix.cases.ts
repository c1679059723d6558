/*
 * The rows of the access matrix (access-matrix.test.ts): the callers, and for every API route
 * the request to make and the answers each caller must get.
 */

export const ACTORS = [
  'owner',
  'manager',
  'field',
  'otherFarmMember',
  'nonMember',
  'readKey',
  'writeKey',
  'revokedKey',
  'anonymous',
] as const;
export type Actor = (typeof ACTORS)[number];
export const SESSION_ACTORS: Actor[] = [
  'owner',
  'manager',
  'field',
  'otherFarmMember',
  'nonMember',
];
export const KEY_ACTORS: Actor[] = ['readKey', 'writeKey', 'revokedKey'];
export const FARM_TEAM: Actor[] = ['owner', 'manager', 'field'];

/** Markers stored on farm F: no one outside F may see them; 'Campo' never sees the money ones. */
export const FARM_MARKERS = ['MARCA-F', 'ANIMAL-F', 'PLANO-F', 'LOTE-F'];
export const MONEY_MARKERS = ['4321.5', '12.34', 'PLANO-F'];
export const FAKE_UUID = '00000000-0000-4000-8000-000000000000';

/** Which answers are right for an actor; `leakCheck` says whose bodies must not show F. */
export type Answers = Partial<Record<Actor, number[]>> & { rest?: number[] };
export interface RouteCase {
  path: () => string;
  body?: () => unknown;
  answers: Answers;
}

const OK = [200, 201, 204];
const sessionsOnly = (forSessions: number[]): Answers => ({
  ...Object.fromEntries(SESSION_ACTORS.map((a) => [a, forSessions])),
  rest: [401],
});
/** A record route of the active farm: the team reaches it, Campo only in its modules. */
const record = (fieldAllowed: boolean, ok = OK): Answers => ({
  owner: ok,
  manager: ok,
  field: fieldAllowed ? ok : [403],
  otherFarmMember: fieldAllowed ? ok : [403],
  nonMember: ok,
  rest: [401],
});
/** Owner-only routes of farm F: team members are refused, outsiders do not find the farm. */
const ownerOfF = (ownerAnswer: number[]): Answers => ({
  owner: ownerAnswer,
  manager: [403],
  field: [403],
  otherFarmMember: [404],
  nonMember: [404],
  rest: [401],
});

const herd = { category: 'Nova', quantity: 1, averageWeight: 300, averageValue: 1000 };
const monthly = {
  initialQuantity: 10,
  purchases: 0,
  sales: 0,
  deaths: 0,
  totalCosts: 1,
  totalRevenue: 2,
};

/** /api/v1: only F's keys get in; a read-only key reads; cookies do not count there. */
const byKey = (read: number[], write: number[]): Answers => ({
  readKey: read,
  writeKey: write,
  rest: [401],
});
const docs: Answers = { rest: [200] };

/**
 * Every /api route of the app, by `METHOD path` as the route table names it, with the answer
 * each caller must get. `ids` gives the farms made by the test (read when a path is built).
 */
export function routeCases(
  ids: () => { farmF: string; farmF2: string },
): Record<string, RouteCase> {
  return {
    'GET /api/health': { path: () => '/api/health', answers: { rest: [200] } },
    'GET /api/me': { path: () => '/api/me', answers: { rest: [200] } },
    'POST /api/result-calculations': {
      path: () => '/api/result-calculations',
      body: () => ({}),
      answers: record(false, [400]),
    },
    'GET /api/monthly-control': {
      path: () => '/api/monthly-control?limit=12',
      answers: record(false),
    },
    'GET /api/monthly-control/:month': {
      path: () => '/api/monthly-control/2025-01',
      answers: record(false),
    },
    'PUT /api/monthly-control/:month': {
      path: () => '/api/monthly-control/2025-03',
      body: () => monthly,
      answers: record(false),
    },
    'GET /api/budget-plans': { path: () => '/api/budget-plans', answers: record(false) },
    // CSV export (issue 12): Pro and above, the dataset's module and role.
    'GET /api/export/inventory.csv': {
      path: () => '/api/export/inventory.csv',
      answers: record(true),
    },
    'GET /api/export/weighings.csv': {
      path: () => '/api/export/weighings.csv',
      answers: record(true),
    },
    'GET /api/export/lots.csv': { path: () => '/api/export/lots.csv', answers: record(true) },
    'GET /api/export/monthly-control.csv': {
      path: () => '/api/export/monthly-control.csv',
      answers: record(false),
    },
    'GET /api/export/budget-plans.csv': {
      path: () => '/api/export/budget-plans.csv',
      answers: record(false),
    },
    'GET /api/export/annual-results.csv': {
      path: () => '/api/export/annual-results.csv',
      answers: record(false),
    },
    'POST /api/budget-plans': {
      path: () => '/api/budget-plans',
      body: () => ({}),
      answers: record(false, [400]),
    },
    'DELETE /api/budget-plans/:id': {
      path: () => `/api/budget-plans/${FAKE_UUID}`,
      answers: record(false, [404]),
    },
    'GET /api/annual-results': { path: () => '/api/annual-results', answers: record(false) },
    'GET /api/annual-results/herd-value': {
      path: () => '/api/annual-results/herd-value',
      answers: record(false),
    },
    'GET /api/annual-results/:year/months': {
      path: () => '/api/annual-results/2025/months',
      answers: record(false),
    },
    'GET /api/annual-results/:year': {
      path: () => '/api/annual-results/2025',
      answers: record(false),
    },
    'PUT /api/annual-results/:year': {
      path: () => '/api/annual-results/2024',
      body: () => ({}),
      answers: record(false, [400]),
    },
    'GET /api/inventory': { path: () => '/api/inventory', answers: record(true) },
    'POST /api/inventory': {
      path: () => '/api/inventory',
      body: () => herd,
      answers: record(true),
    },
    'DELETE /api/inventory/:id': {
      path: () => `/api/inventory/${FAKE_UUID}`,
      answers: record(true, [404]),
    },
    'GET /api/weighings': { path: () => '/api/weighings', answers: record(true) },
    'POST /api/weighings': {
      path: () => '/api/weighings',
      body: () => ({ animalId: 'X-1', weighingDate: '2025-01-05', weight: 250 }),
      answers: record(true),
    },
    'POST /api/weighings/import/preview': {
      path: () => '/api/weighings/import/preview',
      body: () => ({ weighings: [], batchId: null }),
      answers: record(true, [200]),
    },
    'POST /api/weighings/import': {
      path: () => '/api/weighings/import',
      body: () => ({ weighings: [], batchId: null }),
      answers: record(true, [200]),
    },
    'GET /api/lots': { path: () => '/api/lots', answers: record(true) },
    'POST /api/lots': {
      path: () => '/api/lots',
      body: () => ({
        name: 'Novo',
        quantity: 1,
        initialWeight: 200,
        purchasePrice: 1000,
        purchaseDate: '2025-01-01',
      }),
      // Campo lists lots but does not create or change them (their price is money).
      answers: { ...record(true, [201]), field: [403], otherFarmMember: [403] },
    },
    'PUT /api/lots/:id': {
      path: () => `/api/lots/${FAKE_UUID}`,
      body: () => ({}),
      answers: { ...record(true, [404]), field: [403], otherFarmMember: [403] },
    },
    'POST /api/lots/:id/close': {
      path: () => `/api/lots/${FAKE_UUID}/close`,
      answers: { ...record(true, [404]), field: [403], otherFarmMember: [403] },
    },
    'POST /api/lots/:id/reopen': {
      path: () => `/api/lots/${FAKE_UUID}/reopen`,
      answers: { ...record(true, [404]), field: [403], otherFarmMember: [403] },
    },
    'GET /api/farms/:id/team': {
      path: () => `/api/farms/${ids().farmF}/team`,
      answers: ownerOfF(OK),
    },
    'POST /api/farms/:id/invitations': {
      path: () => `/api/farms/${ids().farmF}/invitations`,
      body: () => ({ email: 'convidado@matriz.com', role: 'field' }),
      answers: ownerOfF([201]),
    },
    'DELETE /api/farms/:id/invitations/:invitationId': {
      path: () => `/api/farms/${ids().farmF}/invitations/nao-existe`,
      answers: ownerOfF([404]),
    },
    'PATCH /api/farms/:id/members/:memberId': {
      path: () => `/api/farms/${ids().farmF}/members/nao-existe`,
      body: () => ({ role: 'field' }),
      answers: ownerOfF([404]),
    },
    'DELETE /api/farms/:id/members/:memberId': {
      path: () => `/api/farms/${ids().farmF}/members/nao-existe`,
      answers: ownerOfF([404]),
    },
    'POST /api/farms/:id/leave': {
      // F2 has its owner alone: the owner may not leave, nobody else belongs to it.
      path: () => `/api/farms/${ids().farmF2}/leave`,
      answers: {
        owner: [403],
        ...Object.fromEntries(SESSION_ACTORS.slice(1).map((a) => [a, [404]])),
        rest: [401],
      },
    },
    'GET /api/farms/:id/api-keys': {
      path: () => `/api/farms/${ids().farmF}/api-keys`,
      answers: ownerOfF(OK),
    },
    'POST /api/farms/:id/api-keys': {
      path: () => `/api/farms/${ids().farmF}/api-keys`,
      body: () => ({ name: 'Matriz', access: 'read' }),
      answers: ownerOfF([201]),
    },
    'DELETE /api/farms/:id/api-keys/:keyId': {
      path: () => `/api/farms/${ids().farmF}/api-keys/nao-existe`,
      answers: ownerOfF([404]),
    },
    'GET /api/farms': { path: () => '/api/farms', answers: sessionsOnly(OK) },
    'POST /api/farms': {
      path: () => '/api/farms',
      body: () => ({ name: 'Mais uma' }),
      // Only the owner has a MASTER plan of their own.
      answers: { ...sessionsOnly([403]), owner: [201] },
    },
    'PUT /api/farms/active': {
      path: () => '/api/farms/active',
      body: () => ({ farmId: ids().farmF }),
      answers: { ...sessionsOnly([404]), owner: [204], manager: [204], field: [204] },
    },
    'PATCH /api/farms/:id': {
      path: () => `/api/farms/${ids().farmF}`,
      body: () => ({ name: 'Fazenda de Olga' }),
      answers: ownerOfF(OK),
    },
    'GET /api/invitations/:id': {
      path: () => '/api/invitations/nao-existe',
      answers: { rest: [404] },
    },
    'POST /api/invitations/:id/accept': {
      path: () => '/api/invitations/nao-existe/accept',
      answers: sessionsOnly([404]),
    },
    'GET /api/dashboard': { path: () => '/api/dashboard', answers: sessionsOnly(OK) },
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
    'GET /api/v1/openapi.json': { path: () => '/api/v1/openapi.json', answers: docs },
    'GET /api/v1/docs': { path: () => '/api/v1/docs', answers: docs },
    'GET /api/v1/docs/init.js': { path: () => '/api/v1/docs/init.js', answers: docs },
    'GET /api/v1/docs/swagger-ui.css': { path: () => '/api/v1/docs/swagger-ui.css', answers: docs },
    'GET /api/v1/docs/swagger-ui-bundle.js': {
      path: () => '/api/v1/docs/swagger-ui-bundle.js',
      answers: docs,
    },
    'GET /api/v1/inventory': { path: () => '/api/v1/inventory', answers: byKey([200], [200]) },
    'POST /api/v1/inventory': {
      path: () => '/api/v1/inventory',
      body: () => herd,
      answers: byKey([403], [201]),
    },
    'GET /api/v1/weighings': { path: () => '/api/v1/weighings', answers: byKey([200], [200]) },
    'POST /api/v1/weighings': {
      path: () => '/api/v1/weighings',
      body: () => ({ animalId: 'V1-1', weighingDate: '2025-01-03', weight: 200 }),
      answers: byKey([403], [201]),
    },
    'POST /api/v1/weighings/bulk': {
      path: () => '/api/v1/weighings/bulk',
      body: () => ({
        weighings: [
          { animalId: 'V1-2', weighingDate: '2025-01-03', weight: 210, idempotencyKey: 'm-1' },
        ],
      }),
      answers: byKey([403], [200]),
    },
    'GET /api/v1/monthly-control/:month': {
      // Saved on F through the app's route above.
      path: () => '/api/v1/monthly-control/2025-03',
      answers: byKey([200], [200]),
    },
    'PUT /api/v1/monthly-control/:month': {
      path: () => '/api/v1/monthly-control/2025-04',
      body: () => monthly,
      answers: byKey([403], [200]),
    },
    'GET /api/v1/annual-results/:year': {
      path: () => '/api/v1/annual-results/2023',
      answers: byKey([404], [404]),
    },
    'PUT /api/v1/annual-results/:year': {
      path: () => '/api/v1/annual-results/2024',
      body: () => ({}),
      answers: byKey([403], [400]),
    },
  };
}
