import type pg from 'pg';
import { BREED_GROUP, GESTATION_DAYS, SEEDED_PROTOCOLS } from '../../domain/reproduction/constants';
import { addDays } from '../../domain/sanitary/due';

/*
 * The demo farm's breeding records ('Reprodução', issue 41 item 11): two breeding seasons (an
 * autumn one and the last rainy one, both checked) with every female of breeding age exposed, an IATF batch of about
 * 60 % of them inseminated on D10, a repasse bull for the rest, a check 30 days after each
 * season's end (about 80 % pregnant, the days of gestation given), the calvings already in the
 * herd linked to the pregnancies they close ('Parida'), and the weanings of the calves born on
 * the farm with their P205. INSERT … SELECT from one table of outcomes per season, so 20,000
 * animals take seconds; each female's stored state is written with them (decision 067).
 */

export interface DemoReproductionOptions {
  farm: string;
  user: string;
  /** 'YYYY-MM-DD'. */
  today: string;
}

export interface DemoReproductionSummary {
  seasons: number;
  exposures: number;
  records: number;
}

const INSEMINATION_DAY = SEEDED_PROTOCOLS[0]!.steps.find((s) => s.insemination)!.day;
/** R$ per female of the IATF batch: the semen dose and the protocol (in 'Reprodução', 073). */
const IATF_COST_PER_FEMALE = 85;
const breedsOf = (group: 'taurine' | 'crossbred') =>
  Object.entries(BREED_GROUP)
    .filter(([, g]) => g === group)
    .map(([breed]) => breed);

/** The gestation of `a.breed`, in SQL ($taurine and $crossbred: the breeds of those groups). */
const gestation = (taurine: string, crossbred: string) => `(case
  when a.breed = any(${taurine}::text[]) then ${GESTATION_DAYS.taurine}
  when a.breed = any(${crossbred}::text[]) then ${GESTATION_DAYS.crossbred}
  else ${GESTATION_DAYS.zebu} end)`;

/**
 * The two seasons, inside the demo herd's two years: the last rainy season checked by `today`
 * (1 November to 30 January) and the autumn one before it (March to May, a second season many
 * ranches keep).
 */
export function demoSeasons(today: string) {
  let year = Number(today.slice(0, 4));
  while (addDays(`${year}-11-01`, 122) > today) year -= 1;
  return [
    { name: `Estação outono ${year}`, startsOn: `${year}-03-01`, endsOn: `${year}-05-30` },
    {
      name: `Estação ${year}/${String((year + 1) % 100).padStart(2, '0')}`,
      startsOn: `${year}-11-01`,
      endsOn: `${year + 1}-01-30`,
    },
  ];
}

async function protocolOf(c: pg.ClientBase, farm: string) {
  const seeded = await c.query(
    'insert into farm_reproduction (farm_id) values ($1) on conflict do nothing returning farm_id',
    [farm],
  );
  if (seeded.rowCount) {
    for (const p of SEEDED_PROTOCOLS) {
      await c.query(
        'insert into iatf_protocols (farm_id, name, steps, seeded) values ($1, $2, $3::jsonb, true)',
        [farm, p.name, JSON.stringify(p.steps)],
      );
    }
  }
  const { rows } = await c.query<{ id: string; name: string; steps: unknown }>(
    'select id, name, steps from iatf_protocols where farm_id = $1 and name = $2 limit 1',
    [farm, SEEDED_PROTOCOLS[0]!.name],
  );
  return rows[0]!;
}

/** One season: its exposures, batch, services, checks and the females' states. */
async function insertSeason(
  c: pg.ClientBase,
  o: DemoReproductionOptions,
  season: { name: string; startsOn: string; endsOn: string },
  previous: string | null,
) {
  const { rows } = await c.query<{ id: string }>(
    `insert into breeding_seasons (farm_id, user_id, name, starts_on, ends_on)
     values ($1, $2, $3, $4::date, $5::date) returning id`,
    [o.farm, o.user, season.name, season.startsOn, season.endsOn],
  );
  const id = rows[0]!.id;
  const protocol = await protocolOf(c, o.farm);
  const check = addDays(season.endsOn, 30);
  // Each female's outcome: in the batch (6 in 10), pregnant of the IA (half of those) or of the
  // repasse bull (to about 8 in 10 in all), her conception day and the calving that closed it.
  await c.query(
    `create temp table demo_outcomes on commit drop as
     select a.id as animal_id, a.tag, f.female_group, f.in_batch,
            f.in_batch and f.r < 50 as ia_pregnant, not (f.in_batch and f.r < 50) as covered,
            f.r < 80 as pregnant, f.conception, f.conception + ${gestation('$5', '$6')} as expected,
            (select min(e.event_date) from animal_events e
              where e.farm_id = a.farm_id and e.animal_id = a.id and e.kind = 'calving'
                and e.undone_at is null
                and e.event_date between f.conception + 250 and f.conception + 330) as calved_on
     from animals a
     cross join lateral (
       select (select count(*) from animal_events e where e.farm_id = a.farm_id
                 and e.animal_id = a.id and e.kind = 'calving' and e.undone_at is null
                 and e.event_date < $3::date) as calvings,
              abs(hashtext(a.tag || $4)) % 100 as r, abs(hashtext(a.tag || $4 || 'iatf')) % 10 < 6
                as in_batch
     ) n
     cross join lateral (
       select case n.calvings when 0 then 'heifer' when 1 then 'primiparous' else 'cow' end
                as female_group, n.in_batch, n.r,
              case when n.in_batch and n.r < 50 then $3::date + ${INSEMINATION_DAY}
                   else $3::date + 25 + abs(hashtext(a.tag || $4 || 'monta')) % 60 end as conception
     ) f
     where a.farm_id = $1 and a.sex = 'F' and a.status <> 'removed'
       and a.birth_date <= $3::date - interval '14 months'
       and coalesce(a.entry_date, a.birth_date) <= $3::date
       and (a.status = 'active' or a.exit_date > $2::date)`,
    [o.farm, check, season.startsOn, id, breedsOf('taurine'), breedsOf('crossbred')],
  );
  const exposed = await c.query(
    `insert into season_exposures (farm_id, user_id, season_id, animal_id, female_group,
       previous_season_id, previous_empty)
     select $1, $2, $3::uuid, d.animal_id, d.female_group, $4::uuid,
            coalesce((select p.status = 'empty' from season_exposures p where p.farm_id = $1
              and p.season_id = $4::uuid and p.animal_id = d.animal_id), false)
     from demo_outcomes d`,
    [o.farm, o.user, id, previous],
  );
  const batch = await c.query<{ id: string }>(
    `insert into iatf_batches (farm_id, user_id, season_id, protocol_id, protocol_name, name,
       starts_on, steps)
     values ($1, $2, $3::uuid, $4::uuid, $5, $6, $7::date, $8::jsonb) returning id`,
    [
      o.farm,
      o.user,
      id,
      protocol.id,
      protocol.name,
      `Lote IATF ${season.name}`,
      season.startsOn,
      JSON.stringify(protocol.steps),
    ],
  );
  const batchId = batch.rows[0]!.id;
  await c.query(
    `insert into iatf_batch_animals (farm_id, batch_id, animal_id)
     select $1, $2::uuid, animal_id from demo_outcomes where in_batch`,
    [o.farm, batchId],
  );
  const events = async (sql: string, params: unknown[]) =>
    (await c.query(sql, [o.farm, o.user, id, ...params])).rowCount ?? 0;
  const insert = `insert into reproduction_events (farm_id, user_id, animal_id, season_id,
    batch_id, kind, event_date, group_id, details)`;
  let records = await events(
    `${insert} select $1, $2, animal_id, $3::uuid, $4::uuid, 'insemination', $5::date,
       md5($3 || 'ia')::uuid, jsonb_build_object('sire', case when abs(hashtext(tag)) % 2 = 0
         then 'Jaguar' else 'Trovão' end, 'semenId', null, 'bullId', null,
         'inseminator', 'Zé Inseminador', 'cost', ${IATF_COST_PER_FEMALE})
     from demo_outcomes where in_batch`,
    [batchId, addDays(season.startsOn, INSEMINATION_DAY)],
  );
  records += await events(
    `${insert} select $1, $2, animal_id, $3::uuid, null, 'natural_service', $4::date + 25,
       md5($3 || 'monta')::uuid, jsonb_build_object('sire', 'Touro Nelore PO ' ||
         (abs(hashtext(tag || 'touro')) % 3 + 1), 'bullId', null, 'endsOn', $5::date)
     from demo_outcomes where covered`,
    [season.startsOn, season.endsOn],
  );
  records += await events(
    `${insert} select $1, $2, d.animal_id, $3::uuid, null, 'diagnosis', $4::date,
       md5($3 || 'dg')::uuid, jsonb_build_object('result', case when d.pregnant then 'pregnant'
         else 'empty' end, 'gestationDays', case when d.pregnant then $4::date - d.conception end,
         'serviceId', s.id, 'expectedFrom', case when d.pregnant then d.expected end,
         'expectedTo', case when d.pregnant then d.expected end)
     from demo_outcomes d
     left join reproduction_events s on d.pregnant and s.farm_id = $1 and s.season_id = $3::uuid
       and s.animal_id = d.animal_id
       and s.kind = case when d.ia_pregnant then 'insemination' else 'natural_service' end`,
    [check],
  );
  // Her state as seasonState leaves it: the last service, the check, the pregnancy's service.
  await c.query(
    `update season_exposures x set status = case when d.pregnant then 'pregnant' else 'empty' end,
       last_service_id = s.id, last_service_kind = s.kind, last_service_on = s.event_date,
       last_service_ends_on = (s.details ->> 'endsOn')::date,
       last_service_sire = s.details ->> 'sire',
       last_service_inseminator = s.details ->> 'inseminator',
       last_diagnosis_on = $3::date,
       last_diagnosis_result = case when d.pregnant then 'pregnant' else 'empty' end,
       last_gestation_days = case when d.pregnant then $3::date - d.conception end,
       diagnosed = true, pregnancy_service_id = p.id,
       expected_from = case when d.pregnant then d.expected end,
       expected_to = case when d.pregnant then d.expected end,
       calved_after = case when d.pregnant then p.event_date end,
       calved_on = case when d.pregnant then d.calved_on end
     from demo_outcomes d
     cross join lateral (select id, kind, event_date, details from reproduction_events s
       where s.farm_id = $1 and s.season_id = $2::uuid and s.animal_id = d.animal_id
         and s.kind in ('insemination', 'natural_service')
       order by s.event_date desc limit 1) s
     left join lateral (select id, event_date from reproduction_events p
       where d.pregnant and p.farm_id = $1 and p.season_id = $2::uuid
         and p.animal_id = d.animal_id
         and p.kind = case when d.ia_pregnant then 'insemination' else 'natural_service' end
       limit 1) p on true
     where x.farm_id = $1 and x.season_id = $2::uuid and x.animal_id = d.animal_id`,
    [o.farm, id, check],
  );
  await c.query('drop table demo_outcomes');
  return { id, exposures: exposed.rowCount ?? 0, records };
}

/** The farm's breeding records; gives what it made. */
export async function insertDemoReproduction(
  c: pg.ClientBase,
  o: DemoReproductionOptions,
): Promise<DemoReproductionSummary> {
  let previous: string | null = null;
  const summary = { seasons: 0, exposures: 0, records: 0 };
  for (const season of demoSeasons(o.today)) {
    const made = await insertSeason(c, o, season, previous);
    previous = made.id;
    summary.seasons += 1;
    summary.exposures += made.exposures;
    summary.records += made.records;
    await c.query('analyze season_exposures, reproduction_events');
  }
  // Weanings of the farm's calves at 200-240 days in the last two years, with their P205 (the
  // birth weight of their birth record).
  const weaned = await c.query(
    `insert into reproduction_events (farm_id, user_id, animal_id, season_id, kind, event_date,
       group_id, details)
     select a.farm_id, $2, a.id, null, 'weaning', w.day, md5($1 || w.day)::uuid,
       jsonb_build_object('weight', w.weight, 'ageDays', w.age,
         'p205', round(((w.weight - w.bw) / w.age * 205 + w.bw)::numeric, 1),
         'birthWeightAssumed', false)
     from animals a
     cross join lateral (
       select a.birth_date + 200 + abs(hashtext(a.tag || 'desmame')) % 40 as day,
              160 + abs(hashtext(a.tag || 'peso')) % 70 as weight,
              coalesce((select (e.details ->> 'weight')::numeric from animal_events e
                where e.farm_id = a.farm_id and e.animal_id = a.id and e.kind = 'birth'
                limit 1), 30) as bw
     ) v
     cross join lateral (select v.day, v.weight, v.bw, v.day - a.birth_date as age) w
     where a.farm_id = $1 and a.origin = 'born' and a.status <> 'removed'
       and w.day <= $3::date and w.day >= $3::date - 730
       and (a.status = 'active' or a.exit_date >= w.day)`,
    [o.farm, o.user, o.today],
  );
  summary.records += weaned.rowCount ?? 0;
  return summary;
}
