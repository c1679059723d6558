import type { Db } from '../../db/client';
import { herdChartQueries } from './herd';
import { lotChartQueries } from './lots';
import { sanitaryChartQueries } from './sanitary';
import { weightChartQueries } from './weights';

/**
 * Every query of the charts' data (issue 27 item 2, decision 048): bounded aggregates of the
 * herd (herd.ts), an animal's weights (weights.ts), the lots' GMD (lots.ts) and the sanitary
 * months (sanitary.ts).
 */
export function chartsStore(db: Db) {
  const herd = herdChartQueries(db);
  const sanitary = sanitaryChartQueries(db);
  return {
    herdCategories: herd.categories,
    herdMonths: herd.months,
    ...weightChartQueries(db),
    ...lotChartQueries(db),
    sanitaryMonths: sanitary.months,
  };
}

export type ChartsStore = ReturnType<typeof chartsStore>;
