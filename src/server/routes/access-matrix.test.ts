import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../db/schema';
import { createTestApp } from '../test/test-app';
import { KEY_PERMISSIONS } from './api-keys';

/*
 * The access matrix of issue 11: every API route of the app (read from the app's own route
 * table, so a new route without a row here fails this test) × every kind of caller, with the
 * answer each must get. A leak is a success where a refusal is due, or a body that shows
 * another farm's records (or, to 'Campo', a money figure).
 */

const ACTORS = [
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
type Actor = (typeof ACTORS)[number];
const SESSION_ACTORS: Actor[] = ['owner', 'manager', 'field', 'otherFarmMember', 'nonMember'];
const KEY_ACTORS: Actor[] = ['readKey', 'writeKey', 'revokedKey'];
const FARM_TEAM: Actor[] = ['owner', 'manager', 'field'];

/** Markers stored on farm F: no one outside F may see them; 'Campo' never sees the money ones. */
const FARM_MARKERS = ['MARCA-F', 'ANIMAL-F', 'PLANO-F', 'LOTE-F'];
const MONEY_MARKERS = ['4321.5', '12.34', 'PLANO-F'];
const FAKE_UUID = '00000000-0000-4000-8000-000000000000';

let t: Awaited<ReturnType<typeof createTestApp>>;
const auth: Record<Actor, Record<string, string>> = {} as never;
let farmF = '';
let farmF2 = '';

beforeAll(async () => {
  t = await createTestApp();
  const MASTER = { plan: 'MASTER', status: 'active', trialEndsAt: null } as const;
  const owner = await t.createUser({ name: 'Olga Dona', email: 'dona@matriz.com' });
  await t.setSubscription('dona@matriz.com', MASTER);
  farmF = await t.farmOf('dona@matriz.com');
  const as = (cookie: string) => ({ cookie });
  const call = (cookie: string, method: string, path: string, body?: unknown) =>
    t.request(path, {
      method,
      headers: as(cookie),
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  // Farm F's records, with markers.
  const ok = async (res: Response | Promise<Response>) =>
    expect((await res).status).toBeLessThan(300);
  await ok(
    call(owner, 'POST', '/api/inventory', {
      category: 'MARCA-F',
      quantity: 3,
      averageWeight: 400,
      averageValue: 4321.5,
    }),
  );
  await ok(
    call(owner, 'POST', '/api/weighings', {
      animalId: 'ANIMAL-F',
      weighingDate: '2025-01-02',
      weight: 300,
    }),
  );
  await ok(
    call(owner, 'POST', '/api/budget-plans', {
      planningName: 'PLANO-F',
      periodMonths: 12,
      expectedQuantity: 10,
      estimatedPurchasePrice: 2000,
      estimatedSalePrice: 3000,
      monthlySupplementCost: 0,
      monthlyRentCost: 0,
      monthlyLaborCost: 0,
      otherMonthlyCosts: 0,
    }),
  );
  await ok(
    call(owner, 'POST', '/api/lots', {
      name: 'LOTE-F',
      quantity: 10,
      initialWeight: 250,
      purchasePrice: 4321.5,
      purchaseDate: '2025-01-01',
    }),
  );
  const f2 = await call(owner, 'POST', '/api/farms', { name: 'Segunda da Olga' });
  farmF2 = ((await f2.json()) as { id: string }).id;

  // The team: a Gerente and a Campo on F, both working on F.
  const join = async (email: string, role: 'manager' | 'field', farm: string, by: string) => {
    const res = await call(by, 'POST', `/api/farms/${farm}/invitations`, { email, role });
    const { id } = (await res.json()) as { id: string };
    const cookie = await t.createUser({ email });
    expect((await call(cookie, 'POST', `/api/invitations/${id}/accept`)).status).toBe(200);
    return cookie;
  };
  auth.owner = as(owner);
  auth.manager = as(await join('gerente@matriz.com', 'manager', farmF, owner));
  auth.field = as(await join('campo@matriz.com', 'field', farmF, owner));
  // A Campo member of another owner's farm G, and a user who belongs to no one else's farm.
  const ownerG = await t.createUser({ email: 'dono-g@matriz.com' });
  await t.setSubscription('dono-g@matriz.com', MASTER);
  auth.otherFarmMember = as(
    await join('campo-g@matriz.com', 'field', await t.farmOf('dono-g@matriz.com'), ownerG),
  );
  auth.nonMember = as(await t.createUser({ email: 'sozinho@matriz.com' }));

  // API keys of F.
  const ownerId = await t.userId('dona@matriz.com');
  const key = (access: 'read' | 'read-write') =>
    t.auth.api.createApiKey({
      body: { organizationId: farmF, userId: ownerId, permissions: KEY_PERMISSIONS[access] },
    });
  auth.readKey = { authorization: `Bearer ${(await key('read')).key}` };
  auth.writeKey = { authorization: `Bearer ${(await key('read-write')).key}` };
  const revoked = await key('read-write');
  auth.revokedKey = { authorization: `Bearer ${revoked.key}` };
  await t.db.update(apiKeys).set({ enabled: false }).where(eq(apiKeys.id, revoked.id));
  auth.anonymous = {};
});
afterAll(() => t.close());

/** Which answers are right for an actor; `leakCheck` says whose bodies must not show F. */
type Answers = Partial<Record<Actor, number[]>> & { rest?: number[] };
interface RouteCase {
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

/** Every /api route of the app, by `METHOD path` as the route table names it. */
const CASES: Record<string, RouteCase> = {
  'GET /api/health': { path: () => '/api/health', answers: { rest: [200] } },
  'GET /api/me': { path: () => '/api/me', answers: { rest: [200] } },
  'POST /api/result-calculations': {
    path: () => '/api/result-calculations',
    body: () => ({}),
    answers: record(false, [400]),
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
  'POST /api/inventory': { path: () => '/api/inventory', body: () => herd, answers: record(true) },
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
  'GET /api/farms/:id/team': { path: () => `/api/farms/${farmF}/team`, answers: ownerOfF(OK) },
  'POST /api/farms/:id/invitations': {
    path: () => `/api/farms/${farmF}/invitations`,
    body: () => ({ email: 'convidado@matriz.com', role: 'field' }),
    answers: ownerOfF([201]),
  },
  'DELETE /api/farms/:id/invitations/:invitationId': {
    path: () => `/api/farms/${farmF}/invitations/nao-existe`,
    answers: ownerOfF([404]),
  },
  'PATCH /api/farms/:id/members/:memberId': {
    path: () => `/api/farms/${farmF}/members/nao-existe`,
    body: () => ({ role: 'field' }),
    answers: ownerOfF([404]),
  },
  'DELETE /api/farms/:id/members/:memberId': {
    path: () => `/api/farms/${farmF}/members/nao-existe`,
    answers: ownerOfF([404]),
  },
  'POST /api/farms/:id/leave': {
    // F2 has its owner alone: the owner may not leave, nobody else belongs to it.
    path: () => `/api/farms/${farmF2}/leave`,
    answers: {
      owner: [403],
      ...Object.fromEntries(SESSION_ACTORS.slice(1).map((a) => [a, [404]])),
      rest: [401],
    },
  },
  'GET /api/farms/:id/api-keys': {
    path: () => `/api/farms/${farmF}/api-keys`,
    answers: ownerOfF(OK),
  },
  'POST /api/farms/:id/api-keys': {
    path: () => `/api/farms/${farmF}/api-keys`,
    body: () => ({ name: 'Matriz', access: 'read' }),
    answers: ownerOfF([201]),
  },
  'DELETE /api/farms/:id/api-keys/:keyId': {
    path: () => `/api/farms/${farmF}/api-keys/nao-existe`,
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
    body: () => ({ farmId: farmF }),
    answers: { ...sessionsOnly([404]), owner: [204], manager: [204], field: [204] },
  },
  'PATCH /api/farms/:id': {
    path: () => `/api/farms/${farmF}`,
    body: () => ({ name: 'Fazenda de Olga' }),
    answers: ownerOfF(OK),
  },
  'GET /api/invitations/:id': {
    path: () => '/api/invitations/nao-existe',
    answers: sessionsOnly([404]),
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

/** Route-table entries that are not API routes of their own. */
const NOT_API = (method: string, path: string) =>
  method === 'ALL' || !path.startsWith('/api/') || path === '/api/auth/*';

describe('access matrix', () => {
  it('covers every API route of the route table', () => {
    const routes = new Set(
      t.app.routes.filter((r) => !NOT_API(r.method, r.path)).map((r) => `${r.method} ${r.path}`),
    );
    const missing = [...routes].filter((r) => !CASES[r]);
    expect(missing, 'routes without a row in the access matrix').toEqual([]);
    const stale = Object.keys(CASES).filter((r) => !routes.has(r));
    expect(stale, 'rows for routes that no longer exist').toEqual([]);
  });

  it('answers every route × caller as expected, with 0 leaks', async () => {
    const leaks: string[] = [];
    let cells = 0;
    for (const [route, spec] of Object.entries(CASES)) {
      const method = route.split(' ')[0]!;
      for (const actor of ACTORS) {
        cells++;
        const body = spec.body?.();
        const res = await t.request(spec.path(), {
          method,
          headers: auth[actor],
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const expected = spec.answers[actor] ?? spec.answers.rest ?? [];
        const text = await res.text();
        if (!expected.includes(res.status)) {
          leaks.push(`${route} as ${actor}: ${res.status} (expected ${expected.join('/')})`);
          continue;
        }
        expect(res.status, `${route} as ${actor}`).toBeLessThan(500);
        if (res.status < 300) {
          const outsider = !FARM_TEAM.includes(actor) && !KEY_ACTORS.includes(actor);
          const shown = outsider ? FARM_MARKERS : actor === 'field' ? MONEY_MARKERS : [];
          const seen = shown.filter((m) => text.includes(m));
          if (seen.length) leaks.push(`${route} as ${actor}: shows ${seen.join(', ')}`);
        }
      }
    }
    console.log(
      `access matrix: ${Object.keys(CASES).length} routes × ${ACTORS.length} callers = ${cells} cells, ${leaks.length} leaks`,
    );
    expect(leaks).toEqual([]);
  });
});
