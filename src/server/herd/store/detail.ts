import { and, eq, ne, sql } from 'drizzle-orm';
import type { AnimalDetail, TimelineEntry } from '../../../domain/herd/api';
import type { AnimalStatus, Category, Origin, Sex } from '../../../domain/herd/constants';
import { daysBetween } from '../../../domain/records/dates';
import { mayUndo, type FarmRole } from '../../../domain/farms';
import { NAMED_TAGS } from '../../../domain/herd/undo';
import type { Db } from '../../db/client';
import { animals } from '../../db/schema';
import {
  lastWeighingJoin,
  lotJoin,
  rowColumns,
  toAnimalRow,
  type RowColumns,
} from '../../farm-records';
import { pricedEvent, toHerdEvent } from './rows';

/** A timeline's key: the entry's date, when it was made (to the microsecond), its id. */
export type TimelineKey = [string, string, string];

interface DetailColumns extends RowColumns {
  sisbov: string | null;
  coat: string | null;
  breeder: boolean;
  category_override: string | null;
  mother_id: string | null;
  mother_tag: string | null;
  father: string | null;
  origin: string | null;
  entry_date: string | null;
  exit_date: string | null;
  notes: string | null;
}

/** kg/day from `a` to `b` (null over 0 days). */
const gmd = (a: { date: string; weight: number }, b: { date: string; weight: number }) => {
  const days = daysBetween(a.date, b.date);
  return days > 0 ? Math.round(((b.weight - a.weight) / days) * 1000) / 1000 : null;
};

export function detailQueries(db: Db) {
  return {
    /**
     * An animal's page (removed ones and other farms' are not found), but for its withdrawal's
     * product: the routes ask the sanitary records for it when `withdrawalUntil` is set.
     */
    async detail(
      farmId: string,
      id: string,
      today: string,
    ): Promise<Omit<AnimalDetail, 'withdrawal'> | undefined> {
      const { rows } = await db.execute<DetailColumns>(sql`
        select ${rowColumns(today)}, a.sisbov, a.coat, a.breeder, a.category_override,
               a.mother_id, m.tag as mother_tag, a.father, a.origin, a.entry_date::text as entry_date,
               a.exit_date::text as exit_date, a.notes
        from animals a ${lotJoin} ${lastWeighingJoin}
        left join animals m on m.farm_id = a.farm_id and m.id = a.mother_id
        where a.farm_id = ${farmId} and a.id = ${id}::uuid and a.status <> 'removed'
      `);
      const r = rows[0];
      if (!r) return undefined;
      const ids = [r.tag, ...(r.eid ? [r.eid] : [])];
      const [weighed, calves] = await Promise.all([
        db.execute<{ date: string; weight: number; n: number; first: boolean }>(sql`
          (select weighing_date::text as date, weight::float8 as weight, true as first,
                  count(*) over ()::int as n
           from weighings where farm_id = ${farmId} and animal_id = any(${sql.param(ids)}::text[])
           order by weighing_date, created_at, id limit 1)
          union all
          (select weighing_date::text, weight::float8, false, 0
           from weighings where farm_id = ${farmId} and animal_id = any(${sql.param(ids)}::text[])
           order by weighing_date desc, created_at desc, id desc limit 2)
        `),
        db
          .select({
            id: animals.id,
            tag: animals.tag,
            sex: animals.sex,
            birthDate: animals.birthDate,
            status: animals.status,
          })
          .from(animals)
          .where(
            and(
              eq(animals.farmId, farmId),
              eq(animals.motherId, id),
              ne(animals.status, 'removed'),
            ),
          )
          .orderBy(sql`${animals.birthDate} desc nulls last`, animals.tag),
      ]);
      const first = weighed.rows.find((w) => w.first);
      const [last, previous] = weighed.rows.filter((w) => !w.first);
      const count = await (first
        ? db.execute<{ n: number }>(sql`select count(*)::int as n from weighings
            where farm_id = ${farmId} and animal_id = any(${sql.param(ids)}::text[])`)
        : null);
      const births = [
        ...new Set(calves.map((c) => c.birthDate).filter((d): d is string => !!d)),
      ].sort();
      return {
        ...toAnimalRow(r),
        sisbov: r.sisbov,
        coat: r.coat,
        breeder: r.breeder,
        categoryOverride: r.category_override as Category | null,
        mother: r.mother_id && r.mother_tag ? { id: r.mother_id, tag: r.mother_tag } : null,
        father: r.father,
        origin: r.origin as Origin | null,
        entryDate: r.entry_date,
        exitDate: r.exit_date,
        notes: r.notes,
        gmdLife: first && last ? gmd(first, last) : null,
        gmdLast: previous && last ? gmd(previous, last) : null,
        weighings: Number(count?.rows[0]?.n ?? 0),
        calves: calves.map((c) => ({
          id: c.id,
          tag: c.tag,
          sex: c.sex as Sex | null,
          birthDate: c.birthDate,
          status: c.status as AnimalStatus,
        })),
        calvingIntervalsDays: births.slice(1).map((d, i) => daysBetween(births[i]!, d)),
      };
    },

    /**
     * The animal's timeline, newest first: its events, the weighings of its brinco or EID, the
     * edits of its data and its sanitary applications (issue 26), merged in SQL and keyset-paged
     * by (date, made at, id).
     */
    async timeline(
      farmId: string,
      animal: { id: string; tag: string; eid: string | null },
      after: TimelineKey | undefined,
      limit: number,
      viewer: Viewer,
    ) {
      const ids = [animal.tag, ...(animal.eid ? [animal.eid] : [])];
      const { rows } = await db.execute<{
        type: TimelineRow['type'];
        id: string;
        date: string;
        at: Date;
        at_key: string;
        kind: string | null;
        details: unknown;
        weight: number | null;
        notes: string | null;
        undone_at: Date | null;
        undo_reason: string | null;
        by_name: string | null;
        author: string | null;
        group_count: number | null;
        group_tags: string[] | null;
      }>(sql`
        select t.*, to_char(t.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_key
        from (
          select 'event' as type, e.id, e.event_date::text as date, e.created_at as at,
                 e.kind, e.details, null::float8 as weight, null as notes, e.undone_at,
                 e.undo_reason, u.name as by_name, e.user_id as author,
                 g.count as group_count, g.tags as group_tags
          from animal_events e left join users u on u.id = e.undone_by
          -- The event's animals still in it, for the undo's question (decision 063).
          left join lateral (
            select count(*)::int as count,
                   (array_agg(o.tag order by length(o.tag), o.tag))[1:${NAMED_TAGS}::int] as tags
            from animal_events r join animals o on o.farm_id = r.farm_id and o.id = r.animal_id
            where r.farm_id = e.farm_id and r.group_id = e.group_id and r.undone_at is null
              and r.kind <> 'calving'
          ) g on e.undone_at is null and e.kind <> 'calving'
          where e.farm_id = ${farmId} and e.animal_id = ${animal.id}::uuid
          union all
          select 'weighing', w.id, w.weighing_date::text, w.created_at, null, null,
                 w.weight::float8, w.notes, null, null, null, null, null, null
          from weighings w
          where w.farm_id = ${farmId} and w.animal_id = any(${sql.param(ids)}::text[])
          union all
          select 'edit', c.id, (c.changed_at at time zone 'America/Sao_Paulo')::date::text,
                 c.changed_at, null, c.changes, null, null, null, null, u.name, c.user_id,
                 null, null
          from animal_changes c left join users u on u.id = c.user_id
          where c.farm_id = ${farmId} and c.animal_id = ${animal.id}::uuid
          union all
          select 'application', h.id, h.applied_on::text, h.created_at, p.name,
                 jsonb_build_object('dose', h.dose::float8, 'doseUnit', h.dose_unit,
                   'withdrawalUntil', h.withdrawal_until::text, 'appliedBy', h.applied_by,
                   'veterinarian', h.veterinarian, 'priorHistory', h.prior_history),
                 null, h.notes, h.undone_at, h.undo_reason, u.name, h.user_id, null, null
          from sanitary_applications h
          join sanitary_products p on p.farm_id = h.farm_id and p.id = h.product_id
          left join users u on u.id = h.undone_by
          where h.farm_id = ${farmId} and h.animal_id = ${animal.id}::uuid
        ) t
        ${after ? sql`where (t.date::date, t.at, t.id) < (${after[0]}::date, ${after[1]}::timestamptz, ${after[2]}::uuid)` : sql``}
        order by t.date::date desc, t.at desc, t.id desc
        limit ${limit + 1}
      `);
      const page = timelineItems(rows, limit, viewer);
      const last = rows[limit - 1];
      const next: TimelineKey | null =
        rows.length > limit && last ? [last.date, last.at_key, last.id] : null;
      return { items: page, next };
    },
  };
}

type TimelineRow = {
  type: 'event' | 'weighing' | 'edit' | 'application';
  id: string;
  date: string;
  at: Date | string;
  kind: string | null;
  details: unknown;
  weight: number | null;
  notes: string | null;
  undone_at: Date | string | null;
  undo_reason: string | null;
  by_name: string | null;
  /** Who entered it (`user_id`): 'Campo' undoes only his own events (decision 057). */
  author: string | null;
  /** An event's animals still in it, and their first brincos (null once undone). */
  group_count: number | null;
  group_tags: string[] | null;
};

/** Who reads the timeline: what money they see and what they may undo. */
export interface Viewer {
  userId: string;
  role: FarmRole;
  /** Decided by the access layer (access/money.ts). */
  seesMoney: boolean;
}

function timelineItems(rows: TimelineRow[], limit: number, viewer: Viewer): TimelineEntry[] {
  const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));
  const items: TimelineEntry[] = rows.slice(0, limit).map((r) => {
    if (r.type === 'weighing') {
      return {
        type: 'weighing',
        date: r.date,
        weighing: { id: r.id, weight: Number(r.weight), notes: r.notes },
      };
    }
    if (r.type === 'application') {
      const d = r.details as {
        dose: number;
        doseUnit: string;
        withdrawalUntil: string | null;
        appliedBy: string | null;
        veterinarian: string | null;
        priorHistory?: boolean;
      };
      return {
        type: 'application',
        date: r.date,
        application: {
          id: r.id,
          productName: r.kind!,
          dose: Number(d.dose),
          doseUnit: d.doseUnit,
          withdrawalUntil: d.withdrawalUntil,
          appliedBy: d.appliedBy,
          veterinarian: d.veterinarian,
          priorHistory: d.priorHistory === true,
          notes: r.notes,
          undone:
            r.undone_at === null
              ? null
              : {
                  at: asDate(r.undone_at).toISOString(),
                  reason: r.undo_reason ?? '',
                  by: r.by_name,
                },
        },
      };
    }
    if (r.type === 'edit') {
      return {
        type: 'edit',
        date: r.date,
        edit: {
          at: asDate(r.at).toISOString(),
          by: r.by_name,
          changes: r.details as { field: string; from: string | null; to: string | null }[],
        },
      };
    }
    const event = toHerdEvent(
      {
        id: r.id,
        kind: r.kind!,
        eventDate: r.date,
        details: r.details,
        undoneAt: r.undone_at === null ? null : asDate(r.undone_at),
        undoReason: r.undo_reason,
        undoneByName: r.by_name,
        createdAt: asDate(r.at),
      },
      viewer.seesMoney,
      mayUndo(viewer.role, viewer.userId, {
        authorId: r.author,
        priced: pricedEvent(r.kind!, r.details),
      }),
    );
    if (r.group_count !== null) {
      event.animals = { count: Number(r.group_count), tags: r.group_tags ?? [] };
    }
    return { type: 'event', date: r.date, event };
  });
  return items;
}
