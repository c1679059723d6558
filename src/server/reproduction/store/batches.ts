import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { IatfBatch } from '../../../domain/reproduction/api';
import type { ProtocolStep } from '../../../domain/reproduction/constants';
import type { StartProtocolData } from '../../../domain/reproduction/schemas';
import { formatDateBR } from '../../../domain/records/dates';
import { addDays } from '../../../domain/sanitary/due';
import type { Db } from '../../db/client';
import { herdTransaction } from '../../farm-records';
import { protocolOf } from './catalog';
import { exposeIn } from './seasons';
import { ANIMAL_NOT_FOUND, notFound, seasonOf, type ReproWriteContext } from './shared';

/* 'Lote de IATF': a protocol started on D0 for a season's females, and its calendar of steps. */

interface BatchRow extends Record<string, unknown> {
  id: string;
  season_id: string;
  protocol_id: string;
  protocol_name: string;
  name: string;
  starts_on: string;
  steps: ProtocolStep[];
  heads: number;
  inseminated: number;
}

function toBatch(r: BatchRow): IatfBatch {
  return {
    id: r.id,
    seasonId: r.season_id,
    protocolId: r.protocol_id,
    protocolName: r.protocol_name,
    name: r.name,
    startsOn: r.starts_on,
    heads: r.heads,
    inseminated: r.inseminated,
    steps: r.steps.map((s) => ({ ...s, date: addDays(r.starts_on, s.day), heads: r.heads })),
  };
}

const batchSql = (farmId: string) => sql`
  select b.id, b.season_id, b.protocol_id, b.protocol_name, b.name, b.starts_on::text, b.steps,
    (select count(*)::int from iatf_batch_animals ba
      where ba.farm_id = b.farm_id and ba.batch_id = b.id) as heads,
    (select count(distinct e.animal_id)::int from reproduction_events e
      where e.farm_id = b.farm_id and e.batch_id = b.id and e.kind = 'insemination'
        and e.undone_at is null) as inseminated
  from iatf_batches b where b.farm_id = ${farmId}`;

export function batchQueries(db: Db) {
  return {
    /** The season's batches, the latest D0 first, with their calendars. */
    async batches(farmId: string, seasonId: string) {
      await seasonOf(db, farmId, seasonId);
      const { rows } = await db.execute<BatchRow>(sql`
        ${batchSql(farmId)} and b.season_id = ${seasonId}::uuid
        order by b.starts_on desc, b.id limit 200`);
      return rows.map(toBatch);
    },

    /**
     * 'Iniciar protocolo': the batch, its females (active females of the farm, exposed in the
     * season if they were not), the protocol's steps as they are today. Once per Idempotency-Key.
     */
    async startBatch(ctx: ReproWriteContext, input: StartProtocolData) {
      return herdTransaction(db, [ctx.farmId], async (tx) => {
        if (ctx.idempotencyKey) {
          const { rows } = await tx.execute<BatchRow>(sql`
            ${batchSql(ctx.farmId)} and b.idempotency_key = ${ctx.idempotencyKey}`);
          if (rows[0]) return { batch: toBatch(rows[0]), replayed: true };
        }
        const season = await seasonOf(tx, ctx.farmId, input.seasonId);
        const protocol = await protocolOf(tx, ctx.farmId, input.protocolId);
        const ids = sql.param(input.animalIds);
        const { rows: females } = await tx.execute<{ n: number }>(sql`
          select count(*)::int as n from animals a where a.farm_id = ${ctx.farmId}
            and a.status = 'active' and a.sex = 'F' and a.id = any(${ids}::uuid[])`);
        if (females[0]!.n !== input.animalIds.length) throw notFound(ANIMAL_NOT_FOUND);
        await exposeIn(
          tx,
          ctx,
          season,
          sql`a.farm_id = ${ctx.farmId} and a.status = 'active' and a.id = any(${ids}::uuid[])`,
        );
        const id = randomUUID();
        const name = input.name ?? `${protocol.name} — ${formatDateBR(input.startsOn)}`;
        await tx.execute(sql`
          insert into iatf_batches (id, farm_id, user_id, season_id, protocol_id, protocol_name,
            name, starts_on, steps, idempotency_key)
          values (${id}::uuid, ${ctx.farmId}, ${ctx.userId}, ${season.id}::uuid, ${protocol.id}::uuid,
            ${protocol.name}, ${name.slice(0, 80)}, ${input.startsOn}::date,
            ${JSON.stringify(protocol.steps)}::jsonb, ${ctx.idempotencyKey})`);
        await tx.execute(sql`
          insert into iatf_batch_animals (farm_id, batch_id, animal_id)
          select ${ctx.farmId}, ${id}::uuid, unnest(${ids}::uuid[])`);
        const { rows } = await tx.execute<BatchRow>(sql`
          ${batchSql(ctx.farmId)} and b.id = ${id}::uuid`);
        return { batch: toBatch(rows[0]!), replayed: false };
      });
    },
  };
}
