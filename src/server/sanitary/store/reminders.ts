import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The weekly sanitary e-mail's setting, per person and farm (on unless turned off). */
export function reminderQueries(db: Db) {
  return {
    async reminderSettings(farmId: string, userId: string): Promise<boolean> {
      const { rows } = await db.execute(sql`
        select 1 from sanitary_reminder_opt_outs where farm_id = ${farmId} and user_id = ${userId}
      `);
      return rows.length === 0;
    },
    async setReminderSettings(farmId: string, userId: string, weeklyEmail: boolean) {
      await db.execute(
        weeklyEmail
          ? sql`delete from sanitary_reminder_opt_outs
              where farm_id = ${farmId} and user_id = ${userId}`
          : sql`insert into sanitary_reminder_opt_outs (farm_id, user_id)
              values (${farmId}, ${userId}) on conflict do nothing`,
      );
    },
  };
}
