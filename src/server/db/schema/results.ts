import { index, numeric, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authorId, farmId } from './record-columns';

/** The results screen's saved margins; the dashboard reads the latest and counts them. */
export const resultCalculations = pgTable(
  'result_calculations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: farmId(),
    userId: authorId(),
    /** Percent (34.24 means 34,24%). Unbounded precision: a loss can be any size. */
    marginPercent: numeric('margin_percent', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('result_calculations_farm_created_idx').on(t.farmId, t.createdAt.desc())],
);
