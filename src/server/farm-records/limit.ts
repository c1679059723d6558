import { sql } from 'drizzle-orm';
import { checkAnimalLimit } from '../../domain/records/animal-limit';
import { loadAccess } from '../access/store';
import type { Db } from '../db/client';
import { AppError } from '../errors';

type Tx = Pick<Db, 'execute'>;

/*
 * The plan's animal limit (spec section 5, decision 038): the heads of every farm the subscriber
 * owns are the quantities of the inventory's typed rows plus the registry's active animals. Every
 * write that adds heads (inventory, register, purchase, birth, an undone sale) locks the owner's
 * row first, in its transaction, so two of them never pass on the same count.
 */

/** Takes the owner's lock (held to the end of the transaction). */
export async function lockOwner(tx: Tx, ownerId: string) {
  await tx.execute(sql`select 1 from users where id = ${ownerId} for update`);
}

/**
 * Heads of every farm `ownerId` owns: inventory quantities and active animals, but not those
 * known only from their weighings (no sex yet: decision 039).
 */
export async function ownedHeads(tx: Tx, ownerId: string): Promise<number> {
  const { rows } = await tx.execute<{ heads: string }>(sql`
    with owned as (
      select organization_id as farm_id from farm_members
      where user_id = ${ownerId} and role = 'owner'
    )
    select (
      coalesce((select sum(i.quantity) from inventory i where i.farm_id in (select farm_id from owned)), 0)
      + (select count(*) from animals a
         where a.farm_id in (select farm_id from owned) and a.status = 'active'
           and a.sex is not null)
    )::text as heads
  `);
  return Number(rows[0]?.heads ?? 0);
}

/**
 * Refuses (403, the limit's code and message) adding `adding` heads under `ownerId`'s plan.
 * Locks the owner first; call it inside the write's transaction.
 */
export async function assertRoomFor(tx: Tx, ownerId: string, adding: number, now: Date) {
  await lockOwner(tx, ownerId);
  await assertRoomForLocked(tx, ownerId, adding, now);
}

/**
 * assertRoomFor for a write that took the owner's lock itself (lockOwner) earlier in its
 * transaction: the inventory looks for its Idempotency-Key between the two.
 */
export async function assertRoomForLocked(tx: Tx, ownerId: string, adding: number, now: Date) {
  const access = await loadAccess(tx, ownerId, now);
  const problem = checkAnimalLimit({
    subscription: access.subscription,
    currentHeads: await ownedHeads(tx, ownerId),
    adding,
  });
  if (problem) throw new AppError(403, problem.code, problem.message);
}
