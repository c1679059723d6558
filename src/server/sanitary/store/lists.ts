import { sql } from 'drizzle-orm';
import type { DueStatus } from '../../../domain/sanitary/constants';
import type {
  ApplicationPage,
  BrucellosisProof,
  DueCounts,
  DueItem,
  DuePage,
  SanitaryApplication,
  Withdrawal,
} from '../../../domain/sanitary/api';
import type { Db } from '../../db/client';
import { dueProtocols, dueSql } from './due';

/*
 * What the sanitary page lists, paged on the server: the due lists and their counts per
 * protocol, the applications (of the farm, a period, an animal), the withdrawal an animal is in,
 * and the brucellosis proof of a semester.
 */

/** The due list's keyset: due date, brinco, animal id, protocol id. */
export type DueKey = [string, string, string, string];
/** The applications' keyset, newest first: date, id. */
export type ApplicationKey = [string, string];

type ApplicationRow = {
  id: string;
  group_id: string;
  animal_id: string;
  tag: string;
  product_id: string;
  product_name: string;
  product_type: SanitaryApplication['productType'];
  applied_on: string;
  dose: string;
  dose_unit: SanitaryApplication['doseUnit'];
  applied_by: string | null;
  veterinarian: string | null;
  withdrawal_until: string | null;
  cost: string | null;
  notes: string | null;
  undone: boolean;
  undo_reason: string | null;
};

const toApplication = (r: ApplicationRow, withMoney: boolean): SanitaryApplication => ({
  id: r.id,
  groupId: r.group_id,
  animalId: r.animal_id,
  tag: r.tag,
  productId: r.product_id,
  productName: r.product_name,
  productType: r.product_type,
  date: r.applied_on,
  dose: Number(r.dose),
  doseUnit: r.dose_unit,
  appliedBy: r.applied_by,
  veterinarian: r.veterinarian,
  withdrawalUntil: r.withdrawal_until,
  cost: withMoney && r.cost !== null ? Number(r.cost) : null,
  notes: r.notes,
  undone: r.undone,
  undoReason: r.undo_reason,
});

export interface ApplicationFilter {
  from?: string;
  to?: string;
  animalId?: string;
  productId?: string;
}

export function listQueries(db: Db) {
  return {
    /** Heads in 'Atrasadas' and 'Próximos 30 dias', per active protocol. */
    async dueCounts(farmId: string, today: string): Promise<DueCounts> {
      const protocols = await dueProtocols(db, farmId);
      const { rows } = await db.execute<{
        protocol_id: string;
        protocol_name: string;
        product_name: string;
        overdue: number;
        upcoming: number;
      }>(sql`
        with due as (
          select protocol_id, due from (${dueSql(farmId, today, protocols, 'window')}) w
        )
        select r.id as protocol_id, r.name as protocol_name, p.name as product_name,
          count(d.due) filter (where d.due < ${today}::date)::int as overdue,
          count(d.due) filter (where d.due >= ${today}::date)::int as upcoming
        from sanitary_protocols r
        join sanitary_products p on p.farm_id = r.farm_id and p.id = r.product_id
        left join due d on d.protocol_id = r.id
        where r.farm_id = ${farmId} and r.active
        group by r.id, r.name, p.name
        order by r.name, r.id
      `);
      return {
        overdue: rows.reduce((n, r) => n + r.overdue, 0),
        upcoming: rows.reduce((n, r) => n + r.upcoming, 0),
        byProtocol: rows.map((r) => ({
          protocolId: r.protocol_id,
          protocolName: r.protocol_name,
          productName: r.product_name,
          overdue: r.overdue,
          upcoming: r.upcoming,
        })),
      };
    },

    /** One page of a due list, by due date then brinco; `protocolId` narrows it to one protocol. */
    async duePage(
      farmId: string,
      today: string,
      query: { status: DueStatus; protocolId?: string; limit: number; after?: DueKey },
    ): Promise<Omit<DuePage, 'nextCursor'> & { last: DueKey | null }> {
      const all = await dueProtocols(db, farmId);
      const protocols = query.protocolId ? all.filter((p) => p.id === query.protocolId) : all;
      const after = query.after;
      const { rows } = await db.execute<{
        animal_id: string;
        protocol_id: string;
        due: string;
        doses: number;
        tag: string;
        name: string | null;
        sex: DueItem['sex'];
        age: number | null;
        lot_name: string | null;
        protocol_name: string;
        product_id: string;
        product_name: string;
        total: number;
      }>(sql`
        with d as (${dueSql(farmId, today, protocols, query.status)})
        select d.animal_id, d.protocol_id, d.due::text as due, d.doses, d.tag, d.name, d.sex,
          animal_age_months(d.birth_date, ${today}::date) as age, l.name as lot_name,
          r.name as protocol_name, p.id as product_id, p.name as product_name,
          (select count(*)::int from d) as total
        from d
        join sanitary_protocols r on r.farm_id = ${farmId} and r.id = d.protocol_id
        join sanitary_products p on p.farm_id = r.farm_id and p.id = r.product_id
        left join lots l on l.farm_id = ${farmId} and l.id = d.lot_id
        where ${
          after
            ? sql`(d.due, d.tag, d.animal_id, d.protocol_id) > (${after[0]}::date, ${after[1]},
                ${after[2]}::uuid, ${after[3]}::uuid)`
            : sql`true`
        }
        order by d.due, d.tag, d.animal_id, d.protocol_id
        limit ${query.limit + 1}
      `);
      const page = rows.slice(0, query.limit);
      const lastRow = rows.length > query.limit ? page[page.length - 1]! : null;
      let total = rows[0]?.total ?? 0;
      if (!rows[0] && after) {
        const { rows: counted } = await db.execute<{ n: number }>(sql`
          select count(*)::int as n from (${dueSql(farmId, today, protocols, query.status)}) d`);
        total = counted[0]!.n;
      }
      return {
        items: page.map((r) => ({
          animalId: r.animal_id,
          tag: r.tag,
          name: r.name,
          sex: r.sex,
          ageMonths: r.age,
          lotName: r.lot_name,
          protocolId: r.protocol_id,
          protocolName: r.protocol_name,
          productId: r.product_id,
          productName: r.product_name,
          doseNumber: Number(r.doses) + 1,
          due: r.due,
        })),
        total,
        last: lastRow ? [lastRow.due, lastRow.tag, lastRow.animal_id, lastRow.protocol_id] : null,
      };
    },

    /** Applications, newest first, of the farm (a period, an animal, a product). */
    async applications(
      farmId: string,
      filter: ApplicationFilter,
      page: { limit: number; after?: ApplicationKey },
      withMoney: boolean,
    ): Promise<Omit<ApplicationPage, 'nextCursor'> & { last: ApplicationKey | null }> {
      const { rows } = await db.execute<ApplicationRow>(sql`
        select h.id, h.group_id, h.animal_id, a.tag, h.product_id, p.name as product_name,
          p.type as product_type, h.applied_on::text as applied_on, h.dose, h.dose_unit,
          h.applied_by, h.veterinarian, h.withdrawal_until::text as withdrawal_until, h.cost,
          h.notes, h.undone_at is not null as undone, h.undo_reason
        from sanitary_applications h
        join animals a on a.farm_id = h.farm_id and a.id = h.animal_id
        join sanitary_products p on p.farm_id = h.farm_id and p.id = h.product_id
        where h.farm_id = ${farmId}
          ${filter.from ? sql`and h.applied_on >= ${filter.from}::date` : sql``}
          ${filter.to ? sql`and h.applied_on <= ${filter.to}::date` : sql``}
          ${filter.animalId ? sql`and h.animal_id = ${filter.animalId}::uuid` : sql``}
          ${filter.productId ? sql`and h.product_id = ${filter.productId}::uuid` : sql``}
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
      return {
        items: items.map((r) => toApplication(r, withMoney)),
        last: last ? [last.applied_on, last.id] : null,
      };
    },

    /** The longest withdrawal each of `animalIds` is in on `date` (or later), with its product. */
    async withdrawals(
      farmId: string,
      animalIds: string[],
      date: string,
    ): Promise<Array<Withdrawal & { animalId: string; tag: string }>> {
      if (animalIds.length === 0) return [];
      const { rows } = await db.execute<{
        animal_id: string;
        tag: string;
        until: string;
        product_name: string;
      }>(sql`
        select distinct on (a.id) a.id as animal_id, a.tag, h.withdrawal_until::text as until,
          p.name as product_name
        from animals a
        join sanitary_applications h on h.farm_id = a.farm_id and h.animal_id = a.id
          and h.undone_at is null and h.withdrawal_until >= ${date}::date
        join sanitary_products p on p.farm_id = h.farm_id and p.id = h.product_id
        where a.farm_id = ${farmId} and a.id = any(${sql.param(animalIds)}::uuid[])
          and a.withdrawal_until >= ${date}::date
        order by a.id, h.withdrawal_until desc, p.name
      `);
      return rows
        .map((r) => ({
          animalId: r.animal_id,
          tag: r.tag,
          until: r.until,
          productName: r.product_name,
        }))
        .sort((x, y) => x.tag.localeCompare(y.tag, 'pt-BR', { numeric: true }));
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
      const where = sql`h.farm_id = ${farmId} and h.undone_at is null
        and h.applied_on between ${period.from}::date and ${period.to}::date
        and p.brucellosis is not null and a.sex = 'F'`;
      const { rows } = await db.execute<{
        id: string;
        tag: string;
        eid: string | null;
        birth_date: string | null;
        vaccine: 'B19' | 'RB51';
        applied_on: string;
        veterinarian: string | null;
        total: number;
      }>(sql`
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
        items: items.map((r) => ({
          tag: r.tag,
          eid: r.eid,
          birthDate: r.birth_date,
          vaccine: r.vaccine,
          date: r.applied_on,
          veterinarian: r.veterinarian,
        })),
        last: last ? [last.applied_on, last.tag, last.id] : null,
      };
    },
  };
}
