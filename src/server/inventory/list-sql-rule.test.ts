import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../domain/herd/constants';
import { typedCategoryKey } from '../farm-records';
import { createTestDatabase } from '../test/test-db';
import { coveredNames } from './list-sql';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/*
 * The list's totals leave out a typed row by its lower-cased name (list-sql.ts); the head count
 * by its category key (head-count.ts's typedCategoryKey). Decision 062 is one rule: both must
 * leave out exactly the same rows.
 */
describe("the inventory totals' covered rows and the head count's (decision 062)", () => {
  it('leave out the same names for every category covered', async () => {
    const names = [
      ' Bois ',
      'VACAS',
      'vaca',
      'Garrote',
      'Bezerras',
      'Bezerro',
      'Novilhas',
      'Touros',
      'Bois do vizinho',
      'Vacas de cria',
      'Boiss',
      '',
    ];
    for (const covered of [[], ['Vaca'], ['Boi', 'Bezerra'], [...CATEGORIES]] as const) {
      const { rows } = await database.db.execute<{
        name: string;
        by_key: boolean;
        by_name: boolean;
      }>(sql`
        select n.name,
          coalesce(${typedCategoryKey(sql`n.name`)} = any(${`{${covered.join(',')}}`}::text[]), false)
            as by_key,
          lower(btrim(n.name)) = any(${coveredNames(covered)}::text[]) as by_name
        from unnest(${`{${names.map((n) => `"${n}"`).join(',')}}`}::text[]) as n(name)`);
      expect(rows).toHaveLength(names.length);
      for (const row of rows) expect([row.name, row.by_name]).toEqual([row.name, row.by_key]);
    }
  });
});
