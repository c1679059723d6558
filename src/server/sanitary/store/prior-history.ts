import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ApplyResult } from '../../../domain/sanitary/api';
import type { PriorHistoryData } from '../../../domain/sanitary/schemas';
import { categoryOf, herdTransaction } from '../../farm-records';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { dueProtocols, dueSql, registeredOn } from './due';
import { appliedWithKey, invalid, PROTOCOL_NOT_FOUND, type SanitaryWriteContext } from './shared';

/**
 * 'Histórico anterior ao cadastro' (issue 39 item 6, decision 063): the first doses whose window
 * ended before the animal was registered are not overdue, and one press records that the animals
 * of a protocol's list (a category's or a lot's) had them before. Each gets an application of the
 * protocol's product flagged `prior_history`: no dose, cost, withdrawal or veterinarian; its date
 * stands in for an unknown day (the day before the registration, so a yearly dose falls due a
 * year after it); undone like any other.
 */
export function priorHistoryWrites(db: Db) {
  return {
    async markPriorHistory(
      ctx: SanitaryWriteContext,
      input: PriorHistoryData,
    ): Promise<ApplyResult & { replay: boolean }> {
      return herdTransaction(db, [ctx.farmId], async (tx) => {
        const replayed = await appliedWithKey(tx, ctx);
        if (replayed) return replayed;
        const [protocol] = await dueProtocols(tx, ctx.farmId, input.protocolId);
        if (!protocol) throw new AppError(404, 'NOT_FOUND', PROTOCOL_NOT_FOUND);
        if (input.lotId) {
          const { rows } = await tx.execute(
            sql`select 1 from lots where farm_id = ${ctx.farmId} and id = ${input.lotId}::uuid`,
          );
          if (!rows[0]) throw invalid({ lotId: 'Lote não encontrado.' });
        }
        const groupId = randomUUID();
        const { rows } = await tx.execute<{ count: number }>(sql`
          with t as (
            select a.id, ${registeredOn(ctx.today)} - 1 as before
            from (${dueSql(ctx.farmId, ctx.today, [protocol], 'prior')}) d
            join animals a on a.farm_id = ${ctx.farmId} and a.id = d.animal_id
            where true
              ${input.category ? sql`and ${categoryOf(ctx.today)} = ${input.category}` : sql``}
              ${input.lotId ? sql`and a.lot_id = ${input.lotId}::uuid` : sql``}
              ${
                input.paddockId
                  ? sql`and a.paddock_id = ${input.paddockId}::uuid and a.status = 'active'`
                  : sql``
              }
          ), made as (
            insert into sanitary_applications (farm_id, user_id, animal_id, product_id,
              protocol_id, group_id, applied_on, dose, dose_unit, prior_history, idempotency_key)
            select ${ctx.farmId}, ${ctx.userId}, t.id, ${protocol.productId}::uuid,
              ${protocol.id}::uuid, ${groupId}::uuid, t.before, 0, p.dose_unit, true,
              ${ctx.idempotencyKey}
            from t join sanitary_products p on p.farm_id = ${ctx.farmId}
              and p.id = ${protocol.productId}::uuid
            returning 1
          )
          select count(*)::int as count from made
        `);
        const count = rows[0]!.count;
        if (count === 0) throw new AppError(404, 'NOT_FOUND', 'Nenhum animal nessa lista');
        return { count, groupId, replay: false };
      });
    },
  };
}
