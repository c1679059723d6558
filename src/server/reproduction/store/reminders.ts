import { sql } from 'drizzle-orm';
import type { IatfWeekStep } from '../../../domain/reproduction/api';
import type { Db } from '../../db/client';

/** The longest an IATF protocol runs from its D0 (protocolSchema's last day). */
const LONGEST_PROTOCOL_DAYS = 60;

/**
 * The steps of the farm's IATF batches due from `today` to 6 days later (the weekly e-mail's
 * week), in date order, each with its batch's heads.
 */
export async function iatfWeek(db: Db, farmId: string, today: string): Promise<IatfWeekStep[]> {
  const { rows } = await db.execute<{
    date: string;
    day: number;
    action: string;
    heads: number;
    batch_name: string;
  }>(sql`
    select (b.starts_on + (s.step->>'day')::int)::text as date, (s.step->>'day')::int as day,
      s.step->>'action' as action, b.name as batch_name,
      (select count(*) from iatf_batch_animals a
        where a.farm_id = b.farm_id and a.batch_id = b.id)::int as heads
    from iatf_batches b
    cross join lateral jsonb_array_elements(b.steps) as s(step)
    where b.farm_id = ${farmId}
      and b.starts_on between ${today}::date - ${LONGEST_PROTOCOL_DAYS}::int and ${today}::date + 6
      and b.starts_on + (s.step->>'day')::int between ${today}::date and ${today}::date + 6
    order by 1, b.name, 2
  `);
  return rows.map((r) => ({
    date: r.date,
    day: r.day,
    action: r.action,
    heads: r.heads,
    batchName: r.batch_name,
  }));
}
