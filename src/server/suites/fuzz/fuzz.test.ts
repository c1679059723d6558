import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_PERMISSIONS } from '../../farms/api-key-routes';
import { createTestApp } from '../../test/test-app';
import {
  badQueryValue,
  badSegment,
  brokenObject,
  invalidBody,
  toJsonText,
  type FuzzBody,
} from './arbitraries';
import { AUTH_ROUTES } from './auth-routes';
import { forgedCursor } from './forged-cursors';
import { FUZZ_PADDOCK } from './pasture-routes';
import { FUZZ_ROUTES, NO_INPUT, type Caller, type FuzzIds, type FuzzRoute } from './routes';

/*
 * Issue 14 item 2: every API route with a body, a path parameter or a query (and better-auth's
 * form endpoints) gets a few hundred invalid inputs (fast-check, fixed seed), each called as a
 * caller who gets past the route's access checks: broken bodies, text that is not JSON, wrong
 * content types, path segments that name nothing, bad query values, wrong headers. Every answer
 * must be a 4xx in the JSON error shape, never a 5xx, and no table may gain or lose a row.
 */

/** FUZZ_SEED=… for other inputs (the default run is the same every time). */
const SEED = Number(process.env.FUZZ_SEED ?? 2026);
/** Inputs per route with a body or a query, half as many for a path alone (FUZZ_RUNS=1000). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const CONCURRENCY = 4;
const WEBHOOK_TOKEN = 'fuzz-webhook-token-2026';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ids: FuzzIds;
const callers = {} as Record<Caller, Record<string, string>>;
const totals = { inputs: 0, routes: 0, serverErrors: 0, changedCounts: 0, started: 0 };

beforeAll(async () => {
  t = await createTestApp({
    ASAAS_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    API_KEY_RATE_LIMIT: '1000000',
    // The fuzz is a script: past decision 058's limits every input would get the same 429.
    RATE_LIMIT_FACTOR: '1000',
    CONFIRMATION_EMAILS_PER_HOUR: '100',
    INVITATIONS_PER_DAY: '10000',
  });
  const owner = await t.createUser({ name: 'Dona Fuzz', email: 'dona@fuzz.com' });
  await t.setSubscription('dona@fuzz.com', {
    plan: 'MASTER',
    status: 'active',
    trialEndsAt: null,
  });
  const farm = await t.farmOf('dona@fuzz.com');
  const call = async (method: string, path: string, body: unknown, cookie = owner) => {
    const res = await t.request(path, {
      method,
      headers: { cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
    return (await res.json()) as { id: string };
  };
  const lot = await call('POST', '/api/lots', {
    name: 'Lote',
    quantity: 5,
    initialWeight: 200,
    purchasePrice: 1000,
    purchaseDate: '2025-01-01',
  });
  const invite = (email: string) =>
    call('POST', `/api/farms/${farm}/invitations`, { email, role: 'manager' });
  const joined = await invite('gerente@fuzz.com');
  const manager = await t.createUser({ email: 'gerente@fuzz.com' });
  await call('POST', `/api/invitations/${joined.id}/accept`, undefined, manager);
  const member = await t.membership(farm, 'gerente@fuzz.com');
  const pending = await invite('pendente@fuzz.com');
  const admin = await t.createUser({ email: 'admin@fuzz.com' });
  await t.makeAdmin('admin@fuzz.com');
  await t.createUser({ email: 'alvo@fuzz.com' });
  const animal = await call('POST', '/api/animals', { tag: 'FZ-ANIMAL', sex: 'F' });
  const paddock = await call('POST', '/api/pastures/paddocks', {
    name: FUZZ_PADDOCK,
    forage: 'Marandu',
    grazingMethod: 'continuous',
  });
  // The farm's plano de contas, seeded by its first read ('Frete' is then a name taken).
  await call('GET', '/api/finance/accounts', undefined);
  const key = await t.auth.api.createApiKey({
    body: {
      organizationId: farm,
      userId: await t.userId('dona@fuzz.com'),
      permissions: KEY_PERMISSIONS['read-write'],
    },
  });
  ids = {
    farm,
    lot: lot.id,
    member: member!.id,
    invitation: pending.id,
    apiKey: key.id,
    target: await t.userId('alvo@fuzz.com'),
    animal: animal.id,
    paddock: paddock.id,
  };
  callers.owner = { cookie: owner };
  callers.admin = { cookie: admin };
  callers.key = { authorization: `Bearer ${key.key}` };
  callers.webhook = { 'asaas-access-token': WEBHOOK_TOKEN };
  callers.anonymous = {};
  totals.started = performance.now();
});

afterAll(async () => {
  const seconds = ((performance.now() - totals.started) / 1000).toFixed(1);
  console.log(
    `fuzz: ${totals.inputs.toLocaleString('en')} inputs over ${totals.routes} routes in ${seconds} s (seed ${SEED}), ` +
      `${totals.serverErrors} server errors, ` +
      (totals.changedCounts
        ? `row counts changed on ${totals.changedCounts} routes`
        : 'row counts unchanged'),
  );
  await t?.close();
});

/** One request of the fuzz: what it is, and whether a 2xx is a right answer to it. */
interface FuzzInput {
  what: string;
  path: string;
  headers?: Record<string, string>;
  body?: FuzzBody['body'];
  contentType?: string | null;
  /** Free text in a query: any answer but a 5xx. */
  lenient?: boolean;
  /** Whether a 2xx's JSON rightly refuses every item (lists checked one by one). */
  allInvalid?: (answer: unknown) => boolean;
}

/** The route's path with its parameters, one of them possibly replaced by a raw segment. */
function pathOf(template: string, params: Record<string, string>, query?: Record<string, string>) {
  const path = template.replace(/:(\w+)/g, (_, name: string) => params[name]!);
  return query ? `${path}?${new URLSearchParams(query)}` : path;
}

/** Every sort of invalid input the route reads, as one arbitrary. */
function inputsOf(template: string, route: FuzzRoute): fc.Arbitrary<FuzzInput> {
  const params = route.params?.(ids) ?? {};
  const shape = route.body?.(ids);
  const validPath = pathOf(template, params, route.query?.valid);
  const validBody = shape ? { body: toJsonText(shape.valid), contentType: 'application/json' } : {};
  const modes: { arbitrary: fc.Arbitrary<FuzzInput>; weight: number }[] = [];
  if (shape) {
    modes.push({
      arbitrary: invalidBody(shape).map((b) => ({ ...b, path: validPath })),
      weight: 6,
    });
  }
  const names = Object.keys(params);
  if (names.length) {
    modes.push({
      arbitrary: fc
        .tuple(fc.constantFrom(...names), badSegment(route.badParams))
        .map(([name, segment]) => ({
          what: `:${name}=${segment.slice(0, 60)}`,
          path: pathOf(template, { ...params, [name]: segment }, route.query?.valid),
          ...validBody,
        })),
      weight: 3,
    });
  }
  const query = route.query;
  const badFields = Object.keys(query?.bad ?? {}).filter((f) => query!.bad[f]!.length);
  if (query && badFields.length) {
    modes.push({
      arbitrary: fc
        .oneof(
          // Mostly one wrong field, so that no other one hides it.
          { arbitrary: fc.constantFrom(...badFields).map((f) => [f]), weight: 3 },
          { arbitrary: fc.uniqueArray(fc.constantFrom(...badFields), { minLength: 1 }), weight: 1 },
        )
        .chain((fields) =>
          fc.tuple(fc.constant(fields), ...fields.map((f) => fc.constantFrom(...query.bad[f]!))),
        )
        .map(([fields, ...values]) => {
          const bad = Object.fromEntries(fields.map((f, i) => [f, values[i]!]));
          return {
            what: `?${new URLSearchParams(bad)}`.slice(0, 100),
            path: pathOf(template, params, { ...query.valid, ...bad }),
          };
        }),
      weight: 3,
    });
  }
  if (query?.cursors?.length) {
    // Forged keyset cursors (issue 38 item 4): base64url arrays no list wrote, and raw junk.
    modes.push({
      arbitrary: fc
        .constantFrom(...query.cursors)
        .chain((spec) => forgedCursor(spec).map((forged) => ({ spec, forged })))
        .map(({ spec, forged }) => {
          // The valid query without the cursor's field: a raw one is appended as it is.
          const { [spec.field]: _, ...fields } = { ...query.valid, ...spec.query };
          return {
            what: `?${spec.field}: ${forged.what}`.slice(0, 120),
            path: forged.raw
              ? `${pathOf(template, params, fields)}&${spec.field}=${forged.text}`
              : pathOf(template, params, { ...fields, [spec.field]: forged.text }),
          };
        }),
      weight: 3,
    });
  }
  if (query?.free?.length) {
    modes.push({
      arbitrary: fc
        .tuple(fc.constantFrom(...query.free), badQueryValue())
        .map(([field, value]) => ({
          what: `?${field}=${JSON.stringify(value).slice(0, 60)} (free text)`,
          path: pathOf(template, params, { ...query.valid, [field]: value }),
          lenient: true,
        })),
      weight: 1,
    });
  }
  const items = route.items;
  if (shape && items) {
    const rest = Object.fromEntries(Object.entries(shape.valid).filter(([k]) => k !== items.field));
    const restText = toJsonText(rest).slice(1, -1);
    modes.push({
      arbitrary: fc
        .array(brokenObject(items.shape), { minLength: 1, maxLength: 3 })
        .map((list) => ({
          what: `items: ${list.map((b) => b.what).join(' | ')}`,
          path: validPath,
          body: `{${JSON.stringify(items.field)}:[${list.map((b) => b.body as string).join(',')}]${restText ? `,${restText}` : ''}}`,
          contentType: 'application/json',
          allInvalid: items.allInvalid && ((answer) => items.allInvalid!(answer, list.length)),
        })),
      weight: 3,
    });
  }
  const headers = Object.entries(route.headers ?? {});
  if (headers.length) {
    modes.push({
      arbitrary: fc
        .constantFrom(...headers)
        .chain(([name, values]) => fc.tuple(fc.constant(name), fc.constantFrom(...values)))
        .map(([name, value]) => ({
          what: `header ${name}: ${value.slice(0, 40)}`,
          path: validPath,
          headers: { [name]: value },
          ...validBody,
        })),
      weight: 1,
    });
  }
  return fc.oneof(...modes);
}

async function send(method: string, caller: Caller, input: FuzzInput): Promise<Response> {
  const headers = new Headers({ ...callers[caller], ...input.headers });
  headers.set('origin', t.env.APP_URL);
  headers.set('host', new URL(t.env.APP_URL).host);
  if (input.contentType) headers.set('content-type', input.contentType);
  return await t.app.request(
    input.path,
    { method, headers, body: input.body },
    { incoming: { socket: { remoteAddress: '203.0.113.10' } } },
  );
}

/** What is wrong with an answer, or null when it is a right one. */
async function judge(res: Response, input: FuzzInput, keeps: boolean): Promise<string | null> {
  const text = await res.text();
  if (res.status >= 500) return `${res.status}: ${text.slice(0, 200)}`;
  if (res.status < 400 && keeps) {
    return res.status === 200 && text === '{"received":true}' ? null : `${res.status}: ${text}`;
  }
  if (res.status < 400) {
    if (input.lenient || input.allInvalid?.(JSON.parse(text))) return null;
    return `accepted (${res.status}): ${text.slice(0, 200)}`;
  }
  let body: { error?: { code?: unknown; message?: unknown } };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return `${res.status} not JSON: ${text.slice(0, 100)}`;
  }
  if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string') {
    return `${res.status} not the error shape: ${text.slice(0, 100)}`;
  }
  return null;
}

/** The number of rows of every table of the app's schema. */
async function rowCounts(): Promise<Record<string, number>> {
  const { rows } = await t.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts = rows.map((r) => sql`(select count(*) from ${sql.identifier(r.name)})::int`);
  const result = await t.db.execute<{ counts: number[] }>(
    sql`select array[${sql.join(counts, sql`, `)}] as counts`,
  );
  const values = result.rows[0]!.counts;
  return Object.fromEntries(rows.map((r, i) => [r.name, values[i]!]));
}

/** Runs `work` over `items`, CONCURRENCY at a time. */
async function inPool<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** API routes of the app's route table (as the access matrix reads it). */
const apiRoutes = () =>
  t.app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && r.path !== '/api/auth/*')
    .map((r) => `${r.method} ${r.path}`);

describe('fuzz', () => {
  it('covers every API route that reads input, and lists the others', () => {
    const routes = new Set(apiRoutes());
    const listed = [...Object.keys(FUZZ_ROUTES), ...NO_INPUT];
    expect(
      [...routes].filter((r) => !listed.includes(r)),
      'routes the fuzz forgot',
    ).toEqual([]);
    expect(
      listed.filter((r) => !routes.has(r)),
      'rows for routes that do not exist',
    ).toEqual([]);
    expect(
      NO_INPUT.filter((r) => r.includes(':')),
      'routes with parameters',
    ).toEqual([]);
  });

  it.each([...Object.entries(FUZZ_ROUTES), ...Object.entries(AUTH_ROUTES)])(
    '%s: invalid inputs get a 4xx, nothing is written',
    async (route, spec) => {
      const [method, template] = route.split(' ') as [string, string];
      const numRuns = spec.body || spec.query ? RUNS : Math.ceil(RUNS / 2);
      const inputs = fc.sample(inputsOf(template, spec), { seed: SEED, numRuns });
      // The rate limiters (better-auth's, decision 058's) keep their counters in a table of
      // their own.
      const keeps = spec.keepsInvalid?.table;
      const counted = async () => {
        const counts = await rowCounts();
        delete counts.rate_limits;
        if (keeps) {
          // It may keep what it could not use, as problems; nothing it applies.
          const { rows } = await t.db.execute<{ n: number }>(
            sql`select count(*)::int as n from ${sql.identifier(keeps)} where state <> 'problem'`,
          );
          counts[keeps] = rows[0]!.n;
        }
        return counts;
      };
      const before = await counted();
      const problems: string[] = [];
      const statuses: Record<number, number> = {};
      await inPool(inputs, async (input) => {
        const res = await send(method, spec.caller, input);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status >= 500) totals.serverErrors++;
        const problem = await judge(res, input, Boolean(keeps));
        if (problem) problems.push(`${input.what} → ${problem}`);
      });
      if (process.env.FUZZ_VERBOSE) console.log(`${route}: ${JSON.stringify(statuses)}`);
      totals.inputs += inputs.length;
      totals.routes++;
      const after = await counted();
      if (JSON.stringify(after) !== JSON.stringify(before)) totals.changedCounts++;
      expect(problems.slice(0, 10), `${problems.length} wrong answers`).toEqual([]);
      if (keeps && after[keeps] !== before[keeps]) {
        // Which rows the fuzz left that it should not have, to tell an input from a race.
        const { rows } = await t.db.execute(
          sql`select * from ${sql.identifier(keeps)} where state <> 'problem'`,
        );
        console.error(`${route}: rows kept that are not problems`, JSON.stringify(rows));
      }
      expect(after, 'row counts after the fuzz').toEqual(before);
    },
    120_000,
  );
});
