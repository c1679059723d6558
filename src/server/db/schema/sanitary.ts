import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { farms } from './farms';
import { animals } from './herd';
import { lots } from './lots';
import {
  amount,
  createdAt,
  farmKey,
  farmRowKey,
  idempotencyKey,
  keyedRecordTable,
  optionalAmount,
  recordColumns,
  undoColumns,
} from './record-columns';

/*
 * The sanitary records ('Sanidade', issue 26, decision 044): the farm's products, the protocols
 * of its calendar, the applications to animals, and what the due lists and reminders keep.
 */

/** 'Produtos sanitários'. */
export const sanitaryProducts = keyedRecordTable(
  'sanitary_products',
  {
    name: text('name').notNull(),
    /** 'Vacina', 'Vermífugo', 'Antibiótico', 'Carrapaticida', 'Anti-inflamatório', 'Outro'. */
    type: text('type').notNull(),
    /** 'Carência para abate (dias)'. */
    withdrawalDays: integer('withdrawal_days').notNull(),
    /** 'mL', 'dose', 'g'. */
    doseUnit: text('dose_unit').notNull(),
    /** R$ per dose unit, when given. */
    pricePerDose: optionalAmount('price_per_dose'),
    /** 'B19' or 'RB51' for a brucellosis vaccine (the semester proof). */
    brucellosis: text('brucellosis'),
    /** A suggested example (its key) whose withdrawal days the producer has not confirmed. */
    suggestion: text('suggestion'),
    suggested: boolean('suggested').notNull().default(false),
  },
  (t) => [index('sanitary_products_farm_name_idx').on(t.farmId, t.name)],
);

/** 'Calendário sanitário': what a farm gives, to whom, when (domain/sanitary/due.ts). */
export const sanitaryProtocols = keyedRecordTable(
  'sanitary_protocols',
  {
    name: text('name').notNull(),
    productId: uuid('product_id').notNull(),
    sex: text('sex'),
    minAgeMonths: integer('min_age_months'),
    maxAgeMonths: integer('max_age_months'),
    category: text('category'),
    lotId: uuid('lot_id'),
    firstAtAgeMonths: integer('first_at_age_months'),
    boosterDays: integer('booster_days'),
    everyDays: integer('every_days'),
    /** Chosen months, 1–12, ascending; null when the protocol is not by month. */
    months: integer('months').array(),
    active: boolean('active').notNull().default(true),
    notes: text('notes'),
    suggested: boolean('suggested').notNull().default(false),
    /** The day the farm began to keep it: nothing falls due before it but by age. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'sanitary_protocols_product_id_fk',
      columns: [t.farmId, t.productId],
      foreignColumns: [sanitaryProducts.farmId, sanitaryProducts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sanitary_protocols_lot_id_fk',
      columns: [t.farmId, t.lotId],
      foreignColumns: [lots.farmId, lots.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One application of a product to one animal ('Registrar aplicação'); many animals at once share
 * `group_id`. Never deleted: undone with a reason, as the herd's events.
 */
export const sanitaryApplications = pgTable(
  'sanitary_applications',
  {
    ...recordColumns(),
    animalId: uuid('animal_id').notNull(),
    productId: uuid('product_id').notNull(),
    protocolId: uuid('protocol_id'),
    groupId: uuid('group_id').notNull(),
    appliedOn: date('applied_on', { mode: 'string' }).notNull(),
    dose: amount('dose'),
    doseUnit: text('dose_unit').notNull(),
    appliedBy: text('applied_by'),
    veterinarian: text('veterinarian'),
    /** The product's withdrawal from this day, inclusive; null when it has none. */
    withdrawalUntil: date('withdrawal_until', { mode: 'string' }),
    /** R$ of this dose at the product's price then; null without a price. */
    cost: optionalAmount('cost'),
    notes: text('notes'),
    /**
     * 'Antes do cadastro' (decision 063): a dose the animal had before it was registered, marked
     * from the calendar's 'Histórico anterior ao cadastro'. Its `applied_on` stands in for an
     * unknown day (the day before the registration); no cost, no withdrawal.
     */
    priorHistory: boolean('prior_history').notNull().default(false),
    ...undoColumns(),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
  },
  (t) => [
    farmKey('sanitary_applications', t),
    uniqueIndex('sanitary_applications_farm_key_animal_key').on(
      t.farmId,
      t.idempotencyKey,
      t.animalId,
    ),
    index('sanitary_applications_farm_date_idx').on(t.farmId, t.appliedOn, t.id),
    index('sanitary_applications_farm_animal_idx').on(t.farmId, t.animalId, t.appliedOn),
    index('sanitary_applications_farm_group_idx').on(t.farmId, t.groupId),
    foreignKey({
      name: 'sanitary_applications_animal_id_fk',
      columns: [t.farmId, t.animalId],
      foreignColumns: [animals.farmId, animals.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sanitary_applications_product_id_fk',
      columns: [t.farmId, t.productId],
      foreignColumns: [sanitaryProducts.farmId, sanitaryProducts.id],
    }).onDelete('restrict'),
  ],
);

/**
 * Per animal and product, the doses not undone: how many, the first and the last day. Kept by
 * sanitary_applications' statement triggers (migration 0019), read by the due lists.
 */
export const sanitaryDoseSummaries = pgTable(
  'sanitary_dose_summaries',
  {
    farmId: text('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    animalId: uuid('animal_id').notNull(),
    productId: uuid('product_id').notNull(),
    doses: integer('doses').notNull(),
    firstOn: date('first_on', { mode: 'string' }).notNull(),
    lastOn: date('last_on', { mode: 'string' }).notNull(),
    /** One of them is a dose before the registration (decision 063): it stands for the first ones. */
    prior: boolean('prior').notNull().default(false),
  },
  (t) => [
    primaryKey({
      name: 'sanitary_dose_summaries_pkey',
      columns: [t.farmId, t.productId, t.animalId],
    }),
  ],
);

/** A farm's sanitary set-up: when its suggested products and protocols were made. */
export const farmSanitary = pgTable('farm_sanitary', {
  farmId: farmRowKey(),
  createdAt: createdAt(),
});

/** Who turned the weekly sanitary e-mail off, per farm. */
export const sanitaryReminderOptOuts = pgTable(
  'sanitary_reminder_opt_outs',
  {
    farmId: text('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'sanitary_reminder_opt_outs_pkey', columns: [t.farmId, t.userId] })],
);

/** The weekly reminder of a farm, once per week (São Paulo's Monday), whatever the instances. */
export const sanitaryReminderWeeks = pgTable(
  'sanitary_reminder_weeks',
  {
    farmId: text('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    recipients: integer('recipients').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'sanitary_reminder_weeks_pkey', columns: [t.farmId, t.week] })],
);

/**
 * A farm's herd version: bumped by statement triggers whenever its animals, sanitary applications
 * or protocols change (migration 0019), so a due list computed at one version is reused until
 * the next (src/server/sanitary/store/due-cache.ts).
 */
export const farmHerdVersions = pgTable('farm_herd_versions', {
  farmId: farmRowKey(),
  version: integer('version').notNull().default(0),
  /** Bumped by statement triggers on weighings and lots (migration 0021): the figures' cache key. */
  figuresVersion: integer('figures_version').notNull().default(0),
  /**
   * Bumped by statement triggers on the typed inventory rows (migration 0025): with `version`, the
   * head count's cache key (decision 062).
   */
  stockVersion: integer('stock_version').notNull().default(0),
  /**
   * Bumped by statement triggers on the reproduction records, exposures and IATF batches
   * (migration 0028): with `version`, the season indicators' cache key (issue 41 item 11).
   */
  reproVersion: integer('repro_version').notNull().default(0),
  /**
   * Bumped by statement triggers on the paddocks, moves, stays, heights and pasture settings
   * (migration 0030): with `version` and `figures_version`, the paddocks' figures' cache key
   * (issue 42 item 8).
   */
  pastureVersion: integer('pasture_version').notNull().default(0),
  /**
   * Bumped by statement triggers on the finance entries and accounts (migration 0033): with the
   * others, the cash flow's and the year's figures' cache key (issue 43 item 8).
   */
  financeVersion: integer('finance_version').notNull().default(0),
});
