import { sql } from 'drizzle-orm';
import { CATEGORIES } from '../../domain/herd/constants';
import type { HerdInventoryRow } from '../../domain/records/inventory';
import type { Db } from '../db/client';
import { categoryOf, lastWeighingJoin, lastWeight } from './animal-rows';

/** The group of the animals waiting for their sex (not a category name: it has a space first). */
const WAITING = ' sem sexo';

/**
 * The statement of herdByCategory (exported for the bench's EXPLAIN). The animals are first
 * grouped by what their category depends on (sex, birth date, breeder, calved, override: about
 * 2,000 groups at 20,000 animals), so the category rule runs once a group, not once an animal
 * (half the time, measured); the weights are summed in the same pass.
 */
export const herdByCategoryQuery = (farmId: string, today: string) => sql`
  select c.* from (
    -- Animals known only from their weighings (no sex yet, decision 039) are not heads of the
    -- inventory: one group apart, counted for the screen's note.
    select case when a.sex is null then ${WAITING} else ${categoryOf(today)} end as category,
           sum(a.heads)::int as heads,
           sum(a.weighed)::int as weighed,
           coalesce(sum(a.weight), 0)::float8 as weight,
           (sum(a.weight) / nullif(sum(a.weighed), 0))::float8 as average_weight
    from (
      select a.sex, a.birth_date, a.breeder, (a.calvings > 0)::int as calvings,
             a.category_override, count(*) as heads, count(${lastWeight}) as weighed,
             sum(${lastWeight}) as weight
      from animals a ${lastWeighingJoin}
      where a.farm_id = ${farmId} and a.status = 'active'
      group by 1, 2, 3, 4, 5
    ) a
    group by 1
  ) c
  order by coalesce(array_position(${sql.param([...CATEGORIES])}::text[], c.category), 99)
`;

/**
 * The registry's active animals of `farmId` grouped by their category today (decision 042), for
 * the inventory: heads, how many have a weighing, and the mean of their last weights (brinco or
 * EID in animal_summaries, the later one, as the herd list reads it) and their sum (the group's
 * weight: the weighed animals only, decision 062). One grouped statement;
 * categories in the registry's order, 'Sem categoria' last.
 */
export async function herdByCategory(
  db: Pick<Db, 'execute'>,
  farmId: string,
  today: string,
): Promise<{ groups: HerdInventoryRow[]; waiting: number }> {
  const { rows } = await db.execute<{
    category: string | null;
    heads: number;
    weighed: number;
    weight: number;
    average_weight: number | null;
  }>(herdByCategoryQuery(farmId, today));
  const waiting = rows.find((r) => r.category === WAITING);
  const groups = rows
    .filter((r) => r !== waiting)
    .map((r) => ({
      category: r.category,
      heads: Number(r.heads),
      weighed: Number(r.weighed),
      weight: Number(r.weight),
      averageWeight: r.average_weight === null ? null : Number(r.average_weight),
    }));
  return { groups, waiting: waiting ? Number(waiting.heads) : 0 };
}
