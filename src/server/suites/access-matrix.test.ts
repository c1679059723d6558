import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../db/schema';
import { createTestApp } from '../test/test-app';
import { KEY_PERMISSIONS } from '../farms/api-key-routes';
import type { AccessDeclaration } from '../access/access';
import { refusalsOf } from './access-matrix.declarations';
import { UNDO_CELLS, type TeamCall } from './access-matrix.undo';

/*
 * The access matrix of issue 11: every API route of the app (read from the app's own route
 * table, so a new route without a row here fails this test) × every kind of caller, with the
 * answer each must get. A leak is a success where a refusal is due, or a body that shows
 * another farm's records (or, to 'Campo', a money figure).
 */

import {
  ACTORS,
  FARM_MARKERS,
  FARM_TEAM,
  KEY_ACTORS,
  MONEY_MARKERS,
  SEES_MONEY,
  routeCases,
  type Actor,
} from './access-matrix.cases';

let t: Awaited<ReturnType<typeof createTestApp>>;
const auth: Record<Actor, Record<string, string>> = {} as never;
let farmF = '';
let farmF2 = '';

beforeAll(async () => {
  t = await createTestApp();
  const MASTER = { plan: 'MASTER', status: 'active', trialEndsAt: null } as const;
  const owner = await t.createUser({ name: 'Olga Dona', email: 'dona@matriz.com' });
  await t.setSubscription('dona@matriz.com', MASTER);
  farmF = await t.farmOf('dona@matriz.com');
  const as = (cookie: string) => ({ cookie });
  const call = (cookie: string, method: string, path: string, body?: unknown) =>
    t.request(path, {
      method,
      headers: as(cookie),
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  // Farm F's records, with markers.
  const ok = async (res: Response | Promise<Response>) =>
    expect((await res).status).toBeLessThan(300);
  await ok(
    call(owner, 'POST', '/api/inventory', {
      category: 'MARCA-F',
      quantity: 3,
      averageWeight: 400,
      averageValue: 4321.5,
    }),
  );
  await ok(
    call(owner, 'POST', '/api/weighings', {
      animalId: 'ANIMAL-F',
      weighingDate: '2025-01-02',
      weight: 300,
    }),
  );
  await ok(
    call(owner, 'POST', '/api/budget-plans', {
      planningName: 'PLANO-F',
      periodMonths: 12,
      expectedQuantity: 10,
      estimatedPurchasePrice: 2000,
      estimatedSalePrice: 3000,
      monthlySupplementCost: 0,
      monthlyRentCost: 0,
      monthlyLaborCost: 0,
      otherMonthlyCosts: 0,
    }),
  );
  await ok(
    call(owner, 'POST', '/api/lots', {
      name: 'LOTE-F',
      quantity: 10,
      initialWeight: 250,
      purchasePrice: 4321.5,
      purchaseDate: '2025-01-01',
    }),
  );
  const f2 = await call(owner, 'POST', '/api/farms', { name: 'Segunda da Olga' });
  farmF2 = ((await f2.json()) as { id: string }).id;

  // The team: a Gerente and a Campo on F, both working on F.
  const join = async (email: string, role: 'manager' | 'field', farm: string, by: string) => {
    const res = await call(by, 'POST', `/api/farms/${farm}/invitations`, { email, role });
    const { id } = (await res.json()) as { id: string };
    const cookie = await t.createUser({ email });
    expect((await call(cookie, 'POST', `/api/invitations/${id}/accept`)).status).toBe(200);
    return cookie;
  };
  auth.owner = as(owner);
  auth.manager = as(await join('gerente@matriz.com', 'manager', farmF, owner));
  auth.field = as(await join('campo@matriz.com', 'field', farmF, owner));
  // A Campo member of another owner's farm G, and a user who belongs to no one else's farm.
  const ownerG = await t.createUser({ email: 'dono-g@matriz.com' });
  await t.setSubscription('dono-g@matriz.com', MASTER);
  auth.otherFarmMember = as(
    await join('campo-g@matriz.com', 'field', await t.farmOf('dono-g@matriz.com'), ownerG),
  );
  auth.nonMember = as(await t.createUser({ email: 'sozinho@matriz.com' }));

  // API keys of F.
  const ownerId = await t.userId('dona@matriz.com');
  const key = (access: 'read' | 'read-write') =>
    t.auth.api.createApiKey({
      body: { organizationId: farmF, userId: ownerId, permissions: KEY_PERMISSIONS[access] },
    });
  auth.readKey = { authorization: `Bearer ${(await key('read')).key}` };
  auth.writeKey = { authorization: `Bearer ${(await key('read-write')).key}` };
  const revoked = await key('read-write');
  auth.revokedKey = { authorization: `Bearer ${revoked.key}` };
  await t.db.update(apiKeys).set({ enabled: false }).where(eq(apiKeys.id, revoked.id));
  auth.anonymous = {};
});
afterAll(() => t.close());

const CASES = routeCases(() => ({ farmF, farmF2 }));

/**
 * Route-table entries that are not routes of their own: middleware and catch-alls (method ALL on
 * a wildcard path; an `.all()` handler on a plain path would need a row), better-auth's own
 * /api/auth/* (sessions.test.ts has its matrix), and the built web app's static pages and files.
 * Every other route, /api or not (the sandbox's payment page), needs a row.
 */
const NOT_A_ROUTE = (method: string, path: string, handler?: unknown) =>
  (method === 'ALL' && (path.endsWith('*') || declarationOf(handler) !== undefined)) ||
  (method === 'GET' && path === '/*');

/** The `access(...)` declaration of a route-table handler (Hono wraps a sub-app's handlers). */
function declarationOf(handler: unknown): AccessDeclaration | undefined {
  const h = handler as { declaration?: AccessDeclaration; __COMPOSED_HANDLER?: unknown };
  return h.declaration ?? (h.__COMPOSED_HANDLER ? declarationOf(h.__COMPOSED_HANDLER) : undefined);
}

/** The classes of route issue 14 asks the matrix to hold, by path prefix. */
const ROUTE_CLASSES = [
  '/api/checkout',
  '/api/subscription',
  '/api/admin/',
  '/api/webhooks/',
  '/api/v1/',
  '/api/weighings/import',
  '/api/export/',
  '/api/farms/:id/api-keys',
  '/api/sandbox/',
];

describe('access matrix', () => {
  it('covers every route of the route table, with every class of route', () => {
    const routes = new Set(
      t.app.routes
        .filter((r) => !NOT_A_ROUTE(r.method, r.path, r.handler))
        .map((r) => `${r.method} ${r.path}`),
    );
    const missing = [...routes].filter((r) => !CASES[r]);
    expect(missing, 'routes without a row in the access matrix').toEqual([]);
    const stale = Object.keys(CASES).filter((r) => !routes.has(r));
    expect(stale, 'rows for routes that no longer exist').toEqual([]);
    for (const prefix of ROUTE_CLASSES) {
      const rows = Object.keys(CASES).filter((r) => r.split(' ')[1]!.startsWith(prefix));
      expect(rows.length, `rows for ${prefix}`).toBeGreaterThan(0);
    }
  });

  it('finds one access declaration on every route, and rows that agree with it', () => {
    // A route's declaration is on the route itself, or on a `use()` of its path or prefix.
    const covers = (entry: { method: string; path: string }, method: string, path: string) =>
      (entry.method === method || entry.method === 'ALL') &&
      (entry.path === path ||
        (entry.path.endsWith('/*') &&
          (path === entry.path.slice(0, -2) || path.startsWith(entry.path.slice(0, -1)))));
    const withDeclaration = t.app.routes.filter((r) => declarationOf(r.handler));
    const declared = new Map<string, AccessDeclaration[]>();
    for (const r of t.app.routes) {
      const key = `${r.method} ${r.path}`;
      if (NOT_A_ROUTE(r.method, r.path, r.handler) || declared.has(key)) continue;
      const found = withDeclaration
        .filter((d) => covers(d, r.method, r.path))
        .map((d) => declarationOf(d.handler)!);
      declared.set(key, found);
    }
    const undeclared = [...declared].filter(([, list]) => list.length !== 1).map(([r]) => r);
    expect(undeclared, 'routes without exactly one access(...) line').toEqual([]);
    // What the declaration refuses, the row must refuse the same way: the two cannot drift.
    const disagreements: string[] = [];
    for (const [route, [declaration]] of declared) {
      const method = route.split(' ')[0]!;
      const answers = CASES[route]?.answers;
      if (!answers || !declaration) continue;
      for (const [actor, status] of Object.entries(refusalsOf(declaration, method))) {
        const row = answers[actor as Actor] ?? answers.rest ?? [];
        if (row.length !== 1 || row[0] !== status) {
          disagreements.push(`${route} as ${actor}: declared ${status}, row ${row.join('/')}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('answers every route × caller as expected, with 0 leaks', async () => {
    const leaks: string[] = [];
    let cells = 0;
    for (const [route, spec] of Object.entries(CASES)) {
      const method = route.split(' ')[0]!;
      for (const actor of ACTORS) {
        cells++;
        const body = spec.body?.();
        const res = await t.request(spec.path(), {
          method,
          headers: auth[actor],
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const expected = spec.answers[actor] ?? spec.answers.rest ?? [];
        const text = await res.text();
        if (!expected.includes(res.status)) {
          leaks.push(`${route} as ${actor}: ${res.status} (expected ${expected.join('/')})`);
          continue;
        }
        expect(res.status, `${route} as ${actor}`).toBeLessThan(500);
        if (res.status < 300) {
          const outsider = !FARM_TEAM.includes(actor) && !KEY_ACTORS.includes(actor);
          const shown = outsider ? FARM_MARKERS : SEES_MONEY[actor] === false ? MONEY_MARKERS : [];
          const seen = shown.filter((m) => text.includes(m));
          if (seen.length) leaks.push(`${route} as ${actor}: shows ${seen.join(', ')}`);
        }
      }
    }
    console.log(
      `access matrix: ${Object.keys(CASES).length} routes × ${ACTORS.length} callers = ${cells} cells, ${leaks.length} leaks`,
    );
    expect(leaks).toEqual([]);
    // Over 600 requests: more than the default 20 s on a busy machine.
  }, 180_000);

  it("decides who sees money in the access layer, as the 'Sees money' column says", async () => {
    const wrong: string[] = [];
    for (const actor of ACTORS) {
      const expected = SEES_MONEY[actor];
      if (expected === null) continue;
      let sees: boolean;
      if (KEY_ACTORS.includes(actor)) {
        // A key answers as F's owner: the inventory's value (4321.5) comes back.
        const res = await t.request('/api/v1/inventory', { headers: auth[actor] });
        sees = (await res.text()).includes('4321.5');
      } else {
        const res = await t.request('/api/me', { headers: auth[actor] });
        sees = ((await res.json()) as { farm: { seesMoney: boolean } }).farm.seesMoney;
      }
      if (sees !== expected) wrong.push(`${actor}: sees money ${sees}, column ${expected}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers each undo by who entered the record and who asks (decision 057)', async () => {
    const call: TeamCall = async (as, method, path, body) => {
      const res = await t.request(path, {
        method,
        headers: auth[as],
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(res.status, `${method} ${path} as ${as}`).toBeLessThan(300);
      return (await res.json()) as Record<string, unknown>;
    };
    const wrong: string[] = [];
    for (const cell of UNDO_CELLS) {
      for (const actor of ACTORS) {
        const path = await cell.make(call);
        const res = await t.request(path, {
          method: 'POST',
          headers: auth[actor],
          body: JSON.stringify({ reason: 'Lançado por engano' }),
        });
        const expected = cell.answers[actor] ?? cell.answers.rest ?? [];
        if (!expected.includes(res.status)) {
          wrong.push(`${cell.record} as ${actor}: ${res.status} (expected ${expected.join('/')})`);
        }
      }
    }
    console.log(
      `access matrix, undo: ${UNDO_CELLS.length} records × ${ACTORS.length} callers, ${wrong.length} wrong`,
    );
    expect(wrong).toEqual([]);
  }, 120_000);
});
