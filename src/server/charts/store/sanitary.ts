import { sql } from 'drizzle-orm';
import type { SanitaryMonth } from '../../../domain/charts/schemas';
import type { ProductType } from '../../../domain/sanitary/constants';
import { costPerHead } from '../../../domain/sanitary/out';
import type { Db } from '../../db/client';
import { farmMemo } from '../../farm-records';
import { headsByMonth } from './heads';

/**
 * The sanitary chart (decision 048): each month from `first` to `last` (first days), its
 * applications not undone by product type, their cost (Σ of the priced ones) and the heads on
 * the month's first day, counted as GET /api/sanitary/costs counts them (decision 042's opening
 * heads, every animal not removed).
 */
export function sanitaryChartQueries(db: Pick<Db, 'execute'>) {
  return {
    async months(
      farmId: string,
      first: string,
      last: string,
      withMoney: boolean,
    ): Promise<SanitaryMonth[]> {
      // Kept per farm, period and herd version (decision 049): applications, their stored cost
      // and the heads move it; the products' types too (migration 0021).
      const rows = await sanitaryMonths(db, farmId, `${first}:${last}`, () =>
        readSanitaryMonths(db, farmId, first, last),
      );
      const months = new Map<string, SanitaryMonth & { priced: number; total: number }>();
      for (const r of rows) {
        let m = months.get(r.month);
        if (!m) {
          m = {
            month: r.month,
            applications: 0,
            byType: [],
            cost: null,
            unpriced: 0,
            heads: Number(r.heads),
            costPerHead: null,
            priced: 0,
            total: 0,
          };
          months.set(r.month, m);
        }
        if (r.type === null) continue;
        const applications = Number(r.applications);
        m.applications += applications;
        m.byType.push({ type: r.type, applications });
        m.priced += Number(r.priced);
        m.unpriced += applications - Number(r.priced);
        m.total += Number(r.cost ?? 0);
      }
      return [...months.values()].map(({ priced, total, ...m }) => {
        if (!withMoney || priced === 0) return m;
        const cost = Math.round(total * 100) / 100;
        return { ...m, cost, costPerHead: costPerHead(cost, m.heads) };
      });
    },
  };
}

interface SanitaryMonthRow extends Record<string, unknown> {
  month: string;
  heads: number;
  type: ProductType | null;
  applications: number;
  priced: number;
  cost: number | null;
}

const sanitaryMonths = farmMemo<SanitaryMonthRow[]>('herd');

/** Per month from `first` to `last`: the opening heads and the applications by product type. */
async function readSanitaryMonths(
  db: Pick<Db, 'execute'>,
  farmId: string,
  first: string,
  last: string,
) {
  const { rows } = await db.execute<SanitaryMonthRow>(
    sql`
        with heads as (${headsByMonth(farmId, first, last, 'opening', false)}),
        applied as (
          select to_char(date_trunc('month', h.applied_on), 'YYYY-MM') as month, p.type,
                 count(*)::int as applications, count(h.cost)::int as priced,
                 sum(h.cost)::float8 as cost
          from sanitary_applications h
          join sanitary_products p on p.farm_id = h.farm_id and p.id = h.product_id
          -- A dose before the registration (decision 063) costs nothing and was not given then.
          where h.farm_id = ${farmId} and h.undone_at is null and not h.prior_history
            and h.applied_on >= ${first}::date
            and h.applied_on < (${last}::date + interval '1 month')
          group by 1, 2
        )
        select h.month, h.heads, a.type, coalesce(a.applications, 0) as applications,
               coalesce(a.priced, 0) as priced, a.cost
        from heads h left join applied a on a.month = h.month
        order by h.month, a.applications desc nulls last, a.type
      `,
  );
  return rows;
}
