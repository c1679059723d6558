import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { lots } from './lots';
import {
  createdAt,
  farmKey,
  idempotencyKey,
  keyedRecordKeys,
  keyedWriteColumns,
  recordColumns,
  undoColumns,
} from './record-columns';

/*
 * The herd registry ('Rebanho', issue 25, decisions 036 and 038): the animals of a farm, the
 * events of their lives and the history of their edits. The category is derived in SQL by
 * animal_category(...) (migration 0017), the same rule as src/domain/herd/category.ts.
 */

/** One animal of a farm. Status 'removed' is an entry (purchase, birth) undone: never shown. */
export const animals = pgTable(
  'animals',
  {
    ...recordColumns(),
    /** The visual ear tag ('brinco'): unique among the farm's active animals. */
    tag: text('tag').notNull(),
    /** 15 digits (ISO 11784/11785), unique in the farm. */
    eid: text('eid'),
    sisbov: text('sisbov'),
    name: text('name'),
    /**
     * 'M' or 'F'; null for an animal registered from its weighings (migration 0018, decision
     * 039), whose sex nobody said yet.
     */
    sex: text('sex'),
    breed: text('breed'),
    birthDate: date('birth_date', { mode: 'string' }),
    /** The birth date was estimated from an age in months. */
    birthEstimated: boolean('birth_estimated').notNull().default(false),
    /** A breeding male ('Touro'). */
    breeder: boolean('breeder').notNull().default(false),
    categoryOverride: text('category_override'),
    coat: text('coat'),
    /** The mother, an animal of the same farm; cleared if she is ever deleted. */
    motherId: uuid('mother_id'),
    /**
     * Her calves recorded (animals naming her as mother, not removed), kept by a trigger
     * (migration 0017): a cow is 'Vaca' from her first calving.
     */
    calvings: integer('calvings').notNull().default(0),
    father: text('father'),
    /** A lot of the same farm; deleting the lot clears lot_id only. */
    lotId: uuid('lot_id'),
    /** 'Pasto' as the herd's forms and files name it; kept equal to its paddock's name. */
    pasture: text('pasture'),
    /** The paddock the animal is in (its open stay), kept by moves and migration 0029's trigger. */
    paddockId: uuid('paddock_id'),
    /** 'born' or 'bought'. */
    origin: text('origin'),
    entryDate: date('entry_date', { mode: 'string' }),
    /** active, sold, dead, transferred, removed. */
    status: text('status').notNull().default('active'),
    exitDate: date('exit_date', { mode: 'string' }),
    /**
     * The last day of the longest withdrawal period ('carência') the animal is in, from its
     * applications not undone; kept by health_applications' trigger (migration 0019).
     */
    withdrawalUntil: date('withdrawal_until', { mode: 'string' }),
    notes: text('notes'),
    /**
     * São Paulo's day the animal was registered (the request's today, decision 063); null for the
     * rows made before it, read as `created_at`'s day. A first dose due before it is the
     * sanitary calendar's 'Histórico anterior ao cadastro', not overdue.
     */
    registeredOn: date('registered_on', { mode: 'string' }),
    ...keyedWriteColumns(),
  },
  (t) => [
    ...keyedRecordKeys('animals', t),
    uniqueIndex('animals_farm_active_tag_key')
      .on(t.farmId, t.tag)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex('animals_farm_eid_key')
      .on(t.farmId, t.eid)
      .where(sql`${t.eid} is not null and ${t.status} <> 'removed'`),
    // An EID's animal whatever its status: the weighings' triggers find the animals a weighing
    // names by it (migration 0036); the key above leaves the removed ones out.
    index('animals_farm_eid_idx')
      .on(t.farmId, t.eid)
      .where(sql`${t.eid} is not null`),
    // The list's keyset sorts (by status, then the key), and a brinco's prefix.
    index('animals_farm_status_tag_idx').on(t.farmId, t.status, t.tag, t.id),
    // Lists by brinco over every status (a season's females, issue 41 item 11): read in order.
    index('animals_farm_tag_id_idx').on(t.farmId, t.tag, t.id),
    // Age going up is birth going down; an unknown birth sorts as the youngest.
    index('animals_farm_status_age_idx').on(
      t.farmId,
      t.status,
      sql`coalesce(birth_date, '9999-12-31'::date)`,
      t.tag,
      t.id,
    ),
    index('animals_farm_tag_pattern_idx').on(t.farmId, sql`tag text_pattern_ops`),
    index('animals_farm_mother_idx').on(t.farmId, t.motherId),
    index('animals_farm_lot_idx').on(t.farmId, t.lotId),
    index('animals_farm_paddock_idx').on(t.farmId, t.paddockId),
    foreignKey({
      name: 'animals_mother_id_animals_id_fk',
      columns: [t.farmId, t.motherId],
      foreignColumns: [t.farmId, t.id],
    }).onDelete('set null'),
    // Migration 0017 says `SET NULL (lot_id)`, which Drizzle cannot state.
    foreignKey({
      name: 'animals_lot_id_lots_id_fk',
      columns: [t.farmId, t.lotId],
      foreignColumns: [lots.farmId, lots.id],
    }).onDelete('set null'),
  ],
);

/**
 * One event of one animal's life (birth, calving, entry, purchase, sale, death, transfer). A
 * many-animal event is one row per animal sharing `group_id`; it is never deleted, only undone.
 * The `Idempotency-Key` of the request is on each of its rows (unique per animal).
 */
export const animalEvents = pgTable(
  'animal_events',
  {
    ...recordColumns(),
    animalId: uuid('animal_id').notNull(),
    kind: text('kind').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    groupId: uuid('group_id').notNull(),
    details: jsonb('details').notNull().default({}),
    ...undoColumns(),
    idempotencyKey: idempotencyKey(),
    /**
     * The `Idempotency-Key` of the undo that undid the row (decision 063): a repeated undo
     * answers as the first did.
     */
    undoKey: text('undo_key'),
    createdAt: createdAt(),
  },
  (t) => [
    farmKey('animal_events', t),
    index('animal_events_farm_undo_key_idx')
      .on(t.farmId, t.undoKey)
      .where(sql`${t.undoKey} is not null`),
    index('animal_events_farm_animal_date_idx').on(t.farmId, t.animalId, t.eventDate),
    index('animal_events_farm_group_idx').on(t.farmId, t.groupId),
    // An animal's last sale, and its last purchase or entry, standing ('@ produzidas' weighs
    // what left and came in at it): probes that read no other event of the animal, each its own
    // kind's (one index for the three read a sale before the purchase it looked for, and back).
    index('animal_events_farm_animal_sale_idx')
      .on(t.farmId, t.animalId, t.eventDate, t.createdAt)
      .where(sql`${t.undoneAt} is null and ${t.kind} = 'sale'`),
    index('animal_events_farm_animal_entry_idx')
      .on(t.farmId, t.animalId, t.eventDate, t.createdAt)
      .where(sql`${t.undoneAt} is null and ${t.kind} in ('purchase', 'entry')`),
    // The sales and purchases waiting for their price ('Preço a informar', decision 061): few
    // rows, so the dashboard counts them without reading the farm's events.
    index('animal_events_unpriced_idx')
      .on(t.farmId, t.eventDate)
      .where(
        sql`${t.kind} in ('sale', 'purchase') and ${t.undoneAt} is null and (${t.details} ->> 'price') is null`,
      ),
    uniqueIndex('animal_events_farm_key_animal_key').on(t.farmId, t.idempotencyKey, t.animalId),
    foreignKey({
      name: 'animal_events_animal_id_animals_id_fk',
      columns: [t.farmId, t.animalId],
      foreignColumns: [animals.farmId, animals.id],
    }).onDelete('cascade'),
  ],
);

/** What an edit of an animal changed: [{ field, from, to }], who and when. */
export const animalChanges = pgTable(
  'animal_changes',
  {
    ...recordColumns(),
    animalId: uuid('animal_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changes: jsonb('changes').notNull(),
  },
  (t) => [
    farmKey('animal_changes', t),
    index('animal_changes_farm_animal_idx').on(t.farmId, t.animalId, t.changedAt),
    foreignKey({
      name: 'animal_changes_animal_id_animals_id_fk',
      columns: [t.farmId, t.animalId],
      foreignColumns: [animals.farmId, animals.id],
    }).onDelete('cascade'),
  ],
);
