// 'Financeiro' at size (issue 43 item 8): the big farm's book topped up to 50,000 entries (two
// years back and six months of bills ahead, on the seeded chart of accounts, some on a lot), and
// the statements behind /financeiro as the store runs them, for EXPLAIN ANALYZE and timing (each
// under 50 ms): the list's first page and a keyset page with the totals of all, a filtered page,
// the cash flow's months, the bills due, and the year's figures (accounts' totals, the herd's kg
// for '@ produzidas', its average heads). Imports the server's TypeScript: run under tsx.
import { ENTRY_PAGE } from '../../src/domain/finance/queries.ts';
import { todayIn } from '../../src/domain/records/dates.ts';
import { headCountQuery } from '../../src/server/farm-records/index.ts';
import { dueSumsSql, monthTotalsSql } from '../../src/server/finance/store/cash.ts';
import { entryPageSql, entryTotalsSql } from '../../src/server/finance/store/list.ts';
import {
  accountTotalsSql,
  headCountDays,
  herdKgSql,
} from '../../src/server/finance/store/results.ts';

export const FINANCE_ENTRIES = 50_000;

/**
 * Adds entries to the farm's book until it holds `total` (the demo's and the herd's count): one
 * statement, spread over the last two years (realized, paid on the day) and the next six months
 * (foreseen, due on the day), each month's on the accounts of its kind, a fifth on a lot.
 */
export async function topUpFinance(pool, farmId, total = FINANCE_ENTRIES) {
  await pool.query('select finance_seed_accounts($1)', [farmId]);
  const { rows } = await pool.query(
    'select count(*)::int as n from finance_entries where farm_id = $1',
    [farmId],
  );
  const missing = total - rows[0].n;
  if (missing <= 0) return rows[0].n;
  const today = todayIn(new Date());
  await pool.query(
    `with acc as (
       select array_agg(id order by position) filter (where kind = 'expense' and key <> 'funrural') as out,
              array_agg(id order by position) filter (where kind = 'income') as inc
       from finance_accounts where farm_id = $1),
     lot as (select array_agg(id order by id) as ids from lots where farm_id = $1),
     g as (
       select i, $3::date - 730 + (i * 913 / $2)::int as day,
         case when i % 7 = 0 then 'income' else 'expense' end as type
       from generate_series(0, $2 - 1) i)
     insert into finance_entries (farm_id, type, entry_date, description, amount_cents,
       account_id, lot_id, status, due_date, settled_on, source)
     select $1, g.type, least(g.day, $3::date), 'Lançamento ' || g.i,
       1000 + (g.i * 7919) % 2500000,
       case when g.type = 'income' then acc.inc[1 + g.i % cardinality(acc.inc)]
            else acc.out[1 + g.i % cardinality(acc.out)] end,
       case when g.i % 5 = 0 and cardinality(lot.ids) > 0
            then lot.ids[1 + g.i % cardinality(lot.ids)] end,
       case when g.day > $3::date then 'planned' else 'realized' end,
       case when g.day > $3::date then g.day end,
       case when g.day > $3::date then null else g.day end,
       'manual'
     from g cross join acc cross join lot`,
    [farmId, missing, today],
  );
  // What autovacuum does a minute later: statistics and the visibility map.
  await pool.query('vacuum (analyze) finance_entries');
  return total;
}

/** The statements, as the store runs them ({ label, text, values }). */
export async function financeStatements(database, farmId) {
  const today = todayIn(new Date());
  const year = today.slice(0, 4);
  const from = `${year}-01-01`;
  const q = (label, statement) => {
    const { sql: text, params } = database.db.dialect.sqlToQuery(statement);
    return { label, text, values: params };
  };
  const page = (filters, after) => entryPageSql(farmId, filters, { limit: ENTRY_PAGE, after });
  const totals = (filters) => entryTotalsSql(farmId, filters);
  const { rows: edge } = await database.pool.query(
    `select entry_date::text, to_json(created_at)#>>'{}' as created_at, id from finance_entries
     where farm_id = $1 and undone_at is null
     order by entry_date desc, created_at desc, id desc offset $2 - 1 limit 1`,
    [farmId, ENTRY_PAGE],
  );
  const after = edge[0] && [edge[0].entry_date, edge[0].created_at, edge[0].id];
  const { rows: account } = await database.pool.query(
    `select id from finance_accounts where farm_id = $1 and key = 'feed'`,
    [farmId],
  );
  const feed = { accountId: account[0]?.id };
  return [
    q('financeiro: Lançamentos, first page', page({})),
    q('financeiro: Lançamentos, totals of all', totals({})),
    ...(after ? [q('financeiro: Lançamentos, next page (keyset)', page({}, after))] : []),
    q('financeiro: one account’s page', page(feed)),
    q('financeiro: one account’s totals', totals(feed)),
    q('financeiro: a search’s page', page({ q: 'Lançamento 4999' })),
    q('financeiro: Fluxo de caixa, every month’s sums', monthTotalsSql(farmId)),
    q('financeiro: Contas a pagar (30 days)', dueSumsSql(farmId, today)),
    q('financeiro: the year’s totals per account', accountTotalsSql(farmId, from, today)),
    q('financeiro: the year’s herd kg (@ produzidas)', herdKgSql(farmId, from, today)),
    q('financeiro: the year’s average heads', headCountQuery(farmId, headCountDays(from, today))),
  ];
}

/** [endpoint, url] of what /financeiro asks, for the bench's p95 of each. */
export function financeUrls(baseUrl) {
  return [
    ['GET /api/finance/entries', '/api/finance/entries'],
    ['GET /api/finance/accounts', '/api/finance/accounts'],
    ['GET /api/finance/cash-flow', '/api/finance/cash-flow'],
    ['GET /api/finance/due', '/api/finance/due'],
    ['GET /api/finance/results', `/api/finance/results?year=${todayIn(new Date()).slice(0, 4)}`],
  ].map(([key, path]) => [key, `${baseUrl}${path}`]);
}
