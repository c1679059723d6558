import { sql } from 'drizzle-orm';
import { DUE_WINDOW_DAYS } from '../../../domain/finance/constants';
import type { FarmRole } from '../../../domain/farms';
import type { ReminderDigest } from '../../../domain/sanitary/api';
import { addDays } from '../../../domain/sanitary/due';
import type { SubscriptionColumns } from '../../access/farm-context';
import type { Db } from '../../db/client';
import type { Tx } from '../../farm-records';
import { dueProtocols, dueSql } from './due';

/** A farm the weekly e-mail may go to: its name and its owner's plan, as the access rules read it. */
export interface ReminderFarm extends SubscriptionColumns {
  farm_id: string;
  farm_name: string;
  owner_is_admin: boolean;
}

export interface ReminderRecipient {
  userId: string;
  /** What the e-mail may tell them: the bills carry money (access/money.ts). */
  role: FarmRole;
  name: string;
  email: string;
}

/**
 * The weekly sanitary e-mail (issue 26 item 6, decision 044): each person's setting, the farms
 * and people it goes to, what it says, and the week's claim.
 */
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

    /**
     * Farms whose e-mail of `week` (its Monday) has not gone out and that have something it may
     * say: an active protocol, an IATF batch running, or a bill foreseen by `today` + 30 (the
     * bills due of the Financeiro, the overdue ones included).
     */
    async reminderFarms(week: string, today: string): Promise<ReminderFarm[]> {
      const { rows } = await db.execute<ReminderFarm>(sql`
        select f.id as farm_id, f.name as farm_name,
          exists (select 1 from user_roles r where r.user_id = o.user_id and r.role = 'admin')
            as owner_is_admin,
          s.plan, s.status, s.animal_limit, s.trial_ends_at, s.current_period_end,
          s.cancel_at_period_end
        from farms f
        join farm_members o on o.organization_id = f.id and o.role = 'owner'
        left join user_subscriptions s on s.user_id = o.user_id
        where (exists (select 1 from sanitary_protocols p where p.farm_id = f.id and p.active)
            -- The e-mail lists the week's IATF steps too (a batch runs at most 60 days).
            or exists (select 1 from iatf_batches b
              where b.farm_id = f.id and b.starts_on >= ${week}::date - 60)
            -- And the bills of the next 30 days (finance/store/cash.ts's due).
            or exists (select 1 from finance_entries e
              where e.farm_id = f.id and e.undone_at is null and e.reconciled_entry_id is null
                and e.status = 'planned'
                and e.cash_on <= ${today}::date + ${DUE_WINDOW_DAYS}::int))
          and not exists (select 1 from sanitary_reminder_weeks w
            where w.farm_id = f.id and w.week = ${week}::date)
        order by f.id
      `);
      return rows;
    },

    /** The farm's applications due by today + 7 (the overdue ones included), per protocol. */
    async reminderDigest(farmId: string, today: string): Promise<ReminderDigest> {
      const protocols = await dueProtocols(db, farmId);
      const { rows } = await db.execute<{
        protocol_name: string;
        product_name: string;
        overdue: number;
        next_week: number;
      }>(sql`
        with due as (${dueSql(farmId, today, protocols, 'reminder')})
        select r.name as protocol_name, p.name as product_name,
          count(*) filter (where d.due < ${today}::date)::int as overdue,
          count(*) filter (where d.due >= ${today}::date)::int as next_week
        from due d
        join sanitary_protocols r on r.farm_id = ${farmId} and r.id = d.protocol_id
        join sanitary_products p on p.farm_id = r.farm_id and p.id = r.product_id
        group by r.id, r.name, p.name
        order by count(*) desc, r.name, r.id
      `);
      return {
        overdue: rows.reduce((n, r) => n + r.overdue, 0),
        nextWeek: rows.reduce((n, r) => n + r.next_week, 0),
        byProtocol: rows.map((r) => ({
          protocolName: r.protocol_name,
          productName: r.product_name,
          overdue: r.overdue,
          nextWeek: r.next_week,
        })),
      };
    },

    /** The farm's owner and 'Gerente' members who have not turned the e-mail off. */
    async reminderRecipients(farmId: string): Promise<ReminderRecipient[]> {
      const { rows } = await db.execute<{
        user_id: string;
        role: FarmRole;
        name: string;
        email: string;
      }>(sql`
        select u.id as user_id, m.role, u.name, u.email
        from farm_members m
        join users u on u.id = m.user_id
        where m.organization_id = ${farmId} and m.role in ('owner', 'manager')
          and not exists (select 1 from sanitary_reminder_opt_outs x
            where x.farm_id = m.organization_id and x.user_id = m.user_id)
        order by m.role = 'owner' desc, u.email
      `);
      return rows.map((r) => ({ userId: r.user_id, role: r.role, name: r.name, email: r.email }));
    },
  };
}

/**
 * Claims the farm's e-mail of `week` inside `tx`: true for the one caller whose row went in.
 * A concurrent claim of the same week waits for `tx` to end (the key's lock), then finds the row
 * (the e-mail went out) or not (`tx` rolled back: it claims and sends in its turn).
 */
export async function claimReminderWeek(
  tx: Tx,
  farmId: string,
  week: string,
  recipients: number,
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    insert into sanitary_reminder_weeks (farm_id, week, recipients)
    values (${farmId}, ${week}::date, ${recipients})
    on conflict do nothing
    returning farm_id
  `);
  return rows.length > 0;
}

/** The Monday of the week of `day` ('YYYY-MM-DD'). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}
