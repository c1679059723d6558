import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
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
  optionalAmount,
  recordColumns,
  undoColumns,
} from './record-columns';

/*
 * 'Pastos' (issue 42, decision 070): the paddocks, the moves of animals into them, each animal's
 * stays (one open at a time), the grass heights measured and the farm's typical weights.
 */

/** A paddock ('Pasto'); its name is unique in the farm, whatever the case. */
export const paddocks = keyedRecordTable(
  'paddocks',
  {
    name: text('name').notNull(),
    /** 'Área (ha)' as typed. */
    areaHa: optionalAmount('area_ha'),
    forage: text('forage').notNull(),
    /** 'continuous' or 'rotational'. */
    grazingMethod: text('grazing_method').notNull(),
    retiro: text('retiro'),
    capacityRainy: optionalAmount('capacity_rainy'),
    capacityDry: optionalAmount('capacity_dry'),
    /** 'Dias de descanso': the rest that makes it 'Pronto para entrada'. */
    restDays: integer('rest_days'),
    /** The imported boundary, [[lon, lat], …] closed; its geodesic area; and the screen's copy. */
    shape: jsonb('shape').$type<[number, number][]>(),
    shapeAreaHa: optionalAmount('shape_area_ha'),
    mapRing: jsonb('map_ring').$type<[number, number][]>(),
  },
  (t) => [
    uniqueIndex('paddocks_farm_name_key').on(t.farmId, sql`lower(${t.name})`),
    index('paddocks_farm_name_idx').on(t.farmId, t.name, t.id),
  ],
);

/** A move of animals (a lot, or picked ones) into a paddock on a day; undone, never deleted. */
export const paddockMoves = pgTable(
  'paddock_moves',
  {
    ...recordColumns(),
    paddockId: uuid('paddock_id').notNull(),
    movedOn: date('moved_on', { mode: 'string' }).notNull(),
    /** The lot moved (its name then, for the history), or null for animals picked. */
    lotId: uuid('lot_id'),
    lotName: text('lot_name'),
    heads: integer('heads').notNull(),
    /** Animal units moved (live weight ÷ 450 on the day). */
    units: numeric('units', { mode: 'number' }).notNull(),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
    ...undoColumns(),
  },
  (t) => [
    ...keyedRecordKeys('paddock_moves', t),
    index('paddock_moves_farm_paddock_idx').on(t.farmId, t.paddockId, t.movedOn),
    farmReference('paddock_moves_paddock_fk', t, t.paddockId, paddocks).onDelete('cascade'),
  ],
);

/**
 * An animal's stay in a paddock, from `entered_on` to `left_on` (null while in it): one open at a
 * time. Written by a move, or by migration 0029's trigger when the herd's 'Pasto' text changes
 * (`move_id` null). `weight_kg`: its live weight on entering, for the stay's UA.
 */
export const paddockStays = pgTable(
  'paddock_stays',
  {
    id: uuid('id').notNull().defaultRandom(),
    farmId: recordColumns().farmId,
    animalId: uuid('animal_id').notNull(),
    paddockId: uuid('paddock_id').notNull(),
    moveId: uuid('move_id'),
    enteredOn: date('entered_on', { mode: 'string' }).notNull(),
    leftOn: date('left_on', { mode: 'string' }),
    /** The move that ended it (an undo of that move opens it again). */
    leftMoveId: uuid('left_move_id'),
    weightKg: numeric('weight_kg', { mode: 'number' }),
  },
  (t) => [
    farmKey('paddock_stays', t),
    uniqueIndex('paddock_stays_farm_animal_open_key')
      .on(t.farmId, t.animalId)
      .where(sql`${t.leftOn} is null`),
    // Since when a paddock is occupied ('Ocupado há 5 dias'): its open stays' first entry.
    index('paddock_stays_farm_paddock_open_idx')
      .on(t.farmId, t.paddockId, t.enteredOn)
      .where(sql`${t.leftOn} is null`),
    // A paddock's stays, and its last exit ('Em descanso há 23 dias'): one probe per paddock.
    index('paddock_stays_farm_paddock_left_idx').on(t.farmId, t.paddockId, t.leftOn),
    // The stays on a day: a GiST index on (farm_id, daterange(entered_on, left_on)), made by
    // migration 0030 where the server has btree_gist (not declared here: drizzle-kit would
    // make it without the extension). The open ones: the unique index above.
    // A move's stays; with left_on, 'Histórico de ocupação' counts them from the index alone.
    index('paddock_stays_farm_move_idx').on(t.farmId, t.moveId, t.leftOn),
    index('paddock_stays_farm_animal_idx').on(t.farmId, t.animalId, t.enteredOn),
    farmReference('paddock_stays_paddock_fk', t, t.paddockId, paddocks).onDelete('cascade'),
    farmReference('paddock_stays_animal_fk', t, t.animalId, animals).onDelete('cascade'),
  ],
);

/** 'Registrar altura': the grass's height measured in a paddock. */
export const paddockHeights = pgTable(
  'paddock_heights',
  {
    ...recordColumns(),
    paddockId: uuid('paddock_id').notNull(),
    measuredOn: date('measured_on', { mode: 'string' }).notNull(),
    heightCm: numeric('height_cm', { mode: 'number' }).notNull(),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
  },
  (t) => [
    ...keyedRecordKeys('paddock_heights', t),
    index('paddock_heights_farm_paddock_idx').on(t.farmId, t.paddockId, t.measuredOn),
    farmReference('paddock_heights_paddock_fk', t, t.paddockId, paddocks).onDelete('cascade'),
  ],
);

/** The farm's typical live weight per category (kg) when it changed them from the defaults. */
export const pastureSettings = pgTable('pasture_settings', {
  farmId: farmRowKey(),
  typicalWeights: jsonb('typical_weights').$type<Record<string, number>>().notNull(),
});
