import { FAKE_UUID, record, type RouteCase } from './access-matrix.answers';

/**
 * The charts' data (issue 27 item 2, decision 048): the herd's and an animal's charts are a farm
 * page's (every member, 'Campo' too), the lots' are the weighing module's (open to 'Campo'), the
 * sanitary months the sanitary records' readers' (money null for 'Campo'). Ids of no animal or
 * lot are the 404 of any farm's.
 */
export function chartCases(): Record<string, RouteCase> {
  return {
    'GET /api/charts/herd/categories': {
      path: () => '/api/charts/herd/categories',
      answers: record(true),
    },
    'GET /api/charts/herd/months': { path: () => '/api/charts/herd/months', answers: record(true) },
    'GET /api/charts/animals/:id/weights': {
      path: () => `/api/charts/animals/${FAKE_UUID}/weights`,
      answers: record(true, [404]),
    },
    'GET /api/charts/lots/gmd': { path: () => '/api/charts/lots/gmd', answers: record(true) },
    'GET /api/charts/lots/:id/gmd': {
      path: () => `/api/charts/lots/${FAKE_UUID}/gmd?bins=5`,
      answers: record(true, [404]),
    },
    'GET /api/charts/sanitary/months': {
      path: () => '/api/charts/sanitary/months',
      answers: record(true, [200]),
    },
  };
}
