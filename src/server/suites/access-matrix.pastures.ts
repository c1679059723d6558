import { DEFAULT_TYPICAL_WEIGHTS } from '../../domain/pastures/constants';
import { byKey, FAKE_UUID, record, type RouteCase } from './access-matrix.answers';

/*
 * 'Pastos' (issue 42, decision 070): a page of the active farm under the plan feature 'pastures'
 * (the owners are Master, the user of no one else's farm on the trial; Starter's and a lapsed
 * plan's answers are in pastures-plans.test.ts). Every member reads, moves animals, records
 * heights and undoes; a paddock's registration and edit, the shapes and the typical weights are
 * the owner's and the Gerente's. Ids of no farm's paddock, move or animal are the 404 any farm
 * gives; nothing here carries money. Then the files (a farm page's export, every role) and
 * /api/v1 (F's keys).
 */

const F = FAKE_UUID;
// A square of about 110 ha near Campo Grande (MS): a boundary the import takes.
const RING = [
  [-54.6, -20.5],
  [-54.59, -20.5],
  [-54.59, -20.49],
  [-54.6, -20.49],
  [-54.6, -20.5],
];

export function pastureCases(): Record<string, RouteCase> {
  let n = 0;
  const paddock = () => ({
    name: `Pasto da matriz ${++n}`,
    areaHa: 10,
    forage: 'Marandu',
    grazingMethod: 'continuous',
  });
  const on = (path: string, ok: number[], fieldAllowed = true, body?: () => unknown) => ({
    path: () => `/api/pastures${path}`,
    ...(body ? { body } : {}),
    answers: record(fieldAllowed, ok),
  });
  const reason = () => ({ reason: 'Lançado por engano' });
  return {
    'GET /api/pastures/paddocks': on('/paddocks?state=occupied', [200]),
    'POST /api/pastures/paddocks': on('/paddocks', [201], false, paddock),
    'GET /api/pastures/paddocks/:id': on(`/paddocks/${F}`, [404]),
    'PUT /api/pastures/paddocks/:id': on(`/paddocks/${F}`, [404], false, paddock),
    'POST /api/pastures/paddocks/:id/heights': on(`/paddocks/${F}/heights`, [404], true, () => ({
      measuredOn: '2025-01-05',
      heightCm: 30,
    })),
    'GET /api/pastures/paddocks/:id/years': on(`/paddocks/${F}/years`, [404]),
    'GET /api/pastures/history': on('/history', [200]),
    'GET /api/pastures/options': on('/options', [200]),
    'GET /api/pastures/map': on('/map', [200]),
    'POST /api/pastures/shapes': on('/shapes', [200], false, () => ({
      shapes: [{ name: 'Mapa da matriz', ring: RING }],
    })),
    'POST /api/pastures/moves': on('/moves', [404], true, () => ({
      paddockId: F,
      movedOn: '2025-01-05',
      animalIds: [F],
    })),
    'POST /api/pastures/moves/:id/undo': on(`/moves/${F}/undo`, [404], true, reason),
    'GET /api/pastures/stocking': on('/stocking?date=2025-01-05', [200]),
    'GET /api/pastures/settings': on('/settings', [200]),
    'PUT /api/pastures/settings': on('/settings', [200], false, () => ({
      typicalWeights: DEFAULT_TYPICAL_WEIGHTS,
    })),
    'GET /api/pastures/animals/:id': on(`/animals/${F}`, [404]),
    'GET /api/export/pastures.csv': {
      path: () => '/api/export/pastures.csv?state=ready',
      answers: record(true, [200]),
    },
    'GET /api/export/pastures-occupation.csv': {
      path: () => `/api/export/pastures-occupation.csv?paddockId=${F}`,
      answers: record(true, [404]),
    },
    'GET /api/v1/paddocks': { path: () => '/api/v1/paddocks', answers: byKey([200], [200]) },
    'POST /api/v1/paddocks': {
      path: () => '/api/v1/paddocks',
      body: paddock,
      answers: byKey([403], [201]),
    },
    'GET /api/v1/paddock-moves': {
      path: () => `/api/v1/paddock-moves?paddockId=${F}`,
      answers: byKey([200], [200]),
    },
    'POST /api/v1/paddock-moves': {
      path: () => '/api/v1/paddock-moves',
      body: () => ({ paddockId: F, movedOn: '2025-01-05', animalIds: [F] }),
      answers: byKey([403], [404]),
    },
    'POST /api/v1/paddock-moves/:id/undo': {
      path: () => `/api/v1/paddock-moves/${F}/undo`,
      body: reason,
      answers: byKey([403], [404]),
    },
  };
}
