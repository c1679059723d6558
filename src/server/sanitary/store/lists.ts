import { sql } from 'drizzle-orm';
import type { DueStatus } from '../../../domain/sanitary/constants';
import type {
  ApplicationPage,
  BrucellosisProof,
  DueCounts,
  DueItem,
  DuePage,
  SanitaryApplication,
} from '../../../domain/sanitary/api';
import { mayUndo, type FarmRole } from '../../../domain/farms';
import type { Db } from '../../db/client';
import {
  applicationIds,
  toBrucellosisRow,
  type ApplicationIdColumns,
  type BrucellosisColumns,
} from '../../farm-records';
import { dueEntries, type DueEntry } from './due-cache';

/*
 * What the sanitary page lists, paged on the server: the due lists and their counts per
 * protocol, the applications (of the farm, a period, an animal), the withdrawal an animal is in,
 * and the brucellosis proof of a semester.
 */

/** The due list's keyset: due date, brinco, animal id, protocol id. */
export type DueKey = [string, string, string, string];
/** The applications' keyset, newest first: date, id. */
export type ApplicationKey = [string, string];

type ApplicationRow = ApplicationIdColumns & {
  product_type: SanitaryApplication['productType'];
  dose_unit: SanitaryApplication['doseUnit'];
  undone: boolean;
  user_id: string | null;
};

/** Who reads the list: what money they see and which applications they may undo. */
export interface ApplicationViewer {
  userId: string;
  role: FarmRole;
  /** Decided by the access layer (access/money.ts). */
  seesMoney: boolean;
}

const toApplication = (
  r: ApplicationRow,
  viewer: ApplicationViewer,
): Omit<SanitaryApplication, 'groupSize'> => ({
  ...applicationIds(r),
  productType: r.product_type,
  date: r.applied_on,
  dose: Number(r.dose),
  doseUnit: r.dose_unit,
  appliedBy: r.applied_by,
  veterinarian: r.veterinarian,
  withdrawalUntil: r.withdrawal_until,
  cost: viewer.seesMoney && r.cost !== null ? Number(r.cost) : null,
  notes: r.notes,
  undone: r.undone,
  undoReason: r.undo_reason,
  priorHistory: r.prior_history,
  canUndo: mayUndo(viewer.role, viewer.userId, { authorId: r.user_id, priced: false }),
});

type DueDetails = {
  animal_id: string;
  name: string | null;
  sex: DueItem['sex'];
  age: number | null;
  lot_name: string | null;
};

export interface ApplicationFilter {
  from?: string;
  to?: string;
  animalId?: string;
  productId?: string;
  /** The active animals now in this paddock ('Pastos', issue 42). */
  paddockId?: string;
}

/**
 * The applications still standing of each recording (`group_id`) of a page: what undoing the
 * whole of one takes back (decision 063). One grouped read over the group index.
 */
async function groupSizes(db: Db, farmId: string, groupIds: string[]) {
  const sizes = new Map<string, number>();
  if (groupIds.length === 0) return sizes;
  const { rows } = await db.execute<{ group_id: string; n: number }>(sql`
    select group_id, count(*)::int as n from sanitary_applications
    where farm_id = ${farmId} and group_id = any(${sql.param([...new Set(groupIds)])}::uuid[])
      and undone_at is null
    group by group_id
  `);
  for (const r of rows) sizes.set(r.group_id, Number(r.n));
  return sizes;
}

/**
 * The memo's entries of the active animals now in `paddockId` ('Pasto', issue 42), or all of them
 * without one: the paddock's animals in one read, the memo left whole for the other filters.
 */
async function inPaddock(db: Db, farmId: string, entries: DueEntry[], paddockId?: string) {
  if (!paddockId) return entries;
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from animals
    where farm_id = ${farmId} and paddock_id = ${paddockId}::uuid and status = 'active'
  `);
  const ids = new Set(rows.map((r) => r.id));
  return entries.filter((e) => ids.has(e.animalId));
}

/** The list an entry of the memo belongs to on `today`. */
const statusOf = (e: DueEntry, today: string): DueStatus =>
  e.prior ? 'prior' : e.due < today ? 'overdue' : 'upcoming';

export function listQueries(db: Db) {
  return {
    /**
     * Heads in 'Atrasadas', 'Próximos 30 dias' and 'Histórico anterior ao cadastro', per active
     * protocol (one line per vaccine on the page, decision 063); of a paddock's animals with
     * `paddockId`.
     */
    async dueCounts(farmId: string, today: string, paddockId?: string): Promise<DueCounts> {
      const entries = await inPaddock(db, farmId, await dueEntries(db, farmId, today), paddockId);
      const { rows } = await db.execute<{
        protocol_id: string;
        protocol_name: string;
        product_name: string;
        product_type: DueCounts['byProtocol'][number]['productType'];
      }>(sql`
        select r.id as protocol_id, r.name as protocol_name, p.name as product_name,
          p.type as product_type
        from sanitary_protocols r
        join sanitary_products p on p.farm_id = r.farm_id and p.id = r.product_id
        where r.farm_id = ${farmId} and r.active
        order by r.name, r.id
      `);
      const counted = new Map(
        rows.map((r) => [r.protocol_id, { overdue: 0, upcoming: 0, prior: 0 }]),
      );
      for (const e of entries) {
        const c = counted.get(e.protocolId);
        if (c) c[statusOf(e, today)] += 1;
      }
      const byProtocol = rows.map((r) => ({
        protocolId: r.protocol_id,
        protocolName: r.protocol_name,
        productName: r.product_name,
        productType: r.product_type,
        ...counted.get(r.protocol_id)!,
      }));
      return {
        overdue: byProtocol.reduce((n, r) => n + r.overdue, 0),
        upcoming: byProtocol.reduce((n, r) => n + r.upcoming, 0),
        prior: byProtocol.reduce((n, r) => n + r.prior, 0),
        byProtocol,
      };
    },

    /**
     * One page of a due list, by due date then brinco; `protocolId` narrows it to one protocol,
     * `paddockId` to the animals now in one paddock.
     */
    async duePage(
      farmId: string,
      today: string,
      query: {
        status: DueStatus;
        protocolId?: string;
        paddockId?: string;
        limit: number;
        after?: DueKey;
      },
    ): Promise<Omit<DuePage, 'nextCursor'> & { last: DueKey | null }> {
      const all = await dueEntries(db, farmId, today);
      const entries = (await inPaddock(db, farmId, all, query.paddockId)).filter(
        (e) =>
          statusOf(e, today) === query.status &&
          (!query.protocolId || e.protocolId === query.protocolId),
      );
      let start = 0;
      const after = query.after;
      if (after) {
        const at = entries.findIndex((e) => e.animalId === after[2] && e.protocolId === after[3]);
        start =
          at >= 0
            ? at + 1
            : entries.findIndex(
                (e) => e.due > after[0] || (e.due === after[0] && e.tag > after[1]),
              );
        if (start < 0) start = entries.length;
      }
      const page = entries.slice(start, start + query.limit);
      const lastEntry = start + query.limit < entries.length ? page[page.length - 1]! : null;
      const details = new Map<string, DueDetails>();
      if (page.length > 0) {
        const { rows } = await db.execute<DueDetails>(sql`
          select a.id as animal_id, a.name, a.sex,
            animal_age_months(a.birth_date, ${today}::date) as age, l.name as lot_name
          from animals a
          left join lots l on l.farm_id = a.farm_id and l.id = a.lot_id
          where a.farm_id = ${farmId}
            and a.id = any(${sql.param([...new Set(page.map((e) => e.animalId))])}::uuid[])
        `);
        for (const r of rows) details.set(r.animal_id, r);
      }
      const { rows: protocols } = await db.execute<{
        id: string;
        name: string;
        product_id: string;
        product_name: string;
      }>(sql`
        select r.id, r.name, p.id as product_id, p.name as product_name
        from sanitary_protocols r
        join sanitary_products p on p.farm_id = r.farm_id and p.id = r.product_id
        where r.farm_id = ${farmId}
      `);
      const protocolOf = new Map(protocols.map((r) => [r.id, r]));
      return {
        items: page.map((e) => {
          const animal = details.get(e.animalId);
          const protocol = protocolOf.get(e.protocolId);
          return {
            animalId: e.animalId,
            tag: e.tag,
            name: animal?.name ?? null,
            sex: animal?.sex ?? null,
            ageMonths: animal?.age ?? null,
            lotName: animal?.lot_name ?? null,
            protocolId: e.protocolId,
            protocolName: protocol?.name ?? '',
            productId: protocol?.product_id ?? '',
            productName: protocol?.product_name ?? '',
            doseNumber: e.doses + 1,
            due: e.due,
          };
        }),
        total: entries.length,
        last: lastEntry
          ? [lastEntry.due, lastEntry.tag, lastEntry.animalId, lastEntry.protocolId]
          : null,
      };
    },

    /** Applications, newest first, of the farm (a period, an animal, a product, a paddock). */
    async applications(
      farmId: string,
      filter: ApplicationFilter,
      page: { limit: number; after?: ApplicationKey },
      viewer: ApplicationViewer,
    ): Promise<Omit<ApplicationPage, 'nextCursor'> & { last: ApplicationKey | null }> {
      const { rows } = await db.execute<ApplicationRow>(sql`
        select h.id, h.group_id, h.animal_id, a.tag, h.product_id, p.name as product_name,
          p.type as product_type, h.applied_on::text as applied_on, h.dose, h.dose_unit,
          h.applied_by, h.veterinarian, h.withdrawal_until::text as withdrawal_until, h.cost,
          h.notes, h.undone_at is not null as undone, h.undo_reason, h.user_id, h.prior_history
        from sanitary_applications h
        join animals a on a.farm_id = h.farm_id and a.id = h.animal_id
        join sanitary_products p on p.farm_id = h.farm_id and p.id = h.product_id
        where h.farm_id = ${farmId}
          ${filter.from ? sql`and h.applied_on >= ${filter.from}::date` : sql``}
          ${filter.to ? sql`and h.applied_on <= ${filter.to}::date` : sql``}
          ${filter.animalId ? sql`and h.animal_id = ${filter.animalId}::uuid` : sql``}
          ${filter.productId ? sql`and h.product_id = ${filter.productId}::uuid` : sql``}
          ${
            filter.paddockId
              ? sql`and a.paddock_id = ${filter.paddockId}::uuid and a.status = 'active'`
              : sql``
          }
          ${
            page.after
              ? sql`and (h.applied_on, h.id) < (${page.after[0]}::date, ${page.after[1]}::uuid)`
              : sql``
          }
        order by h.applied_on desc, h.id desc
        limit ${page.limit + 1}
      `);
      const items = rows.slice(0, page.limit);
      const last = rows.length > page.limit ? items[items.length - 1]! : null;
      const sizes = await groupSizes(
        db,
        farmId,
        items.filter((r) => !r.undone).map((r) => r.group_id),
      );
      return {
        items: items.map((r) => ({
          ...toApplication(r, viewer),
          groupSize: r.undone ? 0 : (sizes.get(r.group_id) ?? 1),
        })),
        last: last ? [last.applied_on, last.id] : null,
      };
    },

    /** 'Comprovante de vacinação contra brucelose': the females vaccinated from `from` to `to`. */
    async brucellosis(
      farmId: string,
      period: { from: string; to: string },
      page: { limit: number; after?: [string, string, string] },
    ): Promise<
      Omit<BrucellosisProof, 'farmName' | 'semester' | 'nextCursor'> & {
        last: [string, string, string] | null;
      }
    > {
      // A dose before the registration has no date to prove (decision 063).
      const where = sql`h.farm_id = ${farmId} and h.undone_at is null and not h.prior_history
        and h.applied_on between ${period.from}::date and ${period.to}::date
        and p.brucellosis is not null and a.sex = 'F'`;
      const { rows } = await db.execute<BrucellosisColumns & { id: string; total: number }>(sql`
        select h.id, a.tag, a.eid, a.birth_date::text as birth_date, p.brucellosis as vaccine,
          h.applied_on::text as applied_on, h.veterinarian,
          (select count(*)::int from sanitary_applications h
            join sanitary_products p on p.farm_id = h.farm_id and p.id = h.product_id
            join animals a on a.farm_id = h.farm_id and a.id = h.animal_id where ${where}) as total
        from sanitary_applications h
        join sanitary_products p on p.farm_id = h.farm_id and p.id = h.product_id
        join animals a on a.farm_id = h.farm_id and a.id = h.animal_id
        where ${where}
          ${
            page.after
              ? sql`and (h.applied_on, a.tag, h.id) > (${page.after[0]}::date, ${page.after[1]},
                  ${page.after[2]}::uuid)`
              : sql``
          }
        order by h.applied_on, a.tag, h.id
        limit ${page.limit + 1}
      `);
      const items = rows.slice(0, page.limit);
      const last = rows.length > page.limit ? items[items.length - 1]! : null;
      return {
        from: period.from,
        to: period.to,
        total: rows[0]?.total ?? 0,
        items: items.map(toBrucellosisRow),
        last: last ? [last.applied_on, last.tag, last.id] : null,
      };
    },
  };
}
