import { describe, expect, it } from 'vitest';
import { DEFAULT_FUNRURAL_RATE, SEED_ACCOUNTS } from '../../domain/finance/constants';
import {
  purchaseEntries,
  saleEntries,
  sanitaryEntries,
  type HerdEntryDraft,
} from '../../domain/finance/herd-entries';
import { databaseBeforeMigration } from '../test/migration-fixture';

/*
 * Migration 0032 (issue 43, decision 072): the plano de contas a farm starts with (the SQL seed
 * is the domain's SEED_ACCOUNTS), and the 'Do rebanho' entries: the sales, purchases and
 * sanitary applications with a price recorded before it are in the book after it, and triggers
 * keep them in step with their events (a price given, an animal taken out, the event undone,
 * the farm deleted) with the wording and sums of domain/finance/herd-entries.ts.
 */

const { q, farmOf, migrate } = databaseBeforeMigration(31);

let n = 0;
async function animals(farm: string, count: number) {
  const { rows } = await q<{ id: string }>(
    `insert into animals (farm_id, tag, sex, status, entry_date)
     select $1, 'M32-' || ($2::int + g), 'M', 'active', '2025-01-01'
     from generate_series(1, $3::int) g returning id`,
    [farm, n, count],
  );
  n += count;
  return rows.map((r) => r.id);
}

/** One event of `kind` on `ids` sharing a group, with these details; the group's id. */
async function event(
  farm: string,
  ids: string[],
  kind: string,
  details: object,
  day = '2025-05-10',
) {
  const { rows } = await q<{ group_id: string }>(
    `insert into animal_events (farm_id, animal_id, kind, event_date, group_id, details)
     select $1, a, $2, $3::date, g, $4::jsonb
     from unnest($5::uuid[]) a, (select gen_random_uuid() as g) x
     returning group_id`,
    [farm, kind, day, JSON.stringify(details), ids],
  );
  return rows[0]!.group_id;
}

interface Entry extends Record<string, unknown> {
  herd_event: string;
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
    `select e.herd_event, e.herd_event_id::text, e.type, e.entry_date::text, e.description,
       e.amount_cents::text, a.key as account_key, e.undone_at is not null as undone
     from finance_entries e join finance_accounts a on a.farm_id = e.farm_id and a.id = e.account_id
     where e.farm_id = $1 order by e.herd_event, e.description`,
    [farm],
  );
  return rows;
}

const asDraft = (e: Entry): HerdEntryDraft => ({
  event: e.herd_event as HerdEntryDraft['event'],
  accountKey: e.account_key as HerdEntryDraft['accountKey'],
  type: e.type as HerdEntryDraft['type'],
  date: e.entry_date,
  description: e.description,
  amountCents: Number(e.amount_cents),
});

const live = async (farm: string) => (await entries(farm)).filter((e) => !e.undone).map(asDraft);

describe('migration 0032 (finance)', () => {
  let farm = '';
  let other = '';
  let sale = '';
  let saleIds: string[] = [];
  let application = '';

  it('puts the priced sales, purchases and applications recorded before in the book', async () => {
    farm = await farmOf('m32-dono');
    other = await farmOf('m32-outro');
    saleIds = await animals(farm, 2);
    sale = await event(farm, saleIds, 'sale', {
      value: 3000.5,
      buyer: 'Frigorífico Boi Bom',
      carcassWeight: 280,
    });
    await event(farm, await animals(farm, 3), 'purchase', { value: 1500, seller: null });
    // Without a price ('Preço a informar'): nothing in the book.
    await event(farm, await animals(farm, 1), 'sale', { value: null, buyer: 'Vizinho' });
    // A death has no money.
    await event(farm, await animals(farm, 1), 'death', { cause: 'Raio' });
    const { rows: products } = await q<{ id: string }>(
      `insert into sanitary_products (farm_id, name, type, withdrawal_days, dose_unit, price_per_dose)
       values ($1, 'Ivermectina 1%', 'Vermífugo', 35, 'mL', 0.5) returning id`,
      [farm],
    );
    const { rows: applied } = await q<{ group_id: string }>(
      `insert into sanitary_applications (farm_id, animal_id, product_id, group_id, applied_on,
         dose, dose_unit, cost, prior_history)
       select $1, a, $2, g, '2025-03-01', 5, 'mL', 2.5, false
       from unnest($3::uuid[]) a, (select gen_random_uuid() as g) x returning group_id`,
      [farm, products[0]!.id, saleIds],
    );
    application = applied[0]!.group_id;
    await migrate();

    expect(await live(farm)).toEqual(
      [
        ...purchaseEntries({ date: '2025-05-10', heads: 3, value: 4500, seller: null }),
        ...saleEntries({
          date: '2025-05-10',
          heads: 2,
          value: 6001,
          buyer: 'Frigorífico Boi Bom',
          funruralRate: DEFAULT_FUNRURAL_RATE,
        }),
        ...sanitaryEntries({ date: '2025-03-01', heads: 2, product: 'Ivermectina 1%', cost: 5 }),
      ].sort((a, b) => (a.event + a.description < b.event + b.description ? -1 : 1)),
    );
    expect(await entries(other)).toEqual([]);
  });

  it("seeds the domain's plano de contas, once", async () => {
    const chart = async (f: string) =>
      (
        await q<{ key: string; name: string; kind: string; group: string }>(
          `select key, name, kind, account_group as group from finance_accounts
           where farm_id = $1 order by position`,
          [f],
        )
      ).rows;
    const seeded = SEED_ACCOUNTS.map(({ key, name, kind, group }) => ({ key, name, kind, group }));
    expect(await chart(farm)).toEqual(seeded);
    expect(await chart(other)).toEqual([]);
    await q(`select finance_seed_accounts($1)`, [other]);
    await q(`select finance_seed_accounts($1)`, [other]);
    expect(await chart(other)).toEqual(seeded);
  });

  it('keeps the entries in step with their events, never twice', async () => {
    const { rows: made } = await q<{ id: string }>(
      `select id from finance_entries where farm_id = $1 and herd_event = 'sale'`,
      [farm],
    );
    // A bank line reconciled with the sale: the sale's undoing sends it back to 'A conferir'.
    await q(
      `insert into finance_entries (farm_id, type, entry_date, description, amount_cents,
         account_id, status, settled_on, source, bank_key, bank_account_key, reconciled_entry_id)
       select $1, 'income', '2025-06-10', 'TED FRIGORIFICO', 591000, id, 'realized', '2025-06-10',
         'bank', 'F1', 'conta:001//1', $2 from finance_accounts where farm_id = $1 and key = 'other-income'`,
      [farm, made[0]!.id],
    );
    // One animal taken out of the sale: its value and Funrural follow.
    await q(
      `update animal_events set undone_at = now() where farm_id = $1 and animal_id = $2 and group_id = $3`,
      [farm, saleIds[0], sale],
    );
    const after = (await live(farm)).filter((e) => e.event === 'sale' || e.event === 'funrural');
    expect(after).toEqual(
      saleEntries({
        date: '2025-05-10',
        heads: 1,
        value: 3000.5,
        buyer: 'Frigorífico Boi Bom',
        funruralRate: DEFAULT_FUNRURAL_RATE,
      }).sort((a, b) => (a.event < b.event ? -1 : 1)),
    );
    // The whole sale undone: its two entries are undone, the bank line counts again.
    await q(`update animal_events set undone_at = now() where farm_id = $1 and group_id = $2`, [
      farm,
      sale,
    ]);
    const all = await entries(farm);
    expect(all.filter((e) => e.herd_event_id === sale).map((e) => e.undone)).toEqual([true, true]);
    const { rows: bank } = await q<{ reconciled: string | null; to_review: boolean }>(
      `select reconciled_entry_id as reconciled, to_review from finance_entries
       where farm_id = $1 and source = 'bank'`,
      [farm],
    );
    expect(bank).toEqual([{ reconciled: null, to_review: true }]);
    // The application undone, one dose first.
    await q(`update sanitary_applications set undone_at = now() where farm_id = $1`, [farm]);
    expect((await entries(farm)).find((e) => e.herd_event_id === application)?.undone).toBe(true);
    const { rows: count } = await q<{ n: number }>(
      `select count(*)::int as n from finance_entries where farm_id = $1 and herd_event is not null`,
      [farm],
    );
    expect(count[0]!.n).toBe(4);
  });

  it("writes the farm's Funrural rate, and none for a sale to a neighbour", async () => {
    await q(`insert into finance_settings (farm_id, funrural_rate) values ($1, 2.05)`, [other]);
    await event(other, await animals(other, 1234), 'sale', {
      value: 1000,
      buyer: 'FRIGORIFICO NORTE',
    });
    await event(other, await animals(other, 1), 'sale', { value: 999.99, buyer: 'Vizinho' });
    expect(await live(other)).toEqual(
      [
        ...saleEntries({
          date: '2025-05-10',
          heads: 1234,
          value: 1_234_000,
          buyer: 'FRIGORIFICO NORTE',
          funruralRate: 2.05,
        }),
        ...saleEntries({
          date: '2025-05-10',
          heads: 1,
          value: 999.99,
          buyer: 'Vizinho',
          funruralRate: null,
        }),
      ].sort((a, b) => (a.event + a.description < b.event + b.description ? -1 : 1)),
    );
  });

  it('lets a farm with its book be deleted', async () => {
    await q(`delete from farms where id = $1`, [farm]);
    expect(await entries(farm)).toEqual([]);
  });
});
