import { FAKE_UUID, record, type RouteCase } from './access-matrix.answers';

/**
 * The sanitary records (decision 044): a page of the active farm under the plan feature
 * 'sanitary'. The matrix's callers all reach it (the owners are Master, the user of no one
 * else's farm is on the trial; Starter's 403 is in sanitary/routes.test.ts). Every member reads
 * and records applications; products and protocols are the owner's and the Gerente's. The
 * product a row makes costs 12.34 a dose, a money marker 'Campo' must never see afterwards.
 */
export function sanitaryCases(): Record<string, RouteCase> {
  let n = 0;
  const product = () => ({
    name: `Vermífugo ${++n}`,
    type: 'Vermífugo',
    withdrawalDays: 28,
    doseUnit: 'mL',
    pricePerDose: 12.34,
  });
  const protocol = () => ({
    name: `Protocolo ${++n}`,
    productId: FAKE_UUID,
    everyDays: 90,
  });
  return {
    'POST /api/sanitary/products': {
      path: () => '/api/sanitary/products',
      body: product,
      answers: record(false, [201]),
    },
    'GET /api/sanitary/products': {
      path: () => '/api/sanitary/products',
      answers: record(true),
    },
    'PUT /api/sanitary/products/:id': {
      path: () => `/api/sanitary/products/${FAKE_UUID}`,
      body: product,
      answers: record(false, [404]),
    },
    'DELETE /api/sanitary/products/:id': {
      path: () => `/api/sanitary/products/${FAKE_UUID}`,
      answers: record(false, [404]),
    },
    'GET /api/sanitary/protocols': {
      path: () => '/api/sanitary/protocols',
      answers: record(true),
    },
    // A product of no farm is a 400 on productId ('Produto não encontrado'), checked first.
    'POST /api/sanitary/protocols': {
      path: () => '/api/sanitary/protocols',
      body: protocol,
      answers: record(false, [400]),
    },
    'PUT /api/sanitary/protocols/:id': {
      path: () => `/api/sanitary/protocols/${FAKE_UUID}`,
      body: protocol,
      answers: record(false, [400]),
    },
    'DELETE /api/sanitary/protocols/:id': {
      path: () => `/api/sanitary/protocols/${FAKE_UUID}`,
      answers: record(false, [404]),
    },
    'GET /api/sanitary/due/counts': {
      path: () => '/api/sanitary/due/counts',
      answers: record(true),
    },
    'GET /api/sanitary/due': {
      path: () => '/api/sanitary/due?status=overdue',
      answers: record(true),
    },
    'GET /api/sanitary/applications': {
      path: () => '/api/sanitary/applications',
      answers: record(true),
    },
    // The same 400 for a product of no farm.
    'POST /api/sanitary/applications': {
      path: () => '/api/sanitary/applications',
      body: () => ({
        productId: FAKE_UUID,
        date: '2025-01-05',
        dose: 5,
        target: { animalIds: [FAKE_UUID] },
      }),
      answers: record(true, [400]),
    },
    // A protocol of no farm (decision 063).
    'POST /api/sanitary/prior-history': {
      path: () => '/api/sanitary/prior-history',
      body: () => ({ protocolId: FAKE_UUID }),
      answers: record(true, [404]),
    },
    'POST /api/sanitary/applications/:id/undo': {
      path: () => `/api/sanitary/applications/${FAKE_UUID}/undo`,
      body: () => ({ reason: 'Lançado por engano' }),
      answers: record(true, [404]),
    },
    'GET /api/sanitary/brucellosis': {
      path: () => '/api/sanitary/brucellosis?semester=2025-1',
      answers: record(true),
    },
    'GET /api/sanitary/settings': {
      path: () => '/api/sanitary/settings',
      answers: record(true),
    },
    'PUT /api/sanitary/settings': {
      path: () => '/api/sanitary/settings',
      body: () => ({ weeklyEmail: true }),
      answers: record(true),
    },
  };
}
