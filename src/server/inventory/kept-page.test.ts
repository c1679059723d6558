import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryItem, InventoryListTotals } from '../../domain/records/inventory';
import type { ListPage } from '../../domain/records/paging';
import { json } from '../test/responses';
import { createTestApp } from '../test/test-app';

/*
 * Decision 098: the first page with its totals is kept between the farm's changes. Every write
 * to the typed rows, from this process or another (played here by SQL straight to the
 * database, as another instance's write reaches it), must show on the next visit; a person who
 * may not see values never gets a page kept for one who may; one farm's page is never another's.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
const as = { owner: '', field: '', neighbour: '' };
let farm = '';

type Page = ListPage<InventoryItem, InventoryListTotals>;
const visit = (who: keyof typeof as, query = '?limit=100') =>
  json<Page>(t.sendAs(as[who], 'GET', `/api/inventory${query}`), 200);
/** The owner adds `quantity` head of `category` through the API. */
const addCategory = (
  category: string,
  quantity: number,
  averageWeight: number,
  averageValue: number,
) =>
  json(
    t.sendAs(as.owner, 'POST', '/api/inventory', {
      category,
      quantity,
      averageWeight,
      averageValue,
    }),
    201,
  );

beforeAll(async () => {
  t = await createTestApp();
  as.owner = await t.createUser({ email: 'dona@guardada.com' });
  as.neighbour = await t.createUser({ email: 'vizinho@guardada.com' });
  await t.setSubscription('dona@guardada.com', {
    plan: 'MASTER',
    status: 'active',
    trialEndsAt: null,
  });
  farm = await t.farmOf('dona@guardada.com');
  const invitation = await json<{ id: string }>(
    t.sendAs(as.owner, 'POST', `/api/farms/${farm}/invitations`, {
      email: 'campo@guardada.com',
      role: 'field',
    }),
    201,
  );
  as.field = await t.createUser({ email: 'campo@guardada.com' });
  await json(t.sendAs(as.field, 'POST', `/api/invitations/${invitation.id}/accept`), 200);
  await addCategory('Garrotes', 25, 180, 1850);
});
afterAll(() => t.close());

describe('the kept first page (decision 098)', () => {
  it("shows another instance's insert, change and delete on the next visit", async () => {
    const before = await visit('owner');
    expect(before.items.map((i) => i.category)).toEqual(['Garrotes']);
    expect(await visit('owner')).toEqual(before);

    await t.db.execute(sql`insert into inventory (farm_id, category, quantity, average_weight,
      average_value, created_at) values (${farm}, 'Novilhas', 10, 300, 2500, now() + interval '1 s')`);
    const added = await visit('owner');
    expect(added.items.map((i) => i.category)).toEqual(['Novilhas', 'Garrotes']);
    expect(added.totals).toMatchObject({ categories: 2, heads: 35, weight: 7500 });

    await t.db.execute(sql`update inventory set quantity = 12 where category = 'Novilhas'`);
    const changed = await visit('owner');
    expect(changed.items[0]).toMatchObject({ category: 'Novilhas', quantity: 12 });
    expect(changed.totals.heads).toBe(37);

    await t.db.execute(sql`delete from inventory where category = 'Novilhas'`);
    const removed = await visit('owner');
    expect(removed.items.map((i) => i.category)).toEqual(['Garrotes']);
    expect(removed.totals.heads).toBe(25);
  });

  it("never gives 'Campo' the values of a page kept for the owner", async () => {
    expect((await visit('owner')).items[0]!.averageValue).toBe(1850);
    const seen = await visit('field');
    expect(seen.items.map((i) => [i.category, i.averageValue])).toEqual([['Garrotes', null]]);
    expect(seen.totals.value).toBe(0);
    expect((await visit('owner')).items[0]!.averageValue).toBe(1850);
  });

  it("never gives one farm's kept page to another, nor one size's to another", async () => {
    expect((await visit('owner')).items).toHaveLength(1);
    const other = await visit('neighbour');
    expect(other.items).toEqual([]);
    expect(other.totals.categories).toBe(0);

    await addCategory('Bois', 5, 500, 4000);
    const one = await visit('owner', '?limit=1');
    expect(one.items.map((i) => i.category)).toEqual(['Bois']);
    expect(one.next).not.toBeNull();
    expect((await visit('owner')).items.map((i) => i.category)).toEqual(['Bois', 'Garrotes']);
  });
});
