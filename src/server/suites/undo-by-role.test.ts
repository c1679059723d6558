import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnimalDetail, HerdEvent, TimelineEntry } from '../../domain/herd/api';
import type { ApplicationPage } from '../../domain/sanitary/api';
import { json } from '../test/responses';
import { createTestApp } from '../test/test-app';

/*
 * Issue 38 item 5, played by a field hand ('Campo'): he could undo the owner's priced sale
 * (POST /api/animal-events/:id/undo) and anyone's sanitary application, which also cleared the
 * withdrawal that warns a later sale. Now 'Campo' undoes only what he recorded, never a purchase
 * or sale with a price; the owner and a 'Gerente' undo any (decision 057). A refusal is 403 and
 * changes nothing.
 */

const REFUSAL = 'Seu acesso nesta fazenda (Campo) não permite desfazer este registro.';
const DATE = '2026-01-05';

let t: Awaited<ReturnType<typeof createTestApp>>;
let farm = '';
const as: Record<'owner' | 'manager' | 'field', string> = { owner: '', manager: '', field: '' };
let product = '';
let n = 0;

type Who = keyof typeof as;
const send = (who: Who, method: string, path: string, body?: unknown) =>
  t.sendAs(as[who], method, path, body);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-02-10T15:00:00Z');
  as.owner = await t.createUser({ name: 'Olga Dona', email: 'dona@desfazer.com' });
  await t.setSubscription('dona@desfazer.com', {
    plan: 'MASTER',
    status: 'active',
    trialEndsAt: null,
  });
  farm = await t.farmOf('dona@desfazer.com');
  for (const [who, email] of [
    ['manager', 'gerente@desfazer.com'],
    ['field', 'campo@desfazer.com'],
  ] as const) {
    const invitation = await json<{ id: string }>(
      send('owner', 'POST', `/api/farms/${farm}/invitations`, { email, role: who }),
      201,
    );
    as[who] = await t.createUser({ email });
    await json(send(who, 'POST', `/api/invitations/${invitation.id}/accept`), 200);
  }
  product = (
    await json<{ id: string }>(
      send('owner', 'POST', '/api/sanitary/products', {
        name: 'Ivermectina 1%',
        type: 'Vermífugo',
        withdrawalDays: 35,
        doseUnit: 'mL',
      }),
      201,
    )
  ).id;
});
afterAll(() => t.close());

/** Animals bought by `who` (with a price, or none: 'Campo' records none), and their event. */
async function buy(who: Who, price: number | null = 4321.5) {
  const tag = `D-${++n}`;
  const { animalIds } = await json<{ animalIds: string[] }>(
    send(who, 'POST', '/api/animals/purchases', {
      date: DATE,
      tags: [tag],
      sex: 'M',
      ...(price === null ? {} : { priceKind: 'head', price }),
    }),
    201,
  );
  return { animal: animalIds[0]!, tag, event: await eventOf(who, animalIds[0]!, 'purchase') };
}

/** The animal's latest event of `kind`, as `who` reads it in the timeline. */
async function eventOf(who: Who, animal: string, kind: string): Promise<HerdEvent> {
  const { items } = await json<{ items: TimelineEntry[] }>(
    send(who, 'GET', `/api/animals/${animal}/timeline`),
    200,
  );
  const found = items.find((e) => e.type === 'event' && e.event.kind === kind);
  if (found?.type !== 'event') throw new Error(`no ${kind} event`);
  return found.event;
}

const undoEvent = (who: Who, id: string) =>
  send(who, 'POST', `/api/animal-events/${id}/undo`, { reason: 'Lançado por engano' });
const undoApplication = (who: Who, id: string) =>
  send(who, 'POST', `/api/sanitary/applications/${id}/undo`, { reason: 'Lançado por engano' });

/** An application of the product to `animal` by `who`, as `who` reads it in the list. */
async function apply(who: Who, animal: string) {
  await json(
    send(who, 'POST', '/api/sanitary/applications', {
      productId: product,
      date: '2026-02-01',
      dose: 5,
      target: { animalIds: [animal] },
    }),
    201,
  );
  return applicationOf(who, animal);
}
async function applicationOf(who: Who, animal: string) {
  const page = await json<ApplicationPage>(
    send(who, 'GET', `/api/sanitary/applications?animalId=${animal}`),
    200,
  );
  return page.items[0]!;
}

async function refused(res: Response | Promise<Response>) {
  const body = await json<{ error: { code: string; message: string } }>(res, 403);
  expect(body.error).toEqual({ code: 'ROLE_FORBIDDEN', message: REFUSAL });
}

describe("'Campo' undoing a herd event", () => {
  it("is refused the owner's priced sale: 403, the animal stays sold", async () => {
    const { animal } = await buy('owner');
    await json(
      send('owner', 'POST', '/api/animals/sales', {
        date: '2026-02-01',
        animalIds: [animal],
        priceKind: 'head',
        price: 5000,
      }),
      201,
    );
    const sale = await eventOf('field', animal, 'sale');
    await refused(undoEvent('field', sale.id));
    const after = await json<AnimalDetail>(send('owner', 'GET', `/api/animals/${animal}`), 200);
    expect(after.status).toBe('sold');
    expect((await eventOf('owner', animal, 'sale')).undone).toBeNull();
    // 'Desfazer' is not offered to him; it is to the owner and the 'Gerente'.
    expect(sale.canUndo).toBe(false);
    expect((await eventOf('owner', animal, 'sale')).canUndo).toBe(true);
    expect((await eventOf('manager', animal, 'sale')).canUndo).toBe(true);
    // The 'Gerente' may.
    await json(undoEvent('manager', sale.id), 200);
    expect(
      (await json<AnimalDetail>(send('owner', 'GET', `/api/animals/${animal}`), 200)).status,
    ).toBe('active');
  });

  it("is refused another member's event without a price", async () => {
    const { animal, event } = await buy('manager', null);
    const seen = await eventOf('field', animal, 'purchase');
    await refused(undoEvent('field', seen.id));
    expect(
      (await json<AnimalDetail>(send('owner', 'GET', `/api/animals/${animal}`), 200)).status,
    ).toBe('active');
    expect(seen.canUndo).toBe(false);
    expect(event.canUndo).toBe(true);
    await json(undoEvent('owner', event.id), 200);
  });

  it('undoes his own event (his purchase, recorded without a price)', async () => {
    const { event, animal } = await buy('field', null);
    expect(await json(undoEvent('field', event.id), 200)).toEqual({ undone: 1, animals: 1 });
    expect((await send('owner', 'GET', `/api/animals/${animal}`)).status).toBe(404);
    expect(event.canUndo).toBe(true);
  });

  it('is refused a priced sale he recorded as a Gerente, once he is Campo', async () => {
    const member = await t.membership(farm, 'gerente@desfazer.com');
    const { animal } = await buy('manager');
    await json(
      send('manager', 'POST', '/api/animals/sales', {
        date: '2026-02-01',
        animalIds: [animal],
        priceKind: 'head',
        price: 5000,
      }),
      201,
    );
    const role = (role: string) =>
      json(send('owner', 'PATCH', `/api/farms/${farm}/members/${member!.id}`, { role }), 200);
    await role('field');
    try {
      const sale = await eventOf('manager', animal, 'sale');
      await refused(undoEvent('manager', sale.id));
      expect(sale.canUndo).toBe(false);
    } finally {
      await role('manager');
    }
  });
});

describe("'Campo' undoing a sanitary application", () => {
  it("is refused another member's: the withdrawal still warns the sale", async () => {
    const { animal } = await buy('owner');
    const owners = await apply('owner', animal);
    const seen = await applicationOf('field', animal);
    await refused(undoApplication('field', seen.id));
    expect((await applicationOf('owner', animal)).undone).toBe(false);
    const detail = await json<AnimalDetail>(send('owner', 'GET', `/api/animals/${animal}`), 200);
    expect(detail.withdrawal).toEqual({ until: '2026-03-08', productName: 'Ivermectina 1%' });
    // The sale that follows is still warned of the withdrawal.
    const sale = await json<{ error: { code: string } }>(
      send('owner', 'POST', '/api/animals/sales', { date: '2026-02-10', animalIds: [animal] }),
      409,
    );
    expect(sale.error.code).toBe('IN_WITHDRAWAL');
    // 'Desfazer' is not offered to him; it is to the owner.
    expect(seen.canUndo).toBe(false);
    expect(owners.canUndo).toBe(true);
    // The 'Gerente' may undo it.
    await json(undoApplication('manager', seen.id), 200);
  });

  it('undoes his own', async () => {
    const { animal } = await buy('owner');
    const own = await apply('field', animal);
    await json(undoApplication('field', own.id), 200);
    expect((await applicationOf('owner', animal)).undone).toBe(true);
    expect(own.canUndo).toBe(true);
  });
});
