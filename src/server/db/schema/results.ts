import { index, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { recordColumns, farmKey } from './record-columns';

/** The results screen's saved margins; the dashboard reads the latest and counts them. */
export const resultCalculations = pgTable(
  'result_calculations',
  {
    ...recordColumns(),
    /** Percent (34.24 means 34,24%). Unbounded precision: a loss can be any size. */
    marginPercent: numeric('margin_percent', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    farmKey('result_calculations', t),
    index('result_calculations_farm_created_idx').on(t.farmId, t.createdAt.desc()),
  ],
);
