import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db';
import { headCountQuery } from './head-count';

/*
 * headCountQuery groups the animals by the bucket of their birth between the days' age limits,
 * not by their birth date: held here equal to animal_category asked animal by animal, on days
 * around month ends and leap days, for every birth day of 40 months around them.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const FARM = 'farm-head-buckets';
const DAYS = ['2024-01-31', '2024-02-29', '2024-03-01', '2024-03-31', '2025-02-28', '2025-06-15'];

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db.execute(
    sql`insert into users (id, name, email, email_verified) values ('u-hb', 'U', 'u-hb@x.com', true)`,
  );
  await db.execute(sql`insert into farms (id, name, slug) values (${FARM}, 'F', 'f-hb')`);
  // Every birth day from 2020-10-01 to 2025-06-20, both sexes, each in the herd from its birth;
  // some breeders and calved cows; and animals without a birth date, in since 2020.
  await db.execute(sql`
    insert into animals (farm_id, tag, sex, birth_date, breeder, calvings, status, entry_date)
    select ${FARM}, 'HB-' || s.sex || '-' || b::date, s.sex, b::date,
      s.sex = 'M' and extract(day from b) = 7, case when s.sex = 'F' and extract(day from b) = 9
        then 1 else 0 end, 'active', null::date
    from generate_series('2020-10-01'::date, '2025-06-20'::date, interval '1 day') b
    cross join (values ('M'), ('F')) s(sex)
    union all
    select ${FARM}, 'HB-none-' || n, 'F', null, false, 0, 'active', '2020-01-01'::date
    from generate_series(1, 3) n`);
});
afterAll(() => database.drop());

describe('headCountQuery (the birth in buckets)', () => {
  it('counts each category on each day as animal_category does animal by animal', async () => {
    const { rows } = await database.db.execute<{ i: number; by_category: Record<string, number> }>(
      headCountQuery(FARM, DAYS),
    );
    const { rows: direct } = await database.db.execute<{
      day: string;
      category: string | null;
      heads: number;
    }>(sql`
      select d.day::text as day, animal_category(a.sex, a.birth_date, a.breeder, a.calvings > 0,
        a.category_override, d.day) as category, count(*)::int as heads
      from unnest(${sql.param(DAYS)}::date[]) d(day)
      join animals a on a.farm_id = ${FARM}
        and coalesce(a.entry_date, a.birth_date) <= d.day
      group by 1, 2`);
    expect(rows).toHaveLength(DAYS.length);
    for (const [i, day] of DAYS.entries()) {
      const expected = Object.fromEntries(
        direct
          .filter((r) => r.day === day)
          .map((r) => [r.category ?? 'Sem categoria', r.heads] as const),
      );
      const got = rows.find((r) => Number(r.i) === i + 1)!.by_category;
      expect(Object.keys(got).length, day).toBeGreaterThan(3);
      expect(got, day).toEqual(expected);
    }
  });
});
