import { Hono, type Context } from 'hono';
import {
  monthListQuerySchema,
  monthlySaveSchema,
  monthSchema,
  type MonthListPage,
  type MonthlySaveResult,
} from '../../domain/records/monthly-control';
import { effectiveEnteredAt } from '../../domain/records/entered-at';
import type { Access, AccessEnv } from '../access/access';
import { AppError, fieldErrors, VALIDATION_MESSAGE } from '../errors';
import { requestIdempotencyKey } from '../idempotency';
import { parseBody } from '../validate';
import { toEntry, type MonthlyStore } from './store';

/** ':month' as 'YYYY-MM' (2000 to 2100) → the stored first day 'YYYY-MM-01'; else a 400. */
function monthParam(c: Context): string {
  const month = monthSchema.safeParse(c.req.param('month') ?? '');
  if (!month.success) throw new AppError(400, 'INVALID_MONTH', 'Mês/Ano inválido');
  return `${month.data}-01`;
}

/** Saved months a page holds when the query does not say. */
const DEFAULT_PAGE = 24;

/**
 * GET /api/monthly-control — the farm's saved months ('Meses registrados'), newest first, a page
 * at a time: `?before=YYYY-MM` for the months before it, `?limit=` 1 to 100 (default 24). The
 * answer's `next` is the `before` of the following page (null at the oldest month); `totals`
 * add up every saved month (decision 032).
 * GET, PUT /api/monthly-control/:month — one record per farm and month (spec section 2.8).
 * GET answers `null` for a month without a record.
 * PUT is the upsert: the server computes final quantity and net profit itself. The body may say
 * when the figures were typed (`enteredAt`; offline saves); the version typed last wins. The
 * answer is the month stored now, with `enteredAt` and `outcome` ('saved', 'replayed' for a
 * repeated `Idempotency-Key`, 'superseded' when a later version was already stored).
 */
export function monthlyControlRoutes(deps: {
  access: Access;
  store: MonthlyStore;
  now: () => Date;
}) {
  const { access, store } = deps;
  return new Hono<AccessEnv>()
    .get('/', access({ module: 'monthly-control' }), async (c) => {
      const query = monthListQuerySchema.safeParse(c.req.query());
      if (!query.success) {
        throw new AppError(400, 'VALIDATION', VALIDATION_MESSAGE, fieldErrors(query.error));
      }
      const { before, limit = DEFAULT_PAGE } = query.data;
      const farmId = c.get('farm').id;
      const [{ rows, more }, totals] = await Promise.all([
        store.page(farmId, before && `${before}-01`, limit),
        store.totals(farmId),
      ]);
      const months = rows.map(toEntry);
      const body: MonthListPage = { months, totals, next: more ? months.at(-1)!.monthYear : null };
      return c.json(body);
    })
    .get('/:month', access({ module: 'monthly-control' }), async (c) => {
      const monthYear = monthParam(c);
      const row = await store.get(c.get('farm').id, monthYear);
      // No record is a normal state (an empty form), not an error.
      return c.json(row ? toEntry(row) : null);
    })
    .put('/:month', access({ module: 'monthly-control' }), async (c) => {
      const monthYear = monthParam(c);
      const idempotencyKey = requestIdempotencyKey(c);
      const { enteredAt, ...figures } = await parseBody(c, monthlySaveSchema);
      const { row, outcome } = await store.save(
        c.get('farm').id,
        c.get('user').id,
        monthYear,
        figures,
        { enteredAt: effectiveEnteredAt(enteredAt, deps.now()), idempotencyKey },
      );
      const body: MonthlySaveResult = { ...toEntry(row), outcome };
      return c.json(body);
    });
}
