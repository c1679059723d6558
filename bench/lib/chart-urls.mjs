// The chart endpoints of decision 048 on a demo farm, for bench:bigfarm and bench:charts. Imports
// the server's TypeScript: run under tsx.
import { DEMO_BENCH_ANIMAL } from '../../src/server/seed/demo-farm.ts';

/** [endpoint, url] of each chart endpoint on the demo farm (decision 048). */
export async function chartUrls(pool, farmId, baseUrl) {
  const { rows } = await pool.query(
    `select id, lot_id from animals where farm_id = $1 and tag = $2 and status <> 'removed'`,
    [farmId, DEMO_BENCH_ANIMAL],
  );
  const { id, lot_id: lot } = rows[0];
  return [
    ['GET /api/charts/herd/categories', '/api/charts/herd/categories'],
    ['GET /api/charts/herd/months', '/api/charts/herd/months'],
    ['GET /api/charts/animals/:id/weights', `/api/charts/animals/${id}/weights`],
    ['GET /api/charts/lots/gmd', '/api/charts/lots/gmd'],
    ['GET /api/charts/lots/:id/gmd', `/api/charts/lots/${lot}/gmd`],
    ['GET /api/charts/sanitary/months', '/api/charts/sanitary/months'],
  ].map(([key, path]) => [key, `${baseUrl}${path}`]);
}
