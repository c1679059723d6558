import { describe, expect, it } from 'vitest';
import { reproductionEntries, type HerdEntryDraft } from '../../domain/finance/herd-entries';
import { databaseBeforeMigration } from '../test/migration-fixture';

/*
 * Migration 0035 (issue 43 item 3, decision 073): an insemination with a cost is a 'Do rebanho'
 * entry in 'Reprodução' — the ones recorded before it are in the book after it, and triggers keep
 * each recording's entry in step (a female's record undone, all of them, the cost taken away, the
 * farm deleted) with the wording and sum of domain/finance/herd-entries.ts. A natural service and
 * a record without a cost put nothing in the book.
 */

const { q, farmOf, migrate } = databaseBeforeMigration(34);

let n = 0;
async function cows(farm: string, count: number) {
  const { rows } = await q<{ id: string }>(
    `insert into animals (farm_id, tag, sex, status, entry_date)
     select $1, 'M34-' || ($2::int + g), 'F', 'active', '2025-01-01'
     from generate_series(1, $3::int) g returning id`,
    [farm, n, count],
  );
  n += count;
  return rows.map((r) => r.id);
}

/** One recording of `kind` on `ids` sharing a group, with these details; the group's id. */
async function service(
  farm: string,
  ids: string[],
  details: object,
  kind = 'insemination',
  day = '2025-10-01',
) {
  const { rows } = await q<{ group_id: string }>(
    `insert into reproduction_events (farm_id, animal_id, kind, event_date, group_id, details)
     select $1, a, $2, $3::date, g, $4::jsonb
     from unnest($5::uuid[]) a, (select gen_random_uuid() as g) x
     returning group_id`,
    [farm, kind, day, JSON.stringify(details), ids],
  );
  return rows[0]!.group_id;
}

interface Entry extends Record<string, unknown> {
  herd_event_id: string;
  type: string;
  entry_date: string;
  description: string;
  amount_cents: string;
  account_key: string;
  undone: boolean;
}

async function entries(farm: string) {
  const { rows } = await q<Entry>(
    `select e.herd_event_id::text, e.type, e.entry_date::text, e.description,
       e.amount_cents::text, a.key as account_key, e.undone_at is not null as undone
     from finance_entries e join finance_accounts a on a.farm_id = e.farm_id and a.id = e.account_id
     where e.farm_id = $1 and e.herd_event = 'reproduction' order by e.entry_date, e.description`,
    [farm],
  );
  return rows;
}

const live = async (farm: string, group?: string) =>
  (await entries(farm))
    .filter((e) => !e.undone && (!group || e.herd_event_id === group))
    .map(
      (e): HerdEntryDraft => ({
        event: 'reproduction',
        accountKey: e.account_key as HerdEntryDraft['accountKey'],
        type: e.type as HerdEntryDraft['type'],
        date: e.entry_date,
        description: e.description,
        amountCents: Number(e.amount_cents),
      }),
    );

const ia = (heads: number, cost: number, date = '2025-10-01') =>
  reproductionEntries({ date, heads, what: 'Inseminação', cost });

describe('migration 0035 (reproduction costs)', () => {
  let farm = '';
  let other = '';
  let group = '';
  let ids: string[] = [];

  it('puts the costed inseminations recorded before in the book, and nothing else', async () => {
    farm = await farmOf('m35-dono');
    other = await farmOf('m35-outro');
    ids = await cows(farm, 3);
    group = await service(farm, ids, { sire: 'Trovão', cost: 85.5 });
    await service(farm, await cows(farm, 2), { sire: 'Jaguar', cost: null }, 'insemination');
    await service(farm, await cows(farm, 1), { sire: 'Touro', cost: 50 }, 'natural_service');
    await service(farm, await cows(farm, 1), { result: 'pregnant' }, 'diagnosis');
    await migrate();
    expect(await live(farm)).toEqual(ia(3, 256.5));
    expect(await entries(other)).toEqual([]);
  });

  it('keeps the entry in step with its records, and a reconciled bank line too', async () => {
    const { rows: made } = await q<{ id: string }>(
      `select id from finance_entries where farm_id = $1 and herd_event = 'reproduction'`,
      [farm],
    );
    await q(
      `insert into finance_entries (farm_id, type, entry_date, description, amount_cents,
         account_id, status, settled_on, source, bank_key, bank_account_key, reconciled_entry_id)
       select $1, 'expense', '2025-10-05', 'PIX CENTRAL DE SEMEN', 25650, id, 'realized',
         '2025-10-05', 'bank', 'S1', 'conta:001//1', $2
       from finance_accounts where farm_id = $1 and key = 'other-expenses'`,
      [farm, made[0]!.id],
    );
    // One female's record undone: two left. The bank's day stays on the reconciled entry.
    await q(`update reproduction_events set undone_at = now() where animal_id = $1`, [ids[0]]);
    const [two] = await entries(farm);
    expect(two).toMatchObject({ amount_cents: '17100', description: 'Inseminação (2 animais)' });
    // The cost taken off a record (an edit): only the costed one counts.
    await q(`update reproduction_events set details = details - 'cost' where animal_id = $1`, [
      ids[1],
    ]);
    expect(await live(farm, group)).toEqual(ia(1, 85.5));
    // All undone: the entry is undone and the bank line is 'A conferir' again.
    await q(`update reproduction_events set undone_at = now() where group_id = $1`, [group]);
    expect(await live(farm)).toEqual([]);
    const { rows: bank } = await q<{ reconciled: string | null; to_review: boolean }>(
      `select reconciled_entry_id as reconciled, to_review from finance_entries
       where farm_id = $1 and source = 'bank'`,
      [farm],
    );
    expect(bank).toEqual([{ reconciled: null, to_review: true }]);
    // Undone again, given back (an undo reverted): the same row, never a second one.
    await q(`update reproduction_events set undone_at = null where group_id = $1`, [group]);
    expect(await live(farm)).toEqual(ia(2, 171));
    expect((await entries(farm)).length).toBe(1);
  });

  it('sums many females exactly, and skips a cost that is not a number', async () => {
    const many = await service(other, await cows(other, 1234), { cost: 0.29 }, 'insemination');
    expect(await live(other, many)).toEqual(ia(1234, 357.86));
    const odd = await service(other, await cows(other, 2), { cost: 'abc' });
    expect(await live(other, odd)).toEqual([]);
  });

  it('lets a farm with its book be deleted', async () => {
    await q(`delete from farms where id = $1`, [farm]);
    expect(await entries(farm)).toEqual([]);
  });
});
