import { sql, type SQL } from 'drizzle-orm';
import type { AnimalPaddock, MoveResult, OccupationRow } from '../../../domain/pastures/api';
import { mayUndo, undoForbiddenMessage, type FarmRole } from '../../../domain/farms';
import { formatDateBR } from '../../../domain/records/dates';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { herdTransaction, type Tx } from '../../farm-records';
import {
  conflict,
  invalid,
  MOVE_NOT_FOUND,
  notFound,
  PADDOCK_NOT_FOUND,
  type PastureWriteContext,
} from './shared';
import { weightsOnSql } from './weights';

/*
 * 'Mover para pasto' (issue 42 item 3): a move puts animals (a lot's, or picked ones) into a
 * paddock on a day — each animal's open stay ends there and a new one starts; one paddock at a
 * time (a unique index). Undone by its author, the owner or a Gerente while nothing moved them
 * since: their stays before it open again.
 */

export type MoveTarget = { animalIds: string[] } | { lotId: string };
export const LOT_NOT_FOUND = 'Lote não encontrado.';
export const ANIMAL_NOT_FOUND = 'Animal não encontrado';
export const ALREADY_THERE = 'Esses animais já estão nesse pasto';
export const NO_ANIMALS = 'Nenhum animal ativo para mover';
export const MOVED_SINCE =
  'Esses animais já foram movidos depois: desfaça antes a movimentação seguinte';

interface Moving {
  paddock: { id: string; name: string };
  lotName: string | null;
  where: SQL;
}

async function movingOf(tx: Tx, ctx: PastureWriteContext, paddockId: string, what: MoveTarget) {
  const { rows } = await tx.execute<{ id: string; name: string }>(sql`
    select id, name from paddocks where farm_id = ${ctx.farmId} and id = ${paddockId}::uuid`);
  if (!rows[0]) throw notFound(PADDOCK_NOT_FOUND);
  const base = sql`a.farm_id = ${ctx.farmId} and a.status = 'active'`;
  if ('lotId' in what) {
    const { rows: lots } = await tx.execute<{ name: string }>(sql`
      select name from lots where farm_id = ${ctx.farmId} and id = ${what.lotId}::uuid`);
    if (!lots[0]) throw notFound(LOT_NOT_FOUND);
    return {
      paddock: rows[0],
      lotName: lots[0].name,
      where: sql`${base} and a.lot_id = ${what.lotId}::uuid`,
    } satisfies Moving;
  }
  return {
    paddock: rows[0],
    lotName: null,
    where: sql`${base} and a.id = any(${sql.param(what.animalIds)}::uuid[])`,
  } satisfies Moving;
}

async function replayOf(tx: Tx, ctx: PastureWriteContext): Promise<MoveResult | null> {
  if (!ctx.idempotencyKey) return null;
  const { rows } = await tx.execute<{ id: string; heads: number; units: number; name: string }>(sql`
    select m.id, m.heads, m.units::float8 as units, p.name from paddock_moves m
    join paddocks p on p.farm_id = m.farm_id and p.id = m.paddock_id
    where m.farm_id = ${ctx.farmId} and m.idempotency_key = ${ctx.idempotencyKey}`);
  const r = rows[0];
  return r ? { moveId: r.id, heads: r.heads, units: r.units, paddockName: r.name } : null;
}

/** Puts the animals `what` names into `paddockId` on `movedOn` (once per Idempotency-Key). */
export async function moveAnimals(
  db: Db,
  ctx: PastureWriteContext,
  input: { paddockId: string; movedOn: string },
  what: MoveTarget,
): Promise<{ result: MoveResult; replayed: boolean }> {
  return herdTransaction(db, [ctx.farmId], async (tx) => {
    const replay = await replayOf(tx, ctx);
    if (replay) return { result: replay, replayed: true };
    const moving = await movingOf(tx, ctx, input.paddockId, what);
    const { rows: found } = await tx.execute<{
      all: number;
      there: number;
      late: number;
      since: string | null;
    }>(sql`
      select count(*)::int as all,
        count(*) filter (where s.paddock_id = ${input.paddockId}::uuid)::int as there,
        count(*) filter (where s.entered_on > ${input.movedOn}::date)::int as late,
        max(s.entered_on)::text as since
      from animals a
      left join paddock_stays s on s.farm_id = a.farm_id and s.animal_id = a.id and s.left_on is null
      where ${moving.where}`);
    const counts = found[0]!;
    if (counts.all === 0) throw invalid({ animalIds: NO_ANIMALS });
    if (counts.there === counts.all) throw conflict(ALREADY_THERE);
    if (counts.late > 0) {
      const n = counts.late === 1 ? '1 animal entrou' : `${counts.late} animais entraram`;
      throw invalid({
        movedOn: `A data é anterior à última entrada: ${n} no pasto atual em ${formatDateBR(counts.since!)}`,
      });
    }
    const { rows: moved } = await tx.execute<{ id: string; heads: number; units: number }>(sql`
      with m as (
        select a.id as animal_id, ${input.paddockId}::uuid as paddock_id from animals a
        left join paddock_stays s on s.farm_id = a.farm_id and s.animal_id = a.id and s.left_on is null
        where ${moving.where} and s.paddock_id is distinct from ${input.paddockId}::uuid
      ), w as (${weightsOnSql(
        ctx.farmId,
        input.movedOn,
        sql`select paddock_id, animal_id, ${input.movedOn}::date as entered_on from m`,
      )}),
      mv as (
        insert into paddock_moves (farm_id, user_id, paddock_id, moved_on, lot_id, lot_name, heads,
          units, idempotency_key)
        select ${ctx.farmId}, ${ctx.userId}, ${input.paddockId}::uuid, ${input.movedOn}::date,
          ${'lotId' in what ? what.lotId : null}::uuid, ${moving.lotName},
          (select count(*) from m), coalesce((select sum(weight) from w), 0) / 450,
          ${ctx.idempotencyKey}
        returning id, heads, units::float8 as units
      ), closed as (
        update paddock_stays s set left_on = ${input.movedOn}::date, left_move_id = (select id from mv)
        from m where s.farm_id = ${ctx.farmId} and s.animal_id = m.animal_id and s.left_on is null
        returning s.animal_id
      )
      select mv.id, mv.heads, mv.units, (select count(*) from closed)::int as closed from mv`);
    const move = moved[0]!;
    await tx.execute(sql`
      insert into paddock_stays (farm_id, animal_id, paddock_id, move_id, entered_on, weight_kg)
      select ${ctx.farmId}, w.animal_id, w.paddock_id, ${move.id}::uuid, ${input.movedOn}::date, w.weight
      from (${weightsOnSql(
        ctx.farmId,
        input.movedOn,
        // The animals moved: after their stays closed, those of the move without an open one.
        sql`select ${input.paddockId}::uuid as paddock_id, a.id as animal_id,
            ${input.movedOn}::date as entered_on from animals a
          where ${moving.where} and not exists (select 1 from paddock_stays s
            where s.farm_id = a.farm_id and s.animal_id = a.id and s.left_on is null)`,
      )}) w`);
    await tx.execute(sql`
      update animals a set paddock_id = ${input.paddockId}::uuid, pasture = ${moving.paddock.name}
      from paddock_stays s
      where s.farm_id = ${ctx.farmId} and s.move_id = ${move.id}::uuid and a.farm_id = s.farm_id
        and a.id = s.animal_id`);
    return {
      result: {
        moveId: move.id,
        heads: move.heads,
        units: move.units,
        paddockName: moving.paddock.name,
      },
      replayed: false,
    };
  });
}

/** Undoes a move entered by mistake (decision 057's rule); a repeat changes nothing. */
export async function undoMove(db: Db, ctx: PastureWriteContext, id: string, reason: string) {
  await herdTransaction(db, [ctx.farmId], async (tx) => {
    const { rows } = await tx.execute<{
      user_id: string | null;
      undone: boolean;
      moved: number;
    }>(sql`
      select m.user_id, m.undone_at is not null as undone,
        (select count(*)::int from paddock_stays s where s.farm_id = m.farm_id
          and s.move_id = m.id and s.left_on is not null) as moved
      from paddock_moves m where m.farm_id = ${ctx.farmId} and m.id = ${id}::uuid`);
    const row = rows[0];
    if (!row) throw notFound(MOVE_NOT_FOUND);
    if (!mayUndo(ctx.role, ctx.userId ?? '', { authorId: row.user_id, priced: false })) {
      throw new AppError(403, 'ROLE_FORBIDDEN', undoForbiddenMessage(ctx.role));
    }
    if (row.undone) return;
    if (row.moved > 0) throw conflict(MOVED_SINCE);
    await tx.execute(sql`
      with gone as (
        delete from paddock_stays where farm_id = ${ctx.farmId} and move_id = ${id}::uuid
        returning animal_id
      ), back as (
        -- The stays it closed are its animals' (found by animal: at size a farm holds half a
        -- million stays, and none is indexed by the move that closed it).
        update paddock_stays s set left_on = null, left_move_id = null
        from gone g
        where s.farm_id = ${ctx.farmId} and s.animal_id = g.animal_id
          and s.left_move_id = ${id}::uuid
        returning s.animal_id, s.paddock_id
      )
      update animals a set paddock_id = b.paddock_id, pasture = p.name
      from gone g
      left join back b on b.animal_id = g.animal_id
      left join paddocks p on p.farm_id = ${ctx.farmId} and p.id = b.paddock_id
      where a.farm_id = ${ctx.farmId} and a.id = g.animal_id`);
    await tx.execute(sql`
      update paddock_moves set undone_at = now(), undo_reason = ${reason}, undone_by = ${ctx.userId}
      where farm_id = ${ctx.farmId} and id = ${id}::uuid`);
  });
}

export interface HistoryRow extends Record<string, unknown> {
  id: string;
  paddock_id: string;
  paddock_name: string;
  lot_name: string | null;
  moved_on: string;
  created_at: string;
  left_on: string | null;
  open: number;
  closed: number;
  heads: number;
  units: number;
  user_id: string | null;
}

/**
 * The rows of 'Histórico de ocupação' (GET /history and its CSV): the moves not undone, newest
 * first, of a paddock or all, after `after` (the last row's moved_on, created_at, id); `limit`
 * rows at most when given. `created_at` is written as the cursors read it (microseconds, 'Z').
 */
export function occupationSql(
  farmId: string,
  query: { paddockId?: string | null },
  page: { limit?: number; after?: readonly [string, string, string] } = {},
): SQL {
  const after = page.after
    ? sql`and (m.moved_on, m.created_at, m.id) < (${page.after[0]}::date, ${page.after[1]}::timestamptz, ${page.after[2]}::uuid)`
    : sql``;
  const paddock = query.paddockId ? sql`and m.paddock_id = ${query.paddockId}::uuid` : sql``;
  const limit = page.limit === undefined ? sql`` : sql`limit ${page.limit}`;
  // The page first (on the moves' keyset), then its stays: a page reads its moves' stays only.
  return sql`
    select m.id, m.paddock_id, p.name as paddock_name, m.lot_name, m.moved_on::text,
      to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at,
      m.heads, m.units::float8 as units, m.user_id,
      s.left_on::text as left_on, s.open, s.closed
    from (
      select * from paddock_moves m
      where m.farm_id = ${farmId} and m.undone_at is null ${paddock} ${after}
      order by m.moved_on desc, m.created_at desc, m.id desc
      ${limit}
    ) m
    join paddocks p on p.farm_id = m.farm_id and p.id = m.paddock_id
    left join lateral (
      select max(x.left_on) as left_on, count(*) filter (where x.left_on is null)::int as open,
        count(*) filter (where x.left_on is not null)::int as closed
      from paddock_stays x where x.farm_id = m.farm_id and x.move_id = m.id
    ) s on true
    order by m.moved_on desc, m.created_at desc, m.id desc`;
}

/** The statement of a page of 'Histórico de ocupação' (the bench's EXPLAIN reads it). */
export const occupationHistorySql = (
  farmId: string,
  query: { paddockId?: string },
  page: { limit: number; after?: readonly [string, string, string] },
) => occupationSql(farmId, query, { limit: page.limit + 1, after: page.after });

/** A row of `occupationSql` as the history shows it (`undoable` by `caller`). */
export function toOccupation(
  r: HistoryRow,
  caller: { role: FarmRole; userId: string } | null,
): OccupationRow {
  return {
    moveId: r.id,
    paddockId: r.paddock_id,
    paddockName: r.paddock_name,
    lotName: r.lot_name,
    enteredOn: r.moved_on,
    leftOn: r.open > 0 ? null : r.left_on,
    heads: r.heads,
    units: r.units,
    undoable:
      caller !== null &&
      r.closed === 0 &&
      mayUndo(caller.role, caller.userId, { authorId: r.user_id, priced: false }),
  };
}

/** 'Histórico de ocupação': the moves not undone, newest first (keyset), of a paddock or all. */
export async function occupationHistory(
  db: Pick<Db, 'execute'>,
  farmId: string,
  caller: { role: FarmRole; userId: string },
  query: { paddockId?: string },
  page: { limit: number; after?: readonly [string, string, string] },
) {
  const { rows } = await db.execute<HistoryRow>(occupationHistorySql(farmId, query, page));
  const items = rows.slice(0, page.limit).map((r) => toOccupation(r, caller));
  const last = rows.length > page.limit ? rows[page.limit - 1] : undefined;
  return { items, last: last ? ([last.moved_on, last.created_at, last.id] as const) : null };
}

/** The animal page's 'Pasto': the paddock it is in, since when; an animal of no one is a 404. */
export async function animalPaddock(
  db: Pick<Db, 'execute'>,
  farmId: string,
  animalId: string,
): Promise<AnimalPaddock> {
  const { rows } = await db.execute<{
    id: string | null;
    name: string | null;
    since: string | null;
  }>(sql`
    select p.id, p.name, s.entered_on::text as since from animals a
    left join paddock_stays s on s.farm_id = a.farm_id and s.animal_id = a.id and s.left_on is null
    left join paddocks p on p.farm_id = s.farm_id and p.id = s.paddock_id
    where a.farm_id = ${farmId} and a.id = ${animalId}::uuid`);
  const row = rows[0];
  if (!row) throw notFound(ANIMAL_NOT_FOUND);
  return {
    paddock:
      row.id && row.name && row.since ? { id: row.id, name: row.name, since: row.since } : null,
  };
}
