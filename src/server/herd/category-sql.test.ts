import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, type Category, type Sex } from '../../domain/herd/constants';
import { ageInMonths, deriveCategory } from '../../domain/herd/category';
import { categoryOfMany } from '../farm-records/animal-rows';
import { createTestDatabase } from '../test/test-db';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Dates around month ends, leap days and the category cut-offs. */
function dates(): string[] {
  const out: string[] = [];
  for (const y of [2020, 2022, 2023, 2024]) {
    for (const m of [1, 2, 3, 6, 12]) {
      for (const d of [1, 15, 28, 29, 30, 31]) {
        const iso = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        if (
          !Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) &&
          new Date(`${iso}T00:00:00Z`).getUTCDate() === d
        )
          out.push(iso);
      }
    }
  }
  return out;
}

describe('animal_category (SQL) and deriveCategory (TypeScript)', () => {
  it('agree on every case: sex, birth, breeder, calving, override, today', async () => {
    const todays = [
      '2025-01-31',
      '2025-02-28',
      '2024-02-29',
      '2025-03-30',
      '2025-12-31',
      '2026-01-15',
    ];
    const births = [...dates(), null];
    const overrides: (Category | null)[] = [null, ...CATEGORIES];
    type Case = [Sex | null, string | null, boolean, boolean, Category | null, string];
    const cases: Case[] = [];
    for (const today of todays)
      for (const birth of births)
        for (const sex of ['M', 'F', null] as (Sex | null)[])
          for (const breeder of [false, true])
            for (const calved of [false, true])
              cases.push([sex, birth, breeder, calved, null, today]);
    for (const override of overrides)
      for (const sex of ['M', 'F', null] as (Sex | null)[])
        cases.push([sex, '2024-05-10', false, false, override, '2025-06-01']);
    const { rows } = await database.db.execute<{
      category: string | null;
      months: number | null;
    }>(sql`
      select animal_category(c.sex, c.birth, c.breeder, c.calved, c.override, c.today) as category,
             animal_age_months(c.birth, c.today) as months
      from unnest(
        ${sql.param(cases.map((c) => c[0]))}::text[],
        ${sql.param(cases.map((c) => c[1]))}::date[],
        ${sql.param(cases.map((c) => c[2]))}::boolean[],
        ${sql.param(cases.map((c) => c[3]))}::boolean[],
        ${sql.param(cases.map((c) => c[4]))}::text[],
        ${sql.param(cases.map((c) => c[5]))}::date[]
      ) with ordinality as c(sex, birth, breeder, calved, override, today, n)
      order by c.n
    `);
    expect(rows).toHaveLength(cases.length);
    const mismatches = cases.flatMap((c, i) => {
      const [sex, birthDate, breeder, hasCalved, override, today] = c;
      const expected = deriveCategory({ sex, birthDate, breeder, hasCalved, override }, today);
      const months = birthDate ? ageInMonths(birthDate, today) : null;
      const row = rows[i]!;
      return row.category === expected && row.months === months
        ? []
        : [`${JSON.stringify(c)}: sql ${row.category}/${row.months}, ts ${expected}/${months}`];
    });
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(cases.length).toBeGreaterThan(2000);
  });

  it('categoryOfMany (birth-date limits computed once) gives animal_category on every day', async () => {
    const todays = [
      '2025-01-31',
      '2025-02-28',
      '2024-02-29',
      '2025-03-30',
      '2025-12-31',
      '2026-03-01',
    ];
    for (const today of todays) {
      // Every birth day from 40 months before the day to 10 days after it: each limit's edges.
      const t = Date.parse(`${today}T00:00:00Z`);
      const births: string[] = [];
      for (let d = -1230; d <= 10; d++)
        births.push(new Date(t + d * 86_400_000).toISOString().slice(0, 10));
      const { rows } = await database.db.execute<{ many: string | null; one: string | null }>(sql`
        select ${categoryOfMany(today)} as many,
          animal_category(a.sex, a.birth_date, a.breeder, a.calvings > 0, a.category_override,
            ${today}::date) as one
        from unnest(${sql.param(births)}::date[]) b(birth)
        cross join (values ('M'), ('F'), (null)) s(sex)
        cross join (values (false, 0), (true, 1)) k(breeder, calvings)
        cross join (values (null), ('Boi'), ('Novilha')) o(override)
        cross join lateral (select s.sex, b.birth as birth_date, k.breeder, k.calvings,
          o.override as category_override) a`);
      expect(rows.length).toBe(births.length * 18);
      const differ = rows.filter((r) => r.many !== r.one);
      expect(differ.slice(0, 5), today).toEqual([]);
    }
  });
});
