import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  normalizeName,
  unknownLotMessage,
  type HerdCsvLine,
  type HerdImportLine,
} from '../../../domain/import/herd-csv';
import type { Db } from '../../db/client';
import type { WriteContext } from './animals';
import { assertRoomFor } from './limit';
import { herdTransaction, insertAnimals, insertEvents, type NewAnimal } from './tx';

type Reader = Pick<Db, 'execute'>;

export const EXISTING_TAG = 'Já cadastrado: há um animal ativo com este brinco';
export const EXISTING_EID = 'Já cadastrado: este EID já está no rebanho';

/** A line judged against the farm: new (with its lot's id), already registered, or an error. */
type Judged = HerdImportLine & { animal?: NewAnimal };

/**
 * Each line of a herd file against the farm (issue 25 item 6): already registered when its
 * brinco is on an active animal or its EID on any animal not removed (so a file imported twice
 * creates nothing the second time); an error when its lot is not one of the farm's (by name, any
 * case, with or without accents); new otherwise.
 */
async function judge(
  tx: Reader,
  ctx: Pick<WriteContext, 'farmId' | 'userId' | 'today'>,
  lines: HerdCsvLine[],
): Promise<Judged[]> {
  const animals = lines.flatMap((l) => (l.ok ? [l.animal] : []));
  const tags = animals.map((a) => a.tag);
  const eids = animals.flatMap((a) => (a.eid ? [a.eid] : []));
  // One after the other: inside the import's transaction they share one client.
  const lots = await tx.execute<{ id: string; name: string }>(
    sql`select id, name from lots where farm_id = ${ctx.farmId}
        order by closed_at is not null, created_at, id`,
  );
  const activeTags = await tx.execute<{ tag: string }>(sql`
    select tag from animals
    where farm_id = ${ctx.farmId} and status = 'active' and tag = any(${sql.param(tags)}::text[])`);
  const knownEids = await tx.execute<{ eid: string }>(sql`
    select eid from animals
    where farm_id = ${ctx.farmId} and status <> 'removed' and eid = any(${sql.param(eids)}::text[])`);
  const lotByName = new Map<string, string>();
  for (const lot of lots.rows) {
    const name = normalizeName(lot.name);
    if (!lotByName.has(name)) lotByName.set(name, lot.id);
  }
  const taken = new Set(activeTags.rows.map((r) => r.tag));
  const registered = new Set(knownEids.rows.map((r) => r.eid));

  return lines.map((l): Judged => {
    if (!l.ok) return { line: l.line, tag: l.tag, status: 'invalid', reason: l.reason };
    const a = l.animal;
    if (taken.has(a.tag))
      return { line: l.line, tag: a.tag, status: 'existing', reason: EXISTING_TAG };
    if (a.eid && registered.has(a.eid)) {
      return { line: l.line, tag: a.tag, status: 'existing', reason: EXISTING_EID };
    }
    let lotId: string | null = null;
    if (a.lot) {
      lotId = lotByName.get(normalizeName(a.lot)) ?? null;
      if (!lotId) {
        return { line: l.line, tag: a.tag, status: 'invalid', reason: unknownLotMessage(a.lot) };
      }
    }
    const entryDate = a.birthDate ?? ctx.today;
    return {
      line: l.line,
      tag: a.tag,
      status: 'new',
      animal: {
        farmId: ctx.farmId,
        userId: ctx.userId,
        tag: a.tag,
        eid: a.eid,
        sex: a.sex,
        breed: a.breed,
        birthDate: a.birthDate,
        lotId,
        entryDate,
      },
    };
  });
}

const answer = (judged: Judged[]): HerdImportLine[] =>
  judged.map(({ animal: _animal, ...line }) => line);

export function importWrites(db: Db) {
  return {
    /** The preview: what importing `lines` would do, without writing. */
    async previewImport(
      ctx: Pick<WriteContext, 'farmId' | 'userId' | 'today'>,
      lines: HerdCsvLine[],
    ) {
      return answer(await judge(db, ctx, lines));
    },

    /**
     * The import, all or nothing in one transaction under the herd lock: the new lines become
     * animals, each with its 'entry' event (dated its birth, or today), after the plan's animal
     * limit is asked for all of them at once. With errors and not `skipInvalid`, nothing is
     * written (the lines come back for the 400).
     */
    importAnimals(ctx: WriteContext, lines: HerdCsvLine[], skipInvalid: boolean) {
      return herdTransaction(db, [ctx.farmId], async (tx) => {
        const judged = await judge(tx, ctx, lines);
        const fresh = judged.flatMap((j) => (j.status === 'new' && j.animal ? [j.animal] : []));
        const invalid = judged.filter((j) => j.status === 'invalid').length;
        if (invalid > 0 && !skipInvalid)
          return { lines: answer(judged), created: 0, refused: true };
        if (fresh.length > 0) {
          await assertRoomFor(tx, ctx.ownerId, fresh.length, ctx.now);
          const made = await insertAnimals(tx, fresh);
          await insertEvents(
            tx,
            made.map((a) => ({
              farmId: ctx.farmId,
              userId: ctx.userId,
              animalId: a.id,
              kind: 'entry',
              eventDate: a.entryDate ?? ctx.today,
              // Each its own event: undoing one imported animal leaves the others.
              groupId: randomUUID(),
              details: { origin: null },
            })),
          );
        }
        return { lines: answer(judged), created: fresh.length, refused: false };
      });
    },
  };
}
