import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { animals } from './herd';
import { farmId, farmRowKey } from './record-columns';

/** An animal's first and last weighing (kg) and how many it has, in a farm or in a lot. */
const weighingSpan = () => ({
  weighings: integer('weighings').notNull(),
  firstDate: date('first_date', { mode: 'string' }).notNull(),
  /** kg */
  firstWeight: numeric('first_weight', { mode: 'number' }).notNull(),
  lastDate: date('last_date', { mode: 'string' }).notNull(),
  /** kg */
  lastWeight: numeric('last_weight', { mode: 'number' }).notNull(),
});

/**
 * One row per animal of a farm (an animal id on one farm): its first and last weighing (by date,
 * then entry order) and how many it has — kept by statement triggers on `weighings` (migration
 * 0014, decision 030), so the dashboard's average daily gain and a per-animal summary cost one
 * row per animal, not one per weighing. Never written by the app.
 */
export const animalSummaries = pgTable(
  'animal_summaries',
  {
    farmId: farmId(),
    animalId: text('animal_id').notNull(),
    ...weighingSpan(),
    /** kg/day between the first and the last weighing; null when they share a date. */
    dailyGain: numeric('daily_gain', { mode: 'number' }).generatedAlwaysAs(
      sql`case when last_date > first_date
          then (last_weight - first_weight) / (last_date - first_date) end`,
    ),
  },
  (t) => [
    primaryKey({ name: 'animal_summaries_pkey', columns: [t.farmId, t.animalId] }),
    // A search by the start of an id, whatever the database's collation.
    index('animal_summaries_farm_animal_pattern_idx').on(t.farmId, sql`animal_id text_pattern_ops`),
  ],
);

/**
 * Per farm, the sum of its animals' daily gains and how many animals have one (daily_gain not
 * null), kept with animal_summaries by the same triggers: the dashboard's average is one row.
 */
export const farmGainTotals = pgTable('farm_gain_totals', {
  farmId: farmRowKey(),
  gainSum: numeric('gain_sum', { mode: 'number' }).notNull(),
  animals: integer('animals').notNull(),
});

/**
 * One row per animal of each lot (the weighings that name the lot): its first and last weighing
 * in the lot and how many, kept by the same triggers (migration 0016): a page of lots' figures
 * reads one row per animal, not every weighing of the lots.
 */
export const lotAnimalSummaries = pgTable(
  'lot_animal_summaries',
  {
    farmId: farmId(),
    batchId: uuid('batch_id').notNull(),
    animalId: text('animal_id').notNull(),
    ...weighingSpan(),
  },
  (t) => [
    primaryKey({
      name: 'lot_animal_summaries_pkey',
      columns: [t.farmId, t.batchId, t.animalId],
    }),
  ],
);

/**
 * Per farm, its registry's heads as the dashboard counts them: active animals of known sex
 * (decision 042), moved by statement triggers on `animals` by the difference each statement
 * makes (migration 0020), so the dashboard's herd figure is one row, whatever the herd's size.
 * Never written by the app.
 */
export const farmHerdHeads = pgTable('farm_herd_heads', {
  farmId: farmRowKey(),
  heads: integer('heads').notNull(),
});

/**
 * One row per registered animal that has weighings (under its brinco or its EID): every weighing's
 * date and kg in order (by date, then entry order), and its daily gain from the first to the
 * last — kept by triggers on `weighings` and `animals` (migration 0031). An animal's weight on any
 * day is then read from its own row (the last date up to the day, by binary search:
 * `width_bucket`), so a farm's stocking on a day (issue 42 item 8) costs one row per animal, not a
 * probe into the weighings per animal. Never written by the app.
 */
export const animalWeights = pgTable(
  'animal_weights',
  {
    farmId: farmId(),
    animalId: uuid('animal_id').notNull(),
    dates: date('dates', { mode: 'string' }).array().notNull(),
    /** kg, in the order of `dates` */
    kgs: doublePrecision('kgs').array().notNull(),
    /** kg/day between the first and the last weighing; null when they share a date. */
    dailyGain: doublePrecision('daily_gain').generatedAlwaysAs(
      sql`case when dates[cardinality(dates)] > dates[1]
          then (kgs[cardinality(kgs)] - kgs[1]) / (dates[cardinality(dates)] - dates[1]) end`,
    ),
  },
  (t) => [
    primaryKey({ name: 'animal_weights_pkey', columns: [t.farmId, t.animalId] }),
    foreignKey({
      name: 'animal_weights_animal_fk',
      columns: [t.farmId, t.animalId],
      foreignColumns: [animals.farmId, animals.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One row per registered animal: what a farm's stocking (issue 42 item 8) and its herd's kg
 * (issue 43 item 8) read of it — where it is, its lot, what its category and presence come from,
 * and its weighings (animal_weights' arrays, null when it has none) — in one narrow row, kept by
 * triggers on `animals` and `animal_weights` (migration 0039, decision 082). A farm's sums then
 * read one table of short rows instead of joining the wide animals (30 columns deformed per row)
 * to their weighings. Never written by the app.
 */
export const animalStock = pgTable(
  'animal_stock',
  {
    farmId: farmId(),
    animalId: uuid('animal_id').notNull(),
    paddockId: uuid('paddock_id'),
    lotId: uuid('lot_id'),
    birthDate: date('birth_date', { mode: 'string' }),
    exitDate: date('exit_date', { mode: 'string' }),
    /** Since when it is in the herd: its entry, else its birth, registration or creation. */
    since: date('since', { mode: 'string' }).notNull(),
    calvings: integer('calvings').notNull(),
    breeder: boolean('breeder').notNull(),
    sex: text('sex'),
    status: text('status').notNull(),
    origin: text('origin'),
    categoryOverride: text('category_override'),
    dailyGain: doublePrecision('daily_gain'),
    dates: date('dates', { mode: 'string' }).array(),
    /** kg, in the order of `dates` */
    kgs: doublePrecision('kgs').array(),
  },
  (t) => [
    primaryKey({ name: 'animal_stock_pkey', columns: [t.farmId, t.animalId] }),
    // The animals of some paddocks now (a paddock's figures).
    index('animal_stock_farm_paddock_idx')
      .on(t.farmId, t.paddockId)
      .where(sql`${t.paddockId} is not null`),
    foreignKey({
      name: 'animal_stock_animal_fk',
      columns: [t.farmId, t.animalId],
      foreignColumns: [animals.farmId, animals.id],
    }).onDelete('cascade'),
  ],
);
