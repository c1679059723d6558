import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  normalizeName,
  unknownLotMessage,
  type HerdCsvLine,
  type HerdImportLine,
} from '../../../domain/import/herd-csv';
import type { Sex } from '../../../domain/herd/constants';
import type { Db } from '../../db/client';
import { animalChanges } from '../../db/schema';
import type { WriteContext } from './animals';
import { assertRoomFor, herdTransaction, type Tx } from '../../farm-records';
import { insertAnimals, insertEvents, type NewAnimal } from './tx';

type Reader = Pick<Db, 'execute'>;

export const EXISTING_TAG = 'Já cadastrado: há um animal ativo com este brinco';
export const EXISTING_EID = 'Já cadastrado: este EID já está no rebanho';

/**
 * A line judged against the farm: new (with the animal to insert), already registered (with the
 * sex it gives a registered animal that has none), or an error.
 */
type Judged = HerdImportLine & {
  animal?: NewAnimal;
  fill?: { animalId: string; sex: Sex; active: boolean };
};

/** A registered animal a line names, with what the import may complete. */
type Known = { id: string; sex: Sex | null; status: string };

/**
 * Each line of a herd file against the farm (issue 25 item 6): already registered when its
 * brinco is on an active animal or its EID on any animal not removed (so a file imported twice
 * creates nothing the second time); an error when its lot is not one of the farm's (by name, any
 * case, with or without accents); new otherwise. A line already registered gives its sex to the
 * animal it names when that animal has none (registered from its weighings, or imported without
 * one: decisions 039, 043); a sex already recorded is never changed.
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
  const activeTags = await tx.execute<Known & { tag: string }>(sql`
    select id, tag, sex, status from animals
    where farm_id = ${ctx.farmId} and status = 'active' and tag = any(${sql.param(tags)}::text[])`);
  const knownEids = await tx.execute<Known & { eid: string }>(sql`
    select id, eid, sex, status from animals
    where farm_id = ${ctx.farmId} and status <> 'removed' and eid = any(${sql.param(eids)}::text[])`);
  const lotByName = new Map<string, string>();
  for (const lot of lots.rows) {
    const name = normalizeName(lot.name);
    if (!lotByName.has(name)) lotByName.set(name, lot.id);
  }
  const taken = new Map(activeTags.rows.map((r) => [r.tag, r]));
  const registered = new Map(knownEids.rows.map((r) => [r.eid, r]));
  // An animal named by two lines (one by brinco, one by EID) takes the first one's sex.
  const given = new Set<string>();

  /** An existing line; it gives its sex to the animal it names when that one has none. */
  const existing = (line: number, tag: string, reason: string, known: Known, sex: Sex | null) => {
    const judged: Judged = { line, tag, status: 'existing', reason };
    if (sex && known.sex === null && !given.has(known.id)) {
      given.add(known.id);
      judged.givesSex = sex;
      judged.fill = { animalId: known.id, sex, active: known.status === 'active' };
    }
    return judged;
  };

  return lines.map((l): Judged => {
    if (!l.ok) return { line: l.line, tag: l.tag, status: 'invalid', reason: l.reason };
    const a = l.animal;
    const byTag = taken.get(a.tag);
    if (byTag) return existing(l.line, a.tag, EXISTING_TAG, byTag, a.sex);
    const byEid = a.eid ? registered.get(a.eid) : undefined;
    if (byEid) return existing(l.line, a.tag, EXISTING_EID, byEid, a.sex);
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
      ...(a.sex ? {} : { noSex: true as const }),
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
  judged.map(({ animal: _animal, fill: _fill, ...line }) => line);

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
     * animals, each with its 'entry' event (dated its birth, or today), and the registered
     * animals without a sex get the one their line gives (kept in their history as an edit),
     * after the plan's animal limit is asked at once for every head this adds (an animal
     * without a sex is none: decision 039). With errors and not `skipInvalid`, nothing is
     * written (the lines come back for the 400).
     */
    importAnimals(ctx: WriteContext, lines: HerdCsvLine[], skipInvalid: boolean) {
      return herdTransaction(db, [ctx.farmId], async (tx) => {
        const judged = await judge(tx, ctx, lines);
        const fresh = judged.flatMap((j) => (j.status === 'new' && j.animal ? [j.animal] : []));
        const fills = judged.flatMap((j) => (j.fill ? [j.fill] : []));
        const invalid = judged.filter((j) => j.status === 'invalid').length;
        if (invalid > 0 && !skipInvalid) {
          return { lines: answer(judged), created: 0, sexGiven: 0, refused: true };
        }
        const heads = fresh.filter((a) => a.sex).length + fills.filter((f) => f.active).length;
        if (heads > 0) await assertRoomFor(tx, ctx.ownerId, heads, ctx.now);
        if (fills.length > 0) await giveSexes(tx, ctx, fills);
        if (fresh.length > 0) {
          const made = await insertAnimals(tx, fresh, ctx.today);
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
        return {
          lines: answer(judged),
          created: fresh.length,
          sexGiven: fills.length,
          refused: false,
        };
      });
    },
  };
}

/**
 * Gives registered animals without a sex the one their line gives (never changing a recorded
 * one: `sex is null`), each kept in the animal's history as an edit of 'sex'.
 */
async function giveSexes(
  tx: Tx,
  ctx: Pick<WriteContext, 'farmId' | 'userId' | 'now'>,
  fills: { animalId: string; sex: Sex }[],
) {
  for (let i = 0; i < fills.length; i += 1000) {
    const part = fills.slice(i, i + 1000);
    const { rows } = await tx.execute<{ id: string; sex: Sex }>(sql`
      update animals a set sex = f.sex, updated_at = ${ctx.now.toISOString()}::timestamptz
      from unnest(${sql.param(part.map((f) => f.animalId))}::uuid[],
                  ${sql.param(part.map((f) => f.sex))}::text[]) as f(id, sex)
      where a.farm_id = ${ctx.farmId} and a.id = f.id and a.sex is null
      returning a.id, a.sex`);
    if (rows.length === 0) continue;
    await tx.insert(animalChanges).values(
      rows.map((r) => ({
        farmId: ctx.farmId,
        userId: ctx.userId,
        animalId: r.id,
        changes: [{ field: 'sex', from: null, to: r.sex }],
      })),
    );
  }
}
