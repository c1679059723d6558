import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { animals } from '../../db/schema';
import { readWithdrawals } from '../../farm-records';
import { animalWrites } from './animals';
import { detailQueries } from './detail';
import { eventWrites } from './events';
import { importWrites } from './import';
import { listQueries } from './list';
import { herdMovements } from './movements';
import { pricingQueries } from './pricing';
import { undoWrites } from './undo';

export type { WriteContext } from './animals';
export type { ListKey } from './list';
export type { TimelineKey } from './detail';
export type { UnpricedKey } from './pricing';

/**
 * Every query of the herd registry ('Rebanho', decisions 036 and 038): the list, counts and
 * pickers (list.ts), an animal's page and timeline (detail.ts), the animal's writes
 * (animals.ts), the events (events.ts), their undoing (undo.ts) and the prices given later
 * (pricing.ts).
 */
export function herdStore(db: Db) {
  return {
    ...listQueries(db),
    ...detailQueries(db),
    ...animalWrites(db),
    ...eventWrites(db),
    ...undoWrites(db),
    /** The longest withdrawal each animal is in on a day ('Em carência': a sale asks first). */
    withdrawals: (farmId: string, animalIds: string[], date: string) =>
      readWithdrawals(db, farmId, animalIds, date),
    ...importWrites(db),
    ...pricingQueries(db),
    /** The events of a month or a year by kind, and the herd as it opens and closes (movements.ts). */
    movements: (
      farmId: string,
      period: { from: string; to: string },
      withMoney: boolean,
      today: string,
    ) => herdMovements(db, farmId, period, withMoney, today),
    /** The farm's animal `id` (not removed): its brinco and EID, for the timeline. */
    async find(farmId: string, id: string) {
      const [row] = await db
        .select({ id: animals.id, tag: animals.tag, eid: animals.eid })
        .from(animals)
        .where(and(eq(animals.farmId, farmId), eq(animals.id, id), ne(animals.status, 'removed')));
      return row;
    },
    /** `userId`'s role on farm `farmId`, its owner and name; undefined when not a member. */
    async membership(userId: string, farmId: string) {
      const { rows } = await db.execute<{ role: string; owner_id: string; name: string }>(sql`
        select m.role, o.user_id as owner_id, f.name
        from farm_members m
        join farms f on f.id = m.organization_id
        join farm_members o on o.organization_id = m.organization_id and o.role = 'owner'
        where m.user_id = ${userId} and m.organization_id = ${farmId}
      `);
      return rows[0];
    },
  };
}

export type HerdStore = ReturnType<typeof herdStore>;
