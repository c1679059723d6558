import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { seesMoney } from '../../domain/farms';
import { csvFileName, toCsv, type CsvColumn } from '../../domain/export/csv';
import {
  annualColumns,
  budgetColumns,
  canExport,
  EXPORT_DATASETS,
  EXPORT_NOT_IN_PLAN_MESSAGE,
  inventoryColumns,
  lotColumns,
  monthlyColumns,
  weighingColumns,
  weighingExportRows,
  type ExportDataset,
} from '../../domain/export/datasets';
import type { ModuleId } from '../../domain/modules';
import { todayIn } from '../../domain/records/dates';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import {
  annualResults,
  budgetPlanning,
  inventory,
  lots,
  monthlyControl,
  weighings,
} from '../db/schema';
import { AppError } from '../errors';
import { requireFarm, requireModule, type FarmEnv } from '../middleware/require-module';
import { requireSession } from '../middleware/session';
import { toRecord as toAnnual } from './annual-results';
import { toPlan } from './budget-plans';
import { toItem } from './inventory';
import { toLot } from './lots';
import { toRecord as toMonthly } from './monthly-control';
import { toWeighing } from './weighings';

/**
 * Export is part of the Pro plan (plans.ts 'Exportação de dados'), checked here whatever the
 * browser shows. It is reading: a lapsed Pro or Master account still downloads what it
 * recorded (decisions.md "lapsed accounts": reading stays open); Starter never does.
 */
function requireExport() {
  return createMiddleware<FarmEnv>(async (c, next) => {
    if (!canExport(c.get('farm').access.subscription?.plan)) {
      throw new AppError(403, 'EXPORT_NOT_IN_PLAN', EXPORT_NOT_IN_PLAN_MESSAGE);
    }
    await next();
  });
}

/** The CSV download of the farm's dataset, named `<dataset>-<farm>-<São Paulo today>.csv`. */
function csv<T>(
  c: Context<FarmEnv>,
  dataset: ExportDataset,
  now: Date,
  columns: ReadonlyArray<CsvColumn<T>>,
  rows: readonly T[],
) {
  const name = csvFileName(EXPORT_DATASETS[dataset], c.get('farm').name, todayIn(now));
  return c.body(toCsv(columns, rows), 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}"`,
  });
}

/**
 * GET /api/export/<dataset>.csv (issue 12): the active farm's records as a CSV file. Gated by
 * the plan (Pro and above), then by the dataset's module and the role, like the module's own
 * routes: 'Campo' exports inventory and weighings only, without money columns.
 */
export function exportRoutes(deps: { auth: Auth; db: Db; now: () => Date }) {
  const { db, now } = deps;
  const inModule = (moduleId: ModuleId) => requireModule(db, moduleId, now);

  return new Hono<FarmEnv>()
    .use(requireSession(deps.auth), requireFarm(db, now), requireExport())
    .get('/inventory.csv', inModule('inventory'), async (c) => {
      const farm = c.get('farm');
      const withMoney = seesMoney(farm.role);
      const rows = await db
        .select()
        .from(inventory)
        .where(eq(inventory.farmId, farm.id))
        .orderBy(asc(inventory.createdAt), asc(inventory.id));
      const items = rows.map((row) => toItem(row, withMoney));
      return csv(c, 'inventory', now(), inventoryColumns(withMoney), items);
    })
    .get('/weighings.csv', inModule('weighing'), async (c) => {
      const rows = await db
        .select()
        .from(weighings)
        .where(eq(weighings.farmId, c.get('farm').id))
        .orderBy(asc(weighings.weighingDate), asc(weighings.createdAt), asc(weighings.id));
      const list = weighingExportRows(rows.map(toWeighing));
      return csv(c, 'weighings', now(), weighingColumns, list);
    })
    .get('/lots.csv', inModule('weighing'), async (c) => {
      const farm = c.get('farm');
      const withMoney = seesMoney(farm.role);
      const rows = await db
        .select()
        .from(lots)
        .where(eq(lots.farmId, farm.id))
        .orderBy(sql`${lots.closedAt} is not null`, desc(lots.createdAt), asc(lots.id));
      // The weighings that name a lot, for each lot's figures (as GET /api/lots counts them).
      const named = await db
        .select({
          animalId: weighings.animalId,
          weighingDate: weighings.weighingDate,
          weight: weighings.weight,
          batchId: weighings.batchId,
          createdAt: weighings.createdAt,
        })
        .from(weighings)
        .where(and(eq(weighings.farmId, farm.id), isNotNull(weighings.batchId)));
      const today = todayIn(now());
      const list = rows.map((row) =>
        toLot(
          row,
          named.filter((w) => w.batchId === row.id),
          today,
          withMoney,
        ),
      );
      return csv(c, 'lots', now(), lotColumns(withMoney), list);
    })
    .get('/monthly-control.csv', inModule('monthly-control'), async (c) => {
      const rows = await db
        .select()
        .from(monthlyControl)
        .where(eq(monthlyControl.farmId, c.get('farm').id))
        .orderBy(asc(monthlyControl.monthYear));
      return csv(c, 'monthly-control', now(), monthlyColumns, rows.map(toMonthly));
    })
    .get('/budget-plans.csv', inModule('budget'), async (c) => {
      const rows = await db
        .select()
        .from(budgetPlanning)
        .where(eq(budgetPlanning.farmId, c.get('farm').id))
        .orderBy(desc(budgetPlanning.createdAt), desc(budgetPlanning.id));
      return csv(c, 'budget-plans', now(), budgetColumns, rows.map(toPlan));
    })
    .get('/annual-results.csv', inModule('annual-results'), async (c) => {
      const rows = await db
        .select()
        .from(annualResults)
        .where(eq(annualResults.farmId, c.get('farm').id))
        .orderBy(asc(annualResults.year));
      return csv(c, 'annual-results', now(), annualColumns, rows.map(toAnnual));
    });
}
