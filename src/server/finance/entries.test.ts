import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryCreated, EntryPage, EntryView } from '../../domain/finance/api';
import { json } from '../test/responses';
import { financeFarm } from './fixture';

/*
 * 'Nova receita', 'Nova despesa' in 'Parcelas', 'Editar', 'Marcar como pago' and 'Desfazer'
 * (issue 43 items 1 and 7), played by the farm's team and by an attacker: 'Campo', another
 * farm's owner, another farm's ids in the body, hostile values. Today is 15/06/2026.
 */

let f: Awaited<ReturnType<typeof financeFarm>>;
beforeAll(async () => {
  f = await financeFarm('lancamentos');
});
afterAll(() => f.t.close());

describe('entries', () => {
  it('registers an expense once per Idempotency-Key, in exact centavos', async () => {
    const body = {
      type: 'expense',
      date: '2026-06-10',
      description: '  Diesel do trator  ',
      amount: 1234.56,
      accountId: await f.account('fuel'),
      status: 'realized',
    };
    const first = await json<EntryCreated>(f.send('manager', 'POST', '/entries', body, 'e1'), 201);
    const again = await json<EntryCreated>(f.send('manager', 'POST', '/entries', body, 'e1'), 200);
    expect(again.items.map((e) => e.id)).toEqual(first.items.map((e) => e.id));
    expect(first.items[0]).toMatchObject({
      type: 'expense',
      date: '2026-06-10',
      description: 'Diesel do trator',
      amountCents: 123456,
      accountName: 'Combustível e lubrificantes',
      group: 'coe',
      costCenter: { type: 'farm', id: null, name: 'Fazenda (geral)' },
      status: 'realized',
      dueDate: null,
      settledOn: '2026-06-10',
      source: 'manual',
      herd: null,
      instalment: null,
      toReview: false,
      undoable: true,
    });
  });

  it("splits 'Parcelas' into monthly instalments that add up exactly", async () => {
    const made = await json<EntryCreated>(
      f.send('owner', 'POST', '/entries', {
        type: 'expense',
        date: '2026-01-15',
        description: 'Trator usado',
        amount: 100,
        accountId: await f.account('machinery-improvements'),
        status: 'planned',
        dueDate: '2026-01-31',
        instalments: 3,
      }),
      201,
    );
    expect(made.items.map((e) => [e.dueDate, e.amountCents, e.instalment?.number])).toEqual([
      ['2026-01-31', 3334, 1],
      ['2026-02-28', 3333, 2],
      ['2026-03-31', 3333, 3],
    ]);
    const groups = new Set(made.items.map((e) => e.instalment?.groupId));
    expect(groups.size).toBe(1);
    expect(made.items.every((e) => e.status === 'planned' && e.settledOn === null)).toBe(true);
    // Listed newest first in their order, across pages too (they share date and moment entered).
    const list = (query: string) =>
      json<EntryPage>(f.send('owner', 'GET', `/entries?q=Trator%20usado&limit=2${query}`), 200);
    const first = await list('');
    const next = await list(`&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect([...first.items, ...next.items].map((e) => e.instalment?.number)).toEqual([3, 2, 1]);
  });

  it('refuses a category of the other kind, archived, or of another farm, and lots of no one', async () => {
    const base = {
      type: 'income',
      date: '2026-06-10',
      description: 'Venda de leite',
      amount: 10,
      status: 'realized',
    };
    const other = await f.refused(
      f.send('owner', 'POST', '/entries', { ...base, accountId: await f.account('feed') }),
      400,
    );
    expect(other.fields).toEqual({ accountId: 'Escolha uma categoria de receita' });
    // The outsider's own account is not this farm's: not found here.
    const theirs = (
      await json<{ items: { id: string }[] }>(
        f.t.sendAs(f.as.outsider, 'GET', '/api/finance/accounts'),
        200,
      )
    ).items[0]!.id;
    const before = await f.rows();
    await f.refused(f.send('owner', 'POST', '/entries', { ...base, accountId: theirs }), 404);
    const milk = await f.account('milk-sales');
    const { rows: lots } = await f.t.db.$client.query<{ id: string }>(
      `insert into lots (farm_id, name, quantity, initial_weight, purchase_price, purchase_date)
       select organization_id, 'Lote de fora', 1, 200, 1, '2026-01-01' from farm_members
       where user_id = (select id from users where email = 'outro@lancamentos.com') returning id`,
    );
    const lot = await f.refused(
      f.send('owner', 'POST', '/entries', {
        ...base,
        accountId: milk,
        costCenter: { type: 'lot', id: lots[0]!.id },
      }),
      404,
    );
    expect(lot.message).toBe('Lote não encontrado.');
    await json(f.send('owner', 'POST', `/accounts/${milk}/archive`), 200);
    const archived = await f.refused(
      f.send('owner', 'POST', '/entries', { ...base, accountId: milk }),
      400,
    );
    expect(archived.fields).toEqual({ accountId: 'Esta categoria está arquivada' });
    await json(f.send('owner', 'POST', `/accounts/${milk}/restore`), 200);
    expect(await f.rows()).toBe(before);
  });

  it('answers hostile values with a 4xx and writes nothing', async () => {
    const before = await f.rows();
    const accountId = await f.account('feed');
    const base = {
      type: 'expense',
      date: '2026-06-10',
      description: 'Ração',
      amount: 10,
      accountId,
      status: 'realized',
    };
    const bad: Record<string, unknown>[] = [
      { description: 'Ra\u0000ção' },
      { description: 'x'.repeat(201) },
      { description: 'x'.repeat(300_000) },
      { amount: 1e308 },
      { amount: 1_000_000_000 },
      { amount: 0.001 },
      { amount: -5 },
      { amount: '10' },
      { date: '0000-01-01' },
      { date: '2026-02-30' },
      { date: '2026-06-16' },
      { status: 'planned' },
      { status: 'planned', dueDate: '2026-06-01' },
      { type: 'transfer' },
      { accountId: 'x' },
      { costCenter: { type: 'lot' } },
      { costCenter: { type: 'paddock', id: '00000000-0000-4000-8000-00000000000g' } },
      { instalments: 2 },
      { instalments: 121, status: 'planned', dueDate: '2026-07-01' },
      { instalments: 1.5, status: 'planned', dueDate: '2026-07-01' },
      { instalments: 1100, amount: 10, status: 'planned', dueDate: '2026-07-01' },
    ];
    for (const over of bad) {
      const res = await f.send('owner', 'POST', '/entries', { ...base, ...over });
      // 300 KB of text is over the API's 256 KB: 413 before the schema reads it.
      expect(res.status, JSON.stringify(over).slice(0, 80)).toBe(
        JSON.stringify(over).length > 256 * 1024 ? 413 : 400,
      );
    }
    const texts = ['{', '[]', 'null', '"x"', JSON.stringify({ ...base, amount: 'NaN' })];
    for (const text of texts) {
      const res = await f.t.request('/api/finance/entries', {
        method: 'POST',
        headers: { cookie: f.as.owner },
        body: text,
      });
      expect(res.status, text).toBe(400);
    }
    const key = await f.send('owner', 'POST', '/entries', base, undefined, {
      'Idempotency-Key': 'não-é-uuid',
    });
    expect(key.status).toBe(400);
    for (const path of ['/entries/%E0%A4%A/undo', '/entries/abc/undo', '/entries/1e308/undo']) {
      const res = await f.send('owner', 'POST', path, { reason: 'Teste de ataque' });
      expect(res.status, path).toBe(404);
    }
    expect(await f.rows()).toBe(before);
  });

  it('edits a typed entry, never a herd one, and refuses it to Campo and other farms', async () => {
    const e = await f.entry({ description: 'Sal mineral', amount: 50 }, 'owner');
    const body = {
      type: 'expense',
      date: '2026-06-11',
      description: 'Sal mineral 30 kg',
      amount: 75.5,
      accountId: await f.account('feed'),
      status: 'realized',
    };
    const edited = await json<EntryView>(f.send('manager', 'PUT', `/entries/${e.id}`, body), 200);
    expect(edited).toMatchObject({
      description: 'Sal mineral 30 kg',
      amountCents: 7550,
      accountName: 'Suplementação e ração',
      date: '2026-06-11',
      settledOn: '2026-06-11',
    });
    const campo = await f.refused(f.send('field', 'PUT', `/entries/${e.id}`, body), 403);
    expect(campo.message).toBe('Só o proprietário e o gerente acessam o Financeiro.');
    await f.refused(f.send('outsider', 'PUT', `/entries/${e.id}`, body), 404);
    // Naming the entry's farm does not let the outsider in; naming another farm does not let
    // the team out of theirs.
    const outsiderFarm = (
      await f.t.db.$client.query<{ id: string }>(
        `select organization_id as id from farm_members m join users u on u.id = m.user_id
       where u.email = 'outro@lancamentos.com'`,
      )
    ).rows[0]!.id;
    const named = await f.refused(
      f.send('outsider', 'PUT', `/entries/${e.id}`, body, undefined, { 'X-Farm-Id': f.farm }),
      403,
    );
    expect(named.code).toBe('FARM_UNAVAILABLE');
    await f.refused(
      f.send('owner', 'GET', '/entries', undefined, undefined, { 'X-Farm-Id': outsiderFarm }),
      403,
    );
    await f.refused(
      f.send('owner', 'PUT', `/entries/00000000-0000-4000-8000-000000000000`, body),
      404,
    );
  });

  it("settles a foreseen entry ('Marcar como pago') at the amount paid", async () => {
    const bill = await f.entry({
      description: 'Energia de junho',
      amount: 480,
      accountId: await f.account('energy'),
      status: 'planned',
      dueDate: '2026-06-20',
    });
    expect(bill).toMatchObject({ status: 'planned', dueDate: '2026-06-20', settledOn: null });
    const paid = await json<EntryView>(
      f.send('owner', 'POST', `/entries/${bill.id}/settle`, { date: '2026-06-14', amount: 492.3 }),
      200,
    );
    expect(paid).toMatchObject({
      status: 'realized',
      settledOn: '2026-06-14',
      dueDate: null,
      amountCents: 49230,
      date: '2026-06-10',
    });
    await json(f.send('owner', 'POST', `/entries/${bill.id}/settle`, { date: '2026-06-14' }), 200);
    await f.refused(
      f.send('owner', 'POST', `/entries/${bill.id}/settle`, { date: '2026-06-15' }),
      409,
    );
    await f.refused(
      f.send('owner', 'POST', `/entries/${bill.id}/settle`, { date: '2026-06-16' }),
      400,
    );
  });

  it('is undone by its author, the owner or a Gerente; never by Campo nor another farm', async () => {
    const byOwner = await f.entry({ description: 'Do dono', amount: 30 }, 'owner');
    const reason = { reason: 'Lançado por engano' };
    await f.refused(f.send('field', 'POST', `/entries/${byOwner.id}/undo`, reason), 403);
    await f.refused(f.send('outsider', 'POST', `/entries/${byOwner.id}/undo`, reason), 404);
    await f.refused(f.send('owner', 'POST', `/entries/${byOwner.id}/undo`, { reason: 'x' }), 400);
    expect((await f.one(byOwner.id))?.undoable).toBe(true);
    const res = await f.send('manager', 'POST', `/entries/${byOwner.id}/undo`, reason);
    expect(res.status).toBe(204);
    const again = await f.send('owner', 'POST', `/entries/${byOwner.id}/undo`, reason);
    expect(again.status).toBe(204);
    expect(await f.one(byOwner.id)).toBeUndefined();
    await f.refused(
      f.send('owner', 'PUT', `/entries/${byOwner.id}`, {
        type: 'expense',
        date: '2026-06-11',
        description: 'De volta',
        amount: 1,
        accountId: await f.account('feed'),
        status: 'realized',
      }),
      409,
    );
  });
});
