import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../farm-records/tx';
import { animalEvents, animals, lots } from '../../db/schema';
import { eidTaken, invalid, notFound, tagTaken } from './rows';

/*
 * The pieces every herd write is made of, besides the farm's write transaction (farm-records):
 * the checks of decision 036 and the inserts.
 */

export type AnimalRecord = typeof animals.$inferSelect;
export type NewAnimal = typeof animals.$inferInsert;
export type NewEvent = typeof animalEvents.$inferInsert;

/** The events a request with this key already made on the farm (a replay), oldest first. */
export function eventsOfKey(tx: Tx, farmId: string, key: string | null) {
  if (!key) return Promise.resolve([]);
  return tx
    .select({
      animalId: animalEvents.animalId,
      kind: animalEvents.kind,
      groupId: animalEvents.groupId,
    })
    .from(animalEvents)
    .where(and(eq(animalEvents.farmId, farmId), eq(animalEvents.idempotencyKey, key)))
    .orderBy(animalEvents.createdAt, animalEvents.id);
}

/** The farm's animals of `ids` (removed ones are not found): 404 when any is missing. */
export async function loadAnimals(tx: Tx, farmId: string, ids: string[], message?: string) {
  const rows: AnimalRecord[] = [];
  for (let i = 0; i < ids.length; i += 1000) {
    rows.push(
      ...(await tx
        .select()
        .from(animals)
        .where(
          and(
            eq(animals.farmId, farmId),
            inArray(animals.id, ids.slice(i, i + 1000)),
            ne(animals.status, 'removed'),
          ),
        )),
    );
  }
  if (rows.length !== ids.length) throw notFound(message);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!);
}

/** A lot of the farm, or a 400 on `field`. Gives its name. */
export async function lotName(tx: Tx, farmId: string, lotId: string | null, field = 'lotId') {
  if (!lotId) return null;
  const [row] = await tx
    .select({ name: lots.name })
    .from(lots)
    .where(and(eq(lots.farmId, farmId), eq(lots.id, lotId)));
  if (!row) throw invalid({ [field]: 'Lote não encontrado.' });
  return row.name;
}

/** 409 TAG_TAKEN when an active animal of the farm (other than `except`) has one of `tags`. */
export async function assertTagsFree(
  tx: Tx,
  farmId: string,
  tags: string[],
  except: string[] = [],
) {
  for (let i = 0; i < tags.length; i += 1000) {
    const { rows } = await tx.execute<{ tag: string }>(sql`
      select tag from animals
      where farm_id = ${farmId} and status = 'active'
        and tag = any(${sql.param(tags.slice(i, i + 1000))}::text[])
        and not (id = any(${sql.param(except)}::uuid[]))
      order by tag limit 1
    `);
    if (rows[0]) throw tagTaken(rows[0].tag);
  }
}

/** 409 EID_TAKEN when an animal of the farm (not removed, other than `except`) has `eids`. */
export async function assertEidsFree(
  tx: Tx,
  farmId: string,
  eids: (string | null)[],
  except: string[] = [],
) {
  const wanted = eids.filter((e): e is string => !!e);
  if (wanted.length === 0) return;
  const { rows } = await tx.execute<{ eid: string }>(sql`
    select eid from animals
    where farm_id = ${farmId} and status <> 'removed'
      and eid = any(${sql.param(wanted)}::text[])
      and not (id = any(${sql.param(except)}::uuid[]))
    limit 1
  `);
  if (rows[0]) throw eidTaken(rows[0].eid);
}

/** Animals that enter the farm's herd: their brincos and EIDs are free there (409 if not). */
export async function assertIdentitiesFree(
  tx: Tx,
  farmId: string,
  entering: readonly { tag: string; eid: string | null }[],
) {
  await assertTagsFree(
    tx,
    farmId,
    entering.map((a) => a.tag),
  );
  await assertEidsFree(
    tx,
    farmId,
    entering.map((a) => a.eid),
  );
}

/**
 * Inserts animals registered on `registeredOn` (the request's São Paulo today: the sanitary
 * calendar's 'Histórico anterior ao cadastro' reads it, decision 063), 500 rows a statement
 * (PostgreSQL's 65,535 parameters).
 */
export async function insertAnimals(tx: Tx, rows: NewAnimal[], registeredOn: string) {
  const made: AnimalRecord[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    made.push(
      ...(await tx
        .insert(animals)
        .values(rows.slice(i, i + 500).map((r) => ({ registeredOn, ...r })))
        .returning()),
    );
  }
  return made;
}

export async function insertEvents(tx: Tx, rows: NewEvent[]) {
  for (let i = 0; i < rows.length; i += 1000) {
    await tx.insert(animalEvents).values(rows.slice(i, i + 1000));
  }
}

/**
 * 400 on `date` when it comes before an animal's birth or entry into the farm ('A data não pode
 * ser antes da entrada do animal 123').
 */
export function assertAfterEntry(list: AnimalRecord[], date: string, field = 'date') {
  for (const a of list) {
    if (a.birthDate && date < a.birthDate) {
      throw invalid({ [field]: `A data não pode ser antes do nascimento do animal ${a.tag}` });
    }
    if (a.entryDate && date < a.entryDate) {
      throw invalid({ [field]: `A data não pode ser antes da entrada do animal ${a.tag}` });
    }
  }
}
