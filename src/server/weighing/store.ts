import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ImportItem } from '../../domain/import/scale-csv';
import type { AnimalFigures, HerdTotals } from '../../domain/records/weighing-pages';
import type { Db } from '../db/client';
import { insertOnce } from '../db/insert-once';
import { cursorAt } from '../db/keyset';
import { animalSummaries, weighings } from '../db/schema';

/** The list's key, newest first: weighing date, entry time (µs), id (cursor.ts writes it). */
export type WeighingKey = [string, string, string];
/** The summaries' key: the animal's id. */
export type AnimalKey = [string];

export type NewWeighing = typeof weighings.$inferInsert;

/** The prefix of an imported line's key in weighings.idempotency_key. */
export const IMPORT_KEY_PREFIX = 'import:';

/** The summaries' query: which animals, from which key on. */
export interface AnimalFilter {
  /** Part of the id, any case. */
  search?: string;
  /** Only this animal. */
  animalId?: string;
  /** Only the weighings of this lot. */
  lotId?: string;
  /** Only the animals now in this paddock ('Pastos', issue 42). */
  paddockId?: string;
  after?: AnimalKey;
  limit: number;
}

interface SummaryRow extends Record<string, unknown> {
  animal_id: string;
  weighings: number;
  first_date: string;
  last_date: string;
  first_weight: number;
  last_weight: number;
  days: number;
  daily_gain: number | null;
}

function toFigures(row: SummaryRow): AnimalFigures {
  const weighings = Number(row.weighings);
  const firstWeight = Number(row.first_weight);
  const lastWeight = Number(row.last_weight);
  return {
    animalId: row.animal_id,
    weighings,
    firstDate: row.first_date,
    lastDate: row.last_date,
    firstWeight,
    lastWeight,
    totalGain: lastWeight - firstWeight,
    days: Number(row.days),
    dailyGain: row.daily_gain === null ? null : Number(row.daily_gain),
  };
}

/** `text` as a LIKE pattern that finds it anywhere: its own %, _ and \\ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The conditions on animal_id of a figures query: one animal, part of the id, after a key. */
/** The ids (brinco or EID) weighings give the active animals now in a paddock. */
const inPaddock = (farmId: string, paddockId: string) => sql`animal_id in (
  select v.id from animals a cross join lateral (values (a.tag), (a.eid)) v(id)
  where a.farm_id = ${farmId} and a.paddock_id = ${paddockId}::uuid and a.status = 'active'
    and v.id is not null)`;

function animalConditions(farmId: string, filter: AnimalFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.paddockId) where.push(inPaddock(farmId, filter.paddockId));
  if (filter.animalId) where.push(sql`animal_id = ${filter.animalId}`);
  if (filter.search) where.push(sql`animal_id ilike ${containing(filter.search)}`);
  if (filter.after) where.push(sql`animal_id > ${filter.after[0]}`);
  return where;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Takes the farm's herd lock (decision 038) for the rest of the transaction: a weighing's write
 * registers its unknown ids, and registering in 'Rebanho' holds the same lock, so the two take
 * turns. Taken before the weighings are written (herd, then the summaries' lock of their
 * triggers): no herd write touches weighings, so the order never crosses.
 */
async function lockHerd(tx: Tx, farmId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${'herd:' + farmId}, 0))`);
}

/**
 * Registers an animal for each of `ids` that names no animal of the farm by brinco or EID
 * (register_weighed_animals, migration 0018, decision 039), so weighings and the registry never
 * drift. Call it after the weighings are written, holding the herd lock. Gives how many.
 */
async function registerWeighed(tx: Tx, farmId: string, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return 0;
  const { rows } = await tx.execute<{ n: number }>(
    sql`select register_weighed_animals(${farmId}, ${sql.param(unique)}::text[]) as n`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Which of `ids` (distinct) name no animal of the farm (not removed) by brinco or EID. */
async function unknownIds(db: Pick<Db, 'execute'>, farmId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const { rows } = await db.execute<{ id: string }>(sql`
    select t.id from unnest(${sql.param(unique)}::text[]) as t(id)
    where not exists (select 1 from animals a
                      where a.farm_id = ${farmId} and a.tag = t.id and a.status <> 'removed')
      and not exists (select 1 from animals a
                      where a.farm_id = ${farmId} and a.eid = t.id and a.status <> 'removed')
    order by t.id
  `);
  return rows.map((r) => r.id);
}

/** Every query of the weighings ('Controle de Pesagem'), the scale import and /api/v1. */
export function weighingStore(db: Db) {
  const order = [asc(weighings.weighingDate), asc(weighings.createdAt), asc(weighings.id)];

  /**
   * The figures of a farm's animals from animal_summaries (one row per animal, kept by triggers
   * on weighings: migration 0014, decision 030): a page reads `limit + 1` rows by the primary key
   * (farm_id, animal_id), and a search by part of an id uses its trigram index.
   */
  async function summaryFigures(farmId: string, filter: AnimalFilter) {
    const where = [sql`farm_id = ${farmId}`, ...animalConditions(farmId, filter)];
    const { rows } = await db.execute<SummaryRow>(sql`
      select animal_id, weighings, first_date::text, last_date::text,
             first_weight::float8, last_weight::float8, last_date - first_date as days,
             case when weighings < 2 then null
                  when last_date = first_date then 0
                  else daily_gain::float8
             end as daily_gain
      from ${animalSummaries}
      where ${sql.join(where, sql` and `)}
      order by animal_id
      limit ${filter.limit + 1}
    `);
    return rows.map(toFigures);
  }

  return {
    /** The farm's weighings by date, then by entry. */
    list(farmId: string) {
      return db
        .select()
        .from(weighings)
        .where(eq(weighings.farmId, farmId))
        .orderBy(...order);
    },
    /**
     * A page of the farm's weighings newest first (date, entry, id: the index
     * weighings (farm_id, weighing_date DESC, created_at DESC, id DESC)), after the key `after`;
     * `limit + 1` rows tell whether another page follows. Each row carries its key's created_at
     * to the microsecond (`cursorAt`), which a JS Date would round.
     */
    newestFirst(farmId: string, filter: { animalId?: string; after?: WeighingKey; limit: number }) {
      const where: SQL[] = [eq(weighings.farmId, farmId)];
      if (filter.animalId) where.push(eq(weighings.animalId, filter.animalId));
      if (filter.after) {
        const [date, at, id] = filter.after;
        where.push(
          sql`(${weighings.weighingDate}, ${weighings.createdAt}, ${weighings.id}) < (${date}::date, ${at}::timestamptz, ${id}::uuid)`,
        );
      }
      return db
        .select({
          row: weighings,
          cursorAt: cursorAt(weighings.createdAt),
        })
        .from(weighings)
        .where(and(...where))
        .orderBy(desc(weighings.weighingDate), desc(weighings.createdAt), desc(weighings.id))
        .limit(filter.limit + 1);
    },
    /**
     * Each animal's figures, computed by the database: count, first and last date and weight
     * (by date, then entry), days between and GMD (spec section 9: 0 over 0 days, none with one
     * weighing). By animal id, after `after`; `limit + 1` rows tell whether more follow. The
     * groups come in the order of the index (farm_id, animal_id, …), so a page reads its animals'
     * weighings only (a search by part of the id filters that index's entries).
     */
    async animalFigures(farmId: string, filter: AnimalFilter): Promise<AnimalFigures[]> {
      if (!filter.lotId) return summaryFigures(farmId, filter);
      const where = [
        sql`farm_id = ${farmId}`,
        sql`batch_id = ${filter.lotId}::uuid`,
        ...animalConditions(farmId, filter),
      ];
      const { rows } = await db.execute<SummaryRow>(sql`
        select animal_id, n as weighings, first_date::text, last_date::text,
               first_weight::float8, last_weight::float8, last_date - first_date as days,
               case when n < 2 then null
                    when last_date = first_date then 0
                    else (last_weight - first_weight)::float8 / (last_date - first_date)
               end as daily_gain
        from (
          select animal_id, count(*)::int as n,
                 min(weighing_date) as first_date, max(weighing_date) as last_date,
                 (array_agg(weight order by weighing_date, created_at, id))[1] as first_weight,
                 (array_agg(weight order by weighing_date desc, created_at desc, id desc))[1]
                   as last_weight
          from ${weighings}
          where ${sql.join(where, sql` and `)}
          group by animal_id
          order by animal_id
          limit ${filter.limit + 1}
        ) as figures
        order by animal_id
      `);
      return rows.map(toFigures);
    },
    /**
     * How many animals the herd (or a lot) has and the mean of their GMDs (those weighed at
     * least twice; 0 over 0 days as in the figures), over all of them: the herd from
     * animal_summaries (one row per animal), a lot from its weighings grouped by animal.
     */
    async herdTotals(
      farmId: string,
      filter: { lotId?: string; paddockId?: string },
    ): Promise<HerdTotals> {
      const paddock = filter.paddockId ? sql`and ${inPaddock(farmId, filter.paddockId)}` : sql``;
      const { rows } = await db.execute<{ animals: number; average_daily_gain: number | null }>(
        filter.lotId
          ? sql`
              select count(*)::int as animals,
                     avg(case when n < 2 then null
                              when last_date = first_date then 0
                              else (last_weight - first_weight) / (last_date - first_date)
                         end)::float8 as average_daily_gain
              from (
                select count(*) as n, min(weighing_date) as first_date,
                       max(weighing_date) as last_date,
                       (array_agg(weight order by weighing_date, created_at, id))[1]
                         as first_weight,
                       (array_agg(weight order by weighing_date desc, created_at desc, id desc))[1]
                         as last_weight
                from ${weighings}
                where farm_id = ${farmId} and batch_id = ${filter.lotId}::uuid ${paddock}
                group by animal_id
              ) as figures`
          : sql`
              select count(*)::int as animals,
                     avg(case when weighings < 2 then null
                              when last_date = first_date then 0
                              else daily_gain
                         end)::float8 as average_daily_gain
              from ${animalSummaries}
              where farm_id = ${farmId} ${paddock}`,
      );
      const row = rows[0];
      return {
        animals: Number(row?.animals ?? 0),
        averageDailyGain:
          row?.average_daily_gain === null || row?.average_daily_gain === undefined
            ? null
            : Number(row.average_daily_gain),
      };
    },
    /** One animal's latest `limit` weighings, oldest first. */
    async latestOf(farmId: string, animalId: string, limit: number) {
      const rows = await db
        .select()
        .from(weighings)
        .where(and(eq(weighings.farmId, farmId), eq(weighings.animalId, animalId)))
        .orderBy(desc(weighings.weighingDate), desc(weighings.createdAt), desc(weighings.id))
        .limit(limit);
      return rows.reverse();
    },
    /** The farm's weighing stored under a client's key, if any. */
    async byKey(farmId: string, key: string) {
      const [row] = await db
        .select()
        .from(weighings)
        .where(and(eq(weighings.farmId, farmId), eq(weighings.idempotencyKey, key)))
        .limit(1);
      return row;
    },
    /**
     * Stores a weighing once per idempotency key (insert-once.ts) and registers its animal when
     * no animal has its id (decision 039), in one transaction.
     */
    add(values: typeof weighings.$inferInsert) {
      return db.transaction(async (tx) => {
        await lockHerd(tx, values.farmId);
        const stored = await insertOnce(tx, weighings, values);
        if (!stored.replayed) await registerWeighed(tx, values.farmId, [stored.row.animalId]);
        return stored;
      });
    },
    /** Which of `ids` name no registered animal of the farm (by brinco or EID), sorted. */
    unknownIds(farmId: string, ids: string[]) {
      return unknownIds(db, farmId, ids);
    },
    /**
     * Many weighings in one statement (/api/v1 bulk): a key already stored adds nothing. Gives
     * each key's weighing id and the keys this call created.
     */
    async addMany(farmId: string, rows: (typeof weighings.$inferInsert)[]) {
      const idOfKey = new Map<string, string>();
      const created = new Set<string>();
      if (rows.length === 0) return { idOfKey, created };
      const keys = rows.map((r) => r.idempotencyKey!);
      await db.transaction(async (tx) => {
        await lockHerd(tx, farmId);
        const inserted = await tx
          .insert(weighings)
          .values(rows)
          .onConflictDoNothing({ target: [weighings.farmId, weighings.idempotencyKey] })
          .returning({
            id: weighings.id,
            key: weighings.idempotencyKey,
            animalId: weighings.animalId,
          });
        await registerWeighed(
          tx,
          farmId,
          inserted.map((row) => row.animalId),
        );
        for (const row of inserted) {
          idOfKey.set(row.key!, row.id);
          created.add(row.key!);
        }
        const missing = keys.filter((key) => !idOfKey.has(key));
        if (missing.length > 0) {
          const found = await tx
            .select({ id: weighings.id, key: weighings.idempotencyKey })
            .from(weighings)
            .where(and(eq(weighings.farmId, farmId), inArray(weighings.idempotencyKey, missing)));
          for (const row of found) idOfKey.set(row.key!, row.id);
        }
      });
      return { idOfKey, created };
    },
    /** Which of `keys` the farm already holds. */
    async storedKeys(farmId: string, keys: string[]): Promise<Set<string>> {
      const stored = new Set<string>();
      if (keys.length === 0) return stored;
      const rows = await db
        .select({ key: weighings.idempotencyKey })
        .from(weighings)
        .where(
          and(
            eq(weighings.farmId, farmId),
            sql`${weighings.idempotencyKey} = any(${sql.param(keys)}::text[])`,
          ),
        );
      for (const row of rows) if (row.key) stored.add(row.key);
      return stored;
    },
    /**
     * A scale file's new weighings in one statement, its columns as arrays (unnest): 5,000 rows
     * as 5 parameters, not 40,000; one statement is one transaction, all or none. Lines already
     * stored (their import key) add nothing. The ids no animal has are registered in the same
     * transaction (decision 039). Gives how many weighings were stored and animals registered.
     */
    async importMany(
      farmId: string,
      userId: string,
      batchId: string | null,
      fresh: ImportItem[],
    ): Promise<{ created: number; registered: number }> {
      if (fresh.length === 0) return { created: 0, registered: 0 };
      return db.transaction(async (tx) => {
        await lockHerd(tx, farmId);
        const { rows } = await tx.execute<{ animal_id: string }>(sql`
        insert into ${weighings}
          (farm_id, user_id, batch_id, animal_id, weighing_date, weight, notes, idempotency_key)
        select ${farmId}, ${userId}, ${batchId}::uuid, t.animal_id, t.weighing_date, t.weight,
               t.notes, t.idempotency_key
        from unnest(
          ${sql.param(fresh.map((w) => w.animalId))}::text[],
          ${sql.param(fresh.map((w) => w.weighingDate))}::date[],
          ${sql.param(fresh.map((w) => w.weight))}::numeric[],
          ${sql.param(fresh.map((w) => w.notes))}::text[],
          ${sql.param(fresh.map((w) => IMPORT_KEY_PREFIX + w.importKey))}::text[]
        ) as t(animal_id, weighing_date, weight, notes, idempotency_key)
        on conflict (farm_id, idempotency_key) do nothing
        returning animal_id
      `);
        const registered = await registerWeighed(
          tx,
          farmId,
          rows.map((r) => r.animal_id),
        );
        return { created: rows.length, registered };
      });
    },
  };
}

export type WeighingStore = ReturnType<typeof weighingStore>;
