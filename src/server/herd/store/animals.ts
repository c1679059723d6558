import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { ageInMonths, birthDateFromAge } from '../../../domain/herd/category';
import { MIN_MOTHER_AGE_MONTHS } from '../../../domain/herd/constants';
import type { AnimalData, birthSchemaUntil } from '../../../domain/herd/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { animalChanges, animals } from '../../db/schema';
import { AppError } from '../../errors';
import { assertRoomFor, herdTransaction, type Tx } from '../../farm-records';
import { invalid, notFound } from './rows';
import {
  type AnimalRecord,
  assertEidsFree,
  assertIdentitiesFree,
  assertTagsFree,
  eventsOfKey,
  insertAnimals,
  insertEvents,
  lotName,
} from './tx';

/** Who writes, where, when: what every herd write needs. */
export interface WriteContext {
  farmId: string;
  ownerId: string;
  userId: string;
  idempotencyKey: string | null;
  /** São Paulo's today, 'YYYY-MM-DD'. */
  today: string;
  now: Date;
  /** False for 'Campo': prices sent are ignored. */
  withMoney: boolean;
}

export const MOTHER_NOT_FOUND = 'Mãe não encontrada';

/**
 * The mother of a calf born on `calfBirth`: a female of the same farm (another farm's is not
 * found), at least 18 months old that day.
 */
export async function checkMother(
  tx: Tx,
  farmId: string,
  motherId: string,
  calfBirth: string | null,
  field = 'motherId',
) {
  const [mother] = await tx
    .select()
    .from(animals)
    .where(
      and(eq(animals.farmId, farmId), eq(animals.id, motherId), ne(animals.status, 'removed')),
    );
  if (!mother) throw new AppError(404, 'NOT_FOUND', MOTHER_NOT_FOUND);
  if (mother.sex !== 'F') throw invalid({ [field]: 'A mãe deve ser uma fêmea' });
  if (
    calfBirth &&
    mother.birthDate &&
    (calfBirth < mother.birthDate ||
      ageInMonths(mother.birthDate, calfBirth) < MIN_MOTHER_AGE_MONTHS)
  ) {
    throw invalid({ [field]: `A mãe deve ter pelo menos ${MIN_MOTHER_AGE_MONTHS} meses` });
  }
  return mother;
}

/** The stored columns of an animal's data (an age in months becomes an estimated birth date). */
function columnsOf(input: AnimalData, today: string) {
  const estimated = !input.birthDate && input.ageMonths !== null;
  const birthDate =
    input.birthDate ?? (estimated ? birthDateFromAge(input.ageMonths!, today) : null);
  return {
    tag: input.tag,
    eid: input.eid,
    sisbov: input.sisbov,
    name: input.name ?? null,
    sex: input.sex,
    breed: input.breed,
    birthDate,
    birthEstimated: estimated,
    breeder: input.breeder,
    categoryOverride: input.category,
    coat: input.coat ?? null,
    motherId: input.motherId,
    father: input.father ?? null,
    lotId: input.lotId,
    pasture: input.pasture ?? null,
    origin: input.origin,
    notes: input.notes ?? null,
  };
}

/** The fields an edit compares, as the history shows them (text or null). */
const EDITABLE = [
  'tag',
  'eid',
  'sisbov',
  'name',
  'sex',
  'breed',
  'birthDate',
  'birthEstimated',
  'breeder',
  'categoryOverride',
  'coat',
  'motherId',
  'father',
  'lotId',
  'pasture',
  'origin',
  'entryDate',
  'notes',
] as const;
const asText = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** Who the animal is: its brinco, EID, SISBOV, name, sex, breed and birth (a transfer copies them). */
export function identityOf(a: AnimalRecord) {
  return {
    tag: a.tag,
    eid: a.eid,
    sisbov: a.sisbov,
    name: a.name,
    sex: a.sex,
    breed: a.breed,
    birthDate: a.birthDate,
  };
}

/** The stored animal as the input of its form (an edit applies the body over it). */
export function inputOf(a: AnimalRecord) {
  return {
    ...identityOf(a),
    ageMonths: null,
    category: a.categoryOverride,
    breeder: a.breeder,
    coat: a.coat,
    motherId: a.motherId,
    father: a.father,
    lotId: a.lotId,
    pasture: a.pasture,
    origin: a.origin,
    entryDate: a.entryDate,
    notes: a.notes,
  };
}

export function animalWrites(db: Db) {
  return {
    /** 'Cadastrar animal': the animal and its 'entry' event; a repeated key gives the first. */
    register(ctx: WriteContext, input: AnimalData) {
      return herdTransaction(db, [ctx.farmId], async (tx) => {
        const [stored] = await eventsOfKey(tx, ctx.farmId, ctx.idempotencyKey);
        if (stored) return { id: stored.animalId, replayed: true };
        const columns = columnsOf(input, ctx.today);
        if (input.motherId) await checkMother(tx, ctx.farmId, input.motherId, columns.birthDate);
        await lotName(tx, ctx.farmId, input.lotId);
        await assertIdentitiesFree(tx, ctx.farmId, [input]);
        await assertRoomFor(tx, ctx.ownerId, 1, ctx.now);
        const entryDate = input.entryDate ?? columns.birthDate ?? ctx.today;
        const [animal] = await insertAnimals(
          tx,
          [{ ...columns, entryDate, farmId: ctx.farmId, userId: ctx.userId }],
          ctx.today,
        );
        await insertEvents(tx, [
          {
            farmId: ctx.farmId,
            userId: ctx.userId,
            animalId: animal!.id,
            kind: 'entry',
            eventDate: entryDate,
            groupId: randomUUID(),
            details: { origin: input.origin },
            idempotencyKey: ctx.idempotencyKey,
          },
        ]);
        return { id: animal!.id, replayed: false };
      });
    },

    /** 'Editar animal': `merge` gives the new data from the stored one; changes are kept. */
    update(
      ctx: WriteContext,
      id: string,
      merge: (stored: ReturnType<typeof inputOf>) => AnimalData,
    ) {
      return herdTransaction(db, [ctx.farmId], async (tx) => {
        const [stored] = await tx
          .select()
          .from(animals)
          .where(
            and(eq(animals.farmId, ctx.farmId), eq(animals.id, id), ne(animals.status, 'removed')),
          );
        if (!stored) throw notFound();
        const input = merge(inputOf(stored));
        const columns = {
          ...columnsOf(input, ctx.today),
          entryDate: input.entryDate ?? stored.entryDate,
        };
        // An unchanged birth date keeps its 'estimated' mark.
        if (columns.birthDate === stored.birthDate) columns.birthEstimated = stored.birthEstimated;
        if (input.motherId && input.motherId !== stored.motherId) {
          if (input.motherId === id)
            throw invalid({ motherId: 'O animal não pode ser a própria mãe' });
          await checkMother(tx, ctx.farmId, input.motherId, columns.birthDate);
        }
        if (input.lotId !== stored.lotId) await lotName(tx, ctx.farmId, input.lotId);
        if (stored.status === 'active' && input.tag !== stored.tag) {
          await assertTagsFree(tx, ctx.farmId, [input.tag], [id]);
        }
        if (input.eid !== stored.eid) await assertEidsFree(tx, ctx.farmId, [input.eid], [id]);
        const changes = EDITABLE.flatMap((field) => {
          const from = asText(stored[field]);
          const to = asText(columns[field]);
          return from === to ? [] : [{ field, from, to }];
        });
        if (changes.length === 0) return { id };
        await tx
          .update(animals)
          .set({ ...columns, updatedAt: ctx.now })
          .where(and(eq(animals.farmId, ctx.farmId), eq(animals.id, id)));
        await tx.insert(animalChanges).values({
          farmId: ctx.farmId,
          userId: ctx.userId,
          animalId: id,
          // The database's clock, as the events' created_at: the timeline orders them together.
          changes,
        });
        return { id };
      });
    },

    /** 'Registrar nascimento': the calf (linked to its mother), its 'birth' and her 'calving'. */
    birth(ctx: WriteContext, input: z.output<ReturnType<typeof birthSchemaUntil>>) {
      return herdTransaction(db, [ctx.farmId], async (tx) => {
        const stored = await eventsOfKey(tx, ctx.farmId, ctx.idempotencyKey);
        const calfEvent = stored.find((e) => e.kind === 'birth');
        if (calfEvent) return { id: calfEvent.animalId, replayed: true };
        const mother = await checkMother(tx, ctx.farmId, input.motherId, input.date);
        if (mother.status !== 'active') {
          throw new AppError(409, 'NOT_ACTIVE', `A mãe ${mother.tag} não está no rebanho ativo`);
        }
        if (mother.entryDate && input.date < mother.entryDate) {
          throw invalid({ date: 'A data não pode ser antes da entrada da mãe' });
        }
        await lotName(tx, ctx.farmId, input.lotId);
        await assertIdentitiesFree(tx, ctx.farmId, [input]);
        await assertRoomFor(tx, ctx.ownerId, 1, ctx.now);
        const [calf] = await insertAnimals(
          tx,
          [
            {
              farmId: ctx.farmId,
              userId: ctx.userId,
              tag: input.tag,
              eid: input.eid,
              name: input.name ?? null,
              sex: input.sex,
              breed: input.breed ?? mother.breed,
              birthDate: input.date,
              motherId: mother.id,
              father: input.father ?? null,
              lotId: input.lotId ?? mother.lotId,
              pasture: input.pasture ?? mother.pasture,
              origin: 'born',
              entryDate: input.date,
              notes: input.notes ?? null,
            },
            // A calf born on the farm is in its records from its birth, whenever it is entered.
          ],
          input.date,
        );
        const groupId = randomUUID();
        const common = {
          farmId: ctx.farmId,
          userId: ctx.userId,
          eventDate: input.date,
          groupId,
          idempotencyKey: ctx.idempotencyKey,
        };
        await insertEvents(tx, [
          {
            ...common,
            animalId: calf!.id,
            kind: 'birth',
            details: { weight: input.birthWeight, origin: 'born' },
          },
          {
            ...common,
            animalId: mother.id,
            kind: 'calving',
            details: { calfId: calf!.id, calfTag: calf!.tag, weight: input.birthWeight },
          },
        ]);
        return { id: calf!.id, replayed: false };
      });
    },
  };
}
