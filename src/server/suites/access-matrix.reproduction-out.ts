import { FAKE_UUID, record, type RouteCase } from './access-matrix.answers';

/**
 * What the reproduction records give out and take in besides their own routes (issue 41 item
 * 10): the CSV files (a farm page's export, every role of a Pro farm: nothing carries money) and
 * the vet's diagnosis file (every member; its brinco is no farm's: the import refuses its line).
 * A season of no farm is the 404 any farm gives.
 */
export function reproductionOutCases(): Record<string, RouteCase> {
  return {
    'GET /api/export/reproduction-females.csv': {
      path: () => `/api/export/reproduction-females.csv?seasonId=${FAKE_UUID}`,
      answers: record(true, [404]),
    },
    'GET /api/export/reproduction-to-wean.csv': {
      path: () => `/api/export/reproduction-to-wean.csv?seasonId=${FAKE_UUID}`,
      answers: record(true, [404]),
    },
    'GET /api/export/reproduction-calvings.csv': {
      path: () => `/api/export/reproduction-calvings.csv?seasonId=${FAKE_UUID}`,
      answers: record(true, [404]),
    },
    'GET /api/export/reproduction-events.csv': {
      path: () => '/api/export/reproduction-events.csv',
      answers: record(true, [200]),
    },
    'POST /api/reproduction/diagnoses/import/preview': {
      path: () => '/api/reproduction/diagnoses/import/preview',
      body: () => ({ text: 'NINGUEM;P;05/01/2025' }),
      answers: record(true, [200]),
    },
    'POST /api/reproduction/diagnoses/import': {
      path: () => '/api/reproduction/diagnoses/import',
      body: () => ({ text: 'NINGUEM;P;05/01/2025' }),
      answers: record(true, [400]),
    },
  };
}
