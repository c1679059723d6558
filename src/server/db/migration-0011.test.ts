import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseMigratedThrough } from '../test/test-db';
import { migrateDatabase } from './migrate';

/*
 * Migration 0011 (decisions 021 and 022) on a database billed the old way: an upgrade granted
 * before its charge was paid goes back to the plan last paid and waits for its charge; a paid
 * one stays; a downgrade kept as the billed plan becomes the pending plan; an event dated in the
 * future no longer orders the ones after it.
 */

let database: Awaited<ReturnType<typeof testDatabaseMigratedThrough>>;

beforeAll(async () => {
  database = await testDatabaseMigratedThrough(10);
});

afterAll(() => database.drop());

describe('migration 0011 (paid upgrades)', () => {
  it('takes back unpaid upgrades, keeps paid ones, and moves pending downgrades', async () => {
    const q = (text: string, values: unknown[] = []) => database.pool.query(text, values);
    for (const id of ['u-caloteiro', 'u-pagador', 'u-descendo']) {
      await q(`insert into users (id, name, email, email_verified) values ($1, $1, $2, true)`, [
        id,
        `${id}@fazenda.com`,
      ]);
    }
    const paid = `trial_ends_at = null, status = 'active', provider_customer_id = 'cus',
      current_period_end = '2026-12-01T03:00:00Z', last_event_at = '2999-01-01T00:00:00Z'`;
    // Paid Starter, upgraded to Master under the old rule, the charge never paid.
    await q(`update user_subscriptions set ${paid}, plan = 'MASTER', provider_plan = 'MASTER',
      animal_limit = 999999, provider_subscription_id = 'sub_c' where user_id = 'u-caloteiro'`);
    // Paid Starter, upgraded to Pro and paid the difference.
    await q(`update user_subscriptions set ${paid}, plan = 'PRO', provider_plan = 'PRO',
      animal_limit = 999999, provider_subscription_id = 'sub_p' where user_id = 'u-pagador'`);
    // Paid Master, asked for Starter at the next cycle.
    await q(`update user_subscriptions set ${paid}, plan = 'MASTER', provider_plan = 'STARTER',
      animal_limit = 999999, provider_subscription_id = 'sub_d' where user_id = 'u-descendo'`);
    const pay = (id: string, user: string, sub: string | null, plan: string, status: string) =>
      q(
        `insert into payments (id, user_id, provider_subscription_id, plan, billing_type, value,
           status, due_date, invoice_url, created_at)
         values ($1, $2, $3, $4, 'PIX', 10, $5, '2026-11-01', 'https://x', $6)`,
        [id, user, sub, plan, status, sub ? '2026-11-01T12:00:00Z' : '2026-11-10T12:00:00Z'],
      );
    await pay('pay_c1', 'u-caloteiro', 'sub_c', 'STARTER', 'RECEIVED');
    await pay('pay_c2', 'u-caloteiro', null, 'MASTER', 'PENDING');
    await pay('pay_p1', 'u-pagador', 'sub_p', 'STARTER', 'RECEIVED');
    await pay('pay_p2', 'u-pagador', null, 'PRO', 'CONFIRMED');
    await pay('pay_d1', 'u-descendo', 'sub_d', 'MASTER', 'RECEIVED');
    await q(`insert into payment_events (id, event, created_at, received_at, payload)
      values ('evt_futuro', 'PAYMENT_RECEIVED', '2999-01-01T00:00:00Z', '2026-11-10T00:00:00Z', '{}')`);

    await migrateDatabase(database.db);

    const rows = await q(`select user_id, plan, animal_limit, provider_plan, pending_plan,
        upgrade_payment_id, provider_sync_plan, last_event_at < now() + interval '1 minute' as sane
      from user_subscriptions order by user_id`);
    expect(rows.rows).toEqual([
      {
        user_id: 'u-caloteiro',
        plan: 'STARTER',
        animal_limit: 100,
        provider_plan: 'MASTER',
        pending_plan: null,
        upgrade_payment_id: 'pay_c2',
        provider_sync_plan: 'STARTER',
        sane: true,
      },
      {
        user_id: 'u-descendo',
        plan: 'MASTER',
        animal_limit: 999999,
        provider_plan: 'STARTER',
        pending_plan: 'STARTER',
        upgrade_payment_id: null,
        provider_sync_plan: null,
        sane: true,
      },
      {
        user_id: 'u-pagador',
        plan: 'PRO',
        animal_limit: 999999,
        provider_plan: 'PRO',
        pending_plan: null,
        upgrade_payment_id: null,
        provider_sync_plan: null,
        sane: true,
      },
    ]);
    const kinds = await q(`select id, kind, from_plan from payments order by id`);
    expect(kinds.rows).toEqual([
      { id: 'pay_c1', kind: 'subscription', from_plan: null },
      { id: 'pay_c2', kind: 'upgrade', from_plan: 'STARTER' },
      { id: 'pay_d1', kind: 'subscription', from_plan: null },
      { id: 'pay_p1', kind: 'subscription', from_plan: null },
      { id: 'pay_p2', kind: 'upgrade', from_plan: null },
    ]);
    const events = await q(`select state, created_at from payment_events`);
    expect(events.rows).toEqual([
      { state: 'processed', created_at: new Date('2026-11-10T00:00:00Z') },
    ]);
  });
});
