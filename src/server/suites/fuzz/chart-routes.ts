import type { FuzzRoute } from './route-shape';
import { FAKE_UUID } from './shapes';

/*
 * The charts' data (decision 048) for the fuzz: all reads. The lots' limit, a lot's bins and
 * lagging animals are bounded numbers; the ids in the path are uuids of the farm or a 404.
 */

const WHOLE = ['', '0', '1.5', '-1', 'abc', '1e2', '1e308', 'x'.repeat(200), '5\u0000'];

export const CHART_ROUTES: Record<string, FuzzRoute> = {
  'GET /api/charts/animals/:id/weights': { caller: 'owner', params: () => ({ id: FAKE_UUID }) },
  'GET /api/charts/lots/gmd': {
    caller: 'owner',
    query: { valid: { limit: '20' }, bad: { limit: [...WHOLE, '51', '100'] } },
  },
  'GET /api/charts/lots/:id/gmd': {
    caller: 'owner',
    params: (ids) => ({ id: ids.lot }),
    query: {
      valid: { bins: '8', lagging: '10' },
      bad: { bins: [...WHOLE, '1', '21'], lagging: [...WHOLE, '51'] },
    },
  },
};
