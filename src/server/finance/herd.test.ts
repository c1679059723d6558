import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryPage, EntryView, ResultsView } from '../../domain/finance/api';
import { json } from '../test/responses';
import { financeFarm } from './fixture';

/*
 * 'Do rebanho' (issue 43 item 3) through the herd's own routes: a purchase, a sale to a
 * frigorífico (with its Funrural line), a price given later, a sanitary application with a cost,
 * an animal taken out of a purchase and the purchase undone — each in the book once, kept in step,
 * never editable there. Then the year's figures and DRE (item 6) over them. Today is 15/06/2026.
 */

let f: Awaited<ReturnType<typeof financeFarm>>;
beforeAll(async () => {
  f = await financeFarm('rebanho-fin');
});
afterAll(() => f.t.close());

const herd = (method: string, path: string, body?: unknown, who: 'owner' | 'field' = 'owner') =>
  f.t.sendAs(f.as[who], method, path, body);
const fromHerd = async () =>
  (await json<EntryPage>(f.send('owner', 'GET', '/entries?source=herd&limit=100'), 200)).items;
const eventOf = async (tag: string, kind: string) => {
  const { rows } = await f.t.db.$client.query<{ id: string; group_id: string }>(
    `select e.id, e.group_id from animal_events e join animals a on a.farm_id = e.farm_id
       and a.id = e.animal_id where a.tag = $1 and e.kind = $2`,
    [tag, kind],
  );
  return rows[0]!;
};
const purchase = (tags: string[], date: string, price: number) =>
  json<{ animalIds: string[] }>(
    herd('POST', '/api/animals/purchases', {
      date,
      tags,
      sex: 'M',
      breed: 'Nelore',
      birthDate: '2024-06-01',
      weight: 300,
      priceKind: 'head',
      price,
      seller: 'Fazenda Vizinha',
    }),
    201,
  );
const weigh = (animalId: string, weighingDate: string, weight: number) =>
  json(herd('POST', '/api/weighings', { animalId, weighingDate, weight }), 201);

describe("'Do rebanho' entries", () => {
  let bought: string[] = [];

  it('puts a priced purchase and a frigorífico sale (with its Funrural) in the book once', async () => {
    bought = (await purchase(['FIN-1', 'FIN-2'], '2026-02-01', 3000)).animalIds;
    await weigh('FIN-1', '2026-02-01', 300);
    await weigh('FIN-2', '2026-02-01', 300);
    await weigh('FIN-2', '2026-05-01', 360);
    await weigh('FIN-1', '2026-06-01', 390);
    await json(
      herd('POST', '/api/animals/sales', {
        date: '2026-05-02',
        animalIds: [bought[1]],
        buyer: 'Frigorífico Boi Bom',
        weight: 360,
        priceKind: 'head',
        price: 5000,
      }),
      201,
    );
    // The sale and its Funrural share the day and the moment: by description.
    const items = (await fromHerd()).sort((a, b) => a.description.localeCompare(b.description));
    expect(items.map((e) => [e.description, e.amountCents, e.accountName, e.date])).toEqual([
      ['Compra de 2 animais — Fazenda Vizinha', 600000, 'Compra de animais', '2026-02-01'],
      ['Funrural (1,5%) da venda de 1 animal', 7500, 'Funrural', '2026-05-02'],
      ['Venda de 1 animal — Frigorífico Boi Bom', 500000, 'Venda de animais', '2026-05-02'],
    ]);
    const sale = items[2]!;
    expect(sale).toMatchObject({ source: 'herd', status: 'realized', undoable: false });
    expect(sale.herd).toEqual({
      event: 'sale',
      eventId: (await eventOf('FIN-2', 'sale')).group_id,
    });
    const body = {
      type: 'income',
      date: '2026-05-02',
      description: 'Outra coisa',
      amount: 1,
      accountId: sale.accountId,
      status: 'realized',
    };
    const edit = await f.refused(f.send('owner', 'PUT', `/entries/${sale.id}`, body), 409);
    expect(edit.message).toBe(
      'Lançamento do rebanho: altere ou desfaça o evento no Rebanho, na Sanidade ou na Reprodução',
    );
    await f.refused(f.send('owner', 'POST', `/entries/${sale.id}/undo`, { reason: 'Não' }), 409);
  });

  it("enters a sale recorded by 'Campo' without a price once the owner gives it one", async () => {
    const [cow] = (await purchase(['FIN-3'], '2026-03-01', 2000)).animalIds;
    await json(
      herd('POST', '/api/animals/sales', { date: '2026-06-01', animalIds: [cow] }, 'field'),
      201,
    );
    expect((await fromHerd()).some((e) => e.date === '2026-06-01')).toBe(false);
    const { id } = await eventOf('FIN-3', 'sale');
    await json(
      herd('PUT', `/api/animal-events/${id}/price`, { priceKind: 'head', price: 2500 }),
      200,
    );
    const priced = (await fromHerd()).filter((e) => e.date === '2026-06-01');
    expect(priced.map((e) => [e.description, e.amountCents])).toEqual([
      ['Venda de 1 animal', 250000],
    ]);
  });

  it('follows an animal taken out of a purchase, and the purchase undone', async () => {
    await purchase(['FIN-4', 'FIN-5'], '2026-06-05', 1000);
    const { id, group_id } = await eventOf('FIN-4', 'purchase');
    const taken = await eventOf('FIN-5', 'purchase');
    const reason = 'Lançado por engano';
    const { rows } = await f.t.db.$client.query<{ id: string }>(
      `select animal_id as id from animal_events where id = $1`,
      [taken.id],
    );
    await json(
      herd('POST', `/api/animal-events/${id}/undo`, { reason, animalId: rows[0]!.id }),
      200,
    );
    const one = (await fromHerd()).filter((e) => e.herd?.eventId === group_id);
    expect(one.map((e) => [e.description, e.amountCents])).toEqual([
      ['Compra de 1 animal — Fazenda Vizinha', 100000],
    ]);
    await json(herd('POST', `/api/animal-events/${id}/undo`, { reason }), 200);
    expect((await fromHerd()).filter((e) => e.herd?.eventId === group_id)).toEqual([]);
  });

  it("puts a sanitary application's cost in 'Sanidade'", async () => {
    const product = await json<{ id: string }>(
      herd('POST', '/api/sanitary/products', {
        name: 'Ivermectina 1%',
        type: 'Vermífugo',
        withdrawalDays: 35,
        doseUnit: 'mL',
        pricePerDose: 0.5,
        brucellosis: null,
      }),
      201,
    );
    await json(
      herd('POST', '/api/sanitary/applications', {
        productId: product.id,
        date: '2026-03-01',
        dose: 10,
        target: { animalIds: [bought[0]] },
      }),
      201,
    );
    const health = (await fromHerd()).filter((e) => e.herd?.event === 'sanitary');
    expect(health.map((e) => [e.description, e.amountCents, e.accountName])).toEqual([
      ['Ivermectina 1% (1 animal)', 500, 'Sanidade'],
    ]);
  });
});

describe("the year's figures and 'DRE do ano'", () => {
  it('counts the COE, the @ produzidas from the herd and the DRE, in SQL', async () => {
    await f.entry({
      date: '2026-04-10',
      description: 'Ração de abril',
      amount: 1000,
      accountId: await f.account('feed'),
    });
    // Foreseen, and an investment: neither is a cost of the period.
    await f.entry({
      date: '2026-04-10',
      description: 'Cerca',
      amount: 800,
      accountId: await f.account('machinery-improvements'),
    });
    const { figures, dre } = await json<ResultsView>(
      f.send('owner', 'GET', '/results?year=2026'),
      200,
    );
    expect(figures).toMatchObject({
      from: '2026-01-01',
      to: '2026-12-31',
      days: 365,
      coeCents: 100500,
      // Final stock (FIN-1 weighed 390) − initial (none) + sold (FIN-2 at its sale's 360 kg,
      // FIN-3 unweighed: a Boi's typical 480) − bought (3 × 300 kg at purchase).
      producedKg: 390 - 0 + (360 + 480) - 900,
      producedArrobas: 11,
      costPerArrobaCents: Math.round(100500 / 11),
    });
    expect(dre).toMatchObject({
      year: 2026,
      revenue: { total: 750000 },
      deductions: { total: 7500 },
      netRevenue: 742500,
      coe: { total: 100500 },
      marginOverCoe: 642000,
      restocking: { total: 800000 },
      result: -158000,
      investments: { total: 80000 },
    });
    const period = await json<ResultsView>(
      f.send('manager', 'GET', '/results?from=2026-05-01&to=2026-05-31'),
      200,
    );
    expect(period.dre).toBeNull();
    expect(period.figures).toMatchObject({ days: 31, coeCents: 0 });
    for (const query of ['year=0', 'year=1e308', 'year=2026&from=2026-01-01&to=2026-02-01', '']) {
      await f.refused(f.send('owner', 'GET', `/results?${query}`), 400);
    }
    await f.refused(f.send('field', 'GET', '/results?year=2026'), 403);
  });

  it("gives a reconciled herd entry the bank's day and keeps it when the event changes", async () => {
    const sale = (await fromHerd()).find(
      (e) => e.herd?.event === 'sale' && e.amountCents === 500000,
    )!;
    const { rows } = await f.t.db.$client.query<{ id: string }>(
      `insert into finance_entries (farm_id, type, entry_date, description, amount_cents,
         account_id, status, settled_on, source, bank_key, bank_account_key, to_review)
       select farm_id, 'income', '2026-06-01', 'TED FRIGORIFICO BOI BOM', 492500, id, 'realized',
         '2026-06-01', 'bank', 'FIT-1', 'conta:001/1/2', true
       from finance_accounts where farm_id = $1 and key = 'other-income' returning id`,
      [f.farm],
    );
    const done = await json<EntryView>(
      f.send('owner', 'POST', '/reconcile', { bankEntryId: rows[0]!.id, entryId: sale.id }),
      200,
    );
    expect(done).toMatchObject({
      settledOn: '2026-06-01',
      reconciledWith: { key: 'FIT-1', accountKey: 'conta:001/1/2', date: '2026-06-01' },
    });
    await f.refused(
      f.send('owner', 'POST', '/reconcile', { bankEntryId: rows[0]!.id, entryId: sale.id }),
      409,
    );
    const list = (await json<EntryPage>(f.send('owner', 'GET', '/entries?limit=100'), 200)).items;
    expect(list.some((e) => e.id === rows[0]!.id)).toBe(false);
  });
});
