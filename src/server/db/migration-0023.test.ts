import { describe, expect, it } from 'vitest';
import {
  PURCHASE_CARCASS_YIELD,
  SALE_CARCASS_YIELD,
  valuePerHead,
} from '../../domain/herd/pricing';
import { databaseBeforeMigration } from '../test/migration-fixture';

/*
 * Migration 0023 (issue 39 item 2, decision 060): the sales by the arroba stored at live kg ÷ 15
 * are valued again by carcass (52 %), the purchases by the arroba at the reposição arroba (live
 * ÷ 30); the price per arroba and the weight typed stay, the yield used is recorded, and the
 * value is the one valuePerHead() gives. Sales by head or kg, and those without a price (or a
 * weight) are left as they were. The farms get 'Rendimento de carcaça (%)', 40 to 70, or none.
 */

const { q, farmOf, migrate } = databaseBeforeMigration(22);

/** An animal of `farm` with one event of `kind` whose details are `details`; the event's id. */
async function event(farm: string, tag: string, kind: string, details: object, undone = false) {
  const { rows } = await q<{ id: string }>(
    `with a as (
       insert into animals (farm_id, tag, sex, status, entry_date)
       values ($1, $2, 'M', $3, '2024-01-01') returning id)
     insert into animal_events (farm_id, animal_id, kind, event_date, group_id, details, undone_at)
     select $1, a.id, $4, '2025-06-01', gen_random_uuid(), $5::jsonb,
            case when $6 then now() end
     from a returning id`,
    [farm, tag, kind === 'sale' ? 'sold' : 'active', kind, JSON.stringify(details), undone],
  );
  return rows[0]!.id;
}

async function detailsOf(id: string) {
  const { rows } = await q<{ details: Record<string, unknown> }>(
    `select details from animal_events where id = $1`,
    [id],
  );
  return rows[0]!.details;
}

/** What the old rule stored: live kg ÷ 15 × price. */
const oldValue = (weight: number, price: number) => Math.round((weight / 15) * price * 100) / 100;

describe('migration 0023 (arrobas by carcass)', () => {
  const ids: Record<string, string> = {};
  const weights = [540.5, 498, 612.3, 455.7, 1];
  const prices = [310.5, 289.99, 325, 301.01, 0.01];

  it('values the stored sales and purchases by the arroba again, as valuePerHead does', async () => {
    const farm = await farmOf('u-ana');
    for (const [i, weight] of weights.entries()) {
      const price = prices[i]!;
      const sale = { weight, priceKind: 'arroba', price, value: oldValue(weight, price) };
      ids[`sale${i}`] = await event(farm, `S${i}`, 'sale', { ...sale, buyer: 'Frigorífico' });
      ids[`purchase${i}`] = await event(farm, `P${i}`, 'purchase', { ...sale, origin: 'bought' });
    }
    ids.undone = await event(
      farm,
      'U1',
      'sale',
      { weight: 540.5, priceKind: 'arroba', price: 310.5, value: 11188.35 },
      true,
    );
    ids.byHead = await event(farm, 'H1', 'sale', {
      weight: 540.5,
      priceKind: 'head',
      price: 3000,
      value: 3000,
    });
    ids.byKg = await event(farm, 'K1', 'sale', {
      weight: 540.5,
      priceKind: 'kg',
      price: 9,
      value: 4864.5,
    });
    // 'Campo''s sale (no price) and one without a weight: nothing to count from.
    ids.noPrice = await event(farm, 'N1', 'sale', {
      weight: 540.5,
      priceKind: 'arroba',
      price: null,
      value: null,
    });
    ids.noWeight = await event(farm, 'N2', 'sale', {
      weight: null,
      priceKind: 'arroba',
      price: 310.5,
      value: null,
    });

    await migrate();

    for (const [i, weight] of weights.entries()) {
      const price = prices[i]!;
      const sale = await detailsOf(ids[`sale${i}`]!);
      expect(sale).toEqual({
        weight,
        priceKind: 'arroba',
        price,
        buyer: 'Frigorífico',
        carcassYield: SALE_CARCASS_YIELD,
        value: valuePerHead({ priceKind: 'arroba', price, weight, carcassYield: 52 }),
      });
      const purchase = await detailsOf(ids[`purchase${i}`]!);
      expect(purchase).toMatchObject({
        weight,
        price,
        carcassYield: PURCHASE_CARCASS_YIELD,
        value: valuePerHead({ priceKind: 'arroba', price, weight, carcassYield: 50 }),
      });
    }
    // The steer: R$ 11.188,35 becomes R$ 5.817,94.
    expect((await detailsOf(ids.sale0!)).value).toBe(5817.94);
    expect(await detailsOf(ids.undone!)).toMatchObject({ carcassYield: 52, value: 5817.94 });
  });

  it('leaves prices by head and kg, and sales without a price or a weight, as they were', async () => {
    expect(await detailsOf(ids.byHead!)).toEqual({
      weight: 540.5,
      priceKind: 'head',
      price: 3000,
      value: 3000,
    });
    expect((await detailsOf(ids.byKg!)).value).toBe(4864.5);
    expect(await detailsOf(ids.noPrice!)).not.toHaveProperty('carcassYield');
    expect(await detailsOf(ids.noWeight!)).toEqual({
      weight: null,
      priceKind: 'arroba',
      price: 310.5,
      value: null,
    });
  });

  it("gives farms a 'Rendimento de carcaça (%)' of 40 to 70, none by default", async () => {
    const farm = await farmOf('u-bia');
    const yieldOf = async () =>
      (await q<{ y: string | null }>(`select carcass_yield as y from farms where id = $1`, [farm]))
        .rows[0]!.y;
    expect(await yieldOf()).toBeNull();
    await q(`update farms set carcass_yield = 54.5 where id = $1`, [farm]);
    expect(Number(await yieldOf())).toBe(54.5);
    await expect(q(`update farms set carcass_yield = 71 where id = $1`, [farm])).rejects.toThrow(
      /farms_carcass_yield_check/,
    );
    await expect(q(`update farms set carcass_yield = 39.9 where id = $1`, [farm])).rejects.toThrow(
      /farms_carcass_yield_check/,
    );
  });
});
