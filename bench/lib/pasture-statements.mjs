// The statements behind 'Pastos' at size (issue 42 item 8), as the store runs them, for EXPLAIN
// ANALYZE and timing (each under 50 ms on the big farm: 20,000 animals bought, 500 paddocks, two
// years of moves): the farm's UA/ha on a day (today and a year ago), the figures of every paddock
// (the /pastos list's and the map's: one statement, kept for both), the map's screen rings, one
// paddock's page (its figures, years and history) and 'Histórico de ocupação' (first page and a
// keyset page). Imports the server's TypeScript: run under tsx.
import { sql } from 'drizzle-orm';
import { HISTORY_PAGE } from '../../src/domain/pastures/queries.ts';
import { addDays } from '../../src/domain/sanitary/due.ts';
import { todayIn } from '../../src/domain/records/dates.ts';
import { paddockFiguresSql } from '../../src/server/pastures/store/figures.ts';
import { occupationHistorySql } from '../../src/server/pastures/store/moves.ts';
import { paddockYearsSql, stockingSql } from '../../src/server/pastures/store/stocking.ts';

/** What the farm holds: paddocks, moves, stays, open stays. */
export async function pastureSize(pool, farmId) {
  const { rows } = await pool.query(
    `select (select count(*)::int from paddocks where farm_id = $1) as paddocks,
            (select count(*)::int from paddock_moves where farm_id = $1) as moves,
            (select count(*)::int from paddock_stays where farm_id = $1) as stays,
            (select count(*)::int from paddock_stays where farm_id = $1 and left_on is null) as open`,
    [farmId],
  );
  return rows[0];
}

export async function pastureStatements(database, farmId) {
  const today = todayIn(new Date());
  const q = (label, statement) => {
    const { sql: text, params } = database.db.dialect.sqlToQuery(statement);
    return { label, text, values: params };
  };
  // The paddock of the most moves (a page with a long history), and the history's 50th row.
  const { rows: busiest } = await database.pool.query(
    `select paddock_id from paddock_moves where farm_id = $1
     group by paddock_id order by count(*) desc, paddock_id limit 1`,
    [farmId],
  );
  const paddockId = busiest[0]?.paddock_id;
  if (!paddockId) return [];
  const { rows: edge } = await database.pool.query(
    `select moved_on::text, to_json(created_at)#>>'{}' as created_at, id from paddock_moves
     where farm_id = $1 and undone_at is null
     order by moved_on desc, created_at desc, id desc offset $2 - 1 limit 1`,
    [farmId, HISTORY_PAGE],
  );
  const history = (query, after) =>
    occupationHistorySql(farmId, query, { limit: HISTORY_PAGE, after });
  return [
    q('pastos: UA/ha of the farm today', stockingSql(farmId, today, today)),
    q('pastos: UA/ha of the farm a year ago', stockingSql(farmId, addDays(today, -365), today)),
    // The list's and the map's figures: one statement, kept for both (paddocks.ts's memo).
    q('pastos: /pastos list and map, every paddock’s figures', paddockFiguresSql(farmId, today)),
    q(
      'pastos: map, the screen rings',
      sql`select id, map_ring from paddocks where farm_id = ${farmId} and map_ring is not null`,
    ),
    q(
      'pastos: a paddock’s figures',
      paddockFiguresSql(farmId, today, sql`p.id = ${paddockId}::uuid`),
    ),
    q('pastos: a paddock’s years', paddockYearsSql(farmId, paddockId, today)),
    q('pastos: Histórico de ocupação, first page', history({}, undefined)),
    ...(edge[0]
      ? [
          q(
            'pastos: Histórico de ocupação, next page (keyset)',
            history({}, [edge[0].moved_on, edge[0].created_at, edge[0].id]),
          ),
        ]
      : []),
    q('pastos: a paddock’s history, first page', history({ paddockId }, undefined)),
  ];
}
