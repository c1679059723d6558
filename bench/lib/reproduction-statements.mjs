// The statements behind 'Reprodução' at size (issue 41 item 11), as the stores run them, for
// EXPLAIN ANALYZE (each under 50 ms on the big farm's season of 10,000+ exposed females): the
// newest season's counts, the pages of its females (the list, its filters, the chute's 'Faltam
// diagnosticar' and its lookup by brinco), its indicators (figures by group, splits of the
// services), 'Previsão de partos', 'A desmamar', and /api/v1's keyset pages of the records.
import { sql } from 'drizzle-orm';
import { todayIn } from '../../src/domain/records/dates.ts';
import { FEMALE_PAGE } from '../../src/domain/reproduction/queries.ts';
import { reproductionEventPageQuery } from '../../src/server/api-v1/store/reproduction.ts';
import { femaleColumns, femaleFilter } from '../../src/server/reproduction/store/females.ts';
import {
  calvingsByMonthQuery,
  figuresQuery,
  splitsQuery,
  toWeanQuery,
} from '../../src/server/reproduction/store/indicators.ts';
import { seasonsSql } from '../../src/server/reproduction/store/seasons.ts';

/** The newest season of the farm (id, exposed females), or null. */
export async function newestSeason(pool, farmId) {
  const { rows } = await pool.query(
    `select s.id, s.name, (select count(*)::int from season_exposures x
       where x.farm_id = s.farm_id and x.season_id = s.id) as exposed
     from breeding_seasons s where s.farm_id = $1 order by s.starts_on desc limit 1`,
    [farmId],
  );
  return rows[0] ?? null;
}

export async function reproductionStatements(database, farmId) {
  const season = (await newestSeason(database.pool, farmId))?.id;
  if (!season) return [];
  const today = todayIn(new Date());
  const q = (label, statement) => {
    const { sql: text, params } = database.db.dialect.sqlToQuery(statement);
    return { label, text, values: params };
  };
  const females = (filter, limit = FEMALE_PAGE) =>
    sql`select ${femaleColumns(today)}
      from season_exposures x
      join breeding_seasons s on s.farm_id = x.farm_id and s.id = x.season_id
      join animals a on a.farm_id = x.farm_id and a.id = x.animal_id
      where x.farm_id = ${farmId} and x.season_id = ${season}::uuid ${femaleFilter(filter, today)}
      order by a.tag, a.id limit ${limit + 1}`;
  // A brinco of the season, its first three characters typed at the chute.
  const { rows: one } = await database.pool.query(
    `select a.tag from season_exposures x join animals a on a.farm_id = x.farm_id
       and a.id = x.animal_id where x.farm_id = $1 and x.season_id = $2
     order by a.tag offset 5000 limit 1`,
    [farmId, season],
  );
  // /api/v1's second page of records: after the 100th by entry.
  const { rows: edge } = await database.pool.query(
    `select created_at, id from reproduction_events where farm_id = $1
     order by created_at, id offset 99 limit 1`,
    [farmId],
  );
  const v1 = (after) => reproductionEventPageQuery(farmId, { limit: 100, after });
  return [
    q('reprodução: season counts', seasonsSql(farmId, today, sql`s.id = ${season}::uuid`)),
    q('reprodução: females, first page', females({})),
    q('reprodução: A diagnosticar, first page', females({ status: 'to_diagnose' })),
    q('reprodução: Prenhe, first page', females({ status: 'pregnant' })),
    q('reprodução: Vazias, first page', females({ status: 'empty' })),
    q('reprodução: Descarte sugerido, first page', females({ status: 'cull' })),
    q('reprodução: tronco, Faltam diagnosticar', females({ status: 'undiagnosed' })),
    q('reprodução: tronco, a brinco', females({ q: one[0]?.tag ?? '0' }, 10)),
    q('reprodução: indicators, figures by group', figuresQuery(farmId, season)),
    q('reprodução: indicators, splits of the services', splitsQuery(farmId, season)),
    q('reprodução: Previsão de partos', calvingsByMonthQuery(farmId, season)),
    q('reprodução: A desmamar, first page', toWeanQuery(farmId, season, today, { limit: 50 })),
    q('api/v1 reproduction events, first page', v1(null)),
    ...(edge[0]
      ? [
          q(
            'api/v1 reproduction events, next page (keyset)',
            v1({ createdAt: edge[0].created_at.toISOString(), id: edge[0].id }),
          ),
        ]
      : []),
  ];
}
