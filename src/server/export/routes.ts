import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { toCsv, type CsvColumn } from '../../domain/export/csv';
import {
  annualColumns,
  budgetColumns,
  inventoryColumns,
  lotColumns,
  monthlyColumns,
  type ExportDataset,
} from '../../domain/export/datasets';
import type { ModuleId } from '../../domain/modules';
import {
  reproEventsCsvQuerySchema,
  calvingMonthColumns,
  seasonCsvQuerySchema,
  seasonFemalesCsvQuerySchema,
} from '../../domain/export/reproduction';
import { occupationCsvQuerySchema, paddocksCsvQuerySchema } from '../../domain/export/pastures';
import { brucellosisQuerySchema, semesterRange } from '../../domain/sanitary/queries';
import { applicationsCsvQuerySchema } from '../../domain/sanitary/out';
import { todayIn } from '../../domain/records/dates';
import type { Access, AccessEnv } from '../access/access';
import type { Stores } from '../stores';
import type { Limits } from '../limits/limiter';
import { toAnnualRecord, toBudgetPlan, toInventoryItem, toMonthlyRecord } from '../farm-records';
import { AppError, fieldErrors, VALIDATION_MESSAGE } from '../errors';
import type { ExportGuard } from './guard';
import { csvHeaders, streamedCsv } from './streamed';

const brucellosisCsvQuerySchema = brucellosisQuerySchema.pick({ semester: true });

/** The query of a file, or a 400 with its fields' messages. */
function queryOf<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const query = schema.safeParse(c.req.query());
  if (!query.success) {
    throw new AppError(400, 'VALIDATION', VALIDATION_MESSAGE, fieldErrors(query.error));
  }
  return query.data;
}

/** The CSV download of the farm's dataset, named `<dataset>-<farm>-<São Paulo today>.csv`. */
function csv<T>(
  c: Context<AccessEnv>,
  dataset: ExportDataset,
  now: Date,
  columns: ReadonlyArray<CsvColumn<T>>,
  rows: readonly T[],
) {
  return c.body(toCsv(columns, rows), 200, csvHeaders(c, dataset, now));
}

/**
 * GET /api/export/<dataset>.csv (issue 12): the active farm's records as a CSV file. Gated by
 * the plan (Pro and above: 'Exportação de dados'; it is reading, so a lapsed Pro or Master still
 * downloads what it recorded), then by the dataset's module and the role, like the module's own
 * routes: 'Campo' exports inventory and weighings only, without money columns.
 */
export function exportRoutes(deps: {
  access: Access;
  stores: Stores;
  now: () => Date;
  limits: Limits;
  /** The running exports' caps and stall guard (decision 055). */
  guard: ExportGuard;
}) {
  const { stores, now, guard } = deps;
  // Every file counts against the account's and the address's exports (decision 058).
  const limited = deps.limits.request('export');
  const dataset = (module: ModuleId) => deps.access({ module, feature: 'export', action: 'read' });
  const herdFile = deps.access({ farmPage: true, feature: 'export', action: 'read' });

  const streamed = (
    c: Context<AccessEnv>,
    name: ExportDataset,
    open: () => ReadableStream<Uint8Array>,
    part?: string,
  ) => streamedCsv(c, { guard, now }, name, open, part);

  return (
    new Hono<AccessEnv>()
      .get('/inventory.csv', dataset('inventory'), limited, async (c) => {
        const farm = c.get('farm');
        const withMoney = farm.seesMoney;
        const rows = await stores.inventory.listOldestFirst(farm.id);
        const items = rows.map((row) => toInventoryItem(row, withMoney));
        return csv(c, 'inventory', now(), inventoryColumns(withMoney), items);
      })
      // The one that grows with the farm's history: streamed from a cursor (issue 24 item 5).
      .get('/weighings.csv', dataset('weighing'), limited, (c) =>
        streamed(c, 'weighings', () => stores.export.weighingsCsv(c.get('farm').id)),
      )
      // The herd registry's files (issue 25 item 6): a farm page, not a module, so every role
      // of a Pro farm exports them; 'Campo' gets the events without money.
      .get('/animals.csv', herdFile, limited, (c) =>
        streamed(c, 'animals', () => stores.export.animalsCsv(c.get('farm').id, todayIn(now()))),
      )
      .get('/animal-events.csv', herdFile, limited, (c) => {
        const farm = c.get('farm');
        return streamed(c, 'animal-events', () =>
          stores.export.animalEventsCsv(farm.id, farm.seesMoney),
        );
      })
      // The sanitary records' files (issue 26 item 7): the semester's brucellosis proof and the
      // applications of a period; a farm page's, as the herd files ('Campo' without the cost).
      .get('/brucellosis.csv', herdFile, limited, (c) => {
        const { semester } = queryOf(c, brucellosisCsvQuerySchema);
        const period = semesterRange(semester);
        const file = () => stores.export.brucellosisCsv(c.get('farm').id, period);
        return streamed(c, 'brucellosis', file, semester);
      })
      .get('/sanitary-applications.csv', herdFile, limited, (c) => {
        const period = queryOf(c, applicationsCsvQuerySchema);
        const farm = c.get('farm');
        const file = () => stores.export.applicationsCsv(farm.id, period, farm.seesMoney);
        return streamed(c, 'sanitary-applications', file);
      })
      // The reproduction records' files (issue 41 item 10): a season's females (the list's
      // filters) and the module's records; every role (nothing carries money).
      .get('/reproduction-females.csv', herdFile, limited, async (c) => {
        const { seasonId, ...filter } = queryOf(c, seasonFemalesCsvQuerySchema);
        const farmId = c.get('farm').id;
        const today = todayIn(now());
        await stores.reproduction.seasonSummary(farmId, seasonId, today);
        const file = () => stores.export.seasonFemalesCsv(farmId, seasonId, today, filter);
        return streamed(c, 'reproduction-females', file);
      })
      .get('/reproduction-to-wean.csv', herdFile, limited, async (c) => {
        const { seasonId } = queryOf(c, seasonCsvQuerySchema);
        const farmId = c.get('farm').id;
        const today = todayIn(now());
        await stores.reproduction.seasonSummary(farmId, seasonId, today);
        const file = () => stores.export.toWeanCsv(farmId, seasonId, today);
        return streamed(c, 'reproduction-to-wean', file);
      })
      .get('/reproduction-calvings.csv', herdFile, limited, async (c) => {
        const { seasonId } = queryOf(c, seasonCsvQuerySchema);
        const months = await stores.reproduction.calvingsByMonth(c.get('farm').id, seasonId);
        return csv(c, 'reproduction-calvings', now(), calvingMonthColumns, months);
      })
      .get('/reproduction-events.csv', herdFile, limited, async (c) => {
        const { seasonId } = queryOf(c, reproEventsCsvQuerySchema);
        const farmId = c.get('farm').id;
        if (seasonId) await stores.reproduction.seasonSummary(farmId, seasonId, todayIn(now()));
        const file = () => stores.export.reproductionEventsCsv(farmId, seasonId ?? null);
        return streamed(c, 'reproduction-events', file);
      })
      // The pastures' files (issue 42 item 7): the paddock list (its screen's filters) and
      // 'Histórico de ocupação' (of a paddock, or all); every role, nothing carries money.
      .get('/pastures.csv', herdFile, limited, (c) => {
        const filter = queryOf(c, paddocksCsvQuerySchema);
        const farmId = c.get('farm').id;
        const file = () => stores.export.paddocksCsv(farmId, todayIn(now()), filter);
        return streamed(c, 'pastures', file);
      })
      .get('/pastures-occupation.csv', herdFile, limited, async (c) => {
        const { paddockId } = queryOf(c, occupationCsvQuerySchema);
        const farmId = c.get('farm').id;
        if (paddockId) await stores.pastures.assertPaddock(farmId, paddockId);
        const file = () => stores.export.occupationCsv(farmId, paddockId ?? null);
        return streamed(c, 'pastures-occupation', file);
      })
      .get('/lots.csv', dataset('weighing'), limited, async (c) => {
        const farm = c.get('farm');
        const withMoney = farm.seesMoney;
        const rows = await stores.lots.list(farm.id);
        const list = await stores.lots.withFigures(rows, todayIn(now()), withMoney);
        return csv(c, 'lots', now(), lotColumns(withMoney), list);
      })
      .get('/monthly-control.csv', dataset('monthly-control'), limited, async (c) => {
        const rows = await stores.monthly.list(c.get('farm').id);
        return csv(c, 'monthly-control', now(), monthlyColumns, rows.map(toMonthlyRecord));
      })
      .get('/budget-plans.csv', dataset('budget'), limited, async (c) => {
        const rows = await stores.budget.list(c.get('farm').id);
        return csv(c, 'budget-plans', now(), budgetColumns, rows.map(toBudgetPlan));
      })
      .get('/annual-results.csv', dataset('annual-results'), limited, async (c) => {
        const rows = await stores.annual.list(c.get('farm').id);
        return csv(c, 'annual-results', now(), annualColumns, rows.map(toAnnualRecord));
      })
  );
}
