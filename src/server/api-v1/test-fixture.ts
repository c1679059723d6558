import { createTestApp } from '../test/test-app';

/** Test helper: the app, farm owners on a plan, and API keys for their farms. */
export async function apiFixture(overrides: Record<string, string> = {}) {
  const t = await createTestApp(overrides);

  /** A confirmed user whose first farm is on `plan` (active). */
  const owner = async (email: string, plan: 'MASTER' | 'PRO' | 'STARTER' = 'MASTER') => {
    await t.createUser({ email });
    await t.setSubscription(email, { plan, status: 'active', trialEndsAt: null });
    return { email, farmId: await t.farmOf(email), userId: await t.userId(email) };
  };

  /** A new key for the farm of `who`: read-write unless `write` is false. */
  const createKey = async (who: { farmId: string; userId: string }, write = true) => {
    const created = await t.auth.api.createApiKey({
      body: {
        organizationId: who.farmId,
        userId: who.userId,
        name: write ? 'ERP' : 'Painel',
        permissions: { records: write ? ['read', 'write'] : ['read'] },
      },
    });
    return { key: created.key, id: created.id };
  };

  /**
   * A MASTER owner `email` signed in (`cookie`), a read-write `key` and a read-only `readKey` of
   * their farm, and `otherKey`, a key of `otherEmail`'s farm (that must see none of it).
   */
  const ownerWithKeys = async (email: string, otherEmail: string) => {
    const cookie = await t.createUser({ email });
    await t.setSubscription(email, { plan: 'MASTER', status: 'active', trialEndsAt: null });
    const me = { farmId: await t.farmOf(email), userId: await t.userId(email) };
    const key = (await createKey(me)).key;
    const readKey = (await createKey(me, false)).key;
    const otherKey = (await createKey(await owner(otherEmail))).key;
    return { cookie, key, readKey, otherKey };
  };

  /** A request to /api/v1 with `key` as the bearer (none when null). */
  const call = (
    key: string | null,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.request(`/api/v1${path}`, {
      method,
      headers: key === null ? headers : { authorization: `Bearer ${key}`, ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });

  return { ...t, owner, createKey, ownerWithKeys, call };
}

export type ApiFixture = Awaited<ReturnType<typeof apiFixture>>;

/**
 * The app with its clock at `now` and, made at that time, a MASTER owner `email` signed in
 * (`cookie`) with a read-write `key` and a read-only `readKey` of their farm, and `otherKey`, a
 * key of `otherEmail`'s farm (ownerWithKeys).
 */
export async function keyedApp(email: string, otherEmail: string, now: Date) {
  const t = await apiFixture();
  t.clock.now = now;
  return { ...t, ...(await t.ownerWithKeys(email, otherEmail)) };
}

export type KeyedApp = Awaited<ReturnType<typeof keyedApp>>;

/** The error body of a response. */
export async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; fields?: object } })
    .error;
}
