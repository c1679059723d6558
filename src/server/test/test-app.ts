import { and, asc, eq } from 'drizzle-orm';
import { createApp } from '../app';
import { farmMembers, userRoles, userSubscriptions } from '../db/schema';
import { parseEnv, type Env } from '../env';
import type { MailMessage, Mailer } from '../mail/mailer';
import { createOriginPolicy } from '../origin';
import type { BillingQueue } from '../billing/runner';
import type { PaymentProvider } from '../billing/provider/provider';
import type { Lifecycle } from '../lifecycle';
import type { ExportGuardOptions } from '../export/guard';
import { createTestDatabase } from './test-db';

export const TEST_ORIGIN = 'http://localhost:3000';
export const STRONG_PASSWORD = 'Boiada2025';

/**
 * The app on a fresh database, with a mailbox that keeps every message and a movable clock.
 * `APP_URL: ''` runs it as `npm start` does, answering at this machine's addresses: the test's
 * machine has the network addresses in `addresses` (default 192.168.0.10) and is named 'escritorio'.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  {
    addresses = ['192.168.0.10'],
    payments,
    webDir = '.tmp/no-web',
    billingQueue,
    exports,
    lifecycle,
  }: {
    addresses?: string[];
    payments?: PaymentProvider;
    webDir?: string;
    /** The job queue's billing steps (default: done at once, inside the request). */
    billingQueue?: () => BillingQueue | undefined;
    /** The streamed exports' caps and stall time (default: the app's). */
    exports?: Partial<ExportGuardOptions>;
    /** Whether the instance is stopping (default: a fresh one, not stopping). */
    lifecycle?: Lifecycle;
  } = {},
) {
  // Read first: a configuration the app refuses leaves no database behind.
  const env: Env = parseEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    SIGN_IN_RATE_LIMIT: '1000',
    ...overrides,
  });
  const database = await createTestDatabase();
  const mails: MailMessage[] = [];
  const mailer: Mailer = { send: async (m) => void mails.push(m) };
  const clock = { now: new Date() };
  const origins = createOriginPolicy({
    env,
    addresses: () => addresses,
    machineName: 'escritorio',
  });
  const {
    app,
    auth,
    access,
    billing,
    exports: exportGuard,
  } = createApp({
    env,
    database,
    mailer,
    now: () => clock.now,
    webDir,
    origins,
    payments,
    billingQueue,
    exports,
    lifecycle,
  });

  /** A request from a given client address, as the Node server would see it. */
  const request = (path: string, init: RequestInit = {}, ip = '203.0.113.10') => {
    const headers = new Headers(init.headers);
    if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
    if (!headers.has('origin')) headers.set('origin', env.APP_URL);
    if (!headers.has('host')) headers.set('host', new URL(env.APP_URL).host);
    return app.request(path, { ...init, headers }, { incoming: { socket: { remoteAddress: ip } } });
  };

  /** A request as the user of `cookie`: `body` as JSON, more `headers` when given. */
  const sendAs = (
    cookie: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    request(path, {
      method,
      headers: { cookie, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const post = (path: string, body: unknown, init: RequestInit & { ip?: string } = {}) =>
    request(path, { ...init, method: 'POST', body: JSON.stringify(body) }, init.ip);

  const signUp = (user: { name?: string; email: string; password?: string }) =>
    post('/api/auth/sign-up/email', {
      name: user.name ?? 'Produtor Teste',
      email: user.email,
      password: user.password ?? STRONG_PASSWORD,
      callbackURL: '/dashboard',
    });

  /** The confirmation link of the last e-mail sent to `email`, as a path. */
  const confirmationPath = (email: string) => {
    const mail = mails.filter((m) => m.to === email).at(-1);
    const url = mail?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
    if (!url) throw new Error(`no confirmation e-mail for ${email}`);
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  };

  /** Signs up, confirms through the e-mail link, and returns the session cookie. */
  const createUser = async (user: { name?: string; email: string; password?: string }) => {
    const res = await signUp(user);
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const confirm = await request(confirmationPath(user.email));
    return sessionCookie(confirm);
  };

  const userId = async (email: string) => {
    const found = await database.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.email, email),
    });
    if (!found) throw new Error(`no user ${email}`);
    return found.id;
  };

  /** The id of the farm `email` owns (the first farm, made with the account). */
  const farmOf = async (email: string) => {
    const id = await userId(email);
    const [row] = await database.db
      .select({ farmId: farmMembers.organizationId })
      .from(farmMembers)
      .where(and(eq(farmMembers.userId, id), eq(farmMembers.role, 'owner')))
      .orderBy(asc(farmMembers.createdAt))
      .limit(1);
    if (!row) throw new Error(`no farm for ${email}`);
    return row.farmId;
  };

  /** The membership of `email` in `farmId` (its id names it in the team routes), if any. */
  const membership = async (farmId: string, email: string) => {
    const [row] = await database.db
      .select({ id: farmMembers.id })
      .from(farmMembers)
      .where(
        and(eq(farmMembers.organizationId, farmId), eq(farmMembers.userId, await userId(email))),
      );
    return row;
  };

  const setSubscription = async (
    email: string,
    values: Partial<typeof userSubscriptions.$inferInsert>,
  ) => {
    await database.db
      .update(userSubscriptions)
      .set(values)
      .where(eq(userSubscriptions.userId, await userId(email)));
  };

  const makeAdmin = async (email: string) => {
    await database.db.insert(userRoles).values({ userId: await userId(email), role: 'admin' });
  };

  return {
    app,
    auth,
    access,
    billing,
    env,
    db: database.db,
    /** The streamed exports' pool and their running count (decision 055). */
    exportPool: database.exportPool,
    exports: exportGuard,
    /** The test database's address (for a job queue of its own). */
    databaseUrl: database.url,
    mails,
    clock,
    request,
    sendAs,
    post,
    signUp,
    confirmationPath,
    createUser,
    userId,
    farmOf,
    membership,
    setSubscription,
    makeAdmin,
    close: () => database.drop(),
  };
}

/** The app and its helpers, as a test file holds them. */
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The `name=value` of the session cookie a response sets (`__Secure-` prefixed under https). */
export function sessionCookie(res: Response): string {
  const cookie = res.headers
    .getSetCookie()
    .find((c) => /^(__Secure-)?arroba\.session_token=/.test(c));
  if (!cookie) throw new Error(`no session cookie (status ${res.status})`);
  return cookie.split(';')[0]!;
}
