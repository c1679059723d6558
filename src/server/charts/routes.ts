import { Hono } from 'hono';
import {
  lotGmdQuerySchema,
  lotsGmdQuerySchema,
  type HerdCategoriesChart,
  type HerdMonthsChart,
  type LotGmdChart,
  type SanitaryMonthsChart,
} from '../../domain/charts/schemas';
import { lastMonths, mergeHerdCategories, NO_CATEGORY } from '../../domain/charts/series';
import { modulesForRole } from '../../domain/farms';
import { todayIn } from '../../domain/records/dates';
import { LOT_MESSAGES } from '../../domain/records/lots';
import type { Access, AccessEnv } from '../access/access';
import { AppError } from '../errors';
import { idParam, parseQuery } from '../validate';
import type { ChartsStore } from './store';

const ANIMAL_NOT_FOUND = 'Animal não encontrado';

/** The first and last month's first days of the last 12 months. */
function window(now: Date) {
  const months = lastMonths(todayIn(now));
  return { first: `${months[0]}-01`, last: `${months.at(-1)}-01` };
}

/**
 * The charts' data (issue 27 item 2, decision 048) under /api/charts, each a bounded aggregate
 * computed by the database: the herd by category today and month by month (the dashboard; a
 * farm page: every member, every plan), an animal's weights against its lot's (the herd's page),
 * the lots' GMD and one lot's spread (the weighing module's, as the lots), and the sanitary
 * months (the sanitary records' readers; money null for 'Campo').
 */
export function chartRoutes(deps: { access: Access; store: ChartsStore; now: () => Date }) {
  const { access, store, now } = deps;
  const farmPage = () => access({ farmPage: true });
  const weighing = () => access({ module: 'weighing' });

  return new Hono<AccessEnv>()
    .get('/herd/categories', farmPage(), async (c) => {
      const today = todayIn(now());
      const { count, typed } = await store.herdCategories(c.get('farm').id, today);
      const registry = Object.entries(count.byCategory).map(([category, heads]) => ({
        category: category === NO_CATEGORY ? null : category,
        heads: heads ?? 0,
      }));
      const body: HerdCategoriesChart = {
        date: today,
        ...mergeHerdCategories(registry, typed, count.coveredCategories),
        waiting: count.waiting,
      };
      return c.json(body);
    })
    .get('/herd/months', farmPage(), async (c) => {
      const farm = c.get('farm');
      // The monthly control's heads only for whoever may open it (plan and role).
      const withMonthly = modulesForRole(farm.access.modules, farm.role).includes(
        'monthly-control',
      );
      const today = todayIn(now());
      const rows = await store.herdMonths(farm.id, lastMonths(today), today, withMonthly);
      const body: HerdMonthsChart = {
        months: rows.map((r) => {
          const events =
            r.births + r.purchases + r.sales + r.deaths + r.transfers_in + r.transfers_out;
          // No point for a month the farm had nothing to count (no animals, typed rows, events).
          const counted = r.count.total > 0 || events > 0;
          return {
            month: r.month,
            heads: counted ? r.count.total : null,
            registryHeads: r.count.registry,
            typedHeads: r.count.typed,
            monthlyHeads: r.monthly_heads,
            births: r.births,
            purchases: r.purchases,
            sales: r.sales,
            deaths: r.deaths,
            transfersIn: r.transfers_in,
            transfersOut: r.transfers_out,
          };
        }),
      };
      return c.json(body);
    })
    .get('/animals/:id/weights', farmPage(), async (c) => {
      const id = idParam(c, ANIMAL_NOT_FOUND);
      const chart = await store.animalWeights(c.get('farm').id, id);
      if (!chart) throw new AppError(404, 'NOT_FOUND', ANIMAL_NOT_FOUND);
      return c.json(chart);
    })
    .get('/lots/gmd', weighing(), async (c) => {
      const { limit } = parseQuery(c, lotsGmdQuerySchema);
      return c.json(await store.lotsGmd(c.get('farm').id, limit));
    })
    .get('/lots/:id/gmd', weighing(), async (c) => {
      const id = idParam(c, LOT_MESSAGES.notFound);
      const query = parseQuery(c, lotGmdQuerySchema);
      const farmId = c.get('farm').id;
      const lot = await store.lot(farmId, id);
      if (!lot) throw new AppError(404, 'NOT_FOUND', LOT_MESSAGES.notFound);
      const spread = await store.lotGmd(farmId, lot, query.bins, query.lagging);
      const body: LotGmdChart = {
        lot: { id: lot.id, name: lot.name },
        source: lot.registered ? 'registry' : 'weighings',
        ...spread,
      };
      return c.json(body);
    })
    .get('/sanitary/months', access({ farmPage: true, feature: 'sanitary' }), async (c) => {
      const farm = c.get('farm');
      const withMoney = farm.seesMoney;
      const { first, last } = window(now());
      const body: SanitaryMonthsChart = {
        months: await store.sanitaryMonths(farm.id, first, last, withMoney),
        withMoney,
      };
      return c.json(body);
    });
}
