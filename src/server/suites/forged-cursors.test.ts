import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_PERMISSIONS } from '../farms/api-key-routes';
import { createTestApp } from '../test/test-app';

/*
 * Issue 38 item 4, played by an attacker with a session (or the farm's API key): a paged list's
 * cursor is base64 of a JSON array, so anyone can write one holding a NUL or a year 0000. Such a
 * cursor reached PostgreSQL and answered 500; every paged route now answers 400 VALIDATION with
 * `fields.<cursor field>: 'Cursor inválido'` and reads or writes nothing. The fuzz
 * (suites/fuzz/forged-cursors.ts) sends thousands more; these are the cases, readable.
 */

const FAKE = '00000000-0000-4000-8000-000000000000';
const AT = '2025-01-01T00:00:00.000000Z';
const base64url = (key: unknown[]) => Buffer.from(JSON.stringify(key)).toString('base64url');

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
let key: string;
let animal: string;
let lot: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.createUser({ email: 'curioso@cursor.com' });
  await t.setSubscription('curioso@cursor.com', {
    plan: 'MASTER',
    status: 'active',
    trialEndsAt: null,
  });
  const post = async (path: string, body: unknown) => {
    const res = await t.request(path, {
      method: 'POST',
      headers: { cookie },
      body: JSON.stringify(body),
    });
    expect(res.status, path).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  animal = await post('/api/animals', { tag: 'C-1', sex: 'F' });
  lot = await post('/api/lots', {
    name: 'Lote C',
    quantity: 5,
    initialWeight: 200,
    purchasePrice: 1000,
    purchaseDate: '2025-01-01',
  });
  const farmId = await t.farmOf('curioso@cursor.com');
  key = (
    await t.auth.api.createApiKey({
      body: {
        organizationId: farmId,
        userId: await t.userId('curioso@cursor.com'),
        permissions: KEY_PERMISSIONS.read,
      },
    })
  ).key;
});
afterAll(() => t.close());

/** Rows of the sanitary records: the first read of them makes the farm's suggestions. */
const sanitaryRows = async () =>
  (
    await t.db.execute<{ n: number }>(
      sql`select (select count(*) from sanitary_products)::int
                + (select count(*) from sanitary_protocols)::int as n`,
    )
  ).rows[0]!.n;

describe('a forged cursor', () => {
  it("answers the issue's example 400 'Cursor inválido', not 500", async () => {
    // GET /api/animals?sort=tag&cursor= + base64 of the array, as the issue wrote it.
    const forged = Buffer.from(JSON.stringify(['tag', 'asc', 'a\u0000', '1', FAKE])).toString(
      'base64',
    );
    for (const cursor of [
      forged,
      forged.replace(/=+$/, ''),
      base64url(['tag', 'asc', 'a\u0000', '1', FAKE]),
    ]) {
      const res = await t.request(`/api/animals?sort=tag&cursor=${encodeURIComponent(cursor)}`, {
        headers: { cookie },
      });
      expect(res.status, cursor).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: 'VALIDATION',
          message: 'Erro de validação',
          fields: { cursor: 'Cursor inválido' },
        },
      });
    }
  });

  it.each([
    [
      'the herd list by lot, a NUL',
      () =>
        `/api/animals?sort=lot&dir=desc&cursor=${base64url(['lot', 'desc', 'L\u0000', 'C-1', FAKE])}`,
    ],
    [
      'the herd list by age, year 0000',
      () => `/api/animals?sort=age&cursor=${base64url(['age', 'asc', '0000-01-01', 'C-1', FAKE])}`,
    ],
    [
      'the herd list by weight, 1e308',
      () => `/api/animals?sort=weight&cursor=${base64url(['weight', 'asc', 1e308, 'C-1', FAKE])}`,
    ],
    [
      "an animal's timeline, year 0000",
      () => `/api/animals/${animal}/timeline?cursor=${base64url(['0000-01-01', AT, FAKE])}`,
    ],
    [
      "an animal's timeline, hour 24",
      () =>
        `/api/animals/${animal}/timeline?cursor=${base64url(['2025-01-01', '9999-12-31T24:00:00.000000Z', FAKE])}`,
    ],
    [
      'the weighings, year 0000',
      () => `/api/weighings?cursor=${base64url(['0000-01-01', AT, FAKE])}`,
    ],
    [
      "the weighings' animals, a NUL",
      () => `/api/weighings/animals?cursor=${base64url(['a\u0000'])}`,
    ],
    [
      'the applications, year 0000',
      () => `/api/sanitary/applications?cursor=${base64url(['0000-01-01', FAKE])}`,
    ],
    [
      'the due list, a lone surrogate',
      () => `/api/sanitary/due?cursor=${base64url(['2025-01-01', '\ud800', FAKE, FAKE])}`,
    ],
    [
      'the brucellosis proof, year 0000',
      () =>
        `/api/sanitary/brucellosis?semester=2025-1&cursor=${base64url(['0000-01-01', 'C-1', FAKE])}`,
    ],
    [
      "an animal's sanitary sheet, a NUL",
      () =>
        `/api/sanitary/sheets/animal/${animal}?cursor=${base64url(['2025-01-01', 'C\u0000', FAKE])}`,
    ],
    [
      "a lot's sanitary sheet, year 0000",
      () => `/api/sanitary/sheets/lot/${lot}?cursor=${base64url(['0000-01-01', 'C-1', FAKE])}`,
    ],
    [
      'the paddocks, a NUL',
      () => `/api/pastures/paddocks?cursor=${base64url(['Piquete\u0000', FAKE])}`,
    ],
    [
      'the paddocks, a lone surrogate',
      () => `/api/pastures/paddocks?cursor=${base64url(['\udc00', FAKE])}`,
    ],
    [
      'the occupation history, year 0000',
      () => `/api/pastures/history?cursor=${base64url(['0000-01-01', AT, FAKE])}`,
    ],
    [
      "the Financeiro's entries, year 0000",
      () => `/api/finance/entries?cursor=${base64url(['0000-01-01', AT, FAKE])}`,
    ],
    [
      "the Financeiro's entries, 1e308 for a day",
      () => `/api/finance/entries?costCenter=farm&cursor=${base64url([1e308, AT, FAKE])}`,
    ],
    [
      "the occupation history, an instant spelled otherwise ('+00:00')",
      () =>
        `/api/pastures/history?cursor=${base64url(['2025-01-01', '2025-01-01T00:00:00.000000+00:00', FAKE])}`,
    ],
  ])('is refused on %s', async (_where, path) => {
    const before = await sanitaryRows();
    const res = await t.request(path(), { headers: { cookie } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error).toMatchObject({ code: 'VALIDATION', fields: { cursor: 'Cursor inválido' } });
    expect(await sanitaryRows(), 'nothing written').toBe(before);
  });

  it.each([
    ['the inventory', '/api/inventory', [AT.replace('2025', '0000'), FAKE]],
    ['the budget plans', '/api/budget-plans', [AT, `${FAKE}\u0000`]],
    ['the lots', '/api/lots', ['o', 'Lote C\u0000', FAKE]],
  ])("is refused on %s ('before')", async (_where, path, forged) => {
    const res = await t.request(`${path}?before=${base64url(forged)}`, { headers: { cookie } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({ before: 'Cursor inválido' });
  });

  it.each([
    ['animals', [AT.replace('2025', '0000'), FAKE]],
    ['animal-events', [AT, `${FAKE}\u0000`]],
    ['inventory', ['9999-12-31T24:00:00.000000Z', FAKE]],
    ['weighings', ['0000-01-01', AT, FAKE]],
    ['sanitary-applications', ['2025-02-30T00:00:00.000000Z', FAKE]],
    ['paddocks', ['0000-01-01T00:00:00.000000Z', FAKE]],
    ['paddock-moves', [AT, `${FAKE}\u0000`]],
    ['finance-entries', ['2025-01-01T24:00:00.000000Z', FAKE]],
  ])('is refused on /api/v1/%s, by the same rule', async (list, forged) => {
    const before = await sanitaryRows();
    const res = await t.request(`/api/v1/${list}?cursor=${base64url(forged)}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error).toMatchObject({ code: 'VALIDATION', fields: { cursor: 'Cursor inválido' } });
    expect(await sanitaryRows(), 'nothing written').toBe(before);
  });
});
