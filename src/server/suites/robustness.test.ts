import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../domain/api';
import { MAX_MONEY } from '../../domain/calculators/common';
import { leaves, VALID_INPUTS, withLeaf } from '../../domain/schemas.fixture';
import { INVALID_CHARACTERS_MESSAGE } from '../../domain/text';
import { AppError } from '../errors';
import { createTestApp } from '../test/test-app';
import { assertFinite } from '../validate';

/**
 * Issue 7: no input gives a 5xx, nothing infinite is stored, and every signed-in answer is
 * no-store. Every write route, every field of its body.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.createUser({ email: 'robusto@fazenda.com' });
});
afterAll(() => t.close());

const FAKE_UUID = '00000000-0000-4000-8000-000000000000';

interface WriteRoute {
  method: 'POST' | 'PUT';
  path: string;
  table: string;
  body: Record<string, unknown>;
}

const WRITE_ROUTES: WriteRoute[] = [
  { method: 'POST', path: '/api/inventory', table: 'inventory', body: VALID_INPUTS.inventory },
  { method: 'POST', path: '/api/weighings', table: 'weighings', body: VALID_INPUTS.weighing },
  {
    method: 'PUT',
    path: '/api/monthly-control/2025-03',
    table: 'monthly_control',
    body: VALID_INPUTS.monthlyFigures,
  },
  {
    method: 'POST',
    path: '/api/budget-plans',
    table: 'budget_planning',
    body: VALID_INPUTS.budget,
  },
  {
    method: 'PUT',
    path: '/api/annual-results/2025',
    table: 'annual_results',
    body: VALID_INPUTS.annualFigures,
  },
  {
    method: 'POST',
    path: '/api/result-calculations',
    table: 'result_calculations',
    body: { ...VALID_INPUTS.results },
  },
  {
    method: 'POST',
    path: '/api/sanitary/products',
    table: 'sanitary_products',
    body: {
      name: 'Vermífugo',
      type: 'Vermífugo',
      withdrawalDays: 28,
      doseUnit: 'mL',
      pricePerDose: 2,
    },
  },
  {
    // A product of no farm: the valid body is a 400 too, after every field is read.
    method: 'POST',
    path: '/api/sanitary/protocols',
    table: 'sanitary_protocols',
    body: { name: 'Vermifugação', productId: FAKE_UUID, minAgeMonths: 3, everyDays: 90 },
  },
];

const send = (route: Pick<WriteRoute, 'method' | 'path'>, body: unknown) =>
  t.request(route.path, { method: route.method, body: JSON.stringify(body), headers: { cookie } });

const rowCount = async (table: string) => {
  const result = await t.db.execute<{ n: string }>(
    sql`select count(*) as n from ${sql.identifier(table)}`,
  );
  return Number(result.rows[0]!.n);
};

/** A 4xx in the JSON error shape; returns its body. */
async function expectClientError(res: Response, what: string): Promise<ApiErrorBody> {
  expect(res.status, what).toBeGreaterThanOrEqual(400);
  expect(res.status, what).toBeLessThan(500);
  const body = (await res.json()) as ApiErrorBody;
  expect(typeof body.error.code, what).toBe('string');
  expect(typeof body.error.message, what).toBe('string');
  return body;
}

describe('NUL and other control characters', () => {
  it.each(WRITE_ROUTES)(
    '$method $path refuses them in every text field: 400, nothing stored',
    async (route) => {
      const before = await rowCount(route.table);
      for (const [path, value] of leaves(route.body)) {
        const bad =
          typeof value === 'string' ? [`${value}\u0000`, '\u0000'] : ['\u0000', '1\u0000'];
        for (const leaf of bad) {
          const what = `${path.join('.')} = ${JSON.stringify(leaf)}`;
          const body = await expectClientError(
            await send(route, withLeaf(route.body, path, leaf)),
            what,
          );
          expect(body.error.code, what).toBe('VALIDATION');
          expect(body.error.fields?.[path.join('.')], what).toBeDefined();
        }
      }
      expect(await rowCount(route.table)).toBe(before);
    },
  );

  it('answers the free-text fields with the Portuguese message', async () => {
    const cases: Array<[WriteRoute, string]> = [
      [WRITE_ROUTES[0]!, 'category'],
      [WRITE_ROUTES[0]!, 'location'],
      [WRITE_ROUTES[1]!, 'animalId'],
      [WRITE_ROUTES[1]!, 'notes'],
      [WRITE_ROUTES[3]!, 'planningName'],
    ];
    for (const [route, field] of cases) {
      const res = await send(route, { ...route.body, [field]: 'Pasto\u00001' });
      expect((await expectClientError(res, field)).error.fields?.[field]).toBe(
        INVALID_CHARACTERS_MESSAGE,
      );
    }
  });

  it('answers other odd JSON with a 4xx or stores it, never a 5xx', async () => {
    const route = WRITE_ROUTES[0]!;
    const raw = JSON.stringify(route.body).replace('"quantity":10', '"quantity":1e400');
    const infinite = await t.request(route.path, {
      method: 'POST',
      body: raw,
      headers: { cookie },
    });
    expect((await expectClientError(infinite, '1e400')).error.fields?.quantity).toBeDefined();
    const surrogate = await send(route, { ...route.body, category: 'Vacas \ud800' });
    expect(surrogate.status).toBeLessThan(500);
    const nested = await send(route, { ...route.body, category: { $ne: null }, location: ['a'] });
    expect((await expectClientError(nested, 'objects as text')).error.code).toBe('VALIDATION');
  });

  it('refuses a sign-up whose name holds NUL, without creating the account', async () => {
    const res = await t.signUp({ name: 'Zé\u0000', email: 'nul@fazenda.com' });
    await expectClientError(res, 'sign-up name');
    await expect(t.userId('nul@fazenda.com')).rejects.toThrow();
  });

  it('answers path and query parameters with NUL or broken encoding with a 4xx', async () => {
    const paths = [
      '/api/monthly-control/%00',
      '/api/monthly-control/2025-03%00',
      '/api/monthly-control/%ff',
      '/api/monthly-control/0000-01',
      '/api/monthly-control/9999-12',
      '/api/annual-results/%00',
      '/api/annual-results/%ff',
      '/api/annual-results/0000',
    ];
    for (const path of paths) {
      await expectClientError(await t.request(path, { headers: { cookie } }), `GET ${path}`);
      await expectClientError(
        await send({ method: 'PUT', path }, VALID_INPUTS.monthlyFigures),
        `PUT ${path}`,
      );
    }
    for (const path of ['/api/inventory/%00', '/api/inventory/%ff', '/api/inventory/a%00b']) {
      const res = await t.request(path, { method: 'DELETE', headers: { cookie } });
      expect((await expectClientError(res, path)).error.code).toBe('NOT_FOUND');
    }
    // The sanitary records (decision 044): ids, dates, semesters and limits.
    const sanitary = [
      ['DELETE', '/api/sanitary/products/%00'],
      ['DELETE', '/api/sanitary/products/%ff'],
      ['DELETE', '/api/sanitary/protocols/a%00b'],
      ['POST', '/api/sanitary/applications/%E0%A4%A/undo'],
      ['GET', '/api/sanitary/due?protocolId=%00'],
      ['GET', '/api/sanitary/due?paddockId=%ff'],
      ['GET', '/api/sanitary/due/counts?paddockId=a%00b'],
      ['GET', '/api/sanitary/applications?paddockId=%E0%A4%A'],
      ['GET', '/api/sanitary/due?status=%ff'],
      ['GET', '/api/sanitary/due?limit=1e308'],
      ['GET', '/api/sanitary/applications?from=0000-01-01'],
      ['GET', '/api/sanitary/applications?to=2025-01-01%00'],
      ['GET', '/api/sanitary/applications?cursor=%E0%A4%A'],
      ['GET', '/api/sanitary/brucellosis?semester=0000-1'],
      ['GET', '/api/sanitary/brucellosis?semester=%ff'],
    ];
    for (const [method, path] of sanitary) {
      const res = await t.request(path!, {
        method,
        headers: { cookie },
        ...(method === 'POST' ? { body: JSON.stringify({ reason: 'Lançado por engano' }) } : {}),
      });
      await expectClientError(res, `${method} ${path}`);
    }
    for (const path of ['/api/inventory', '/api/weighings', '/api/budget-plans', '/api/me']) {
      for (const query of ['?q=%00', '?q=%ff', '?%ff=1']) {
        const res = await t.request(path + query, { headers: { cookie } });
        expect(res.status, path + query).toBe(200);
      }
    }
  });
});

describe('a sanitary application (nested target, so not in WRITE_ROUTES)', () => {
  it('refuses NUL, 1e308, year 0 and broken ids with a 400, storing nothing', async () => {
    const products = await t.request('/api/sanitary/products', { headers: { cookie } });
    const { items } = (await products.json()) as { items: Array<{ id: string }> };
    const valid = {
      productId: items[0]!.id,
      date: '2025-01-05',
      dose: 5,
      target: { animalIds: [FAKE_UUID] },
    };
    const before = await rowCount('sanitary_applications');
    const route = { method: 'POST', path: '/api/sanitary/applications' } as const;
    const bad: Array<[string, unknown]> = [
      ['productId', '\u0000'],
      ['date', '2025-01-05\u0000'],
      ['date', '0000-01-01'],
      ['dose', 1e308],
      ['dose', -1e308],
      ['dose', '\u0000'],
      ['notes', 'Vacinado\u0000'],
      ['target', { animalIds: ['\u0000'] }],
      ['target', { lotId: '%E0%A4%A' }],
      ['target', { category: 'Vaca\u0000' }],
    ];
    for (const [field, value] of bad) {
      const what = `${field} = ${JSON.stringify(value)}`;
      const body = await expectClientError(await send(route, { ...valid, [field]: value }), what);
      expect(body.error.code, what).toBe('VALIDATION');
      expect(
        Object.keys(body.error.fields ?? {}).some((f) => f.startsWith(field)),
        what,
      ).toBe(true);
    }
    const raw = JSON.stringify(valid).replace('"dose":5', '"dose":1e400');
    await expectClientError(
      await t.request(route.path, { method: 'POST', body: raw, headers: { cookie } }),
      '1e400',
    );
    expect(await rowCount('sanitary_applications')).toBe(before);
  });
});

describe('numbers out of range', () => {
  it.each(WRITE_ROUTES)(
    '$method $path refuses 1e308 and -1e308 in every number field: 400, nothing stored',
    async (route) => {
      const before = await rowCount(route.table);
      for (const [path, value] of leaves(route.body)) {
        if (typeof value !== 'number') continue;
        for (const leaf of [1e308, -1e308, MAX_MONEY + 0.01]) {
          const what = `${path.join('.')} = ${leaf}`;
          const body = await expectClientError(
            await send(route, withLeaf(route.body, path, leaf)),
            what,
          );
          expect(body.error.fields?.[path.join('.')], what).toBeDefined();
        }
      }
      expect(await rowCount(route.table)).toBe(before);
    },
  );

  it('stores finite numbers (never null) for the largest accepted figures', async () => {
    const largest: Array<[WriteRoute, Record<string, unknown>]> = [
      [WRITE_ROUTES[0]!, { quantity: 100000, averageWeight: 1000, averageValue: MAX_MONEY }],
      [WRITE_ROUTES[1]!, { weight: 1000 }],
      [
        WRITE_ROUTES[2]!,
        { initialQuantity: 100000, purchases: 100000, totalCosts: 0.01, totalRevenue: MAX_MONEY },
      ],
      [
        WRITE_ROUTES[3]!,
        {
          periodMonths: 60,
          expectedQuantity: 100000,
          estimatedPurchasePrice: MAX_MONEY,
          estimatedSalePrice: MAX_MONEY,
          monthlySupplementCost: MAX_MONEY,
          monthlyRentCost: MAX_MONEY,
          monthlyLaborCost: MAX_MONEY,
          otherMonthlyCosts: MAX_MONEY,
        },
      ],
      [WRITE_ROUTES[4]!, { totalInvestment: 0.01, totalRevenue: MAX_MONEY, totalCosts: MAX_MONEY }],
      [
        WRITE_ROUTES[5]!,
        {
          quantity: 100000,
          initialWeight: 0.01,
          finalWeight: 1000,
          purchasePrice: MAX_MONEY,
          arrobaValue: 0.01,
          months: 60,
          rent: MAX_MONEY,
          proteinadoCost: 100,
          proteinadoConsumption: 1,
          proteicoCost: 100,
          proteicoConsumption: 2,
          otherExpenses: MAX_MONEY,
        },
      ],
    ];
    for (const [route, values] of largest) {
      const res = await send(route, { ...route.body, ...values });
      expect(res.status, route.path).toBeLessThan(300);
      const saved = (await res.json()) as Record<string, unknown>;
      for (const [key, value] of Object.entries(saved)) {
        if (['location', 'notes', 'batchId', 'grossMargin', 'roiPercent'].includes(key)) continue;
        expect(value, `${route.path} ${key}`).not.toBeNull();
        if (typeof value === 'number') expect(Number.isFinite(value), key).toBe(true);
      }
    }
  });

  it('assertFinite refuses Infinity and NaN with a 400, and lets finite numbers and null pass', () => {
    expect(() => assertFinite({ a: 1, b: null, c: 'texto', d: -1e300 })).not.toThrow();
    for (const bad of [Infinity, -Infinity, Number.NaN]) {
      let thrown: unknown;
      try {
        assertFinite({ a: 1, b: bad });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect(thrown).toMatchObject({ status: 400, code: 'OUT_OF_RANGE' });
    }
  });
});

describe('Cache-Control', () => {
  it('is no-store on every signed-in answer, success or error', async () => {
    const created = await send(WRITE_ROUTES[0]!, VALID_INPUTS.inventory);
    const { id } = (await created.json()) as { id: string };
    expect(created.headers.get('cache-control')).toBe('no-store');
    const requests: Array<[string, string, unknown?]> = [
      ['GET', '/api/me'],
      ['GET', '/api/dashboard'],
      ['GET', '/api/inventory'],
      ['DELETE', `/api/inventory/${id}`],
      ['DELETE', '/api/inventory/nao-existe'],
      ['GET', '/api/weighings'],
      ['GET', '/api/monthly-control/2025-03'],
      ['GET', '/api/monthly-control/1990-01'],
      ['GET', '/api/budget-plans'],
      ['GET', '/api/annual-results/2025'],
      ['GET', '/api/annual-results/2031'],
      ['GET', '/api/auth/get-session'],
      ...WRITE_ROUTES.flatMap(
        (r): Array<[string, string, unknown?]> => [
          [r.method, r.path, r.body],
          [r.method, r.path, {}],
        ],
      ),
    ];
    for (const [method, path, body] of requests) {
      const res = await t.request(path, {
        method,
        headers: { cookie },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect(res.headers.get('cache-control'), `${method} ${path}`).toBe('no-store');
    }
  });
});
