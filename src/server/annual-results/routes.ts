import { Hono, type Context } from 'hono';
import {
  annualSaveSchema,
  figuresFromMonths,
  type AnnualFromMonths,
  type AnnualSaveResult,
  type HerdValue,
  yearListQuerySchema,
  type YearListPage,
  yearSchema,
} from '../../domain/records/annual-results';
import { effectiveEnteredAt } from '../../domain/records/entered-at';
import type { Access, AccessEnv } from '../access/access';
import { pageQuery } from '../db/keyset';
import { AppError } from '../errors';
import { requestIdempotencyKey } from '../idempotency';
import { parseBody } from '../validate';
import { toEntry, type AnnualStore } from './store';

/** ':year' as four digits within the form's bounds (2020 to 2100); anything else is a 400. */
function yearParam(c: Context): number {
  const text = c.req.param('year') ?? '';
  const parsed = yearSchema.safeParse(/^\d{4}$/.test(text) ? Number(text) : Number.NaN);
  if (!parsed.success) {
    throw new AppError(400, 'INVALID_YEAR', parsed.error.issues[0]?.message ?? 'Ano inválido');
  }
  return parsed.data;
}

/** Saved years a page holds when the query does not say. */
const DEFAULT_PAGE = 10;

/**
 * GET /api/annual-results — the farm's saved years ('Anos registrados'), newest first, a page at
 * a time (`?before=YYYY`, `?limit=` 1 to 100, default 10; `next` is the following page's
 * `before`), with the totals of every saved year (decision 032).
 * GET /api/annual-results/herd-value — the inventory's heads and value per head, for 'Variação
 * do rebanho' (issue 23). GET /api/annual-results/:year/months — the year's saved monthly
 * controls added up, for 'Preencher com os meses salvos'.
 * GET, PUT /api/annual-results/:year — one record per farm and year (spec section 2.10).
 * GET answers `null` for a year without a record.
 * PUT is the upsert: recalculating a year overwrites it with the figures the server computes.
 * The body may say when the figures were typed (`enteredAt`; offline saves); the version typed
 * last wins. The answer is the year stored now, with `enteredAt` and `outcome` ('saved',
 * 'replayed' for a repeated `Idempotency-Key`, 'superseded' when a later version was stored).
 */
export function annualResultRoutes(deps: { access: Access; store: AnnualStore; now: () => Date }) {
  const { access, store } = deps;
  return (
    new Hono<AccessEnv>()
      .get('/', access({ module: 'annual-results' }), async (c) => {
        const { before, limit } = pageQuery(c, yearListQuerySchema, DEFAULT_PAGE);
        const farmId = c.get('farm').id;
        const [{ rows, more }, totals] = await Promise.all([
          store.page(farmId, before, limit),
          store.totals(farmId),
        ]);
        const years = rows.map(toEntry);
        const body: YearListPage = { years, totals, next: more ? years.at(-1)!.year : null };
        return c.json(body);
      })
      // Before '/:year', which would take 'herd-value' for a (bad) year.
      .get('/herd-value', access({ module: 'annual-results' }), async (c) => {
        const { heads, averageValuePerHead } = await store.herdValue(c.get('farm').id);
        const body: HerdValue = {
          heads: Number(heads),
          averageValuePerHead: averageValuePerHead === null ? null : Number(averageValuePerHead),
        };
        return c.json(body);
      })
      .get('/:year/months', access({ module: 'annual-results' }), async (c) => {
        const year = yearParam(c);
        const months = await store.monthsOf(c.get('farm').id, year);
        const january = months.find((m) => m.monthYear === `${year}-01-01`);
        const body: AnnualFromMonths = {
          year,
          monthCount: months.length,
          januaryInitial: january ? january.initialQuantity : null,
          ...figuresFromMonths(
            months.map((m) => ({
              ...m,
              totalRevenue: Number(m.totalRevenue),
              totalCosts: Number(m.totalCosts),
            })),
          ),
        };
        return c.json(body);
      })
      .get('/:year', access({ module: 'annual-results' }), async (c) => {
        const year = yearParam(c);
        const row = await store.get(c.get('farm').id, year);
        // No record is a normal state (an empty form), not an error.
        return c.json(row ? toEntry(row) : null);
      })
      .put('/:year', access({ module: 'annual-results' }), async (c) => {
        const year = yearParam(c);
        const idempotencyKey = requestIdempotencyKey(c);
        const { enteredAt, ...figures } = await parseBody(c, annualSaveSchema);
        const { row, outcome } = await store.save(
          c.get('farm').id,
          c.get('user').id,
          year,
          figures,
          {
            enteredAt: effectiveEnteredAt(enteredAt, deps.now()),
            idempotencyKey,
          },
        );
        const body: AnnualSaveResult = { ...toEntry(row), outcome };
        return c.json(body);
      })
  );
}
