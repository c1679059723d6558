import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnimalDetail, AnimalPage } from '../../domain/herd/api';
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
  t.request(path, {
    method,
    headers: { cookie: as, ...(key ? { 'Idempotency-Key': key } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const register = (body: Record<string, unknown>, as = cookie, key?: string) =>
  send('POST', '/api/animals', { sex: 'F', ...body }, as, key);
const json = async <T>(res: Response | Promise<Response>, status: number): Promise<T> => {
  const r = await res;
  const body = await r.text();
  expect(r.status, body).toBe(status);
  return JSON.parse(body) as T;
};

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
