import { sql, type SQL } from 'drizzle-orm';
import type { ReproStatus } from '../../../domain/reproduction/constants';
import type { Tx } from '../../farm-records';
import { AppError } from '../../errors';

/* What the reproduction store's files share: who writes, the errors, the read status in SQL. */

import type { RecordWriteContext } from '../../write-context';
export type ReproWriteContext = RecordWriteContext;

export const SEASON_NOT_FOUND = 'Estação não encontrada';
export const PROTOCOL_NOT_FOUND = 'Protocolo não encontrado';
export const ANIMAL_NOT_FOUND = 'Animal não encontrado';
export const RECORD_NOT_FOUND = 'Registro não encontrado';

export const invalid = (fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION', 'Erro de validação', fields);
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);

/**
 * The status as the lists read it, over `x` (season_exposures) and `s` (breeding_seasons): the
 * stored state, 'Parida' once a pregnant female calved, 'Descarte sugerido' for a heifer empty
 * after her season or a cow empty after two seasons running (domain readStatus: the same rule).
 */
export const readStatusSql = (today: string): SQL => sql`(case
  when x.status = 'pregnant' and x.calved_on is not null then 'calved'
  when x.status = 'empty' and ${today}::date > s.ends_on
    and (x.female_group = 'heifer' or x.previous_empty) then 'cull'
  else x.status end)`;

/**
 * `readStatusSql(today) = status`, written over the stored columns so the planner reads the
 * exposures' statistics (a pregnant female's page walks the brincos' index, not a sort).
 */
export function readStatusIsSql(status: ReproStatus, today: string): SQL {
  const cull = sql`${today}::date > s.ends_on and (x.female_group = 'heifer' or x.previous_empty)`;
  switch (status) {
    case 'calved':
      return sql`(x.status = 'pregnant' and x.calved_on is not null)`;
    case 'pregnant':
      return sql`(x.status = 'pregnant' and x.calved_on is null)`;
    case 'cull':
      return sql`(x.status = 'empty' and ${cull})`;
    case 'empty':
      return sql`(x.status = 'empty' and not (${cull}))`;
    default:
      return sql`x.status = ${status}`;
  }
}

/** The farm's season `id` (its dates), or a 404. */
export async function seasonOf(tx: Pick<Tx, 'execute'>, farmId: string, id: string) {
  const { rows } = await tx.execute<{
    id: string;
    name: string;
    starts_on: string;
    ends_on: string;
  }>(
    sql`select id, name, starts_on::text, ends_on::text from breeding_seasons
      where farm_id = ${farmId} and id = ${id}::uuid`,
  );
  if (!rows[0]) throw notFound(SEASON_NOT_FOUND);
  return rows[0];
}

/** What a request with the context's Idempotency-Key already recorded (a replay), if anything. */
export async function recordedWithKey(tx: Tx, ctx: ReproWriteContext) {
  if (!ctx.idempotencyKey) return undefined;
  const { rows } = await tx.execute<{ group_id: string; count: number }>(sql`
    select group_id, count(*)::int as count from reproduction_events
    where farm_id = ${ctx.farmId} and idempotency_key = ${ctx.idempotencyKey}
    group by group_id limit 1`);
  const row = rows[0];
  return row && { groupId: row.group_id, count: row.count, replayed: true };
}
