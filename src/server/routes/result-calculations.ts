import { Hono } from 'hono';
import { roundTo } from '../../domain/calculators/common';
import { calculateResults, resultsInputSchema } from '../../domain/calculators/results';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { resultCalculations } from '../db/schema';
import { AppError } from '../errors';
import { requireModule, type FarmEnv } from '../middleware/require-module';
import { requireSession } from '../middleware/session';
import { assertFinite, parseBody } from '../validate';

export interface SavedResultCalculation {
  id: string;
  marginPercent: number;
  createdAt: string;
}

/**
 * POST /api/result-calculations: the results screen's inputs, validated with the screen's own
 * schema; the server computes the margin itself and stores it for the dashboard.
 */
export function resultCalculationRoutes(deps: { auth: Auth; db: Db; now: () => Date }) {
  return new Hono<FarmEnv>().post(
    '/',
    requireSession(deps.auth),
    requireModule(deps.db, 'results', deps.now, { lapsedMayWrite: true }),
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
      const [row] = await deps.db.insert(resultCalculations).values(values).returning();
      const body: SavedResultCalculation = {
        id: row!.id,
        marginPercent: Number(row!.marginPercent),
        createdAt: row!.createdAt.toISOString(),
      };
      return c.json(body, 201);
    },
  );
}
