import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnimalDetail, AnimalPage, TimelineEntry } from '../../domain/herd/api';
import type { ApplicationPage } from '../../domain/sanitary/api';
import { json } from '../test/responses';
import { createTestApp } from '../test/test-app';

/*
 * The sanitary records in the herd (issue 26): an animal's withdrawal on its page and in the
 * herd list ('Em carência'), its applications in its timeline, and the sale's warning.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
const ids: Record<string, string> = {};
let ivermectin = '';
let rabies = '';

const send = (method: string, path: string, body?: unknown) => t.sendAs(cookie, method, path, body);
type Refusal = { error: { code: string; message: string; fields?: Record<string, string> } };
const apply = (productId: string, date: string, tags: string[]) =>
  json(
    send('POST', '/api/sanitary/applications', {
      productId,
      date,
      dose: 5,
      appliedBy: 'Zé',
      target: { animalIds: tags.map((tag) => ids[tag]) },
    }),
    201,
  );

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.createUser({ email: 'carencia@fazenda.com' });
  t.clock.now = new Date('2026-06-15T15:00:00Z');
  const product = async (name: string, withdrawalDays: number) =>
    (
      await json<{ id: string }>(
        send('POST', '/api/sanitary/products', {
          name,
          type: 'Vermífugo',
          withdrawalDays,
          doseUnit: 'mL',
        }),
        201,
      )
    ).id;
  ivermectin = await product('Ivermectina 1%', 35);
  rabies = await product('Vacina contra raiva', 21);
  for (const tag of ['101', '102', '103', '104']) {
    const a = await json<AnimalDetail>(
      send('POST', '/api/animals', { tag, sex: 'M', entryDate: '2026-01-01' }),
      201,
    );
    ids[tag] = a.id;
  }
  await apply(ivermectin, '2026-06-10', ['101', '102']); // until 15/07/2026
  await apply(rabies, '2026-06-12', ['101']); // until 03/07/2026, shorter
  await apply(ivermectin, '2026-05-01', ['103']); // until 05/06/2026, over
});
afterAll(() => t.close());

describe("an animal's withdrawal", () => {
  it('its page says until when and which product (the longest), else null', async () => {
    const a = await json<AnimalDetail>(send('GET', `/api/animals/${ids['101']}`), 200);
    expect(a.withdrawalUntil).toBe('2026-07-15');
    expect(a.withdrawal).toEqual({ until: '2026-07-15', productName: 'Ivermectina 1%' });
    for (const tag of ['103', '104']) {
      const other = await json<AnimalDetail>(send('GET', `/api/animals/${ids[tag]}`), 200);
      expect(other.withdrawal, tag).toBeNull();
      expect(other.withdrawalUntil, tag).toBeNull();
    }
  });

  it("the herd list shows it, and 'Em carência' (withdrawal=1) lists only those animals", async () => {
    const all = await json<AnimalPage>(send('GET', '/api/animals'), 200);
    expect(Object.fromEntries(all.items.map((r) => [r.tag, r.withdrawalUntil]))).toEqual({
      '101': '2026-07-15',
      '102': '2026-07-15',
      '103': null,
      '104': null,
    });
    const inWithdrawal = await json<AnimalPage>(send('GET', '/api/animals?withdrawal=1'), 200);
    expect(inWithdrawal.items.map((r) => r.tag)).toEqual(['101', '102']);
    expect(inWithdrawal.total).toBe(2);
    const paged = await json<AnimalPage>(send('GET', '/api/animals?withdrawal=1&limit=1'), 200);
    const next = await json<AnimalPage>(
      send('GET', `/api/animals?withdrawal=1&limit=1&cursor=${paged.nextCursor}`),
      200,
    );
    expect([...paged.items, ...next.items].map((r) => r.tag)).toEqual(['101', '102']);
    expect(next.nextCursor).toBeNull();
    for (const bad of ['0', '', 'sim']) {
      const refused = await json<Refusal>(send('GET', `/api/animals?withdrawal=${bad}`), 400);
      expect(refused.error.fields?.withdrawal).toBe('Filtro inválido');
    }
  });
});

describe("an animal's timeline", () => {
  it('holds its applications, undone ones marked, through the pages', async () => {
    const { items } = await json<ApplicationPage>(
      send('GET', `/api/sanitary/applications?animalId=${ids['101']}`),
      200,
    );
    const rabiesDose = items.find((i) => i.productName === 'Vacina contra raiva')!;
    await json(
      send('POST', `/api/sanitary/applications/${rabiesDose.id}/undo`, {
        reason: 'Lançado no animal errado',
      }),
      200,
    );
    const path = `/api/animals/${ids['101']}/timeline`;
    const whole = await json<{ items: TimelineEntry[] }>(send('GET', path), 200);
    const applications = whole.items.flatMap((e) =>
      e.type === 'application' ? [{ date: e.date, ...e.application }] : [],
    );
    expect(applications).toMatchObject([
      {
        date: '2026-06-12',
        productName: 'Vacina contra raiva',
        dose: 5,
        doseUnit: 'mL',
        withdrawalUntil: '2026-07-03',
        appliedBy: 'Zé',
        undone: { reason: 'Lançado no animal errado', by: 'Produtor Teste' },
      },
      {
        date: '2026-06-10',
        productName: 'Ivermectina 1%',
        withdrawalUntil: '2026-07-15',
        undone: null,
      },
    ]);
    expect(JSON.stringify(whole)).not.toContain('cost');
    // One entry a page: the same entries, in the same order, none twice.
    const seen: TimelineEntry[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: TimelineEntry[]; nextCursor: string | null } = await json(
        send('GET', `${path}?limit=1${cursor ? `&cursor=${cursor}` : ''}`),
        200,
      );
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor && seen.length < 10);
    expect(seen).toEqual(whole.items);
    expect(seen.map((e) => e.type)).toEqual(['application', 'application', 'event']);
  });
});

describe('the sale warning', () => {
  it('refuses a sale of animals in a withdrawal unless confirmed (409 IN_WITHDRAWAL)', async () => {
    const sale = (tags: string[], extra: Record<string, unknown> = {}) =>
      send('POST', '/api/animals/sales', {
        date: '2026-06-15',
        animalIds: tags.map((tag) => ids[tag]),
        ...extra,
      });
    const one = await json<Refusal>(sale(['101']), 409);
    expect(one.error).toMatchObject({
      code: 'IN_WITHDRAWAL',
      message: 'Em carência até 15/07/2026: 101 (Ivermectina 1%)',
    });
    const many = await json<Refusal>(sale(['104', '102', '101']), 409);
    expect(many.error.message).toBe(
      'Em carência até 15/07/2026: 101 (Ivermectina 1%) e mais 1 animal',
    );
    expect(many.error.fields).toEqual({
      confirmWithdrawal: many.error.message,
      [`animals.${ids['101']}`]: '101: em carência até 15/07/2026 (Ivermectina 1%)',
      [`animals.${ids['102']}`]: '102: em carência até 15/07/2026 (Ivermectina 1%)',
    });
    // Nothing was sold.
    const active = await json<AnimalPage>(send('GET', '/api/animals'), 200);
    expect(active.total).toBe(4);

    // A withdrawal on the sale's date counts; one over by then does not.
    const earlier = await json<Refusal>(
      send('POST', '/api/animals/sales', { date: '2026-06-05', animalIds: [ids['103']] }),
      409,
    );
    expect(earlier.error.message).toBe('Em carência até 05/06/2026: 103 (Ivermectina 1%)');
    await json(sale(['103', '104']), 201);

    // Confirmed by the producer: sold.
    expect(await json(sale(['101', '102'], { confirmWithdrawal: true }), 201)).toEqual({
      count: 2,
    });
  });
});
