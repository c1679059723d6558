import { sql, type SQL } from 'drizzle-orm';
import type { ExposedFemale, ServiceView } from '../../../domain/reproduction/api';
import {
  DIAGNOSE_AFTER_DAYS,
  type DiagnosisResult,
  type FemaleGroup,
  type ReproStatus,
} from '../../../domain/reproduction/constants';
import type { FemalesQuery } from '../../../domain/reproduction/queries';
import { addDays } from '../../../domain/sanitary/due';
import type { Category } from '../../../domain/herd/constants';
import { normalizeEid } from '../../../domain/herd/eid';
import type { Db } from '../../db/client';
import { categoryOf } from '../../farm-records';
import { readStatusIsSql, readStatusSql, seasonOf } from './shared';

/* A season's females, as its list, 'A diagnosticar' and the chute read them (keyset by brinco). */

export interface FemaleRow extends Record<string, unknown> {
  animal_id: string;
  tag: string;
  eid: string | null;
  name: string | null;
  category: string | null;
  female_group: FemaleGroup;
  status: ReproStatus;
  last_service_id: string | null;
  last_service_kind: 'insemination' | 'natural_service' | null;
  last_service_on: string | null;
  last_service_ends_on: string | null;
  last_service_sire: string | null;
  last_service_inseminator: string | null;
  last_diagnosis_on: string | null;
  last_diagnosis_result: DiagnosisResult | null;
  last_gestation_days: number | null;
  expected_from: string | null;
  expected_to: string | null;
}

/** The columns of an ExposedFemale over `x` (exposures), `s` (its season) and `a` (animals). */
export const femaleColumns = (today: string): SQL => sql`
  x.animal_id, a.tag, a.eid, a.name, ${categoryOf(today)} as category, x.female_group,
  ${readStatusSql(today)} as status, x.last_service_id, x.last_service_kind,
  x.last_service_on::text, x.last_service_ends_on::text, x.last_service_sire,
  x.last_service_inseminator, x.last_diagnosis_on::text, x.last_diagnosis_result,
  x.last_gestation_days, x.expected_from::text, x.expected_to::text`;

export function toFemale(r: FemaleRow): ExposedFemale {
  const service: ServiceView | null =
    r.last_service_id && r.last_service_kind && r.last_service_on
      ? {
          eventId: r.last_service_id,
          kind: r.last_service_kind,
          date: r.last_service_on,
          endsOn: r.last_service_ends_on,
          sire: r.last_service_sire ?? '',
          inseminator: r.last_service_inseminator,
        }
      : null;
  return {
    animalId: r.animal_id,
    tag: r.tag,
    eid: r.eid,
    name: r.name,
    category: r.category as Category | null,
    group: r.female_group,
    status: r.status,
    lastService: service,
    lastDiagnosis:
      r.last_diagnosis_on && r.last_diagnosis_result
        ? {
            date: r.last_diagnosis_on,
            result: r.last_diagnosis_result,
            gestationDays: r.last_gestation_days,
          }
        : null,
    expectedCalving: r.expected_from ? { from: r.expected_from, to: r.expected_to! } : null,
  };
}

const escaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The list's filters over `x`, `s` and `a` (the CSV file takes the same). */
export function femaleFilter(q: FemalesQuery, today: string): SQL {
  const parts: SQL[] = [];
  if (q.status === 'to_diagnose') {
    const served = addDays(today, -DIAGNOSE_AFTER_DAYS);
    parts.push(sql`not x.diagnosed and x.last_service_on <= ${served}::date`);
  } else if (q.status === 'undiagnosed') {
    parts.push(sql`not x.diagnosed`);
  } else if (q.status) {
    parts.push(readStatusIsSql(q.status, today));
  }
  if (q.group) parts.push(sql`x.female_group = ${q.group}`);
  if (q.q) {
    const prefix = `${escaped(q.q)}%`;
    const eid = normalizeEid(q.q) ?? q.q;
    parts.push(sql`(a.tag ilike ${prefix} or a.name ilike ${prefix} or a.eid = ${eid})`);
  }
  return parts.length ? sql`and ${sql.join(parts, sql` and `)}` : sql``;
}

export function femaleQueries(db: Db) {
  return {
    /** A page of the season's females by brinco, after `after` ([brinco, id]). */
    async females(
      farmId: string,
      seasonId: string,
      today: string,
      q: FemalesQuery,
      page: { limit: number; after?: readonly [string, string] },
    ) {
      await seasonOf(db, farmId, seasonId);
      const after = page.after
        ? sql`and (a.tag, a.id) > (${page.after[0]}, ${page.after[1]}::uuid)`
        : sql``;
      const { rows } = await db.execute<FemaleRow>(sql`
        select ${femaleColumns(today)}
        from season_exposures x
        join breeding_seasons s on s.farm_id = x.farm_id and s.id = x.season_id
        join animals a on a.farm_id = x.farm_id and a.id = x.animal_id
        where x.farm_id = ${farmId} and x.season_id = ${seasonId}::uuid ${femaleFilter(q, today)} ${after}
        order by a.tag, a.id
        limit ${page.limit + 1}`);
      const items = rows.slice(0, page.limit).map(toFemale);
      const last = rows.length > page.limit ? items.at(-1) : undefined;
      return { items, last: last ? ([last.tag, last.animalId] as const) : null };
    },
  };
}
