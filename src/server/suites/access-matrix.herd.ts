import { FAKE_UUID, record, type RouteCase } from './access-matrix.answers';

/**
 * The herd registry (decision 036): a page of the active farm beside the modules, open to every
 * member ('Campo' too) on every plan. Ids of no animal or event are the 404 of any farm's.
 */
export function herdCases(): Record<string, RouteCase> {
  let n = 0;
  const tag = () => `MATRIZ-${++n}`;
  const date = '2025-01-05';
  return {
    'GET /api/animals': { path: () => '/api/animals', answers: record(true) },
    'GET /api/animals/counts': { path: () => '/api/animals/counts', answers: record(true) },
    'GET /api/animals/options': { path: () => '/api/animals/options?q=1', answers: record(true) },
    'GET /api/animals/movements': {
      path: () => '/api/animals/movements?month=2025-06',
      answers: record(true),
    },
    'GET /api/animals/:id': {
      path: () => `/api/animals/${FAKE_UUID}`,
      answers: record(true, [404]),
    },
    'GET /api/animals/:id/timeline': {
      path: () => `/api/animals/${FAKE_UUID}/timeline`,
      answers: record(true, [404]),
    },
    'POST /api/animals': {
      path: () => '/api/animals',
      body: () => ({ tag: tag(), sex: 'F' }),
      answers: record(true, [201]),
    },
    'PATCH /api/animals/:id': {
      path: () => `/api/animals/${FAKE_UUID}`,
      body: () => ({ name: 'Mimosa' }),
      answers: record(true, [404]),
    },
    // 'Importar animais' (issue 25 item 6): a farm page's write, as registering one animal.
    'POST /api/animals/import/preview': {
      path: () => '/api/animals/import/preview',
      body: () => ({ text: `Brinco;Sexo\n${tag()};M\n` }),
      answers: record(true, [200]),
    },
    'POST /api/animals/import': {
      path: () => '/api/animals/import',
      body: () => ({ text: `Brinco;Sexo\n${tag()};M\n` }),
      answers: record(true, [201]),
    },
    'POST /api/animals/births': {
      path: () => '/api/animals/births',
      body: () => ({ motherId: FAKE_UUID, date, tag: tag(), sex: 'M' }),
      answers: record(true, [404]),
    },
    // 'Campo' records a purchase without a price; one sent is refused (decision 061).
    'POST /api/animals/purchases': {
      path: () => '/api/animals/purchases',
      body: () => ({ date, tags: [tag()], sex: 'M', priceKind: 'head', price: 4321.5 }),
      answers: { ...record(true, [201]), field: [403], otherFarmMember: [403] },
    },
    'POST /api/animals/sales': {
      path: () => '/api/animals/sales',
      body: () => ({ date, animalIds: [FAKE_UUID] }),
      answers: record(true, [404]),
    },
    'POST /api/animals/deaths': {
      path: () => '/api/animals/deaths',
      body: () => ({ animalId: FAKE_UUID, date, cause: 'Raio' }),
      answers: record(true, [404]),
    },
    'POST /api/animals/transfers': {
      path: () => '/api/animals/transfers',
      body: () => ({ date, animalIds: [FAKE_UUID], toPasture: 'Piquete' }),
      answers: record(true, [404]),
    },
    // 'Preço a informar' (decision 061): the owner's and the Gerente's, never 'Campo''s.
    'GET /api/animal-events/unpriced': {
      path: () => '/api/animal-events/unpriced',
      answers: record(false),
    },
    'PUT /api/animal-events/:id/price': {
      path: () => `/api/animal-events/${FAKE_UUID}/price`,
      body: () => ({ priceKind: 'head', price: 4321.5 }),
      answers: record(false, [404]),
    },
    'POST /api/animal-events/:id/undo': {
      path: () => `/api/animal-events/${FAKE_UUID}/undo`,
      body: () => ({ reason: 'Lançado por engano' }),
      answers: record(true, [404]),
    },
  };
}
