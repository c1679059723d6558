import { sql } from 'drizzle-orm';
import type {
  CalvingMonth,
  GroupIndicators,
  IndicatorFigures,
  SeasonIndicators,
  ServiceSplit,
} from '../../../domain/reproduction/api';
import { FEMALE_GROUPS } from '../../../domain/reproduction/constants';
import type { FemaleGroup } from '../../../domain/reproduction/constants';
import { roundLabel, SPLIT_LABELS } from '../../../domain/reproduction/indicators';
import type { Db } from '../../db/client';
import { farmMemo } from '../../farm-records/memo';
import { seasonOf } from './shared';
import { toCalfToWean, toWeanSql, type ToWeanRow } from './to-wean';

/*
 * The season's indicators and lists (issue 41 items 8 and 9, decision 067), in SQL over the
 * exposures' stored state and the season's records: one aggregate by group (grouping sets), one
 * over the services by round, protocol, sire and inseminator; no per-female work in JS.
 */

/** A percentage of two SQL counts, one decimal; null when nothing is in the denominator. */
const pct = (num: string, den: string) =>
  sql.raw(`round(100.0 * (${num}) / nullif(${den}, 0), 1)::float8`);

interface FigureRow extends Record<string, unknown> {
  grp: FemaleGroup | null;
  total: boolean;
  exposed: number;
  served: number;
  pregnant: number;
  calved: number;
  weaned: number;
  service_rate: number | null;
  conception_rate: number | null;
  pregnancy_rate: number | null;
  calving_rate: number | null;
  weaning_rate: number | null;
  interval_days: number | null;
  first_months: number | null;
  kg_per_exposed: number | null;
  p205: number | null;
}

const toFigures = (r: FigureRow): IndicatorFigures => ({
  exposed: r.exposed,
  served: r.served,
  pregnant: r.pregnant,
  calved: r.calved,
  weaned: r.weaned,
  serviceRate: r.service_rate,
  conceptionRate: r.conception_rate,
  pregnancyRate: r.pregnancy_rate,
  calvingRate: r.calving_rate,
  weaningRate: r.weaning_rate,
  calvingIntervalDays: r.interval_days,
  firstCalvingMonths: r.first_months,
  kgWeanedPerExposed: r.kg_per_exposed,
  meanP205: r.p205,
});

const EMPTY: IndicatorFigures = toFigures({
  grp: null,
  total: true,
  exposed: 0,
  served: 0,
  pregnant: 0,
  calved: 0,
  weaned: 0,
  service_rate: null,
  conception_rate: null,
  pregnancy_rate: null,
  calving_rate: null,
  weaning_rate: null,
  interval_days: null,
  first_months: null,
  kg_per_exposed: null,
  p205: null,
});

/**
 * Per exposed female: served, pregnant (the stored 'Prenhe', 'Parida' included), calved, the days
 * since her calving before (none: no interval), a heifer's age at this first calving, and her
 * calves of that calving weaned (each calf's last weaning): count, kilograms, P205. The calving's
 * figures are read for the calved females only (`c`), not for every female exposed.
 */
export const figuresQuery = (farmId: string, seasonId: string) => sql<FigureRow>`
  with c as (
    select x.animal_id, x.calved_on - prev.calved as interval_days,
      case when x.female_group = 'heifer' and prev.calved is null
        then (x.calved_on - (select a.birth_date from animals a
          where a.farm_id = x.farm_id and a.id = x.animal_id)) / 30.4375 end as first_months,
      w.weaned, w.kg, w.p205_sum, w.p205_n
    from season_exposures x
    cross join lateral (
      select max(e.event_date) as calved from animal_events e
      where e.farm_id = x.farm_id and e.animal_id = x.animal_id and e.kind = 'calving'
        and e.undone_at is null and e.event_date < x.calved_on
    ) prev
    cross join lateral (
      select count(*)::int as weaned, sum(c.weight) as kg, sum(c.p205) as p205_sum,
        count(c.p205)::int as p205_n
      from (
        select distinct on (k.id) (r.details ->> 'weight')::numeric as weight,
          (r.details ->> 'p205')::numeric as p205
        from animals k
        join reproduction_events r on r.farm_id = k.farm_id and r.animal_id = k.id
          and r.kind = 'weaning' and r.undone_at is null
        where k.farm_id = x.farm_id and k.mother_id = x.animal_id
          and k.birth_date = x.calved_on and k.status <> 'removed'
        order by k.id, r.event_date desc, r.created_at desc
      ) c
    ) w
    where x.farm_id = ${farmId} and x.season_id = ${seasonId}::uuid
      and x.status = 'pregnant' and x.calved_on is not null
  ), f as (
    select x.female_group as grp,
      x.last_service_id is not null as served,
      x.status = 'pregnant' as pregnant,
      x.status = 'pregnant' and x.calved_on is not null as calved,
      c.interval_days, c.first_months, c.weaned, c.kg, c.p205_sum, c.p205_n
    from season_exposures x
    left join c on c.animal_id = x.animal_id
    where x.farm_id = ${farmId} and x.season_id = ${seasonId}::uuid
  )
  select grp, grouping(grp) = 1 as total, count(*)::int as exposed,
    count(*) filter (where served)::int as served,
    count(*) filter (where pregnant)::int as pregnant,
    count(*) filter (where calved)::int as calved,
    coalesce(sum(weaned), 0)::int as weaned,
    ${pct('count(*) filter (where served)', 'count(*)')} as service_rate,
    ${pct('count(*) filter (where pregnant and served)', 'count(*) filter (where served)')}
      as conception_rate,
    ${pct('count(*) filter (where pregnant)', 'count(*)')} as pregnancy_rate,
    ${pct('count(*) filter (where calved)', 'count(*)')} as calving_rate,
    ${pct('coalesce(sum(weaned), 0)', 'count(*)')} as weaning_rate,
    round(avg(interval_days))::float8 as interval_days,
    round(avg(first_months), 1)::float8 as first_months,
    round(coalesce(sum(kg), 0) / nullif(count(*), 0), 1)::float8 as kg_per_exposed,
    round(sum(p205_sum) / nullif(sum(p205_n), 0), 1)::float8 as p205
  from f group by grouping sets ((), (grp))`;

interface SplitRow extends Record<string, unknown> {
  split: 'round' | 'protocol' | 'sire' | 'inseminator';
  label: string | null;
  round: number | null;
  served: number;
  pregnant: number;
  conception_rate: number | null;
}

/**
 * The season's services (not undone) of its exposed females, each with its round (her 1st, 2nd…
 * service of the season) and whether her pregnancy is attributed to it; counted by round,
 * protocol ('IA sem protocolo', 'Monta natural'), sire and inseminator.
 */
export const splitsQuery = (farmId: string, seasonId: string) => sql<SplitRow>`
  with s as (
    select
      row_number() over (partition by e.animal_id order by e.event_date, e.created_at, e.id)::int
        as round,
      case when e.kind = 'natural_service' then ${SPLIT_LABELS.natural}
        else coalesce(b.protocol_name, ${SPLIT_LABELS.noProtocol}) end as protocol,
      coalesce(nullif(e.details ->> 'sire', ''), ${SPLIT_LABELS.unknown}) as sire,
      case when e.kind = 'natural_service' then ${SPLIT_LABELS.natural}
        else coalesce(nullif(e.details ->> 'inseminator', ''), ${SPLIT_LABELS.unknown}) end
        as inseminator,
      x.status = 'pregnant' and x.pregnancy_service_id = e.id as conceived
    from reproduction_events e
    join season_exposures x on x.farm_id = e.farm_id and x.season_id = e.season_id
      and x.animal_id = e.animal_id
    left join iatf_batches b on b.farm_id = e.farm_id and b.id = e.batch_id
    where e.farm_id = ${farmId} and e.season_id = ${seasonId}::uuid
      and e.kind in ('insemination', 'natural_service') and e.undone_at is null
  )
  select case when grouping(round) = 0 then 'round' when grouping(protocol) = 0 then 'protocol'
      when grouping(sire) = 0 then 'sire' else 'inseminator' end as split,
    coalesce(protocol, sire, inseminator) as label, round,
    count(*)::int as served, count(*) filter (where conceived)::int as pregnant,
    ${pct('count(*) filter (where conceived)', 'count(*)')} as conception_rate
  from s group by grouping sets ((round), (protocol), (sire), (inseminator))
  order by split, round, count(*) desc, label`;

/** 'Previsão de partos': the pregnant females by the month of their 'Previsão de parto'. */
export const calvingsByMonthQuery = (farmId: string, seasonId: string) => sql`
  select to_char(x.expected_from + (x.expected_to - x.expected_from) / 2, 'YYYY-MM') as month,
    count(*)::int as heads, count(*) filter (where x.calved_on is not null)::int as calved
  from season_exposures x
  where x.farm_id = ${farmId} and x.season_id = ${seasonId}::uuid
    and x.status = 'pregnant' and x.expected_from is not null
  group by 1 order by 1`;

/** 'A desmamar', one page: the list's SQL (to-wean.ts) after `page.after`, `page.limit` rows. */
export const toWeanQuery = (
  farmId: string,
  seasonId: string,
  today: string,
  page: { limit: number; after?: readonly [string, string, string] },
) =>
  toWeanSql(
    farmId,
    seasonId,
    today,
    sql`${
      page.after
        ? sql`and (k.birth_date, k.tag, k.id) > (${page.after[0]}::date, ${page.after[1]}, ${page.after[2]}::uuid)`
        : sql``
    }
    order by k.birth_date, k.tag, k.id
    limit ${page.limit + 1}`,
  );

/**
 * A season's indicators, kept between the farm's changes (its herd and its reproduction records:
 * farm-records/memo.ts): a season's page opened again reads them without their two aggregates.
 */
const indicatorsMemo = farmMemo<SeasonIndicators>('repro', 64);

export function indicatorQueries(db: Db) {
  /** The season's figures, by group, and the services' splits: two aggregates at once. */
  async function computeIndicators(farmId: string, seasonId: string): Promise<SeasonIndicators> {
    const [{ rows: figures }, { rows: splits }] = await Promise.all([
      db.execute<FigureRow>(figuresQuery(farmId, seasonId)),
      db.execute<SplitRow>(splitsQuery(farmId, seasonId)),
    ]);
    const overall = figures.find((r) => r.total);
    const byGroup = FEMALE_GROUPS.flatMap((group): GroupIndicators[] => {
      const row = figures.find((r) => !r.total && r.grp === group);
      return row ? [{ group, ...toFigures(row) }] : [];
    });
    const of = (split: SplitRow['split']): ServiceSplit[] =>
      splits
        .filter((r) => r.split === split)
        .map((r) => ({
          label: split === 'round' ? roundLabel(r.round!) : r.label!,
          served: r.served,
          pregnant: r.pregnant,
          conceptionRate: r.conception_rate,
        }));
    return {
      seasonId,
      overall: overall && overall.exposed > 0 ? toFigures(overall) : EMPTY,
      byGroup,
      byRound: of('round'),
      byProtocol: of('protocol'),
      bySire: of('sire'),
      byInseminator: of('inseminator'),
    };
  }

  return {
    /** GET /seasons/:id/indicators: the season's figures, by group, and the services' splits. */
    async indicators(farmId: string, seasonId: string): Promise<SeasonIndicators> {
      await seasonOf(db, farmId, seasonId);
      // They move with the farm's records only, not with the day.
      return indicatorsMemo(db, farmId, '', () => computeIndicators(farmId, seasonId), seasonId);
    },

    /**
     * GET /seasons/:id/calvings-by-month: the pregnant females by the month of their 'Previsão
     * de parto' (a natural service's window by its middle day), and how many calved already.
     */
    async calvingsByMonth(farmId: string, seasonId: string): Promise<CalvingMonth[]> {
      await seasonOf(db, farmId, seasonId);
      const { rows } = await db.execute<CalvingMonth & Record<string, unknown>>(
        calvingsByMonthQuery(farmId, seasonId),
      );
      return rows;
    },

    /**
     * GET /seasons/:id/to-wean: 'A desmamar', the active calves of the season's calvings older
     * than WEAN_AFTER_MONTHS with no weaning, oldest first, after `after` ([birth, brinco, id]).
     */
    async toWean(
      farmId: string,
      seasonId: string,
      today: string,
      page: { limit: number; after?: readonly [string, string, string] },
    ) {
      await seasonOf(db, farmId, seasonId);
      const { rows } = await db.execute<ToWeanRow>(toWeanQuery(farmId, seasonId, today, page));
      const items = rows.slice(0, page.limit).map(toCalfToWean);
      const last = rows.length > page.limit ? items.at(-1) : undefined;
      return {
        items,
        last: last ? ([last.birthDate, last.tag, last.animalId] as const) : null,
      };
    },
  };
}
