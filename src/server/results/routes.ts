import { Hono } from 'hono';
import { roundTo } from '../../domain/calculators/common';
import { calculateResults, resultsInputSchema } from '../../domain/calculators/results';
import type { Access, AccessEnv } from '../access/access';
import { AppError } from '../errors';
import { assertFinite, parseBody } from '../validate';
import type { ResultsStore } from './store';

export interface SavedResultCalculation {
  id: string;
  marginPercent: number;
  createdAt: string;
}

/**
 * POST /api/result-calculations: the results screen's inputs, validated with the screen's own
 * schema; the server computes the margin itself and stores it for the dashboard. The saved
 * margin is not a herd record: a lapsed plan may still save it.
 */
export function resultCalculationRoutes(deps: { access: Access; store: ResultsStore }) {
  return new Hono<AccessEnv>().post(
    '/',
    deps.access({ module: 'results', lapsedMayWrite: true }),
    async (c) => {
      const input = await parseBody(c, resultsInputSchema);
      const { marginPercent } = calculateResults(input);
      if (marginPercent === null) {
        throw new AppError(400, 'VALIDATION', 'Não foi possível calcular a margem.');
      }
      // In hundredths, as the screen shows it and as the other derived values are stored.
      const values = {
        farmId: c.get('farm').id,
        userId: c.get('user').id,
        marginPercent: roundTo(marginPercent, 2),
      };
      assertFinite(values);
      const row = await deps.store.saveMargin(values);
      const body: SavedResultCalculation = {
        id: row.id,
        marginPercent: Number(row.marginPercent),
        createdAt: row.createdAt.toISOString(),
      };
      return c.json(body, 201);
    },
  );
}
