import { Hono, type Context } from 'hono';
import {
  monthlySaveSchema,
  monthSchema,
  type MonthlySaveResult,
} from '../../domain/records/monthly-control';
import { effectiveEnteredAt } from '../../domain/records/entered-at';
import type { Access, AccessEnv } from '../access/access';
import { AppError } from '../errors';
import { requestIdempotencyKey } from '../idempotency';
import { parseBody } from '../validate';
import { toEntry, type MonthlyStore } from './store';

/** ':month' as 'YYYY-MM' (2000 to 2100) → the stored first day 'YYYY-MM-01'; else a 400. */
function monthParam(c: Context): string {
  const month = monthSchema.safeParse(c.req.param('month') ?? '');
  if (!month.success) throw new AppError(400, 'INVALID_MONTH', 'Mês/Ano inválido');
  return `${month.data}-01`;
}

/**
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
