import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every administrator action: who, on whom, what, when and from which address. Append-only: a
 * trigger (migration 0007) refuses UPDATE and DELETE. Ids and e-mails are copied, not referenced,
 * so the history survives the accounts it mentions.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    adminId: text('admin_id').notNull(),
    adminEmail: text('admin_email').notNull(),
    targetId: text('target_id'),
    targetEmail: text('target_email'),
    action: text('action').notNull(),
    detail: text('detail'),
    ip: text('ip'),
  },
  (t) => [
    index('admin_audit_at_idx').on(t.at.desc()),
    check(
      'admin_audit_action_check',
      sql`${t.action} in ('reset-password', 'resend-confirmation', 'extend-trial', 'set-subscription', 'retry-billing-event')`,
    ),
  ],
);
