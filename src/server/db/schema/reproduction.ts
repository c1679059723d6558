import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { animals } from './herd';
import {
  createdAt,
  farmKey,
  farmReference,
  farmRowKey,
  idempotencyKey,
  keyedRecordKeys,
  keyedRecordTable,
  recordColumns,
  undoColumns,
  updatedAt,
} from './record-columns';

/*
 * The reproduction records ('Reprodução', issue 41, decision 067): breeding seasons and the
 * females exposed in them (with each one's state, kept by the writes), the semen list, IATF
 * protocols and batches, and one table of records (services, checks, abortions, weanings).
 */

/** 'Estação de monta'. */
export const breedingSeasons = keyedRecordTable(
  'breeding_seasons',
  {
    name: text('name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
  },
  (t) => [index('breeding_seasons_farm_starts_idx').on(t.farmId, t.startsOn)],
);

/**
 * A female exposed in a season, with her state there (domain/reproduction/status.ts), written in
 * the transaction of each record that changes it, so the season's lists and counts are plain
 * indexed SQL. `calved_on` is kept by animal_events' trigger (migration 0026): her first calving
 * after `calved_after` (her pregnancy's service).
 */
export const seasonExposures = pgTable(
  'season_exposures',
  {
    ...recordColumns(),
    seasonId: uuid('season_id').notNull(),
    animalId: uuid('animal_id').notNull(),
    /** 'cow', 'heifer', 'primiparous': her group when exposed. */
    femaleGroup: text('female_group').notNull(),
    /** 'empty', 'inseminated', 'covered', 'pregnant' ('calved' and 'cull' are read on top). */
    status: text('status').notNull().default('empty'),
    lastServiceId: uuid('last_service_id'),
    lastServiceKind: text('last_service_kind'),
    lastServiceOn: date('last_service_on', { mode: 'string' }),
    lastServiceEndsOn: date('last_service_ends_on', { mode: 'string' }),
    lastServiceSire: text('last_service_sire'),
    lastServiceInseminator: text('last_service_inseminator'),
    lastDiagnosisOn: date('last_diagnosis_on', { mode: 'string' }),
    lastDiagnosisResult: text('last_diagnosis_result'),
    lastGestationDays: integer('last_gestation_days'),
    /** A conclusive check after her last service: 'Diagnosticadas', not 'A diagnosticar'. */
    diagnosed: boolean('diagnosed').notNull().default(false),
    pregnancyServiceId: uuid('pregnancy_service_id'),
    expectedFrom: date('expected_from', { mode: 'string' }),
    expectedTo: date('expected_to', { mode: 'string' }),
    /** While pregnant: the day after which a calving closes the pregnancy. */
    calvedAfter: date('calved_after', { mode: 'string' }),
    calvedOn: date('calved_on', { mode: 'string' }),
    /** Her season before this one, and whether she ended it 'Vazia'. */
    previousSeasonId: uuid('previous_season_id'),
    previousEmpty: boolean('previous_empty').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    farmKey('season_exposures', t),
    uniqueIndex('season_exposures_farm_season_animal_key').on(t.farmId, t.seasonId, t.animalId),
    index('season_exposures_farm_season_status_idx').on(t.farmId, t.seasonId, t.status),
    index('season_exposures_farm_animal_idx').on(t.farmId, t.animalId),
    // 'A diagnosticar': served, not checked since.
    index('season_exposures_to_diagnose_idx')
      .on(t.farmId, t.seasonId, t.lastServiceOn)
      .where(sql`not ${t.diagnosed} and ${t.lastServiceOn} is not null`),
    farmReference('season_exposures_season_id_fk', t, t.seasonId, breedingSeasons).onDelete(
      'cascade',
    ),
    farmReference('season_exposures_animal_id_fk', t, t.animalId, animals).onDelete('cascade'),
  ],
);

/** 'Sêmen': touro, raça, central; one per bull's name in a farm. */
export const semen = pgTable(
  'semen',
  {
    ...recordColumns(),
    bull: text('bull').notNull(),
    breed: text('breed'),
    center: text('center'),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
  },
  (t) => [
    ...keyedRecordKeys('semen', t),
    uniqueIndex('semen_farm_bull_key').on(t.farmId, sql`lower(${t.bull})`),
  ],
);

/** An IATF protocol: its named steps (domain ProtocolStep[]). */
export const iatfProtocols = keyedRecordTable('iatf_protocols', {
  name: text('name').notNull(),
  steps: jsonb('steps').notNull(),
  /** One of SEEDED_PROTOCOLS, not edited yet. */
  seeded: boolean('seeded').notNull().default(false),
});

/** A farm's reproduction set-up: when its protocols were seeded (first caller wins). */
export const farmReproduction = pgTable('farm_reproduction', {
  farmId: farmRowKey(),
  createdAt: createdAt(),
});

/** 'Lote de IATF': a protocol started on D0 for females of a season; its steps as they were. */
export const iatfBatches = pgTable(
  'iatf_batches',
  {
    ...recordColumns(),
    seasonId: uuid('season_id').notNull(),
    protocolId: uuid('protocol_id').notNull(),
    protocolName: text('protocol_name').notNull(),
    name: text('name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    steps: jsonb('steps').notNull(),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
  },
  (t) => [
    ...keyedRecordKeys('iatf_batches', t),
    index('iatf_batches_farm_season_idx').on(t.farmId, t.seasonId, t.startsOn),
    farmReference('iatf_batches_season_id_fk', t, t.seasonId, breedingSeasons).onDelete('cascade'),
    farmReference('iatf_batches_protocol_id_fk', t, t.protocolId, iatfProtocols).onDelete(
      'restrict',
    ),
  ],
);

/** The females of a 'Lote de IATF'. */
export const iatfBatchAnimals = pgTable(
  'iatf_batch_animals',
  {
    farmId: text('farm_id').notNull(),
    batchId: uuid('batch_id').notNull(),
    animalId: uuid('animal_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'iatf_batch_animals_pkey', columns: [t.farmId, t.batchId, t.animalId] }),
    index('iatf_batch_animals_farm_animal_idx').on(t.farmId, t.animalId),
    farmReference('iatf_batch_animals_batch_id_fk', t, t.batchId, iatfBatches).onDelete('cascade'),
    farmReference('iatf_batch_animals_animal_id_fk', t, t.animalId, animals).onDelete('cascade'),
  ],
);

/**
 * One record of the module (REPRO_EVENT_KINDS): a service, a check, an abortion, a weaning. Many
 * females (or calves) at once share `group_id`; never deleted, undone with a reason.
 */
export const reproductionEvents = pgTable(
  'reproduction_events',
  {
    ...recordColumns(),
    animalId: uuid('animal_id').notNull(),
    /** The season she was exposed in on the record's day, if any (weanings: none). */
    seasonId: uuid('season_id'),
    /** The 'Lote de IATF' an insemination closes. */
    batchId: uuid('batch_id'),
    kind: text('kind').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    groupId: uuid('group_id').notNull(),
    details: jsonb('details').notNull().default({}),
    ...undoColumns(),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
  },
  (t) => [
    farmKey('reproduction_events', t),
    uniqueIndex('reproduction_events_farm_key_animal_key').on(
      t.farmId,
      t.idempotencyKey,
      t.animalId,
    ),
    index('reproduction_events_farm_animal_date_idx').on(t.farmId, t.animalId, t.eventDate),
    index('reproduction_events_farm_season_kind_idx').on(t.farmId, t.seasonId, t.kind),
    index('reproduction_events_farm_group_idx').on(t.farmId, t.groupId),
    // /api/v1's keyset pages of a farm's records, by entry: (created_at, id).
    index('reproduction_events_farm_created_idx').on(t.farmId, t.createdAt, t.id),
    index('reproduction_events_farm_batch_idx')
      .on(t.farmId, t.batchId)
      .where(sql`${t.batchId} is not null`),
    farmReference('reproduction_events_animal_id_fk', t, t.animalId, animals).onDelete('cascade'),
    farmReference('reproduction_events_season_id_fk', t, t.seasonId, breedingSeasons).onDelete(
      'cascade',
    ),
    farmReference('reproduction_events_batch_id_fk', t, t.batchId, iatfBatches).onDelete('cascade'),
  ],
);
