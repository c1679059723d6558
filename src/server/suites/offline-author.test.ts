import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { VALID_INPUTS } from '../../domain/schemas.fixture';
import { weighings } from '../db/schema';
import { OTHER_USER_MESSAGE } from '../access/gates';
import { createTestApp } from '../test/test-app';

/*
 * A phone passed to someone else (issue 13): the outbox names who made each queued write
 * (`X-User-Id`); under another person's session it is refused with a 401 and nothing is written.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let ana = '';
let bento = '';
let anaId = '';
let bentoId = '';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2025-03-10T15:00:00Z');
  ana = await t.createUser({ email: 'ana@fazenda.com' });
  bento = await t.createUser({ email: 'bento@fazenda.com' });
  anaId = await t.userId('ana@fazenda.com');
  bentoId = await t.userId('bento@fazenda.com');
});
afterAll(() => t.close());

const post = (cookie: string, author: string, key = crypto.randomUUID()) =>
  t.request('/api/weighings', {
    method: 'POST',
    headers: { cookie, 'X-User-Id': author, 'Idempotency-Key': key },
    body: JSON.stringify(VALID_INPUTS.weighing),
  });

const weighingsOf = async (farmId: string) =>
  (await t.db.select({ n: count() }).from(weighings).where(eq(weighings.farmId, farmId)))[0]!.n;

it("refuses Ana's queued write under Bento's session, and writes nothing anywhere", async () => {
  const res = await post(bento, anaId);
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({
    error: { code: 'SESSION_USER_CHANGED', message: OTHER_USER_MESSAGE },
  });
  expect(await weighingsOf(await t.farmOf('bento@fazenda.com'))).toBe(0);
  expect(await weighingsOf(await t.farmOf('ana@fazenda.com'))).toBe(0);
});

it('takes the write under its author’s own session', async () => {
  expect((await post(ana, anaId)).status).toBe(201);
  expect((await post(bento, bentoId)).status).toBe(201);
});

it('refuses a forged or empty author the same way', async () => {
  for (const author of ['', 'x'.repeat(5000), `${anaId}x`, bentoId]) {
    expect((await post(ana, author)).status).toBe(401);
  }
});
