import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURSORS } from '../cursor';
import { inventory } from '../db/schema';
import { toInventoryItem } from '../farm-records';
import { createTestApp } from '../test/test-app';
import { inventoryStore } from './store';

/*
 * The list's items are JSON text made by PostgreSQL (list-sql.ts, decision 095). They must read
 * back exactly as toInventoryItem makes a row of the table, for every text and number a row may
 * hold, and page the same way keyset.ts's cursors do.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let farmId: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.createUser({ email: 'json@fazenda.com' });
  farmId = await t.farmOf('json@fazenda.com');
  const texts = [
    'Bois "gordos"',
    'Vacas \\ de cria',
    'Linha\nnova\te tab',
    'Ação ção ÇÃO — “aspas” 🐄',
    '</script><b>x</b>',
    'Garrote\u0001controle',
    ' espaços ',
  ];
  const numbers = [0.1, 1234567.89, 0.01, 1e-7, 9999999.99, 180.5, 3];
  await t.db.insert(inventory).values(
    Array.from({ length: 23 }, (_, i) => ({
      farmId,
      category: texts[i % texts.length]!,
      quantity: i + 1,
      averageWeight: numbers[i % numbers.length]!,
      averageValue: i % 4 === 0 ? null : numbers[(i + 3) % numbers.length]!,
      location: i % 3 === 0 ? null : texts[(i + 2) % texts.length]!,
    })),
  );
  // Entry times with microseconds (the answer keeps milliseconds, truncated) and two rows in
  // the same microsecond (the id breaks the tie).
  await t.db.execute(sql`
    update inventory set created_at = timestamptz '2026-03-01 10:00:00.123999+00'
      - make_interval(secs => (n.k / 2) * 0.000501)
    from (select id, row_number() over (order by id) as k from inventory
      where farm_id = ${farmId}) n
    where inventory.id = n.id`);
});
afterAll(() => t.close());

/** The rows as the table holds them, newest first, as toInventoryItem answers each. */
const expected = async (withMoney: boolean) =>
  (
    await t.db
      .select()
      .from(inventory)
      .where(eq(inventory.farmId, farmId))
      .orderBy(desc(inventory.createdAt), desc(inventory.id))
  ).map((row) => toInventoryItem(row, withMoney));

/** Every page of `limit` items, following the cursors. */
async function allPages(limit: number, withMoney: boolean) {
  const store = inventoryStore(t.db);
  const items: unknown[] = [];
  const sizes: number[] = [];
  let before: { at: string; id: string } | undefined;
  for (;;) {
    const page = await store.pageWithTotals(farmId, before, limit, withMoney, []);
    const parsed = JSON.parse(page.items) as unknown[];
    items.push(...parsed);
    sizes.push(parsed.length);
    if (!page.next) return { items, sizes };
    const [at, id] = CURSORS.rows.decode(page.next)!;
    before = { at, id };
  }
}

describe("the inventory list's items made by PostgreSQL (decision 095)", () => {
  it('read back as toInventoryItem makes each row, values shown', async () => {
    const { items, sizes } = await allPages(100, true);
    expect(sizes).toEqual([23]);
    expect(items).toEqual(await expected(true));
  });

  it("leave every value out for who does not see money ('Campo')", async () => {
    const { items } = await allPages(100, false);
    expect(items).toEqual(await expected(false));
    expect(items.every((item) => (item as { averageValue: unknown }).averageValue === null)).toBe(
      true,
    );
  });

  it('page by the cursor: every row once, in order, the last page without a cursor', async () => {
    const { items, sizes } = await allPages(5, true);
    expect(sizes).toEqual([5, 5, 5, 5, 3]);
    expect(items).toEqual(await expected(true));
    // A page that ends exactly at the last row has no next page.
    expect((await allPages(23, true)).sizes).toEqual([23]);
  });

  it('give an empty array for a farm with no rows', async () => {
    const page = await inventoryStore(t.db).pageWithTotals(
      '00000000-0000-4000-8000-000000000000',
      undefined,
      50,
      true,
      [],
    );
    expect([page.items, page.next]).toEqual(['[]', null]);
    expect(page.totals.categories).toBe(0);
  });
});
