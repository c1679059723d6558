import { FAKE_UUID, record, type RouteCase } from './access-matrix.answers';

/**
 * The reproduction records (issue 41, decision 067): a page of the active farm under the plan
 * feature 'reproduction' (the owners are Master, the user of no one else's farm on the trial).
 * Every member reads and records; a season's edit, a female's removal and the protocols are the
 * owner's and the Gerente's. Ids of no farm's season, animal, protocol or record are the 404 any
 * farm gives; nothing here carries money.
 */
export function reproductionCases(): Record<string, RouteCase> {
  let n = 0;
  const season = () => ({ name: `Estação ${++n}`, startsOn: '2025-01-01', endsOn: '2025-03-31' });
  const protocol = () => ({
    name: `Protocolo ${++n}`,
    steps: [{ day: 0, action: 'Inseminação', products: null, insemination: true }],
  });
  const on = (path: string, ok: number[], fieldAllowed = true, body?: () => unknown) => ({
    path: () => `/api/reproduction${path}`,
    ...(body ? { body } : {}),
    answers: record(fieldAllowed, ok),
  });
  const animal = () => ({ animalId: FAKE_UUID, date: '2025-01-05' });
  const F = FAKE_UUID;
  return {
    'GET /api/reproduction/seasons': on('/seasons', [200]),
    'POST /api/reproduction/seasons': on('/seasons', [201], true, season),
    'GET /api/reproduction/seasons/:id': on(`/seasons/${F}`, [404]),
    'PUT /api/reproduction/seasons/:id': on(`/seasons/${F}`, [404], false, season),
    'GET /api/reproduction/seasons/:id/females': on(`/seasons/${F}/females`, [404]),
    'POST /api/reproduction/seasons/:id/exposures': on(
      `/seasons/${F}/exposures`,
      [404],
      true,
      () => ({
        category: 'Vaca',
      }),
    ),
    'DELETE /api/reproduction/seasons/:id/exposures/:animalId': on(
      `/seasons/${F}/exposures/${F}`,
      [404],
      false,
    ),
    'GET /api/reproduction/seasons/:id/batches': on(`/seasons/${F}/batches`, [404]),
    'GET /api/reproduction/protocols': on('/protocols', [200]),
    'POST /api/reproduction/protocols': on('/protocols', [201], false, protocol),
    'PUT /api/reproduction/protocols/:id': on(`/protocols/${F}`, [404], false, protocol),
    'POST /api/reproduction/protocols/:id/copy': on(`/protocols/${F}/copy`, [404], false),
    'POST /api/reproduction/batches': on('/batches', [404], true, () => ({
      seasonId: F,
      protocolId: F,
      startsOn: '2025-01-05',
      animalIds: [F],
    })),
    'GET /api/reproduction/semen': on('/semen', [200]),
    'POST /api/reproduction/semen': on('/semen', [201], true, () => ({ bull: `Touro ${++n}` })),
    'POST /api/reproduction/inseminations': on('/inseminations', [404], true, () => ({
      animalIds: [F],
      date: '2025-01-05',
      sire: { semen: 'Jaguar' },
    })),
    'POST /api/reproduction/natural-services': on('/natural-services', [404], true, () => ({
      animalIds: [F],
      bullName: 'Touro da casa',
      startsOn: '2025-01-05',
    })),
    'POST /api/reproduction/diagnoses': on('/diagnoses', [404], true, () => ({
      ...animal(),
      result: 'empty',
    })),
    'POST /api/reproduction/abortions': on('/abortions', [404], true, animal),
    'POST /api/reproduction/weanings': on('/weanings', [404], true, () => ({
      date: '2025-01-05',
      calves: [{ animalId: F, weight: 200 }],
    })),
    'POST /api/reproduction/events/:id/undo': on(`/events/${F}/undo`, [404], true, () => ({
      reason: 'Lançado por engano',
    })),
    'GET /api/reproduction/animals/:id': on(`/animals/${F}`, [404]),
    'GET /api/reproduction/seasons/:id/indicators': on(`/seasons/${F}/indicators`, [404]),
    'GET /api/reproduction/seasons/:id/calvings-by-month': on(
      `/seasons/${F}/calvings-by-month`,
      [404],
    ),
    'GET /api/reproduction/seasons/:id/to-wean': on(`/seasons/${F}/to-wean`, [404]),
  };
}
