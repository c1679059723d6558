import { describe, expect, it } from 'vitest';
import { mailboxKey } from '../../domain/mailbox';
import { MAILBOX_CASES } from '../../domain/mailbox.fixture';
import { databaseBeforeMigration } from '../test/migration-fixture';

/*
 * Migration 0022 (decision 053): the free trial once per mailbox. The accounts already there
 * count as having had theirs; from then on the user trigger grants a trial only to the first
 * account of a mailbox; mailbox_key() in SQL gives the keys of mailboxKey() in TypeScript.
 */

const { q, migrate } = databaseBeforeMigration(21);

const addUser = (id: string, email: string, createdAt = '2025-01-01T12:00:00Z') =>
  q(
    `insert into users (id, name, email, email_verified, created_at) values ($1, $1, $2, true, $3)`,
    [id, email, createdAt],
  );

async function trialDays(id: string): Promise<number> {
  const { rows } = await q<{ days: number }>(
    `select extract(epoch from s.trial_ends_at - u.created_at)::float / 86400 as days
     from user_subscriptions s join users u on u.id = s.user_id where s.user_id = $1`,
    [id],
  );
  return rows[0]!.days;
}

describe('migration 0022 (a trial once per mailbox)', () => {
  it('counts every existing account as having had its trial, the oldest holding the mailbox', async () => {
    await addUser('u-ana', 'ana@gmail.com', '2025-01-01T12:00:00Z');
    await addUser('u-ana-2', 'A.na+2@googlemail.com', '2025-02-01T12:00:00Z');
    await addUser('u-bia', 'bia@fazenda.com');
    // An account made from an invitation (decision 024) has no subscription row: no trial yet.
    await q(`delete from user_subscriptions where user_id = 'u-bia'`);

    await migrate();

    const { rows } = await q<{ mailbox_key: string; user_id: string }>(
      `select mailbox_key, user_id from trial_grants order by mailbox_key`,
    );
    expect(rows).toEqual([{ mailbox_key: 'ana@gmail.com', user_id: 'u-ana' }]);
  });

  it('gives mailbox_key() the keys mailboxKey() gives', async () => {
    for (const [address] of MAILBOX_CASES) {
      const { rows } = await q<{ key: string }>(`select mailbox_key($1) as key`, [address]);
      expect(rows[0]!.key, address).toBe(mailboxKey(address));
    }
  });

  it('grants 7 days to the first account of a mailbox and none to the next', async () => {
    await addUser('u-caio', 'caio@fazenda.com', '2025-03-01T12:00:00Z');
    await addUser('u-caio-2', 'Caio+lote@fazenda.com', '2025-03-02T12:00:00Z');
    await addUser('u-ana-3', 'a.n.a@gmail.com', '2025-03-03T12:00:00Z');
    expect(await trialDays('u-caio')).toBe(7);
    expect(await trialDays('u-caio-2')).toBe(0);
    expect(await trialDays('u-ana-3')).toBe(0);
  });

  it('keeps the mailbox taken when its account is deleted', async () => {
    await q(`delete from users where id = 'u-caio'`);
    await addUser('u-caio-3', 'caio@fazenda.com', '2025-04-01T12:00:00Z');
    expect(await trialDays('u-caio-3')).toBe(0);
  });
});
