import type { Db } from '../db/client';
import { resultCalculations } from '../db/schema';

/** The results calculator's saved margins (the dashboard's 'Margem de Lucro'). */
export function resultsStore(db: Db) {
  return {
    async saveMargin(values: { farmId: string; userId: string; marginPercent: number }) {
      const [row] = await db.insert(resultCalculations).values(values).returning();
      return row!;
    },
  };
}

export type ResultsStore = ReturnType<typeof resultsStore>;
