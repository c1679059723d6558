import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { farmMemo } from '../../farm-records';
import { dueProtocols, dueSql } from './due';

/*
 * The farm's due lists ('Atrasadas', 'Próximos 30 dias'), computed once per farm, day and herd
 * version (farm_herd_versions, bumped by the triggers of migration 0019 whenever the farm's
 * animals, applications or protocols change) and kept in this process for the next requests
 * (farm-records/memo.ts): the counts, each page and each protocol's filter read the same sorted
 * list, and the page's counts and first page, asked at once, share one computation (decision 044).
 */

/** One animal due for one protocol, in the lists' order (due date, brinco, animal, protocol). */
export interface DueEntry {
  animalId: string;
  protocolId: string;
  due: string;
  doses: number;
  tag: string;
  /** A first dose whose window ended before the animal was registered (decision 063). */
  prior: boolean;
}

const memo = farmMemo<DueEntry[]>('herd');

/**
 * Every (animal, protocol) due up to 30 days from `today`, and the first doses before the
 * registration, sorted; from the memo when current.
 */
export function dueEntries(db: Db, farmId: string, today: string): Promise<DueEntry[]> {
  return memo(db, farmId, today, () => compute(db, farmId, today));
}

async function compute(db: Db, farmId: string, today: string): Promise<DueEntry[]> {
  const protocols = await dueProtocols(db, farmId);
  const { rows: due } = await db.execute<{
    animal_id: string;
    protocol_id: string;
    due: string;
    doses: number;
    tag: string;
    prior: boolean;
  }>(sql`
    select d.animal_id, d.protocol_id, d.due::text as due, d.doses, d.tag, d.prior
    from (${dueSql(farmId, today, protocols, 'window')}) d
    order by d.due, d.tag, d.animal_id, d.protocol_id
  `);
  return due.map((r) => ({
    animalId: r.animal_id,
    protocolId: r.protocol_id,
    due: r.due,
    doses: Number(r.doses),
    tag: r.tag,
    prior: r.prior,
  }));
}
