import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnimalDetail, AnimalPage, HerdCounts, TimelineEntry } from '../../domain/herd/api';
import { json } from '../test/responses';
import { createTestApp } from '../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.createUser({ email: 'rebanho@fazenda.com' });
  other = await t.createUser({ email: 'vizinho-rebanho@fazenda.com' });
  t.clock.now = new Date('2025-06-15T15:00:00Z');
});
afterAll(() => t.close());

const send = (method: string, path: string, body?: unknown, as = cookie, key?: string) =>
  t.sendAs(as, method, path, body, key ? { 'Idempotency-Key': key } : {});
const register = (body: Record<string, unknown>, as = cookie, key?: string) =>
  send('POST', '/api/animals', { sex: 'F', ...body }, as, key);

describe('POST /api/animals', () => {
  it('registers an animal and answers its page', async () => {
    const animal = await json<AnimalDetail>(
      register({
        tag: ' 123 ',
        eid: '982 000123456789',
        name: 'Mimosa',
        breed: 'Nelore',
        birthDate: '2023-01-10',
        origin: 'bought',
        entryDate: '2024-02-01',
      }),
      201,
    );
    expect(animal).toMatchObject({
      tag: '123',
      eid: '982000123456789',
      name: 'Mimosa',
      sex: 'F',
      ageMonths: 29,
      category: 'Novilha',
      status: 'active',
      entryDate: '2024-02-01',
      lastWeight: null,
      calves: [],
    });
  });

  it("refuses an active brinco ('Já existe um animal ativo com o brinco 123') and a taken EID", async () => {
    const dup = await json<{ error: { code: string; message: string } }>(
      register({ tag: '123' }),
      409,
    );
    expect(dup.error).toMatchObject({
      code: 'TAG_TAKEN',
      message: 'Já existe um animal ativo com o brinco 123',
    });
    const eid = await json<{ error: { code: string } }>(
      register({ tag: '124', eid: '0982000123456789' }),
      409,
    );
    expect(eid.error.code).toBe('EID_TAKEN');
    const short = await json<{ error: { fields: Record<string, string> } }>(
      register({ tag: '125', eid: '98200012345' }),
      400,
    );
    expect(short.error.fields.eid).toBe('O EID deve ter 15 dígitos');
    const future = await json<{ error: { fields: Record<string, string> } }>(
      register({ tag: '126', birthDate: '2025-06-16' }),
      400,
    );
    expect(future.error.fields.birthDate).toBe('A data de nascimento não pode ser depois de hoje');
  });

  it('registers once per Idempotency-Key', async () => {
    const key = randomUUID();
    const first = await json<AnimalDetail>(register({ tag: 'K-1' }, cookie, key), 201);
    const again = await json<AnimalDetail>(register({ tag: 'K-1' }, cookie, key), 200);
    expect(again.id).toBe(first.id);
  });

  it('an edit replayed by the outbox (same Idempotency-Key, the whole form) changes it once', async () => {
    const email = 'edicao-offline@fazenda.com';
    const session = await t.createUser({ email });
    const cow = await json<AnimalDetail>(register({ tag: 'E-1' }, session, randomUUID()), 201);
    const key = randomUUID();
    const form = { tag: 'E-1', sex: 'F', name: 'Mimosa', breed: 'Nelore', ageMonths: null };
    for (const _ of [1, 2]) {
      const edited = await json<AnimalDetail>(
        send('PATCH', `/api/animals/${cow.id}`, form, session, key),
        200,
      );
      expect(edited).toMatchObject({ name: 'Mimosa', breed: 'Nelore' });
    }
    const { items } = await json<{ items: TimelineEntry[] }>(
      send('GET', `/api/animals/${cow.id}/timeline`, undefined, session),
      200,
    );
    expect(items.filter((e) => e.type === 'edit')).toHaveLength(1);
  });

  it("lists the farm's animals, and another farm's animal is not found", async () => {
    const page = await json<AnimalPage>(send('GET', '/api/animals'), 200);
    expect(page.total).toBe(2);
    expect(page.items.map((a) => a.tag)).toEqual(['123', 'K-1']);
    const mine = page.items[0]!.id;
    await json(send('GET', `/api/animals/${mine}`, undefined, other), 404);
    const theirs = await json<AnimalPage>(send('GET', '/api/animals', undefined, other), 200);
    expect(theirs.total).toBe(0);
    const byEid = await json<AnimalPage>(
      send('GET', '/api/animals?q=LA%20982%20000123456789'),
      200,
    );
    expect(byEid.items.map((a) => a.tag)).toEqual(['123']);
  });
});

describe('access({ farmPage: true })', () => {
  it('opens the herd on every plan, and closes its writes to a lapsed plan', async () => {
    const email = 'atrasado-rebanho@fazenda.com';
    const session = await t.createUser({ email });
    await t.setSubscription(email, { plan: 'STARTER', status: 'overdue', trialEndsAt: null });
    await json(send('GET', '/api/animals', undefined, session), 200);
    await json(send('GET', '/api/animals/counts', undefined, session), 200);
    const refused = await json<{ error: { code: string } }>(register({ tag: 'A-1' }, session), 403);
    expect(refused.error.code).toBe('SUBSCRIPTION_INACTIVE');
  });
});

describe('GET /api/animals paging', () => {
  it('keeps its pages stable while animals are added, in every sort', async () => {
    const email = 'paginas-rebanho@fazenda.com';
    const session = await t.createUser({ email });
    for (let i = 0; i < 12; i++) {
      await json(
        register(
          {
            tag: `P-${String(i).padStart(2, '0')}`,
            sex: i % 2 ? 'M' : 'F',
            birthDate: `202${i % 5}-0${(i % 9) + 1}-10`,
          },
          session,
        ),
        201,
      );
    }
    // 'P-00A' is added after the first page by brinco: it sorts before the cursor, so that
    // listing does not see it, and no row is read twice or skipped.
    let extra = 0;
    for (const sort of ['tag', 'age', 'category', 'lot', 'weight']) {
      for (const dir of ['asc', 'desc']) {
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const path: string = `/api/animals?sort=${sort}&dir=${dir}&limit=5${cursor ? `&cursor=${cursor}` : ''}`;
          const page: AnimalPage = await json<AnimalPage>(
            send('GET', path, undefined, session),
            200,
          );
          expect(page.total).toBe(12 + extra);
          seen.push(...page.items.map((a) => a.tag));
          cursor = page.nextCursor;
          // An animal added between pages does not shift the rows already read.
          if (pages++ === 0 && sort === 'tag' && dir === 'asc') {
            await json(register({ tag: 'P-00A', sex: 'F' }, session), 201);
            extra = 1;
          }
        } while (cursor);
        expect(new Set(seen).size, `${sort} ${dir}`).toBe(seen.length);
        expect(seen.length, `${sort} ${dir}`).toBeGreaterThanOrEqual(12);
      }
    }
    const badSort = await json<{ error: { fields: Record<string, string> } }>(
      send(
        'GET',
        `/api/animals?sort=age&cursor=${Buffer.from(JSON.stringify(['tag', 'asc', 'x', 'x', randomUUID()])).toString('base64url')}`,
        undefined,
        session,
      ),
      400,
    );
    expect(badSort.error.fields.cursor).toBe('Cursor inválido');
  });
});

describe('GET /api/animals?q= (issue 39)', () => {
  it("lists the brinco typed whole first ('104' before '00104'), then the rest in the sort's order, each once", async () => {
    const session = await t.createUser({ email: 'busca-exata@fazenda.com' });
    for (const tag of ['00104', '01040', '104', '1040', 'A104', '2104']) {
      await json(register({ tag }, session), 201);
    }
    const all = await json<AnimalPage>(send('GET', '/api/animals?q=104', undefined, session), 200);
    expect(all.items.map((a) => a.tag)).toEqual(['104', '00104', '01040', '1040', '2104', 'A104']);
    expect(all.total).toBe(6);
    // Page by page (the exact animal on the first), every animal once, in the same order.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const path: string = `/api/animals?q=104&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page: AnimalPage = await json<AnimalPage>(send('GET', path, undefined, session), 200);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((a) => a.tag));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['104', '00104', '01040', '1040', '2104', 'A104']);
    // Going down too, and with a page of one: the exact animal and one more.
    const down = await json<AnimalPage>(
      send('GET', '/api/animals?q=104&dir=desc&limit=1', undefined, session),
      200,
    );
    expect(down.items.map((a) => a.tag)).toEqual(['104', 'A104']);
    const rest = await json<AnimalPage>(
      send('GET', `/api/animals?q=104&dir=desc&cursor=${down.nextCursor}`, undefined, session),
      200,
    );
    expect(rest.items.map((a) => a.tag)).toEqual(['2104', '1040', '01040', '00104']);
  });
});

describe("an animal's page, timeline, counts and options", () => {
  it('gives last weight, GMD over its life and since the previous weighing, calves and intervals', async () => {
    const email = 'pagina-animal@fazenda.com';
    const session = await t.createUser({ email });
    const cow = await json<AnimalDetail>(
      register({ tag: 'VACA-1', eid: '982000000000777', birthDate: '2020-01-01' }, session),
      201,
    );
    const weigh = (animalId: string, weighingDate: string, weight: number) =>
      json(send('POST', '/api/weighings', { animalId, weighingDate, weight }, session), 201);
    await weigh('VACA-1', '2025-01-01', 400);
    await weigh('982000000000777', '2025-03-02', 430); // by its EID
    await weigh('VACA-1', '2025-03-12', 436);
    for (const [tag, date] of [
      ['BZ-1', '2023-05-01'],
      ['BZ-2', '2024-06-15'],
    ] as const) {
      await json(
        send('POST', '/api/animals/births', { motherId: cow.id, date, tag, sex: 'F' }, session),
        201,
      );
    }
    const page = await json<AnimalDetail>(
      send('GET', `/api/animals/${cow.id}`, undefined, session),
      200,
    );
    expect(page).toMatchObject({
      lastWeight: 436,
      lastWeighingDate: '2025-03-12',
      weighings: 3,
      gmdLife: 0.514, // 36 kg in 70 days
      gmdLast: 0.6,
      category: 'Vaca',
      calves: [{ tag: 'BZ-2' }, { tag: 'BZ-1' }],
      calvingIntervalsDays: [411],
    });
    // Timeline: newest first, in pages, weighings and events together.
    const first = await json<{ items: TimelineEntry[]; nextCursor: string | null }>(
      send('GET', `/api/animals/${cow.id}/timeline?limit=3`, undefined, session),
      200,
    );
    expect(first.items.map((e) => e.date)).toEqual(['2025-03-12', '2025-03-02', '2025-01-01']);
    const second = await json<{ items: TimelineEntry[]; nextCursor: string | null }>(
      send(
        'GET',
        `/api/animals/${cow.id}/timeline?limit=3&cursor=${first.nextCursor}`,
        undefined,
        session,
      ),
      200,
    );
    expect(second.items.map((e) => e.type === 'event' && e.event.kind)).toEqual([
      'calving',
      'calving',
      'entry',
    ]);
    expect(second.nextCursor).toBeNull();

    const counts = await json<HerdCounts>(
      send('GET', '/api/animals/counts', undefined, session),
      200,
    );
    expect(counts).toMatchObject({
      active: 3,
      // BZ-2 is 12 months today: Novilha, but in the GTA's 0–12 band.
      byCategory: { Vaca: 1, Novilha: 2 },
      gta: { F: { '0-12': 1, '13-24': 0, '25-36': 1, '36+': 1 } },
    });
    const options = await json<{ items: { tag: string }[] }>(
      send('GET', '/api/animals/options?q=982%20000000000777', undefined, session),
      200,
    );
    expect(options.items.map((o) => o.tag)).toEqual(['VACA-1']);
    const females = await json<{ items: { tag: string }[] }>(
      send('GET', '/api/animals/options?q=BZ&sex=F', undefined, session),
      200,
    );
    expect(females.items.map((o) => o.tag)).toEqual(['BZ-1', 'BZ-2']);
  });

  it("refuses a male mother on register and keeps an edit's history", async () => {
    const email = 'historico@fazenda.com';
    const session = await t.createUser({ email });
    const bull = await json<AnimalDetail>(register({ tag: 'TR-1', sex: 'M' }, session), 201);
    const refused = await json<{ error: { fields: Record<string, string> } }>(
      register({ tag: 'F-1', motherId: bull.id }, session),
      400,
    );
    expect(refused.error.fields).toEqual({ motherId: 'A mãe deve ser uma fêmea' });
    const edited = await json<AnimalDetail>(
      send('PATCH', `/api/animals/${bull.id}`, { breeder: true, name: 'Valente' }, session),
      200,
    );
    expect(edited).toMatchObject({ category: 'Touro', name: 'Valente', tag: 'TR-1' });
    const { items } = await json<{ items: TimelineEntry[] }>(
      send('GET', `/api/animals/${bull.id}/timeline`, undefined, session),
      200,
    );
    expect(items[0]).toMatchObject({
      type: 'edit',
      edit: {
        by: 'Produtor Teste',
        changes: [
          { field: 'name', from: null, to: 'Valente' },
          { field: 'breeder', from: 'false', to: 'true' },
        ],
      },
    });
  });
});
