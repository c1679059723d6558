import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryPage, EntryView } from '../../domain/finance/api';
import { priceForbiddenMessage } from '../../domain/farms';
import type {
  FemaleReproduction,
  IatfBatch,
  IatfProtocol,
  RecordedEvents,
} from '../../domain/reproduction/api';
import { json } from '../test/responses';
import { financeFarm } from './fixture';

/*
 * 'Do rebanho' for reproduction (issue 43 item 3, decision 073): an insemination with 'Custo por
 * animal (R$)' puts its recording's total in 'Reprodução' once, kept in step when a female's
 * record is undone, never twice on a replay; money is the owner's and a Gerente's ('Campo' sends
 * none: 403, and undoes none with a cost). Today is 15/06/2026.
 */

let f: Awaited<ReturnType<typeof financeFarm>>;
beforeAll(async () => {
  f = await financeFarm('repro-custo');
});
afterAll(() => f.t.close());

type Who = 'owner' | 'manager' | 'field' | 'outsider';
const repro = (who: Who, method: string, path: string, body?: unknown, key?: string) =>
  f.t.sendAs(
    f.as[who],
    method,
    `/api/reproduction${path}`,
    body,
    key ? { 'Idempotency-Key': key } : {},
  );
const inseminate = (who: Who, body: Record<string, unknown>, key?: string) =>
  repro(
    who,
    'POST',
    '/inseminations',
    { date: '2026-05-10', sire: { semen: 'Trovão' }, ...body },
    key,
  );
const services = async (): Promise<EntryView[]> =>
  (
    await json<EntryPage>(f.send('owner', 'GET', '/entries?source=herd&limit=100'), 200)
  ).items.filter((e) => e.herd?.event === 'reproduction');
const eventsOf = async (groupId: string) =>
  (
    await f.t.db.$client.query<{ id: string; animal_id: string }>(
      `select id, animal_id from reproduction_events where group_id = $1 order by animal_id`,
      [groupId],
    )
  ).rows;
const counts = async () =>
  `${await f.rows()}|${
    (
      await f.t.db.$client.query<{ n: string }>(
        `select count(*) || '/' || count(undone_at) as n from reproduction_events`,
      )
    ).rows[0]!.n
  }`;
const undo = (who: Who, id: string) =>
  repro(who, 'POST', `/events/${id}/undo`, { reason: 'Lançado por engano' });
const undone = async (who: Who, id: string) => expect((await undo(who, id)).status).toBe(204);

describe("an insemination's cost in the book", () => {
  let cows: string[] = [];
  let group = '';
  const key = '6f1c2f7e-1c1b-4a53-8d1f-0a5b3c7d9e01';

  it("books a costed insemination of 3 females once in 'Reprodução', even when replayed", async () => {
    cows = [await f.animal(), await f.animal(), await f.animal()];
    const body = { animalIds: cows, inseminator: 'Zé', cost: 85.5 };
    const made = await json<RecordedEvents>(inseminate('owner', body, key), 201);
    group = made.groupId;
    expect(made.count).toBe(3);
    const [entry, ...more] = await services();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      type: 'expense',
      date: '2026-05-10',
      description: 'Inseminação (3 animais)',
      amountCents: 3 * 8550,
      accountName: 'Reprodução',
      source: 'herd',
      status: 'realized',
      undoable: false,
      herd: { event: 'reproduction', eventId: group },
    });
    const before = await counts();
    const again = await json<RecordedEvents>(inseminate('owner', body, key), 200);
    expect(again).toEqual({ ...made, replayed: true });
    expect(await counts()).toBe(before);
    expect((await services()).map((e) => e.amountCents)).toEqual([25650]);
    // Stored as the herd keeps a sale's value: reais to the centavo on each female's record.
    const { rows } = await f.t.db.$client.query<{ cost: unknown }>(
      `select details -> 'cost' as cost from reproduction_events where group_id = $1`,
      [group],
    );
    expect(rows.map((r) => r.cost)).toEqual([85.5, 85.5, 85.5]);
  });

  it('is edited and undone only in Reprodução (409 in Financeiro)', async () => {
    const [entry] = await services();
    const edit = await f.refused(
      f.send('owner', 'PUT', `/entries/${entry!.id}`, {
        type: 'expense',
        date: '2026-05-10',
        description: 'Outra coisa',
        amount: 1,
        accountId: entry!.accountId,
        status: 'realized',
      }),
      409,
    );
    expect(edit.message).toBe(
      'Lançamento do rebanho: altere ou desfaça o evento no Rebanho, na Sanidade ou na Reprodução',
    );
    await f.refused(f.send('owner', 'POST', `/entries/${entry!.id}/undo`, { reason: 'Não' }), 409);
  });

  it("follows one female's record undone, then all of them", async () => {
    const events = await eventsOf(group);
    // 'Campo' is not the author, and a record with a cost is money: refused, nothing changes.
    await f.refused(undo('field', events[0]!.id), 403);
    await undone('manager', events[0]!.id);
    expect((await services()).map((e) => [e.description, e.amountCents])).toEqual([
      ['Inseminação (2 animais)', 2 * 8550],
    ]);
    // A repeat changes nothing.
    await undone('owner', events[0]!.id);
    expect((await services()).map((e) => e.amountCents)).toEqual([2 * 8550]);
    await undone('owner', events[1]!.id);
    await undone('owner', events[2]!.id);
    expect(await services()).toEqual([]);
    const { rows } = await f.t.db.$client.query<{ undo_reason: string }>(
      `select undo_reason from finance_entries where herd_event = 'reproduction'
         and herd_event_id = $1`,
      [group],
    );
    expect(rows).toEqual([{ undo_reason: 'Desfeito no rebanho' }]);
  });

  it("refuses a cost from 'Campo' (403 on the field), writing nothing; without one, no entry", async () => {
    const cow = await f.animal();
    const before = await counts();
    const refused = await f.refused(inseminate('field', { animalIds: [cow], cost: 50 }), 403);
    expect(refused).toMatchObject({
      code: 'ROLE_FORBIDDEN',
      message: priceForbiddenMessage('field'),
      fields: { cost: priceForbiddenMessage('field') },
    });
    expect(await counts()).toBe(before);
    const made = await json<RecordedEvents>(
      inseminate('field', { animalIds: [cow], cost: null }),
      201,
    );
    expect((await services()).some((e) => e.herd?.eventId === made.groupId)).toBe(false);
    // Her page: Campo undoes his own record without a cost.
    const page = await json<FemaleReproduction>(repro('field', 'GET', `/animals/${cow}`), 200);
    expect(page.events[0]).toMatchObject({ kind: 'insemination', canUndo: true });
  });

  it("never lets 'Campo' undo a record with a cost, even his own", async () => {
    const cow = await f.animal();
    const made = await json<RecordedEvents>(inseminate('field', { animalIds: [cow] }), 201);
    // A cost on his record (as an import or a key could have written it).
    await f.t.db.$client.query(
      `update reproduction_events set details = details || '{"cost": 40}' where group_id = $1`,
      [made.groupId],
    );
    expect((await services()).find((e) => e.herd?.eventId === made.groupId)?.amountCents).toBe(
      4000,
    );
    const page = await json<FemaleReproduction>(repro('field', 'GET', `/animals/${cow}`), 200);
    expect(page.events[0]).toMatchObject({ kind: 'insemination', canUndo: false });
    const [event] = await eventsOf(made.groupId);
    await f.refused(undo('field', event!.id), 403);
    // Taken off again (an edit of the record): the entry goes away with it.
    await f.t.db.$client.query(
      `update reproduction_events set details = details - 'cost' where group_id = $1`,
      [made.groupId],
    );
    expect((await services()).some((e) => e.herd?.eventId === made.groupId)).toBe(false);
  });

  it('refuses hostile costs with 400 and writes nothing', async () => {
    const cow = await f.animal();
    const before = await counts();
    for (const cost of [1e308, -5, 0, 'NaN', '1.234,56', 12.345, 100000.01, true, {}, [85]]) {
      const error = await f.refused(inseminate('owner', { animalIds: [cow], cost }), 400);
      expect(error.fields?.cost, JSON.stringify(cost)).toBeTruthy();
    }
    expect(await counts()).toBe(before);
    // A hostile cost from 'Campo' is refused as well (its 400 before the 403).
    await f.refused(inseminate('field', { animalIds: [cow], cost: 'NaN' }), 400);
    // Another farm's owner reaches nothing of this one.
    await f.refused(inseminate('outsider', { animalIds: [cow], cost: 10 }), 404);
    expect(await counts()).toBe(before);
  });
});

describe('an IATF batch inseminated at once, and a natural service', () => {
  it("books the batch's females with their cost", async () => {
    const season = await f.season('Estação 2026', '2026-04-01', '2026-06-30');
    const { items } = await json<{ items: IatfProtocol[] }>(
      repro('owner', 'GET', '/protocols'),
      200,
    );
    const animalIds = [await f.animal(), await f.animal()];
    const batch = await json<IatfBatch>(
      repro('owner', 'POST', '/batches', {
        seasonId: season,
        protocolId: items[0]!.id,
        startsOn: '2026-05-01',
        animalIds,
      }),
      201,
    );
    const made = await json<RecordedEvents>(
      inseminate('manager', { batchId: batch.id, date: '2026-05-11', cost: 1234.56 }),
      201,
    );
    expect(made.count).toBe(2);
    const entry = (await services()).find((e) => e.herd?.eventId === made.groupId);
    expect(entry).toMatchObject({
      description: 'Inseminação (2 animais)',
      amountCents: 246912,
      date: '2026-05-11',
    });
  });

  it('takes no cost on a natural service (the bull is paid as a purchase or an entry)', async () => {
    const cow = await f.animal();
    const made = await json<RecordedEvents>(
      repro('owner', 'POST', '/natural-services', {
        animalIds: [cow],
        bullName: 'Touro da casa',
        startsOn: '2026-05-01',
        cost: 50,
      }),
      201,
    );
    expect((await services()).some((e) => e.herd?.eventId === made.groupId)).toBe(false);
    const { rows } = await f.t.db.$client.query<{ cost: unknown }>(
      `select details -> 'cost' as cost from reproduction_events where group_id = $1`,
      [made.groupId],
    );
    expect(rows).toEqual([{ cost: null }]);
  });
});
