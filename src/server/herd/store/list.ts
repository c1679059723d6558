import { sql, type SQL } from 'drizzle-orm';
import type { AnimalOption, AnimalPage, HerdCounts } from '../../../domain/herd/api';
import { CATEGORIES, type Category, type Sex } from '../../../domain/herd/constants';
import { normalizeEid } from '../../../domain/herd/eid';
import { gtaBand } from '../../../domain/herd/category';
import {
  ANIMAL_OPTIONS_MAX,
  NO_CATEGORY,
  NO_SEX,
  type AnimalListQuery,
  type HerdSort,
} from '../../../domain/herd/queries';
import type { Db } from '../../db/client';
import { naturalKey } from '../../db/natural-order';
import {
  ageOf,
  categoryOf,
  farmMemo,
  headCountToday,
  lastWeighingJoin,
  lastWeight,
  lotJoin,
  rowColumns,
  toAnimalRow,
  type RowColumns,
} from '../../farm-records';
import { containing, startingWith } from './rows';

/** The key of the list's last row: sort, direction, the sort's value, brinco, id. */
export type ListKey = [HerdSort, 'asc' | 'desc', string | number, string, string];

/** A date no animal is born on: an unknown birth sorts as the youngest (first going up). */
export const NO_BIRTH = '9999-12-31';

/**
 * Each sort's value (never null, so a row comparison orders it; the list's key is value,
 * brinco, id), its type in a cursor, the join it needs, and whether its order runs against the
 * value's (age going up is birth going down: the index animals_farm_status_age_idx).
 */
function sortOf(
  sort: HerdSort,
  today: string,
): { value: SQL; type: SQL; join: SQL; invert: boolean } {
  const none = sql``;
  switch (sort) {
    case 'tag':
      return { value: sql`a.tag`, type: sql`text`, join: none, invert: false };
    case 'age':
      return {
        value: sql`coalesce(a.birth_date, ${NO_BIRTH}::date)`,
        type: sql`date`,
        join: none,
        invert: true,
      };
    case 'category':
      return {
        value: sql`coalesce(array_position(${sql.param([...CATEGORIES])}::text[], ${categoryOf(today)}), 0)`,
        type: sql`int`,
        join: none,
        invert: false,
      };
    case 'lot':
      // The lot's name in natural order ('Lote 2' before 'Lote 10'); '' without a lot.
      return { value: naturalKey(sql`l.name`), type: sql`text`, join: lotJoin, invert: false };
    case 'weight':
      return {
        value: sql`coalesce(${lastWeight}::float8, -1)`,
        type: sql`float8`,
        join: lastWeighingJoin,
        invert: false,
      };
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
  if (query.sex === NO_SEX) where.push(sql`a.sex is null`);
  else if (query.sex) where.push(sql`a.sex = ${query.sex}`);
  if (query.lot === 'none') where.push(sql`a.lot_id is null`);
  else if (query.lot) where.push(sql`a.lot_id = ${query.lot}::uuid`);
  if (query.category === NO_CATEGORY) where.push(sql`${categoryOf(today)} is null`);
  else if (query.category) where.push(sql`${categoryOf(today)} = ${query.category}`);
  if (query.withdrawal) where.push(sql`a.withdrawal_until >= ${today}::date`);
  if (query.q) where.push(searchOf(query.q));
  return where;
}

/**
 * The brinco exactly `q` (any case), or the EID it reads as: the animal a search names, listed
 * before the others that contain it (issue 39: '104' before '00104', which sorts first).
 */
function exactOf(q: string): SQL {
  const eid = normalizeEid(q);
  const tag = sql`lower(a.tag) = lower(${q})`;
  return eid ? sql`(${tag} or a.eid = ${eid})` : tag;
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
    /**
     * A page of the herd list and the total of its filters, both in SQL. A search's exact
     * animal (exactOf) heads its first page and is left out of the pages in the sort's order;
     * the first page then holds at least one row of those besides it, so its cursor is one of
     * theirs (more than `limit` rows only if more exact animals than `limit` match).
     */
    async page(farmId: string, query: AnimalListQuery, after: ListKey | undefined, today: string) {
      const where = filters(farmId, query, today);
      const sort = sortOf(query.sort, today);
      const desc = (query.dir === 'desc') !== sort.invert;
      const key = sql`(${sort.value}, a.tag, a.id)`;
      const exact = query.q ? exactOf(query.q) : null;
      const paged = exact ? [...where, sql`not ${exact}`] : [...where];
      if (after) {
        const [, , v, tag, id] = after;
        const cursor = sql`(${v}::${sort.type}, ${tag}::text, ${id}::uuid)`;
        paged.push(desc ? sql`${key} < ${cursor}` : sql`${key} > ${cursor}`);
      }
      const dir = desc ? sql`desc` : sql`asc`;
      const order = sql`${sort.value} ${dir}, a.tag ${dir}, a.id ${dir}`;
      const named =
        exact && !after
          ? sql`(select a.id, a.tag, ${sort.value} as sort_value, 0 as rank
                 from animals a ${sort.join}
                 where ${sql.join([...where, exact], sql` and `)}
                 order by ${order}
                 limit ${query.limit})
                union all`
          : sql``;
      // The page's ids first (only the sort's join), then its rows' columns: the weighings'
      // joins run for the page, not the herd.
      const [{ rows }, count] = await Promise.all([
        db.execute<RowColumns & { sort_key: string; rank: number }>(sql`
          with page as materialized (
            ${named}
            (select a.id, a.tag, ${sort.value} as sort_value, 1 as rank
             from animals a ${sort.join}
             where ${sql.join(paged, sql` and `)}
             order by ${order}
             limit ${query.limit + 1})
          )
          select ${rowColumns(today)}, p.sort_value::text as sort_key, p.rank
          from page p
          join animals a on a.farm_id = ${farmId} and a.id = p.id
          ${lotJoin} ${lastWeighingJoin}
          order by p.rank, p.sort_value ${dir}, p.tag ${dir}, p.id ${dir}
        `),
        db.execute<{ total: number }>(sql`
          select count(*)::int as total from animals a
          where ${sql.join(where, sql` and `)}
        `),
      ]);
      const namedCount = rows.filter((r) => Number(r.rank) === 0).length;
      const items = rows.slice(0, Math.max(query.limit, namedCount + 1));
      const last = items.at(-1);
      const next: ListKey | null =
        rows.length > items.length && last
          ? [
              query.sort,
              query.dir,
              query.sort === 'category' || query.sort === 'weight'
                ? Number(last.sort_key)
                : last.sort_key,
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

    /**
     * The counts of the active herd: by category, and by sex in the GTA's age bands; and the
     * farm's head count today (decision 062), which adds the typed inventory rows.
     */
    async counts(farmId: string, today: string): Promise<HerdCounts> {
      const [counts, herd] = await Promise.all([
        countsMemo(db, farmId, today, () => readCounts(db, farmId, today)),
        headCountToday(db, farmId, today),
      ]);
      return { ...counts, herd };
    },

    /** At most 20 animals for a picker: brinco first from its start, then anywhere, EID, name. */
    async options(
      farmId: string,
      query: { q?: string; sex?: Sex; status: string },
      today: string,
    ): Promise<AnimalOption[]> {
      const where = filters(farmId, { ...query, status: query.status as never }, today);
      const q = query.q ?? '';
      // Exact brinco or EID first, then brincos starting with q, then the rest.
      const rank = q
        ? sql`case when a.tag = ${q} or a.eid = ${normalizeEid(q) ?? ''} then 0
                   when a.tag like ${startingWith(q)} then 1 else 2 end,`
        : sql``;
      const { rows } = await db.execute<AnimalOption & Record<string, unknown>>(sql`
        select a.id, a.tag, a.eid, a.name, a.sex, ${categoryOf(today)} as category
        from animals a
        where ${sql.join(where, sql` and `)}
        order by ${rank} a.tag, a.id
        limit ${ANIMAL_OPTIONS_MAX}
      `);
      return rows.map((r) => ({ ...r }));
    },
  };
}

/** The counts, kept between the farm's changes (decision 049). */
const countsMemo = farmMemo<Omit<HerdCounts, 'herd'>>('herd');

/**
 * The active herd's counts by category and by sex in the GTA's age bands. The animals are first
 * grouped by what their category and age depend on (read from animals_farm_active_figures_idx
 * alone), so the rules run once a group (about 3,000 at 20,000 animals), not once an animal.
 */
async function readCounts(
  db: Db,
  farmId: string,
  today: string,
): Promise<Omit<HerdCounts, 'herd'>> {
  const { rows } = await db.execute<{
    category: Category | null;
    sex: Sex | null;
    months: number | null;
    n: number;
  }>(sql`
      select ${categoryOf(today)} as category, a.sex, ${ageOf(today)} as months,
             sum(a.n)::int as n
      from (
        select a.sex, a.birth_date, a.breeder, a.calvings, a.category_override, count(*) as n
        from animals a
        where a.farm_id = ${farmId} and a.status = 'active'
        group by 1, 2, 3, 4, 5
      ) a
      group by 1, 2, 3
    `);
  const empty = () => ({ '0-12': 0, '13-24': 0, '25-36': 0, '36+': 0, unknown: 0 });
  const counts: Omit<HerdCounts, 'herd'> = {
    active: 0,
    byCategory: {},
    gta: { M: empty(), F: empty() },
    sexUnknown: 0,
  };
  for (const row of rows) {
    const n = Number(row.n);
    counts.active += n;
    const category = row.category ?? 'Sem categoria';
    counts.byCategory[category] = (counts.byCategory[category] ?? 0) + n;
    // A GTA needs the sex: animals without it are counted apart (decision 039).
    if (row.sex !== 'M' && row.sex !== 'F') {
      counts.sexUnknown += n;
      continue;
    }
    const band = row.months === null ? 'unknown' : gtaBand(Number(row.months));
    counts.gta[row.sex][band] += n;
  }
  return counts;
}
