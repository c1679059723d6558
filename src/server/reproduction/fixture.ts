import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { AnimalDetail } from '../../domain/herd/api';
import { json } from '../test/responses';
import { createTestApp } from '../test/test-app';

/*
 * The farm the reproduction route tests play on: a Master owner with a 'Gerente' and a 'Campo',
 * and an outsider who owns another farm; today is 15/06/2026 in São Paulo.
 */

/** A stable Idempotency-Key (a UUID) for a test's name of it. */
export function keyOf(name: string): string {
  const h = createHash('sha1').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export type Who = 'owner' | 'manager' | 'field' | 'outsider';

export async function reproFarm(prefix: string) {
  const t = await createTestApp();
  t.clock.now = new Date('2026-06-15T15:00:00Z');
  const as: Record<Who, string> = { owner: '', manager: '', field: '', outsider: '' };
  const owner = `dona@${prefix}.com`;
  as.owner = await t.createUser({ name: 'Olga Dona', email: owner });
  await t.setSubscription(owner, { plan: 'MASTER', status: 'active', trialEndsAt: null });
  const farm = await t.farmOf(owner);
  as.outsider = await t.createUser({ name: 'Outro Dono', email: `outro@${prefix}.com` });
  for (const role of ['manager', 'field'] as const) {
    const email = `${role}@${prefix}.com`;
    const invitation = await json<{ id: string }>(
      t.sendAs(as.owner, 'POST', `/api/farms/${farm}/invitations`, { email, role }),
      201,
    );
    as[role] = await t.createUser({ name: role === 'field' ? 'Zé Campo' : 'Gil Gerente', email });
    await json(t.sendAs(as[role], 'POST', `/api/invitations/${invitation.id}/accept`), 200);
  }
  let n = 0;
  const send = (who: Who, method: string, path: string, body?: unknown, key?: string) =>
    t.sendAs(
      as[who],
      method,
      `/api/reproduction${path}`,
      body,
      key ? { 'Idempotency-Key': keyOf(key) } : {},
    );
  /** A new animal of the farm (a Nelore heifer born in March 2024 unless told). */
  const animal = async (over: Record<string, unknown> = {}) =>
    (
      await json<AnimalDetail>(
        t.sendAs(as.owner, 'POST', '/api/animals', {
          tag: `${prefix.toUpperCase()}-${++n}`,
          sex: 'F',
          breed: 'Nelore',
          birthDate: '2024-03-01',
          ...over,
        }),
        201,
      )
    ).id;
  const season = async (name = 'Estação 2025/26', startsOn = '2025-03-01', endsOn = '2025-05-31') =>
    (await json<{ id: string }>(send('owner', 'POST', '/seasons', { name, startsOn, endsOn }), 201))
      .id;
  /** The error of a refused request, with its status. */
  const refused = async (res: Response | Promise<Response>, status: number) =>
    (
      await json<{ error: { code: string; message: string; fields?: Record<string, string> } }>(
        res,
        status,
      )
    ).error;
  expect(farm).toBeTruthy();
  return { t, as, farm, send, animal, season, refused };
}
