import { sql } from 'drizzle-orm';
import { CATEGORIES } from '../../../domain/herd/constants';
import type { HerdInventoryRow } from '../../../domain/records/inventory';
import type { Db } from '../../db/client';
import { categoryOf, lastWeighingJoin, lastWeight } from './rows';

/** The statement of herdByCategory (exported for the bench's EXPLAIN). */
export const herdByCategoryQuery = (farmId: string, today: string) => sql`
    select c.category, count(*)::int as heads, count(c.weight)::int as weighed,
           avg(c.weight)::float8 as average_weight
    from (
      select ${categoryOf(today)} as category, ${lastWeight}::float8 as weight
      from animals a ${lastWeighingJoin}
      where a.farm_id = ${farmId} and a.status = 'active'
    ) c
    group by c.category
    order by coalesce(array_position(${sql.param([...CATEGORIES])}::text[], c.category), 99)
`;

/**
 * The registry's active animals of `farmId` grouped by their category today (decision 042), for
 * the inventory: heads, how many have a weighing, and the mean of their last weights (brinco or
 * EID in animal_summaries, the later one, as the herd list reads it). One grouped statement;
 * categories in the registry's order, 'Sem categoria' last.
 */
export async function herdByCategory(
  db: Pick<Db, 'execute'>,
  farmId: string,
  today: string,
): Promise<HerdInventoryRow[]> {
  const { rows } = await db.execute<{
    category: string | null;
    heads: number;
    weighed: number;
    average_weight: number | null;
  }>(herdByCategoryQuery(farmId, today));
  return rows.map((r) => ({
    category: r.category,
    heads: Number(r.heads),
    weighed: Number(r.weighed),
    averageWeight: r.average_weight === null ? null : Number(r.average_weight),
  }));
}
