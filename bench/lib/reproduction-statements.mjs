// The statements behind 'Reprodução' at size (issue 41 item 11): the newest season's counts (one
// aggregate over its exposures) and the first page of its females, as the store runs them, for
// EXPLAIN ANALYZE (each under 50 ms on 20,000 animals).
import { sql } from 'drizzle-orm';
import { todayIn } from '../../src/domain/records/dates.ts';
import { femaleColumns, femaleFilter } from '../../src/server/reproduction/store/females.ts';
import { seasonsSql } from '../../src/server/reproduction/store/seasons.ts';

export async function reproductionStatements(database, farmId) {
  const { rows } = await database.pool.query(
    `select id from breeding_seasons where farm_id = $1 order by starts_on desc limit 1`,
    [farmId],
  );
  const season = rows[0]?.id;
  if (!season) return [];
  const today = todayIn(new Date());
  const q = (label, statement) => {
    const { sql: text, params } = database.db.dialect.sqlToQuery(statement);
    return { label, text, values: params };
  };
  const females = (filter) =>
    sql`select ${femaleColumns(today)}
      from season_exposures x
      join breeding_seasons s on s.farm_id = x.farm_id and s.id = x.season_id
      join animals a on a.farm_id = x.farm_id and a.id = x.animal_id
      where x.farm_id = ${farmId} and x.season_id = ${season}::uuid ${femaleFilter(filter, today)}
      order by a.tag, a.id limit 51`;
  return [
    q('reprodução: season counts', seasonsSql(farmId, today, sql`s.id = ${season}::uuid`)),
    q('reprodução: females, first page', females({})),
    q('reprodução: A diagnosticar, first page', females({ status: 'to_diagnose' })),
    q('reprodução: Prenhe, first page', females({ status: 'pregnant' })),
  ];
}
