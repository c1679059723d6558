import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dueProtocols, dueSql } from './due';

/*
 * The farm's due lists ('Atrasadas', 'Próximos 30 dias'), computed once per farm, day and herd
 * version (farm_herd_versions, bumped by the triggers of migration 0019 whenever the farm's
 * animals, applications or protocols change) and kept in this process for the next requests:
 * the counts, each page and each protocol's filter read the same sorted list. Another instance's
 * writes bump the version in the database, so no instance serves a list older than the version
 * it read. A few farms are kept, the least recently used dropped first (decision 044).
 */

/** One animal due for one protocol, in the lists' order (due date, brinco, animal, protocol). */
export interface DueEntry {
  animalId: string;
  protocolId: string;
  due: string;
  doses: number;
  tag: string;
}

const MAX_FARMS = 16;
const cache = new Map<string, { key: string; entries: DueEntry[] }>();

/** Every (animal, protocol) due up to 30 days from `today`, sorted; from the cache when current. */
export async function dueEntries(db: Db, farmId: string, today: string): Promise<DueEntry[]> {
  const { rows } = await db.execute<{ version: number }>(
    sql`select version from farm_herd_versions where farm_id = ${farmId}`,
  );
  const key = `${today}:${rows[0]?.version ?? 0}`;
  const kept = cache.get(farmId);
  if (kept?.key === key) {
    cache.delete(farmId);
    cache.set(farmId, kept);
    return kept.entries;
  }
  const protocols = await dueProtocols(db, farmId);
  const { rows: due } = await db.execute<{
    animal_id: string;
    protocol_id: string;
    due: string;
    doses: number;
    tag: string;
  }>(sql`
    select d.animal_id, d.protocol_id, d.due::text as due, d.doses, d.tag
    from (${dueSql(farmId, today, protocols, 'window')}) d
    order by d.due, d.tag, d.animal_id, d.protocol_id
  `);
  const entries = due.map((r) => ({
    animalId: r.animal_id,
    protocolId: r.protocol_id,
    due: r.due,
    doses: Number(r.doses),
    tag: r.tag,
  }));
  cache.delete(farmId);
  cache.set(farmId, { key, entries });
  if (cache.size > MAX_FARMS) cache.delete(cache.keys().next().value!);
  return entries;
}
