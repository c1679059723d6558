import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { mayUndo, undoForbiddenMessage, type FarmRole } from '../../../domain/farms';
import type { HerdEventKind } from '../../../domain/herd/api';
import { partialUndoAllowed } from '../../../domain/herd/undo';
import type { Db } from '../../db/client';
import { animalEvents } from '../../db/schema';
import { AppError } from '../../errors';
import { assertRoomFor, herdTransaction, type Tx } from '../../farm-records';
import { invalid, notFound, pricedEvent, tagTaken } from './rows';
import { loadAnimals, type AnimalRecord } from './tx';

export const EVENT_NOT_FOUND = 'Evento não encontrado';
export const ANIMAL_NOT_IN_EVENT = 'Animal não encontrado neste evento';

const conflict = (message: string) => new AppError(409, 'UNDO_CONFLICT', message);

/** The brinco of the first animal with a later event not undone, outside `groupId`. */
async function laterEvent(
  tx: Tx,
  farmId: string,
  animalIds: string[],
  groupId: string,
  createdAt: Date,
) {
  const { rows } = await tx.execute<{ tag: string }>(sql`
    select a.tag from animal_events e
    join animals a on a.farm_id = e.farm_id and a.id = e.animal_id
    where e.farm_id = ${farmId} and e.animal_id = any(${sql.param(animalIds)}::uuid[])
      and e.group_id <> ${groupId}::uuid and e.undone_at is null and e.kind <> 'calving'
      and e.created_at > ${createdAt.toISOString()}::timestamptz
    order by a.tag limit 1
  `);
  return rows[0]?.tag;
}

/** Who undoes, where, when, and the request's Idempotency-Key (a repeat answers as the first). */
export interface UndoContext {
  farmId: string;
  ownerId: string;
  userId: string;
  role: FarmRole;
  now: Date;
  idempotencyKey: string | null;
}

/** What an undo did: the rows it marked undone and the animals they moved. */
export interface UndoResult {
  undone: number;
  animals: number;
  replayed: boolean;
}

/** The rows an earlier undo with this Idempotency-Key marked, as that undo answered. */
async function undoneWithKey(tx: Tx, farmId: string, key: string | null) {
  if (!key) return null;
  const { rows } = await tx.execute<{ undone: number; animals: number }>(sql`
    select count(*)::int as undone, count(*) filter (where kind <> 'calving')::int as animals
    from animal_events where farm_id = ${farmId} and undo_key = ${key}
  `);
  return rows[0] && rows[0].undone > 0
    ? { undone: rows[0].undone, animals: rows[0].animals, replayed: true }
    : null;
}

/**
 * Undoes an event entered by mistake (decision 038): the whole of it (every animal of a purchase,
 * sale or transfer; a birth's calf and its mother's calving), restoring what it changed, and marks
 * its rows undone with the reason. A sale or death: the animals are active again when their
 * brincos are free and the plan has room. A purchase, entry or birth: the animals leave as
 * 'removed' (shown nowhere), when nothing happened to them since. A transfer between lots and
 * pastures: back where they were. A transfer to another farm is not undone: transfer them back.
 * With `animalId`, only that animal leaves a sale, purchase or move of several (decision 063);
 * the others' rows, and their shares of the event's money, stay as they were.
 * 'Campo' undoes only what he entered, never a priced purchase or sale (403, decision 057).
 * Once per Idempotency-Key: a repeat answers as the first did and changes nothing.
 */
export function undoWrites(db: Db) {
  return {
    undo(
      ctx: UndoContext,
      eventId: string,
      input: { reason: string; animalId: string | null },
    ): Promise<UndoResult> {
      return herdTransaction(db, [ctx.farmId], async (tx) => {
        const replay = await undoneWithKey(tx, ctx.farmId, ctx.idempotencyKey);
        if (replay) return replay;
        const [event] = await tx
          .select()
          .from(animalEvents)
          .where(and(eq(animalEvents.farmId, ctx.farmId), eq(animalEvents.id, eventId)));
        if (!event) throw notFound(EVENT_NOT_FOUND);
        // Every row of an event is one request's: its author and price are the group's.
        const record = { authorId: event.userId, priced: pricedEvent(event.kind, event.details) };
        if (!mayUndo(ctx.role, ctx.userId, record)) {
          throw new AppError(403, 'ROLE_FORBIDDEN', undoForbiddenMessage(ctx.role));
        }
        if (event.undoneAt) throw conflict('Este evento já foi desfeito');
        const group = await tx
          .select()
          .from(animalEvents)
          .where(
            and(
              eq(animalEvents.farmId, ctx.farmId),
              eq(animalEvents.groupId, event.groupId),
              isNull(animalEvents.undoneAt),
            ),
          );
        if (group.some((e) => details(e).toFarmId || details(e).fromFarmId)) {
          throw conflict(
            'Uma transferência entre fazendas não pode ser desfeita: transfira os animais de volta',
          );
        }
        const whole = group.filter((e) => e.kind !== 'calving');
        const kind = whole[0]?.kind ?? event.kind;
        let moved = whole;
        if (input.animalId) {
          if (!partialUndoAllowed(kind as HerdEventKind, false)) {
            throw invalid({ animalId: 'Este evento não pode ser desfeito só para um animal' });
          }
          moved = whole.filter((e) => e.animalId === input.animalId);
          if (moved.length === 0) throw notFound(ANIMAL_NOT_IN_EVENT);
        }
        const ids = moved.map((e) => e.animalId);
        const list = await loadAnimals(tx, ctx.farmId, ids);
        const later = await laterEvent(tx, ctx.farmId, ids, event.groupId, event.createdAt);
        if (later) throw conflict(`Desfaça antes os eventos mais recentes do animal ${later}`);
        await restore(tx, ctx, kind, moved, list);
        // The whole event takes its other rows (a birth's calving) along; one animal, its row.
        const rows = input.animalId ? moved : group;
        await tx
          .update(animalEvents)
          .set({
            undoneAt: ctx.now,
            undoReason: input.reason,
            undoneBy: ctx.userId,
            undoKey: ctx.idempotencyKey,
          })
          .where(
            and(
              eq(animalEvents.farmId, ctx.farmId),
              inArray(
                animalEvents.id,
                rows.map((e) => e.id),
              ),
              isNull(animalEvents.undoneAt),
            ),
          );
        return { undone: rows.length, animals: list.length, replayed: false };
      });
    },
  };
}

type EventRow = typeof animalEvents.$inferSelect;
const details = (e: EventRow) => (e.details ?? {}) as Record<string, unknown>;

/** Puts back what the event's `moved` rows changed in their animals `list` (decision 038). */
async function restore(
  tx: Tx,
  ctx: UndoContext,
  kind: string,
  moved: EventRow[],
  list: AnimalRecord[],
) {
  const ids = list.map((a) => a.id);
  if (kind === 'sale' || kind === 'death') {
    const status = kind === 'sale' ? 'sold' : 'dead';
    const off = list.find((a) => a.status !== status);
    if (off)
      throw conflict(`O animal ${off.tag} não está mais ${kind === 'sale' ? 'vendido' : 'morto'}`);
    const { rows: taken } = await tx.execute<{ tag: string }>(sql`
      select tag from animals where farm_id = ${ctx.farmId} and status = 'active'
        and tag = any(${sql.param(list.map((a) => a.tag))}::text[]) order by tag limit 1
    `);
    if (taken[0]) throw tagTaken(taken[0].tag);
    await assertRoomFor(tx, ctx.ownerId, list.length, ctx.now);
    await tx.execute(sql`
      update animals set status = 'active', exit_date = null, updated_at = now()
      where farm_id = ${ctx.farmId} and id = any(${sql.param(ids)}::uuid[])
    `);
  } else if (kind === 'purchase' || kind === 'entry' || kind === 'birth') {
    const off = list.find((a) => a.status !== 'active');
    if (off) throw conflict(`Desfaça antes os eventos mais recentes do animal ${off.tag}`);
    const { rows: calves } = await tx.execute<{ tag: string }>(sql`
      select tag from animals where farm_id = ${ctx.farmId} and status <> 'removed'
        and mother_id = any(${sql.param(ids)}::uuid[]) limit 1
    `);
    if (calves[0]) throw conflict(`Desfaça antes o nascimento do bezerro ${calves[0].tag}`);
    await tx.execute(sql`
      update animals set status = 'removed', updated_at = now()
      where farm_id = ${ctx.farmId} and id = any(${sql.param(ids)}::uuid[])
    `);
  } else if (kind === 'transfer') {
    for (const e of moved) {
      const d = details(e);
      await tx.execute(sql`
        update animals set
          lot_id = ${
            'fromLotId' in d && 'toLotId' in d
              ? sql`(select id from lots where farm_id = ${ctx.farmId} and id = ${(d.fromLotId as string | null) ?? null}::uuid)`
              : sql`lot_id`
          },
          pasture = ${'toPasture' in d ? sql`${(d.fromPasture as string | null) ?? null}` : sql`pasture`},
          updated_at = now()
        where farm_id = ${ctx.farmId} and id = ${e.animalId}::uuid
      `);
    }
  }
}
