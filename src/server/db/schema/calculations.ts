import { index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** The results screen's saved margins; the dashboard reads the latest and counts them. */
export const resultCalculations = pgTable(
  'result_calculations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Percent (34.24 means 34,24%). Unbounded precision: a loss can be any size. */
    marginPercent: numeric('margin_percent', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('result_calculations_user_created_idx').on(t.userId, t.createdAt.desc())],
);
