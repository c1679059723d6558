import { FAKE_UUID, record, type RouteCase } from './access-matrix.answers';

/**
 * What the sanitary records give out (issue 26 item 7): the CSV files (a farm page's export:
 * every role of a Pro farm, 'Campo' without the cost), the sheets to print and a month's cost
 * (every member, 'Campo' without money). Ids of no animal or lot are the 404 of any farm's.
 */
export function sanitaryOutCases(): Record<string, RouteCase> {
  return {
    'GET /api/export/brucellosis.csv': {
      path: () => '/api/export/brucellosis.csv?semester=2025-1',
      answers: record(true, [200]),
    },
    'GET /api/export/sanitary-applications.csv': {
      path: () => '/api/export/sanitary-applications.csv?from=2025-01-01&to=2025-12-31',
      answers: record(true, [200]),
    },
    'GET /api/sanitary/sheets/animal/:id': {
      path: () => `/api/sanitary/sheets/animal/${FAKE_UUID}`,
      answers: record(true, [404]),
    },
    'GET /api/sanitary/sheets/lot/:id': {
      path: () => `/api/sanitary/sheets/lot/${FAKE_UUID}`,
      answers: record(true, [404]),
    },
    'GET /api/sanitary/costs': {
      path: () => '/api/sanitary/costs?month=2025-01',
      answers: record(true, [200]),
    },
  };
}
