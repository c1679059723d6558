import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ReproEventKind } from '../../../domain/reproduction/constants';
import type { ReproDetails } from '../../../domain/reproduction/summary';
import type { Tx } from '../../farm-records';
import { refreshStates } from './state';
import { ANIMAL_NOT_FOUND, invalid, notFound, type ReproWriteContext } from './shared';

/* What every record of the module does: check its animals, write its rows, refresh the states. */

export interface AnimalFacts extends Record<string, unknown> {
  id: string;
  tag: string;
  sex: string | null;
  breed: string | null;
  birth_date: string | null;
}

/**
 * The farm's animals `ids` (none removed; a 404 if one is not the farm's), each able to have a
 * record on `date` (400 on `date`: before its birth or entry, after its exit), females only when
 * `females` (400 on `field`).
 */
export async function animalsFor(
  tx: Tx,
  ctx: ReproWriteContext,
  ids: readonly string[],
  date: string,
  { females, field }: { females: boolean; field: string },
): Promise<AnimalFacts[]> {
  const { rows } = await tx.execute<
    AnimalFacts & { problem: 'birth' | 'entry' | 'exit' | 'sex' | null }
  >(sql`
    select a.id, a.tag, a.sex, a.breed, a.birth_date::text, case
      when ${females} and a.sex is distinct from 'F' then 'sex'
      when a.birth_date > ${date}::date then 'birth'
      when a.entry_date > ${date}::date then 'entry'
      when a.status <> 'active' and a.exit_date < ${date}::date then 'exit'
    end as problem
    from animals a
    where a.farm_id = ${ctx.farmId} and a.id = any(${sql.param([...ids])}::uuid[])
      and a.status <> 'removed'
    order by a.tag`);
  if (rows.length !== ids.length) throw notFound(ANIMAL_NOT_FOUND);
  const bad = rows.find((r) => r.problem);
  switch (bad?.problem) {
    case 'sex':
      throw invalid({ [field]: `O animal ${bad.tag} não é uma fêmea` });
    case 'birth':
      throw invalid({ date: `A data não pode ser antes do nascimento do animal ${bad.tag}` });
    case 'entry':
      throw invalid({ date: `A data não pode ser antes da entrada do animal ${bad.tag}` });
    case 'exit':
      throw invalid({ date: `O animal ${bad.tag} já tinha saído do rebanho nessa data` });
  }
  return rows;
}

export interface NewRecord {
  animalId: string;
  details: ReproDetails & Record<string, unknown>;
}

/**
 * Writes one record per animal of one kind and day, sharing a group; each joins the season its
 * animal is exposed in on that day (the latest begun by then; weanings none), and the states of
 * the females touched are recomputed. Gives the group and the records' ids by animal.
 */
export async function writeRecords(
  tx: Tx,
  ctx: ReproWriteContext,
  kind: ReproEventKind,
  date: string,
  records: readonly NewRecord[],
  batchId: string | null = null,
) {
  const groupId = randomUUID();
  const values = records.map((r) => ({ animal_id: r.animalId, details: r.details }));
  const season =
    kind === 'weaning'
      ? sql`null::uuid`
      : sql`(select x.season_id from season_exposures x
          join breeding_seasons s on s.farm_id = x.farm_id and s.id = x.season_id
          where x.farm_id = ${ctx.farmId} and x.animal_id = v.animal_id
            and s.starts_on <= ${date}::date
          order by s.starts_on desc limit 1)`;
  const { rows } = await tx.execute<{ id: string; animal_id: string; season_id: string | null }>(
    sql`
    insert into reproduction_events (farm_id, user_id, animal_id, season_id, batch_id, kind,
      event_date, group_id, details, idempotency_key)
    select ${ctx.farmId}, ${ctx.userId}, v.animal_id, ${season}, ${batchId}::uuid, ${kind},
      ${date}::date, ${groupId}::uuid, v.details, ${ctx.idempotencyKey}
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(animal_id uuid, details jsonb)
    returning id, animal_id, season_id`,
  );
  await refreshSeasons(tx, ctx.farmId, rows);
  return { groupId, count: rows.length, ids: new Map(rows.map((r) => [r.animal_id, r.id])) };
}

/** Recomputes the states of the (animal, season) pairs of records written or undone. */
export async function refreshSeasons(
  tx: Tx,
  farmId: string,
  rows: readonly { animal_id: string; season_id: string | null }[],
) {
  const bySeason = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.season_id) continue;
    const list = bySeason.get(r.season_id) ?? [];
    if (list.length === 0) bySeason.set(r.season_id, list);
    list.push(r.animal_id);
  }
  for (const [seasonId, animals] of bySeason) {
    await refreshStates(tx, farmId, seasonId, [...new Set(animals)]);
  }
}
