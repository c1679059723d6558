import { sql } from 'drizzle-orm';
import { costPerHead, type SanitaryCost, type SheetRow } from '../../../domain/sanitary/out';
import type { Db } from '../../db/client';

/*
 * What the sanitary records give out (issue 26 item 7): the pages of an animal's or a lot's
 * 'Ficha sanitária' and the sanitary cost of a month. The CSV files are the export's
 * (csv.ts), the /api/v1 pages the API's (api-v1.ts).
 */

/** A sheet's keyset, oldest first: date, brinco, application id. */
export type SheetKey = [string, string, string];

export interface SheetSubject {
  kind: 'animal' | 'lot';
  id: string;
}

type SheetDbRow = {
  id: string;
  applied_on: string;
  tag: string;
  product_name: string;
  dose: string;
  dose_unit: SheetRow['doseUnit'];
  withdrawal_until: string | null;
  applied_by: string | null;
  veterinarian: string | null;
  prior_history: boolean;
  total: number;
};

export function outQueries(db: Db) {
  return {
    /**
     * What a sheet is about: the animal's brinco (with its name), or the lot's name; null when
     * the farm has no such animal (removed ones included) or lot.
     */
    async sheetTitle(farmId: string, subject: SheetSubject): Promise<string | null> {
      if (subject.kind === 'animal') {
        const { rows } = await db.execute<{ tag: string; name: string | null }>(sql`
          select tag, name from animals
          where farm_id = ${farmId} and id = ${subject.id}::uuid and status <> 'removed'`);
        const row = rows[0];
        return row ? (row.name ? `${row.tag} (${row.name})` : row.tag) : null;
      }
      const { rows } = await db.execute<{ name: string }>(sql`
        select name from lots where farm_id = ${farmId} and id = ${subject.id}::uuid`);
      return rows[0]?.name ?? null;
    },

    /**
     * One page of a 'Ficha sanitária', oldest first: the applications not undone of the animal,
     * or of the lot's active animals (the ones the herd list shows in it), with the count of
     * all pages.
     */
    async sheetPage(
      farmId: string,
      subject: SheetSubject,
      page: { limit: number; after?: SheetKey },
    ): Promise<{ items: SheetRow[]; total: number; last: SheetKey | null }> {
      const where = sql`h.farm_id = ${farmId} and h.undone_at is null and ${
        subject.kind === 'animal'
          ? sql`h.animal_id = ${subject.id}::uuid`
          : sql`a.lot_id = ${subject.id}::uuid and a.status = 'active'`
      }`;
      const { after } = page;
      const { rows } = await db.execute<SheetDbRow>(sql`
        select h.id, h.applied_on::text as applied_on, a.tag, p.name as product_name,
          h.dose::text as dose, h.dose_unit, h.withdrawal_until::text as withdrawal_until,
          h.applied_by, h.veterinarian, h.prior_history,
          (select count(*)::int from sanitary_applications h
            join animals a on a.farm_id = h.farm_id and a.id = h.animal_id where ${where}) as total
        from sanitary_applications h
        join animals a on a.farm_id = h.farm_id and a.id = h.animal_id
        join sanitary_products p on p.farm_id = h.farm_id and p.id = h.product_id
        where ${where}
          ${
            after
              ? sql`and (h.applied_on, a.tag, h.id) > (${after[0]}::date, ${after[1]},
                  ${after[2]}::uuid)`
              : sql``
          }
        order by h.applied_on, a.tag, h.id
        limit ${page.limit + 1}`);
      const items = rows.slice(0, page.limit);
      const last = rows.length > page.limit ? items[items.length - 1]! : null;
      let total = rows[0]?.total ?? 0;
      if (!rows[0] && after) {
        const { rows: counted } = await db.execute<{ n: number }>(sql`
          select count(*)::int as n from sanitary_applications h
          join animals a on a.farm_id = h.farm_id and a.id = h.animal_id where ${where}`);
        total = counted[0]!.n;
      }
      return {
        items: items.map((r) => ({
          id: r.id,
          date: r.applied_on,
          tag: r.tag,
          productName: r.product_name,
          dose: Number(r.dose),
          doseUnit: r.dose_unit,
          withdrawalUntil: r.withdrawal_until,
          appliedBy: r.applied_by,
          veterinarian: r.veterinarian,
          priorHistory: r.prior_history,
        })),
        total,
        last: last ? [last.applied_on, last.tag, last.id] : null,
      };
    },

    /**
     * The sanitary cost of the month from `from` to before `to`: Σ cost of its applications not
     * undone (those given with a price; a dose before the registration is none, decision 063),
     * over the animals in the herd on `from` — the registry's
     * rule of decision 042 (entered before the day by entry date, else birth date, else the day
     * registered; not out by then; never 'removed'), every animal the products were given to,
     * those without sex included; not the head count of decision 062, which adds typed rows.
     */
    async monthCost(
      farmId: string,
      month: string,
      period: { from: string; to: string },
      withMoney: boolean,
    ): Promise<SanitaryCost> {
      const { rows } = await db.execute<{
        total: number;
        applications: number;
        unpriced: number;
        heads: number;
      }>(sql`
        select coalesce(sum(h.cost), 0)::float8 as total, count(*)::int as applications,
          count(*) filter (where h.cost is null)::int as unpriced,
          (select count(*)::int from animals a
            where a.farm_id = ${farmId} and a.status <> 'removed'
              and coalesce(a.entry_date, a.birth_date, a.created_at::date) < ${period.from}::date
              and (a.exit_date is null or a.exit_date >= ${period.from}::date)) as heads
        from sanitary_applications h
        where h.farm_id = ${farmId} and h.undone_at is null and not h.prior_history
          and h.applied_on >= ${period.from}::date and h.applied_on < ${period.to}::date`);
      const r = rows[0]!;
      const total = Math.round(Number(r.total) * 100) / 100;
      const heads = Number(r.heads);
      return {
        month,
        total: withMoney ? total : null,
        heads,
        perHead: withMoney ? costPerHead(total, heads) : null,
        applications: Number(r.applications),
        unpriced: Number(r.unpriced),
      };
    },
  };
}
