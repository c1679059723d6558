import { afterAll, beforeAll, expect } from 'vitest';
import type { AnimalDetail, TimelineEntry } from '../../domain/herd/api';
import { createTestApp } from '../test/test-app';

/*
 * The herd events' tests (events-*.test.ts) share this: an app with an owner on Master with two
 * farms, a 'Campo' member of the first, the clock on 2025-06-15, and helpers to register animals
 * and read them back. Each file that calls `useEventsFixture()` gets its own app and database.
 */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Failure = {
  error: { code: string; message: string; fields?: Record<string, string> };
};

const MASTER = { plan: 'MASTER', status: 'active', trialEndsAt: null } as const;

/** The response's JSON after checking its status (the body is shown when it differs). */
export async function json<T = Record<string, unknown>>(
  res: Response | Promise<Response>,
  status: number,
) {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** Builds the app before the file's tests and drops its database after them. */
export function useEventsFixture() {
  let app: TestApp | undefined;
  const who = { owner: '', field: '', farmF: '', farmF2: '' };
  const t = () => {
    if (!app) throw new Error('useEventsFixture: the app is built in beforeAll');
    return app;
  };

  const send = (method: string, path: string, body?: unknown, as = who.owner, key?: string) =>
    t().request(path, {
      method,
      headers: { cookie: as, ...(key ? { 'Idempotency-Key': key } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const animal = async (id: string, as = who.owner) =>
    json<AnimalDetail>(send('GET', `/api/animals/${id}`, undefined, as), 200);
  /** An animal born (and entered) on 2024-01-01 unless `body` says otherwise. */
  const register = async (body: Record<string, unknown>, as = who.owner) =>
    (
      await json<AnimalDetail>(
        send('POST', '/api/animals', { sex: 'F', birthDate: '2024-01-01', ...body }, as),
        201,
      )
    ).id;
  const timeline = async (id: string, as = who.owner) =>
    (
      await json<{ items: TimelineEntry[] }>(
        send('GET', `/api/animals/${id}/timeline`, undefined, as),
        200,
      )
    ).items;

  beforeAll(async () => {
    app = await createTestApp();
    who.owner = await app.createUser({ email: 'eventos@fazenda.com' });
    await app.setSubscription('eventos@fazenda.com', MASTER);
    who.farmF = await app.farmOf('eventos@fazenda.com');
    const f2 = await send('POST', '/api/farms', { name: 'Retiro' });
    who.farmF2 = ((await f2.json()) as { id: string }).id;
    const inv = await send('POST', `/api/farms/${who.farmF}/invitations`, {
      email: 'campo-ev@fazenda.com',
      role: 'field',
    });
    const { id } = (await inv.json()) as { id: string };
    who.field = await app.createUser({ email: 'campo-ev@fazenda.com' });
    expect((await send('POST', `/api/invitations/${id}/accept`, undefined, who.field)).status).toBe(
      200,
    );
    app.clock.now = new Date('2025-06-15T15:00:00Z');
  });
  afterAll(() => app?.close());

  return {
    get t() {
      return t();
    },
    /** The owner's session cookie. */
    get owner() {
      return who.owner;
    },
    /** The 'Campo' member's session cookie. */
    get field() {
      return who.field;
    },
    /** The owner's second farm ('Retiro'). */
    get farmF2() {
      return who.farmF2;
    },
    send,
    animal,
    register,
    timeline,
  };
}
