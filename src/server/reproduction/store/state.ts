import { sql } from 'drizzle-orm';
import type { DiagnosisResult, ReproEventKind } from '../../../domain/reproduction/constants';
import { seasonState, type SeasonRecord } from '../../../domain/reproduction/status';
import type { ReproDetails } from '../../../domain/reproduction/summary';
import type { Tx } from '../../farm-records';

/*
 * A female's state in a season (decision 067), kept on her exposure: recomputed from her records
 * of the season by the domain's seasonState, in the transaction of the write that changed them.
 */

interface EventRow extends Record<string, unknown> {
  id: string;
  animal_id: string;
  season_id: string;
  kind: ReproEventKind;
  event_date: string;
  details: ReproDetails & { sire?: string | null };
  breed: string | null;
}

function toRecord(r: EventRow): SeasonRecord {
  const d = r.details;
  if (r.kind === 'insemination' || r.kind === 'natural_service') {
    return { id: r.id, kind: r.kind, date: r.event_date, endsOn: d.endsOn ?? null };
  }
  if (r.kind === 'diagnosis') {
    return {
      id: r.id,
      kind: 'diagnosis',
      date: r.event_date,
      result: d.result as DiagnosisResult,
      gestationDays: d.gestationDays ?? null,
    };
  }
  return { id: r.id, kind: 'abortion', date: r.event_date };
}

/**
 * Recomputes the state of the `animalIds`' exposures in `seasonId` (all of them in one read and
 * one update), and the 'previous season empty' of their next seasons.
 */
export async function refreshStates(
  tx: Tx,
  farmId: string,
  seasonId: string,
  animalIds: readonly string[],
) {
  if (animalIds.length === 0) return;
  const ids = sql.param([...animalIds]);
  const { rows } = await tx.execute<EventRow>(sql`
    select e.id, e.animal_id, e.season_id, e.kind, e.event_date::text, e.details, a.breed
    from reproduction_events e join animals a on a.farm_id = e.farm_id and a.id = e.animal_id
    where e.farm_id = ${farmId} and e.season_id = ${seasonId}::uuid
      and e.animal_id = any(${ids}::uuid[]) and e.undone_at is null and e.kind <> 'weaning'
    order by e.event_date, e.created_at`);
  const byAnimal = new Map<string, EventRow[]>();
  for (const r of rows) {
    const list = byAnimal.get(r.animal_id) ?? [];
    if (list.length === 0) byAnimal.set(r.animal_id, list);
    list.push(r);
  }
  const details = new Map(rows.map((r) => [r.id, r.details]));
  const states = animalIds.map((animalId) => {
    const events = byAnimal.get(animalId) ?? [];
    const s = seasonState(events.map(toRecord), events[0]?.breed ?? null);
    const last = s.lastService;
    const lastDetails = last ? details.get(last.id) : undefined;
    return {
      animal_id: animalId,
      status: s.status,
      last_service_id: last?.id ?? null,
      last_service_kind: last?.kind ?? null,
      last_service_on: last?.date ?? null,
      last_service_ends_on: last?.endsOn ?? null,
      last_service_sire: lastDetails?.sire ?? null,
      last_service_inseminator: lastDetails?.inseminator ?? null,
      last_diagnosis_on: s.lastDiagnosis?.date ?? null,
      last_diagnosis_result: s.lastDiagnosis?.result ?? null,
      last_gestation_days: s.lastDiagnosis?.gestationDays ?? null,
      diagnosed: s.diagnosed,
      pregnancy_service_id: s.pregnancyService?.id ?? null,
      expected_from: s.expectedCalving?.from ?? null,
      expected_to: s.expectedCalving?.to ?? null,
      calved_after:
        s.status === 'pregnant' ? (s.pregnancyService?.date ?? s.lastDiagnosis!.date) : null,
    };
  });
  await tx.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${JSON.stringify(states)}::jsonb) as v(
        animal_id uuid, status text, last_service_id uuid, last_service_kind text,
        last_service_on date, last_service_ends_on date, last_service_sire text,
        last_service_inseminator text, last_diagnosis_on date, last_diagnosis_result text,
        last_gestation_days int, diagnosed boolean, pregnancy_service_id uuid, expected_from date,
        expected_to date, calved_after date)
    ), done as (
      update season_exposures x set status = v.status, last_service_id = v.last_service_id,
        last_service_kind = v.last_service_kind, last_service_on = v.last_service_on,
        last_service_ends_on = v.last_service_ends_on, last_service_sire = v.last_service_sire,
        last_service_inseminator = v.last_service_inseminator,
        last_diagnosis_on = v.last_diagnosis_on, last_diagnosis_result = v.last_diagnosis_result,
        last_gestation_days = v.last_gestation_days, diagnosed = v.diagnosed,
        pregnancy_service_id = v.pregnancy_service_id, expected_from = v.expected_from,
        expected_to = v.expected_to, calved_after = v.calved_after,
        calved_on = case when v.calved_after is null then null
          else exposure_calved_on(x.farm_id, x.animal_id, v.calved_after) end,
        updated_at = now()
      from v
      where x.farm_id = ${farmId} and x.season_id = ${seasonId}::uuid and x.animal_id = v.animal_id
      returning x.animal_id, x.status
    )
    update season_exposures n set previous_empty = (done.status = 'empty')
    from done
    where n.farm_id = ${farmId} and n.animal_id = done.animal_id
      and n.previous_season_id = ${seasonId}::uuid
      and n.previous_empty is distinct from (done.status = 'empty')`);
}
