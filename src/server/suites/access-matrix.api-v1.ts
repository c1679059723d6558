import { herd, monthly, byKey, docs, FAKE_UUID, type RouteCase } from './access-matrix.answers';

/** /api/v1, by API key: the documentation and the farm's records. */
export function apiV1Cases(): Record<string, RouteCase> {
  return {
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
    'GET /api/v1/animals': { path: () => '/api/v1/animals', answers: byKey([200], [200]) },
    'GET /api/v1/animal-events': {
      path: () => '/api/v1/animal-events',
      answers: byKey([200], [200]),
    },
    // The sanitary records (issue 26 item 7), read-only.
    'GET /api/v1/sanitary-products': {
      path: () => '/api/v1/sanitary-products',
      answers: byKey([200], [200]),
    },
    'GET /api/v1/sanitary-protocols': {
      path: () => '/api/v1/sanitary-protocols',
      answers: byKey([200], [200]),
    },
    'GET /api/v1/sanitary-applications': {
      path: () => '/api/v1/sanitary-applications?from=2025-01-01&to=2025-12-31',
      answers: byKey([200], [200]),
    },
    // The reproduction records (issue 41 item 10): writes name no animal of the farm (404).
    'GET /api/v1/breeding-seasons': {
      path: () => '/api/v1/breeding-seasons',
      answers: byKey([200], [200]),
    },
    'GET /api/v1/reproduction-events': {
      path: () => '/api/v1/reproduction-events?kind=diagnosis',
      answers: byKey([200], [200]),
    },
    ...reproductionWrites(),
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

function reproductionWrites(): Record<string, RouteCase> {
  const date = '2025-01-05';
  const F = FAKE_UUID;
  const bodies: Record<string, unknown> = {
    inseminations: { animalIds: [F], date, sire: { semen: 'Jaguar' } },
    'natural-services': { animalIds: [F], bullName: 'Touro', startsOn: date },
    'pregnancy-checks': { animalId: F, date, result: 'empty' },
    weanings: { date, calves: [{ animalId: F, weight: 200 }] },
  };
  return Object.fromEntries(
    Object.entries(bodies).map(([path, body]) => [
      `POST /api/v1/${path}`,
      { path: () => `/api/v1/${path}`, body: () => body, answers: byKey([403], [404]) },
    ]),
  );
}
