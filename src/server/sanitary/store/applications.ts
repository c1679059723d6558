import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { mayUndo, undoForbiddenMessage } from '../../../domain/farms';
import { B19_AGE_MONTHS } from '../../../domain/sanitary/constants';
import { withdrawalEnd } from '../../../domain/sanitary/due';
import type { ApplicationData } from '../../../domain/sanitary/schemas';
import { VET_REQUIRED_MESSAGE } from '../../../domain/sanitary/schemas';
import type { ApplyResult } from '../../../domain/sanitary/api';
import { categoryOf, herdTransaction, type Tx } from '../../farm-records';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { dueProtocols, dueSql } from './due';
import { appliedWithKey, invalid, productOf, type SanitaryWriteContext } from './shared';

/** Most animals one application reaches (a due list of a big ranch included). */
export const MAX_APPLICATION_ANIMALS = 50_000;

/**
 * The animals an application reaches, as SQL over `a` (animals): the chosen ones (any status,
 * checked below against their exit), or the active ones of a lot, of a category, or of a due list.
 */
async function targetAnimals(
  tx: Tx,
  ctx: SanitaryWriteContext,
  target: ApplicationData['target'],
): Promise<SQL> {
  const farm = ctx.farmId;
  if ('animalIds' in target) {
    return sql`select a.* from animals a where a.farm_id = ${farm}
      and a.id = any(${sql.param(target.animalIds)}::uuid[]) and a.status <> 'removed'`;
  }
  if ('lotId' in target) {
    return sql`select a.* from animals a where a.farm_id = ${farm}
      and a.lot_id = ${target.lotId}::uuid and a.status = 'active'`;
  }
  if ('category' in target) {
    return sql`select a.* from animals a where a.farm_id = ${farm} and a.status = 'active'
      and ${categoryOf(ctx.today)} = ${target.category}`;
  }
  const protocols = await dueProtocols(tx, farm, target.dueProtocolId);
  const paddock = target.paddockId
    ? sql`and a.paddock_id = ${target.paddockId}::uuid and a.status = 'active'`
    : sql``;
  return sql`select a.* from animals a where a.farm_id = ${farm} and a.id in (
    select d.animal_id from (${dueSql(farm, ctx.today, protocols, target.dueStatus)}) d) ${paddock}`;
}

const EMPTY_TARGET: Record<string, string> = {
  animalIds: 'Animal não encontrado',
  lotId: 'Nenhum animal ativo nesse lote',
  category: 'Nenhum animal ativo nessa categoria',
  dueProtocolId: 'Nenhum animal nessa lista',
};

/** The first animal of the target that cannot receive it on `date`, and why (400). */
async function assertTargetFits(
  tx: Tx,
  target: SQL,
  date: string,
  b19: boolean,
  targetKind: string,
  wanted: number | null,
) {
  const { rows } = await tx.execute<{
    tag: string;
    problem: 'birth' | 'entry' | 'exit' | 'b19' | null;
    total: number;
  }>(sql`
    with t as (${target}),
    checked as (
      select t.tag, case
        when t.birth_date > ${date}::date then 'birth'
        when t.entry_date > ${date}::date then 'entry'
        when t.status <> 'active' and t.exit_date < ${date}::date then 'exit'
        when ${b19} and (t.sex is distinct from 'F' or t.birth_date is null
          or animal_age_months(t.birth_date, ${date}::date) < ${B19_AGE_MONTHS.from}
          or animal_age_months(t.birth_date, ${date}::date) > ${B19_AGE_MONTHS.to}) then 'b19'
      end as problem
      from t
    )
    select (select tag from checked where problem is not null order by tag limit 1) as tag,
      (select problem from checked where problem is not null order by tag limit 1) as problem,
      (select count(*)::int from checked) as total
  `);
  const row = rows[0]!;
  if (row.total === 0 || (wanted !== null && row.total !== wanted)) {
    throw new AppError(404, 'NOT_FOUND', EMPTY_TARGET[targetKind] ?? 'Animal não encontrado');
  }
  if (row.total > MAX_APPLICATION_ANIMALS) {
    throw invalid({ target: 'No máximo 50.000 animais por aplicação' });
  }
  const tag = row.tag;
  switch (row.problem) {
    case 'birth':
      throw invalid({ date: `A aplicação não pode ser antes do nascimento do animal ${tag}` });
    case 'entry':
      throw invalid({ date: `A aplicação não pode ser antes da entrada do animal ${tag}` });
    case 'exit':
      throw invalid({ date: `O animal ${tag} já tinha saído do rebanho nessa data` });
    case 'b19':
      throw invalid({
        productId: `A B19 é só para fêmeas de 3 a 8 meses: o animal ${tag} não pode recebê-la`,
      });
  }
}

export function applicationWrites(db: Db) {
  return {
    /**
     * 'Registrar aplicação' (issue 26): one row per animal reached, in one statement, under the
     * farm's herd lock (so a sale, a death or another application of the same animals takes its
     * turn); once per Idempotency-Key (a replay answers what the first made).
     */
    async apply(
      ctx: SanitaryWriteContext,
      input: ApplicationData,
    ): Promise<ApplyResult & { replay: boolean }> {
      return herdTransaction(db, [ctx.farmId], async (tx) => {
        const replayed = await appliedWithKey(tx, ctx);
        if (replayed) return replayed;
        const product = await productOf(tx, ctx.farmId, input.productId);
        if (product.brucellosis && !input.veterinarian) {
          throw invalid({ veterinarian: VET_REQUIRED_MESSAGE });
        }
        if ('dueProtocolId' in input.target) {
          const { rows } = await tx.execute(sql`
            select 1 from sanitary_protocols
            where farm_id = ${ctx.farmId} and id = ${input.target.dueProtocolId}::uuid
              and product_id = ${input.productId}::uuid
          `);
          if (!rows[0]) throw invalid({ productId: 'Esse produto não é o do protocolo' });
        }
        const target = await targetAnimals(tx, ctx, input.target);
        const kind = Object.keys(input.target)[0]!;
        const wanted = 'animalIds' in input.target ? input.target.animalIds.length : null;
        await assertTargetFits(tx, target, input.date, product.brucellosis === 'B19', kind, wanted);
        const groupId = randomUUID();
        const until = withdrawalEnd(input.date, product.withdrawalDays);
        const cost =
          product.pricePerDose === null
            ? null
            : Math.round(product.pricePerDose * input.dose * 100) / 100;
        const protocolId = 'dueProtocolId' in input.target ? input.target.dueProtocolId : null;
        const { rows } = await tx.execute<{ count: number }>(sql`
          with t as (${target}), made as (
            insert into sanitary_applications (farm_id, user_id, animal_id, product_id, protocol_id,
              group_id, applied_on, dose, dose_unit, applied_by, veterinarian, withdrawal_until,
              cost, notes, idempotency_key)
            select ${ctx.farmId}, ${ctx.userId}, t.id, ${input.productId}::uuid, ${protocolId}::uuid,
              ${groupId}::uuid, ${input.date}::date, ${input.dose}, ${product.doseUnit},
              ${input.appliedBy}, ${input.veterinarian}, ${until}::date, ${cost}, ${input.notes},
              ${ctx.idempotencyKey}
            from t
            returning 1
          )
          select count(*)::int as count from made
        `);
        return { count: rows[0]!.count, groupId, replay: false };
      });
    },

    /**
     * Undoes one application entered by mistake, with the reason (its animal's withdrawal too),
     * or with `wholeGroup` every application of its recording still standing (a lot's, a list's,
     * a marking before the registration: decision 063). 'Campo' undoes only the ones he entered
     * (403, decision 057); a recording's rows share their author. Gives how many it undid (0
     * when already undone: a repeat changes nothing).
     */
    async undoApplication(
      ctx: SanitaryWriteContext,
      id: string,
      input: { reason: string; wholeGroup: boolean },
    ) {
      return herdTransaction(db, [ctx.farmId], async (tx) => {
        const { rows } = await tx.execute<{
          undone: boolean;
          user_id: string | null;
          group_id: string;
        }>(sql`
          select undone_at is not null as undone, user_id, group_id from sanitary_applications
          where farm_id = ${ctx.farmId} and id = ${id}::uuid
        `);
        if (!rows[0]) throw new AppError(404, 'NOT_FOUND', 'Aplicação não encontrada');
        if (!mayUndo(ctx.role, ctx.userId, { authorId: rows[0].user_id, priced: false })) {
          throw new AppError(403, 'ROLE_FORBIDDEN', undoForbiddenMessage(ctx.role));
        }
        if (rows[0].undone) return 0;
        const { rows: undone } = await tx.execute<{ n: number }>(sql`
          with done as (
            update sanitary_applications set undone_at = now(), undo_reason = ${input.reason},
              undone_by = ${ctx.userId}
            where farm_id = ${ctx.farmId} and undone_at is null and ${
              input.wholeGroup ? sql`group_id = ${rows[0].group_id}::uuid` : sql`id = ${id}::uuid`
            }
            returning 1
          )
          select count(*)::int as n from done
        `);
        return undone[0]!.n;
      });
    },
  };
}
