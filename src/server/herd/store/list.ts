import { sql, type SQL } from 'drizzle-orm';
import type { AnimalOption, AnimalPage, HerdCounts } from '../../../domain/herd/api';
import { CATEGORIES, type Category, type Sex } from '../../../domain/herd/constants';
import { normalizeEid } from '../../../domain/herd/eid';
import { gtaBand } from '../../../domain/herd/category';
import {
  ANIMAL_OPTIONS_MAX,
  NO_CATEGORY,
  type AnimalListQuery,
  type HerdSort,
} from '../../../domain/herd/queries';
import type { Db } from '../../db/client';
import {
  ageOf,
  categoryOf,
  containing,
  lastWeighingJoin,
  lotJoin,
  rowColumns,
  startingWith,
  toAnimalRow,
  type RowColumns,
} from './rows';

/** The key of the list's last row: sort, direction, the sort's value, brinco, id. */
export type ListKey = [HerdSort, 'asc' | 'desc', string | number, string, string];

/** Each sort's value (never null, so a row comparison orders it), beside brinco and id. */
function sortValue(sort: HerdSort, today: string): SQL {
  switch (sort) {
    case 'tag':
      return sql`a.tag`;
    case 'age':
      // Days of age; unknown first going up.
      return sql`coalesce(${today}::date - a.birth_date, -1)`;
    case 'category':
      return sql`coalesce(array_position(${sql.param([...CATEGORIES])}::text[], ${categoryOf(today)}), 0)`;
    case 'lot':
      return sql`coalesce(l.name, '')`;
    case 'weight':
      return sql`coalesce(w.last_weight::float8, -1)`;
  }
}

/** The filters of a list query, over `a` (animals) of the farm. */
function filters(
  farmId: string,
  query: Omit<AnimalListQuery, 'cursor' | 'limit' | 'sort' | 'dir'>,
  today: string,
) {
  const where: SQL[] = [sql`a.farm_id = ${farmId}`];
  where.push(query.status === 'all' ? sql`a.status <> 'removed'` : sql`a.status = ${query.status}`);
  if (query.sex) where.push(sql`a.sex = ${query.sex}`);
  if (query.lot === 'none') where.push(sql`a.lot_id is null`);
  else if (query.lot) where.push(sql`a.lot_id = ${query.lot}::uuid`);
  if (query.category === NO_CATEGORY) where.push(sql`${categoryOf(today)} is null`);
  else if (query.category) where.push(sql`${categoryOf(today)} = ${query.category}`);
  if (query.q) where.push(searchOf(query.q));
  return where;
}

/** Brinco or name containing `q` (any case), or the EID however written. */
function searchOf(q: string): SQL {
  const eid = normalizeEid(q);
  const digits = q.replace(/\s/g, '');
  const parts = [sql`a.tag ilike ${containing(q)}`, sql`a.name ilike ${containing(q)}`];
  if (eid) parts.push(sql`a.eid = ${eid}`);
  else if (/^\d{3,15}$/.test(digits)) parts.push(sql`a.eid like ${containing(digits)}`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

export function listQueries(db: Db) {
  return {
    /** A page of the herd list and the total of its filters, both in SQL. */
    async page(farmId: string, query: AnimalListQuery, after: ListKey | undefined, today: string) {
      const where = filters(farmId, query, today);
      const value = sortValue(query.sort, today);
      const desc = query.dir === 'desc';
      const byTag = query.sort === 'tag';
      const key = byTag ? sql`(a.tag, a.id)` : sql`(${value}, a.tag, a.id)`;
      const paged = [...where];
      if (after) {
        const [, , v, tag, id] = after;
        const cursor = byTag
          ? sql`(${tag}, ${id}::uuid)`
          : sql`(${typeof v === 'number' ? sql`${v}::float8` : sql`${v}::text`}, ${tag}, ${id}::uuid)`;
        paged.push(desc ? sql`${key} < ${cursor}` : sql`${key} > ${cursor}`);
      }
      const dir = desc ? sql`desc` : sql`asc`;
      const order = byTag
        ? sql`a.tag ${dir}, a.id ${dir}`
        : sql`${value} ${dir}, a.tag ${dir}, a.id ${dir}`;
      const needsLot = query.sort === 'lot';
      const needsWeight = query.sort === 'weight';
      const [{ rows }, count] = await Promise.all([
        db.execute<RowColumns & { sort_value: string | number }>(sql`
          select ${rowColumns(today)}, ${value} as sort_value
          from animals a ${lotJoin} ${lastWeighingJoin}
          where ${sql.join(paged, sql` and `)}
          order by ${order}
          limit ${query.limit + 1}
        `),
        db.execute<{ total: number }>(sql`
          select count(*)::int as total from animals a
          ${needsLot ? lotJoin : sql``} ${needsWeight ? lastWeighingJoin : sql``}
          where ${sql.join(where, sql` and `)}
        `),
      ]);
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      const next: ListKey | null =
        rows.length > query.limit && last
          ? [
              query.sort,
              query.dir,
              typeof last.sort_value === 'string' && query.sort !== 'tag' && query.sort !== 'lot'
                ? Number(last.sort_value)
                : last.sort_value,
              last.tag,
              last.id,
            ]
          : null;
      const page: Omit<AnimalPage, 'nextCursor'> & { next: ListKey | null } = {
        items: items.map(toAnimalRow),
        total: Number(count.rows[0]?.total ?? 0),
        next,
      };
      return page;
    },

    /** The counts of the active herd: by category, and by sex in the GTA's age bands. */
    async counts(farmId: string, today: string): Promise<HerdCounts> {
      const { rows } = await db.execute<{
        category: Category | null;
        sex: Sex;
        months: number | null;
        n: number;
      }>(sql`
        select ${categoryOf(today)} as category, a.sex, ${ageOf(today)} as months,
               count(*)::int as n
        from animals a
        where a.farm_id = ${farmId} and a.status = 'active'
        group by 1, 2, 3
      `);
      const empty = () => ({ '0-12': 0, '13-24': 0, '25-36': 0, '36+': 0, unknown: 0 });
      const counts: HerdCounts = { active: 0, byCategory: {}, gta: { M: empty(), F: empty() } };
      for (const row of rows) {
        const n = Number(row.n);
        counts.active += n;
        const category = row.category ?? 'Sem categoria';
        counts.byCategory[category] = (counts.byCategory[category] ?? 0) + n;
        const band = row.months === null ? 'unknown' : gtaBand(Number(row.months));
        const bySex = counts.gta[row.sex === 'M' ? 'M' : 'F'];
        bySex[band] += n;
      }
      return counts;
    },

    /** At most 20 animals for a picker: brinco first from its start, then anywhere, EID, name. */
    async options(
      farmId: string,
      query: { q?: string; sex?: Sex; status: string },
      today: string,
    ): Promise<AnimalOption[]> {
      const where = filters(farmId, { ...query, status: query.status as never }, today);
      const q = query.q ?? '';
      const rank = q
        ? sql`case when a.tag = ${q} or a.eid = ${normalizeEid(q) ?? ''} then 0
                   when a.tag like ${startingWith(q)} then 1 else 2 end`
        : sql`0`;
      const { rows } = await db.execute<{
        id: string;
        tag: string;
        eid: string | null;
        name: string | null;
        sex: Sex;
        category: Category | null;
      }>(sql`
        select a.id, a.tag, a.eid, a.name, a.sex, ${categoryOf(today)} as category
        from animals a
        where ${sql.join(where, sql` and `)}
        order by ${rank}, a.tag, a.id
        limit ${ANIMAL_OPTIONS_MAX}
      `);
      return rows.map((r) => ({ ...r }));
    },
  };
}
