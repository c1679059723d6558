// The SQL behind the big-farm screens (bench:bigfarm, issue 24 item 9), for EXPLAIN: the
// dashboard's own statement, the head count (decision 062), and the shapes of the paged queries the screens make — keyset pages
// of weighings, one animal's history, the animal search on animal_summaries, per-lot figures and
// the export's read in date order. Imports the server's TypeScript: run under tsx.
import { lastMonths, monthEnd } from '../../src/domain/charts/series.ts';
import { todayIn } from '../../src/domain/records/dates.ts';
import { dashboardQuery } from '../../src/server/dashboard/store.ts';
import { headCountQuery } from '../../src/server/farm-records/head-count.ts';
import { DEMO_BENCH_ANIMAL } from '../../src/server/seed/demo-farm.ts';
import { lotFiguresQuery } from '../../src/server/farm-records/lot-figures.ts';

/** `{ label, text, values }` for explainAll, on the farm `farmId` of `database`. */
export async function benchStatements(database, farmId) {
  const dashboard = database.db.dialect.sqlToQuery(dashboardQuery([farmId], [farmId]));
  const { rows } = await database.pool.query(
    `select weighing_date, created_at, id from weighings where farm_id = $1
     order by weighing_date desc, created_at desc, id desc offset 99 limit 1`,
    [farmId],
  );
  const edge = rows[0];
  const { rows: lots } = await database.pool.query(
    `select array_agg(id) as ids from (select id from lots where farm_id = $1
     order by created_at desc limit 20) l`,
    [farmId],
  );
  const figures = database.db.dialect.sqlToQuery(lotFiguresQuery(farmId, lots[0].ids ?? []));
  const lotFigures = { text: figures.sql, values: figures.params };
  // The head count (decision 062), today and at the 12 months' ends: computed once per change of
  // the farm, then kept.
  const today = todayIn(new Date());
  const ends = lastMonths(today).map((m) => (monthEnd(m) < today ? monthEnd(m) : today));
  const count = (days) => {
    const q = database.db.dialect.sqlToQuery(headCountQuery(farmId, days));
    return { text: q.sql, values: q.params };
  };
  return [
    { label: 'dashboard', text: dashboard.sql, values: dashboard.params },
    { label: 'head count today', ...count([today]) },
    { label: 'head count, 12 month ends', ...count(ends) },
    {
      label: 'weighings, first page',
      text: `select * from weighings where farm_id = $1
             order by weighing_date desc, created_at desc, id desc limit 100`,
      values: [farmId],
    },
    {
      label: 'weighings, next page (keyset)',
      text: `select * from weighings where farm_id = $1
               and (weighing_date, created_at, id) < ($2::date, $3::timestamptz, $4::uuid)
             order by weighing_date desc, created_at desc, id desc limit 100`,
      values: [farmId, edge.weighing_date, edge.created_at, edge.id],
    },
    {
      label: 'one animal’s history',
      text: `select * from weighings where farm_id = $1 and animal_id = $2
             order by weighing_date, created_at`,
      values: [farmId, DEMO_BENCH_ANIMAL],
    },
    {
      label: 'animal search, prefix',
      text: `select * from animal_summaries where farm_id = $1 and animal_id like $2
             order by animal_id limit 20`,
      values: [farmId, `${DEMO_BENCH_ANIMAL.slice(0, 3)}%`],
    },
    {
      label: 'animal search, inside the id',
      text: `select * from animal_summaries where farm_id = $1 and animal_id ilike $2
             order by animal_id limit 20`,
      values: [farmId, `%${DEMO_BENCH_ANIMAL.slice(1)}%`],
    },
    {
      // The lots store's one statement (farm-records/lot-figures.ts): the registered animals'
      // summaries, else one row per animal of each lot from lot_animal_summaries (migration 0016).
      label: 'per-lot figures (a page of 20 lots)',
      ...lotFigures,
    },
  ];
}
