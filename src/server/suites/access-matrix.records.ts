import {
  OK,
  sessionsOnly,
  record,
  herd,
  monthly,
  FAKE_UUID,
  type RouteCase,
} from './access-matrix.answers';

/** Health, the session, the active farm's records (months, budgets, years, herd, weighings, lots), exports and the dashboard. */
export function recordCases(): Record<string, RouteCase> {
  return {
    'GET /api/health': { path: () => '/api/health', answers: { rest: [200] } },
    'GET /api/ready': { path: () => '/api/ready', answers: { rest: [200] } },
    // Behind METRICS_TOKEN, unset here: not served.
    'GET /metrics': { path: () => '/metrics', answers: { rest: [404] } },
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
    // The herd's files (issue 25): a farm page, so 'Campo' too (its events without money).
    'GET /api/export/animals.csv': {
      path: () => '/api/export/animals.csv',
      answers: record(true),
    },
    'GET /api/export/animal-events.csv': {
      path: () => '/api/export/animal-events.csv',
      answers: record(true),
    },
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
    'GET /api/weighings/animals': { path: () => '/api/weighings/animals', answers: record(true) },
    'GET /api/weighings/history': {
      path: () => '/api/weighings/history?animal=X',
      answers: record(true),
    },
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
    'GET /api/dashboard': { path: () => '/api/dashboard', answers: sessionsOnly(OK) },
  };
}
