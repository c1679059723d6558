import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { birthDateFromAge } from '../../../domain/herd/category';
import {
  PURCHASE_CARCASS_YIELD,
  SALE_CARCASS_YIELD,
  valuePerHead,
} from '../../../domain/herd/pricing';
import type {
  deathSchemaUntil,
  purchaseSchemaUntil,
  saleSchemaUntil,
  transferSchemaUntil,
} from '../../../domain/herd/schemas';
import type { Db } from '../../db/client';
import { identityOf, type WriteContext } from './animals';
import { assertRoomFor, herdTransaction, type Tx } from '../../farm-records';
import { notActive } from './rows';
import {
  assertAfterEntry,
  assertIdentitiesFree,
  assertTagsFree,
  eventsOfKey,
  insertAnimals,
  insertEvents,
  loadAnimals,
  lotName,
  type AnimalRecord,
  type NewEvent,
} from './tx';

type Purchase = z.output<ReturnType<typeof purchaseSchemaUntil>>;
type Sale = z.output<ReturnType<typeof saleSchemaUntil>>;
type Death = z.output<ReturnType<typeof deathSchemaUntil>>;
type Transfer = z.output<ReturnType<typeof transferSchemaUntil>>;

/**
 * The carcass yield a sale by the arroba counts with (decision 060): the one typed, else the
 * farm's, else 52 %; none when the romaneio's carcass weight is known or the price is not by the
 * arroba.
 */
export async function saleYield(
  tx: Pick<Tx, 'execute'>,
  farmId: string,
  terms: { priceKind: string; carcassYield: number | null; carcassWeight: number | null },
) {
  if (terms.priceKind !== 'arroba' || terms.carcassWeight !== null) return null;
  if (terms.carcassYield !== null) return terms.carcassYield;
  const { rows } = await tx.execute<{ carcass_yield: string | null }>(sql`
    select carcass_yield from farms where id = ${farmId}
  `);
  const farm = rows[0]?.carcass_yield;
  return farm === null || farm === undefined ? SALE_CARCASS_YIELD : Number(farm);
}

/**
 * Takes `list` out of the active herd with a conditional update (`status = 'active'`): when any
 * of them was not active any more, the whole event is refused (409) and rolled back.
 */
async function leaveHerd(
  tx: Tx,
  farmId: string,
  list: AnimalRecord[],
  status: string,
  date: string,
) {
  const ids = list.map((a) => a.id);
  const { rows } = await tx.execute<{ id: string }>(sql`
    update animals set status = ${status}, exit_date = ${date}::date, updated_at = now()
    where farm_id = ${farmId} and id = any(${sql.param(ids)}::uuid[]) and status = 'active'
    returning id
  `);
  if (rows.length !== ids.length) {
    const updated = new Set(rows.map((r) => r.id));
    const lost = list.find((a) => !updated.has(a.id))!;
    const { rows: now } = await tx.execute<{ status: string }>(sql`
      select status from animals where farm_id = ${farmId} and id = ${lost.id}::uuid
    `);
    throw notActive(lost.tag, now[0]?.status ?? 'removed');
  }
}

/** The animals of an event, all active: 409 'O animal 123 já foi vendido' otherwise. */
function assertActive(list: AnimalRecord[]) {
  const gone = list.find((a) => a.status !== 'active');
  if (gone) throw notActive(gone.tag, gone.status);
}

/**
 * The farm's animals `ids` for an event on `date`: each found (404), active (409) and in the
 * herd by then (400 on `date`).
 */
async function animalsFor(tx: Tx, farmId: string, ids: string[], date: string) {
  const list = await loadAnimals(tx, farmId, ids);
  assertActive(list);
  assertAfterEntry(list, date);
  return list;
}

/**
 * The rows of one event entered on `date`: one group, the request's key on each, so undo takes
 * them together and a replay finds them. `row(animalId, kind, details)` gives one animal's row
 * (on the context's farm unless `farmId` says otherwise).
 */
function eventGroup(ctx: WriteContext, date: string) {
  const groupId = randomUUID();
  return (
    animalId: string,
    kind: string,
    details: Record<string, unknown>,
    farmId = ctx.farmId,
  ): NewEvent => ({
    farmId,
    userId: ctx.userId,
    animalId,
    kind,
    eventDate: date,
    groupId,
    details,
    idempotencyKey: ctx.idempotencyKey,
  });
}

/** The events a request's key already made, as the replay sees them. */
type Stored = Awaited<ReturnType<typeof eventsOfKey>>;

export function eventWrites(db: Db) {
  /**
   * One event request under the herd lock of `farmIds`: when its Idempotency-Key already made
   * events on the farm, `replay` answers from them and nothing is written; else `write` runs.
   */
  function keyed<T extends object>(
    ctx: WriteContext,
    farmIds: string[],
    replay: (stored: Stored) => T,
    write: (tx: Tx) => Promise<T>,
  ) {
    return herdTransaction(db, farmIds, async (tx) => {
      const stored = await eventsOfKey(tx, ctx.farmId, ctx.idempotencyKey);
      if (stored.length > 0) return { ...replay(stored), replayed: true };
      return { ...(await write(tx)), replayed: false };
    });
  }

  /** Answers a replay of an event on many animals: how many it had. */
  const countOf = (stored: Stored) => ({ count: stored.length });

  /** Sale or death: animals leave the active herd, one event each. */
  function exit(
    ctx: WriteContext,
    input: { date: string; animalIds: string[] },
    status: 'sold' | 'dead',
    kind: 'sale' | 'death',
    details: Record<string, unknown>,
  ) {
    return keyed(ctx, [ctx.farmId], countOf, async (tx) => {
      const list = await animalsFor(tx, ctx.farmId, input.animalIds, input.date);
      await leaveHerd(tx, ctx.farmId, list, status, input.date);
      const row = eventGroup(ctx, input.date);
      await insertEvents(
        tx,
        list.map((a) => row(a.id, kind, details)),
      );
      return { count: list.length };
    });
  }

  return {
    /** 'Registrar compra': the animals enter the herd, one 'purchase' event each. */
    purchase(ctx: WriteContext, input: Purchase) {
      const replay = (stored: Stored) => ({ animalIds: stored.map((e) => e.animalId) });
      return keyed(ctx, [ctx.farmId], replay, async (tx) => {
        await lotName(tx, ctx.farmId, input.lotId);
        await assertTagsFree(tx, ctx.farmId, input.tags);
        await assertRoomFor(tx, ctx.ownerId, input.tags.length, ctx.now);
        const estimated = !input.birthDate && input.ageMonths !== null;
        const birthDate =
          input.birthDate ?? (estimated ? birthDateFromAge(input.ageMonths!, input.date) : null);
        const made = await insertAnimals(
          tx,
          input.tags.map((tag) => ({
            farmId: ctx.farmId,
            userId: ctx.userId,
            tag,
            sex: input.sex,
            breed: input.breed,
            birthDate,
            birthEstimated: estimated,
            lotId: input.lotId,
            pasture: input.pasture ?? null,
            origin: 'bought',
            entryDate: input.date,
            notes: input.notes ?? null,
          })),
          ctx.today,
        );
        const price = ctx.withMoney ? input.price : null;
        // A purchase's arroba is the reposição trade's, live kg ÷ 30 (decision 060).
        const carcassYield = input.priceKind === 'arroba' ? PURCHASE_CARCASS_YIELD : null;
        const details = {
          origin: 'bought',
          weight: input.weight,
          priceKind: input.priceKind,
          price,
          carcassYield,
          value: valuePerHead({ ...input, price, carcassYield }),
          seller: input.seller ?? null,
          gta: input.gta ?? null,
          note: input.notes ?? null,
        };
        const row = eventGroup(ctx, input.date);
        await insertEvents(
          tx,
          made.map((a) => row(a.id, 'purchase', details)),
        );
        return { animalIds: made.map((a) => a.id) };
      });
    },

    /**
     * 'Registrar venda': the animals leave the herd as sold; one of two concurrent sales wins. By
     * the arroba, the value counts carcass arrobas (decision 060), and the yield used is kept.
     */
    async sale(ctx: WriteContext, input: Sale) {
      const price = ctx.withMoney ? input.price : null;
      const carcassYield = await saleYield(db, ctx.farmId, input);
      return exit(ctx, input, 'sold', 'sale', {
        weight: input.weight,
        carcassWeight: input.carcassWeight,
        priceKind: input.priceKind,
        price,
        carcassYield,
        value: valuePerHead({ ...input, price, carcassYield }),
        buyer: input.buyer ?? null,
        gta: input.gta ?? null,
        note: input.notes ?? null,
      });
    },

    /** 'Registrar morte'. */
    death(ctx: WriteContext, input: Death) {
      return exit(ctx, { date: input.date, animalIds: [input.animalId] }, 'dead', 'death', {
        cause: input.cause,
        note: input.note ?? null,
      });
    },

    /** 'Transferir' between lots and pastures of the farm. */
    transfer(ctx: WriteContext, input: Transfer) {
      return keyed(ctx, [ctx.farmId], countOf, async (tx) => {
        const list = await animalsFor(tx, ctx.farmId, input.animalIds, input.date);
        const toLotName =
          input.toLotId === undefined
            ? undefined
            : await lotName(tx, ctx.farmId, input.toLotId, 'toLotId');
        const names = await lotNames(tx, ctx.farmId, list);
        const ids = list.map((a) => a.id);
        await tx.execute(sql`
          update animals set
            lot_id = ${input.toLotId === undefined ? sql`lot_id` : sql`${input.toLotId}::uuid`},
            pasture = ${input.toPasture === undefined ? sql`pasture` : sql`${input.toPasture ?? null}`},
            updated_at = now()
          where farm_id = ${ctx.farmId} and id = any(${sql.param(ids)}::uuid[])
        `);
        const row = eventGroup(ctx, input.date);
        await insertEvents(
          tx,
          list.map((a) =>
            row(a.id, 'transfer', {
              fromLotId: a.lotId,
              fromLotName: a.lotId ? (names.get(a.lotId) ?? null) : null,
              ...(input.toLotId === undefined
                ? {}
                : { toLotId: input.toLotId, toLotName: toLotName ?? null }),
              fromPasture: a.pasture,
              ...(input.toPasture === undefined ? {} : { toPasture: input.toPasture ?? null }),
              note: input.notes ?? null,
            }),
          ),
        );
        return { count: list.length };
      });
    },

    /**
     * 'Transferir' to another farm of the same owner (Master; the route checks the caller's role
     * on both): each animal leaves as 'transferred' and a copy enters the other farm with an
     * 'entry' event. Heads move between farms of one subscriber: the limit is unchanged.
     */
    transferToFarm(
      ctx: WriteContext,
      input: Transfer,
      to: { farmId: string; farmName: string; fromFarmName: string },
    ) {
      return keyed(ctx, [ctx.farmId, to.farmId], countOf, async (tx) => {
        const list = await animalsFor(tx, ctx.farmId, input.animalIds, input.date);
        await assertIdentitiesFree(tx, to.farmId, list);
        const toLotName = input.toLotId
          ? await lotName(tx, to.farmId, input.toLotId, 'toLotId')
          : null;
        await leaveHerd(tx, ctx.farmId, list, 'transferred', input.date);
        // The EID moves with the animal: the copy holds it, the one that left keeps none.
        await tx.execute(sql`
          update animals set eid = null
          where farm_id = ${ctx.farmId} and id = any(${sql.param(list.map((a) => a.id))}::uuid[])
        `);
        const copies = await insertAnimals(
          tx,
          list.map((a) => ({
            farmId: to.farmId,
            userId: ctx.userId,
            ...identityOf(a),
            birthEstimated: a.birthEstimated,
            breeder: a.breeder,
            categoryOverride: a.categoryOverride,
            coat: a.coat,
            father: a.father,
            lotId: input.toLotId ?? null,
            pasture: input.toPasture ?? null,
            origin: a.origin,
            entryDate: input.date,
            notes: a.notes,
          })),
          ctx.today,
        );
        // One group on both farms: the animal's leaving and its copy's entry.
        const row = eventGroup(ctx, input.date);
        await insertEvents(tx, [
          ...list.map((a, i) =>
            row(a.id, 'transfer', {
              toFarmId: to.farmId,
              toFarmName: to.farmName,
              toAnimalId: copies[i]!.id,
              note: input.notes ?? null,
            }),
          ),
          ...copies.map((a) =>
            row(
              a.id,
              'entry',
              {
                origin: a.origin,
                fromFarmId: ctx.farmId,
                fromFarmName: to.fromFarmName,
                toLotName,
              },
              to.farmId,
            ),
          ),
        ]);
        return { count: list.length };
      });
    },
  };
}

/** The names of the lots `list` is in. */
async function lotNames(tx: Tx, farmId: string, list: AnimalRecord[]) {
  const ids = [...new Set(list.map((a) => a.lotId).filter((id): id is string => !!id))];
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  const { rows } = await tx.execute<{ id: string; name: string }>(sql`
    select id, name from lots where farm_id = ${farmId} and id = any(${sql.param(ids)}::uuid[])
  `);
  for (const r of rows) names.set(r.id, r.name);
  return names;
}
