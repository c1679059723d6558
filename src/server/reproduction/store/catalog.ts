import { sql } from 'drizzle-orm';
import type { IatfProtocol, Semen } from '../../../domain/reproduction/api';
import { SEEDED_PROTOCOLS, type ProtocolStep } from '../../../domain/reproduction/constants';
import type { ProtocolData, SemenData } from '../../../domain/reproduction/schemas';
import type { Db } from '../../db/client';
import { insertOnce } from '../../db/insert-once';
import { iatfProtocols } from '../../db/schema';
import type { Tx } from '../../farm-records';
import { AppError } from '../../errors';
import { notFound, PROTOCOL_NOT_FOUND, type ReproWriteContext } from './shared';

/* IATF protocols (seeded per farm on first read) and the 'Sêmen' list (decision 067). */

interface ProtocolRow extends Record<string, unknown> {
  id: string;
  name: string;
  steps: ProtocolStep[];
  seeded: boolean;
}
const toProtocol = (r: ProtocolRow): IatfProtocol => ({
  id: r.id,
  name: r.name,
  steps: r.steps,
  seeded: r.seeded,
});
const toSemen = (r: { id: string; bull: string; breed: string | null; center: string | null }) =>
  ({ id: r.id, bull: r.bull, breed: r.breed, center: r.center }) satisfies Semen;

/** Farms this process saw seeded (bounded), so the page's reads skip the look-up. */
const seededFarms = new Set<string>();

/**
 * The two protocols of SEEDED_PROTOCOLS, made once per farm: the farm_reproduction row is claimed
 * first (`on conflict do nothing`), so of two first reads at once only one makes them.
 */
async function seedProtocols(db: Db, farmId: string) {
  if (seededFarms.has(farmId)) return;
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      insert into farm_reproduction (farm_id) values (${farmId})
      on conflict do nothing returning farm_id`);
    if (!rows[0]) return;
    for (const p of SEEDED_PROTOCOLS) {
      await tx.execute(sql`
        insert into iatf_protocols (farm_id, name, steps, seeded)
        values (${farmId}, ${p.name}, ${JSON.stringify(p.steps)}::jsonb, true)`);
    }
  });
  if (seededFarms.size >= 10_000) seededFarms.delete(seededFarms.values().next().value!);
  seededFarms.add(farmId);
}

/** The farm's protocol `id`, or a 404. */
export async function protocolOf(tx: Pick<Tx, 'execute'>, farmId: string, id: string) {
  const { rows } = await tx.execute<ProtocolRow>(sql`
    select id, name, steps, seeded from iatf_protocols
    where farm_id = ${farmId} and id = ${id}::uuid`);
  if (!rows[0]) throw notFound(PROTOCOL_NOT_FOUND);
  return rows[0];
}

/**
 * The semen named `bull` on the farm's list (any case), added when it is not there: the first
 * insemination needs no set-up.
 */
export async function semenNamed(tx: Tx, ctx: ReproWriteContext, bull: string) {
  const { rows } = await tx.execute<{ id: string; bull: string }>(sql`
    with made as (
      insert into semen (farm_id, user_id, bull) values (${ctx.farmId}, ${ctx.userId}, ${bull})
      on conflict (farm_id, lower(bull)) do nothing returning id, bull
    )
    select id, bull from made
    union all
    select id, bull from semen where farm_id = ${ctx.farmId} and lower(bull) = lower(${bull})
    limit 1`);
  return rows[0]!;
}

export function catalogQueries(db: Db) {
  return {
    seedProtocols: (farmId: string) => seedProtocols(db, farmId),

    async protocols(farmId: string): Promise<IatfProtocol[]> {
      const { rows } = await db.execute<ProtocolRow>(sql`
        select id, name, steps, seeded from iatf_protocols
        where farm_id = ${farmId} order by created_at, name, id limit 200`);
      return rows.map(toProtocol);
    },

    async createProtocol(ctx: ReproWriteContext, input: ProtocolData) {
      const { row, replayed } = await insertOnce(db, iatfProtocols, {
        farmId: ctx.farmId,
        userId: ctx.userId,
        name: input.name,
        steps: input.steps,
        idempotencyKey: ctx.idempotencyKey,
      });
      return { protocol: toProtocol(row as ProtocolRow), replayed };
    },

    /** Edits a protocol (a seeded one is then the farm's own); running batches keep their steps. */
    async updateProtocol(ctx: ReproWriteContext, id: string, input: ProtocolData) {
      const { rows } = await db.execute<ProtocolRow>(sql`
        update iatf_protocols set name = ${input.name},
          steps = ${JSON.stringify(input.steps)}::jsonb, seeded = false, updated_at = now()
        where farm_id = ${ctx.farmId} and id = ${id}::uuid
        returning id, name, steps, seeded`);
      if (!rows[0]) throw notFound(PROTOCOL_NOT_FOUND);
      return toProtocol(rows[0]);
    },

    /** 'Copiar': the same steps under '<name> (cópia)'. */
    async copyProtocol(ctx: ReproWriteContext, id: string) {
      const source = await protocolOf(db, ctx.farmId, id);
      const { row, replayed } = await insertOnce(db, iatfProtocols, {
        farmId: ctx.farmId,
        userId: ctx.userId,
        name: `${source.name.slice(0, 92)} (cópia)`,
        steps: source.steps,
        idempotencyKey: ctx.idempotencyKey,
      });
      return { protocol: toProtocol(row as ProtocolRow), replayed };
    },

    async semen(farmId: string): Promise<Semen[]> {
      const { rows } = await db.execute<Semen & Record<string, unknown>>(sql`
        select id, bull, breed, center from semen
        where farm_id = ${farmId} order by lower(bull), id limit 500`);
      return rows.map(toSemen);
    },

    /** A semen of the list; a bull already on it (any case) is a 409, a repeated key a replay. */
    async createSemen(ctx: ReproWriteContext, input: SemenData) {
      const { rows } = await db.execute<Semen & { made: boolean } & Record<string, unknown>>(sql`
        with made as (
          insert into semen (farm_id, user_id, bull, breed, center, idempotency_key)
          values (${ctx.farmId}, ${ctx.userId}, ${input.bull}, ${input.breed}, ${input.center},
            ${ctx.idempotencyKey})
          on conflict do nothing returning id, bull, breed, center
        )
        select id, bull, breed, center, true as made from made
        union all
        select id, bull, breed, center, false from semen
        where farm_id = ${ctx.farmId} and idempotency_key = ${ctx.idempotencyKey}
          and not exists (select 1 from made)
        limit 1`);
      const row = rows[0];
      if (!row) {
        const message = 'Esse touro já está na lista de sêmen';
        throw new AppError(409, 'CONFLICT', message, { bull: message });
      }
      return { semen: toSemen(row), replayed: !row.made };
    },
  };
}
