import { Hono } from 'hono';
import type { DashboardResponse } from '../../domain/api';
import { seesMoneyAs } from '../access/money';
import type { HeadCount } from '../../domain/herd/head-count';
import { todayIn } from '../../domain/records/dates';
import type { Access, AccessEnv } from '../access/access';
import type { FarmsStore } from '../farms/store';
import type { DashboardRow, DashboardStore } from './store';

/** The one place where the row's strings become numbers. */
function toResponse(
  row: DashboardRow,
  herd: HeadCount,
  scope: DashboardResponse['scope'],
  withMoney: boolean,
): DashboardResponse {
  const numberOrNull = (value: string | null) => (value === null ? null : Number(value));
  return {
    herdTotal: herd.total,
    herd,
    averageDailyGain: numberOrNull(row.average_daily_gain),
    marginPercent: withMoney ? numberOrNull(row.margin_percent) : null,
    marginAt: withMoney && row.margin_at !== null ? new Date(row.margin_at).toISOString() : null,
    reportsCount: withMoney ? Number(row.reports_count) : null,
    unpriced: withMoney
      ? { sales: Number(row.unpriced_sales), purchases: Number(row.unpriced_purchases) }
      : null,
    scope,
  };
}

/**
 * GET /api/dashboard: the active farm's four stat cards (spec sections 2 and 9), or with
 * `?farm=all` every farm of the user added up ('Todas as fazendas'). Money figures (the margin
 * and the reports, which are financial) come only from farms where the user is not 'Campo'. The
 * herd is the head count of decision 062, with its parts.
 */
export function dashboardRoutes(deps: {
  access: Access;
  store: DashboardStore;
  farms: FarmsStore;
  now: () => Date;
}) {
  return new Hono<AccessEnv>().get('/', deps.access({ farm: 'active' }), async (c) => {
    const scope = c.req.query('farm') === 'all' ? 'all' : 'farm';
    const farm = c.get('farm');
    let farmIds = [farm.id];
    let moneyFarmIds = farm.seesMoney ? [farm.id] : [];
    if (scope === 'all') {
      const memberships = await deps.farms.memberships(c.get('user').id);
      farmIds = memberships.map((m) => m.id);
      moneyFarmIds = memberships.filter((m) => seesMoneyAs(m.role)).map((m) => m.id);
    }
    const [row, herd] = await Promise.all([
      deps.store.stats(farmIds, moneyFarmIds),
      deps.store.herd(farmIds, todayIn(deps.now())),
    ]);
    return c.json(toResponse(row, herd, scope, moneyFarmIds.length > 0));
  });
}
