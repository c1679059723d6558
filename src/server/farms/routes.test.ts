import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse, MeResponse } from '../../domain/api';
import type {
  FarmsResponse,
  FarmSummary,
  FarmInvitation,
  InvitationView,
  TeamResponse,
} from '../../domain/farms';
import type { InventoryItem, InventoryListTotals } from '../../domain/records/inventory';
import type { ListPage } from '../../domain/records/paging';
import { createTestApp } from '../test/test-app';

type InventoryPage = ListPage<InventoryItem, InventoryListTotals>;

/* Farms, the team and the plan rules of issue 11 (decision 015), through the HTTP API. */

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: string;
const MASTER = { plan: 'MASTER', status: 'active', trialEndsAt: null } as const;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser({ name: 'Joana Prado', email: 'joana@fazenda.com' });
});
afterAll(() => t.close());

const get = (path: string, cookie: string) => t.request(path, { headers: { cookie } });
const send = (method: string, path: string, cookie: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: { cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const json = async <T>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const me = async (cookie: string) => json<MeResponse>(await get('/api/me', cookie));
const herd = { category: 'Garrotes', quantity: 10, averageWeight: 300, averageValue: 2500 };
const weighing = { animalId: 'BR-1', weighingDate: '2025-02-10', weight: 330, notes: null };

/** Invites `email` to the owner's active farm and returns the invitation link's id. */
async function invite(email: string, role: 'manager' | 'field', farmId: string) {
  const res = await send('POST', `/api/farms/${farmId}/invitations`, owner, { email, role });
  const invitation = await json<FarmInvitation>(res, 201);
  const mail = t.mails.filter((m) => m.to === email).at(-1)!;
  expect(mail.subject).toContain('Convite para a equipe');
  const id = mail.text.match(/\/convite\/([\w-]+)/)?.[1];
  expect(id).toBe(invitation.id);
  return id!;
}

describe('farms', () => {
  let farmA: string;
  let farmB: string;

  it('gives every new account one farm named after the first name, and a PRO no second one', async () => {
    const farms = await json<FarmsResponse>(await get('/api/farms', owner));
    expect(farms.farms).toHaveLength(1);
    expect(farms.farms[0]).toMatchObject({ name: 'Fazenda de Joana', role: 'owner', plan: 'PRO' });
    expect(farms.canCreate).toBe(false);
    farmA = farms.farms[0]!.id;
    expect((await me(owner)).farm).toMatchObject({ id: farmA, role: 'owner', seesMoney: true });

    const refused = await send('POST', '/api/farms', owner, { name: 'Segunda' });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'PLAN_REQUIRED',
    );
    const invite = await send('POST', `/api/farms/${farmA}/invitations`, owner, {
      email: 'x@fazenda.com',
      role: 'field',
    });
    expect(invite.status).toBe(403);
    const key = await send('POST', `/api/farms/${farmA}/api-keys`, owner, {
      name: 'Balança',
      access: 'read',
    });
    expect(key.status).toBe(403);
    expect((await json<FarmsResponse>(await get('/api/farms', owner))).farms).toHaveLength(1);
  });

  it('lets the owner rename the farm and set city, UF and area; bad values change nothing', async () => {
    const input = { name: 'Fazenda Boa Vista', city: 'Uberaba', state: 'MG', areaHectares: 120 };
    const farm = await json<FarmSummary>(await send('PATCH', `/api/farms/${farmA}`, owner, input));
    expect(farm).toMatchObject(input);
    for (const bad of [
      { name: '' },
      { name: 'x'.repeat(101) },
      { name: 'Ok', state: 'XX' },
      { name: 'Ok', areaHectares: 1e308 },
      { name: 'Ok', areaHectares: -1 },
      { name: 'Fa\u0000z' },
    ]) {
      expect((await send('PATCH', `/api/farms/${farmA}`, owner, bad)).status).toBe(400);
    }
    expect((await me(owner)).farm).toMatchObject(input);
  });

  it('lets a MASTER owner create a second farm, switch to it and keep records apart', async () => {
    await t.setSubscription('joana@fazenda.com', MASTER);
    const created = await json<FarmSummary>(
      await send('POST', '/api/farms', owner, { name: 'Retiro Santa Fé', state: 'GO' }),
      201,
    );
    farmB = created.id;
    expect(created).toMatchObject({ name: 'Retiro Santa Fé', role: 'owner', plan: 'MASTER' });

    expect((await send('POST', '/api/inventory', owner, herd)).status).toBe(201);
    expect((await send('PUT', '/api/farms/active', owner, { farmId: farmB })).status).toBe(204);
    expect((await me(owner)).farm.id).toBe(farmB);
    expect((await json<InventoryPage>(await get('/api/inventory', owner))).items).toEqual([]);
    await send('POST', '/api/inventory', owner, { ...herd, quantity: 5 });

    const here = await json<DashboardResponse>(await get('/api/dashboard', owner));
    expect(here).toMatchObject({ herdTotal: 5, scope: 'farm' });
    const all = await json<DashboardResponse>(await get('/api/dashboard?farm=all', owner));
    expect(all).toMatchObject({ herdTotal: 15, scope: 'all' });

    // Someone else's farm id: not found, and the session keeps its farm.
    const stranger = await t.createUser({ email: 'estranho@fazenda.com' });
    const theirs = await t.farmOf('estranho@fazenda.com');
    expect((await send('PUT', '/api/farms/active', owner, { farmId: theirs })).status).toBe(404);
    expect((await send('PATCH', `/api/farms/${theirs}`, owner, { name: 'Minha' })).status).toBe(
      404,
    );
    expect((await get(`/api/farms/${farmA}/team`, stranger)).status).toBe(404);
    expect((await me(owner)).farm.id).toBe(farmB);
    await send('PUT', '/api/farms/active', owner, { farmId: farmA });
  });

  it('counts the animal limit over every farm the subscriber owns', async () => {
    await t.setSubscription('joana@fazenda.com', { ...MASTER, animalLimit: 20 });
    // 10 heads on farm A and 5 on farm B: 6 more would make 21.
    const over = await send('POST', '/api/inventory', owner, { ...herd, quantity: 6 });
    expect(over.status).toBe(403);
    expect((await send('POST', '/api/inventory', owner, { ...herd, quantity: 5 })).status).toBe(
      201,
    );
    await t.setSubscription('joana@fazenda.com', { ...MASTER, animalLimit: 999999 });
  });

  it('invites a Campo member who signs up, accepts, records weighings and never sees money', async () => {
    const id = await invite('peao@fazenda.com', 'field', farmA);
    const field = await t.createUser({ name: 'Zé Peão', email: 'peao@fazenda.com' });
    const view = await json<InvitationView>(await get(`/api/invitations/${id}`, field));
    expect(view).toMatchObject({ farmName: 'Fazenda Boa Vista', role: 'field', status: 'pending' });
    expect(view.inviterName).toBe('Joana Prado');

    // Someone else cannot read or take the invitation, whatever they know of it.
    const stranger = await t.createUser({ email: 'intruso@fazenda.com' });
    expect((await get(`/api/invitations/${id}`, stranger)).status).toBe(404);
    expect((await send('POST', `/api/invitations/${id}/accept`, stranger)).status).toBe(404);

    expect(
      await json<{ farmId: string }>(await send('POST', `/api/invitations/${id}/accept`, field)),
    ).toEqual({ farmId: farmA });
    // A replayed link does nothing more.
    expect((await send('POST', `/api/invitations/${id}/accept`, field)).status).toBe(410);

    const fieldMe = await me(field);
    expect(fieldMe.farm).toMatchObject({ id: farmA, role: 'field', seesMoney: false });
    expect(fieldMe.modules.sort()).toEqual(['inventory', 'weighing']);
    expect(fieldMe.farms.map((f) => f.role).sort()).toEqual(['field', 'owner']);

    expect((await send('POST', '/api/weighings', field, weighing)).status).toBe(201);
    const { items } = await json<InventoryPage>(await get('/api/inventory', field));
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.averageValue === null)).toBe(true);
    const added = await json<InventoryItem>(
      await send('POST', '/api/inventory', field, { ...herd, averageValue: undefined }),
      201,
    );
    expect(added.averageValue).toBeNull();
    // The owner sees the value is unknown, not zero.
    const { items: ownerItems } = await json<InventoryPage>(await get('/api/inventory', owner));
    expect(ownerItems.find((i) => i.id === added.id)?.averageValue).toBeNull();

    const stats = await json<DashboardResponse>(await get('/api/dashboard', field));
    expect(stats).toMatchObject({ marginPercent: null, reportsCount: null });
    for (const path of [
      '/api/monthly-control/2025-01',
      '/api/annual-results/2025',
      '/api/budget-plans',
      `/api/farms/${farmA}/team`,
      `/api/farms/${farmA}/api-keys`,
    ]) {
      expect((await get(path, field)).status, path).toBe(403);
    }
    const refused = await send('POST', '/api/result-calculations', field, {});
    expect(refused.status).toBe(403);
    // His role is the reason, never a plan (issue 23).
    expect(await refused.json()).toMatchObject({
      error: {
        code: 'ROLE_FORBIDDEN',
        message:
          'Seu acesso nesta fazenda (Campo) não inclui este módulo. Fale com o proprietário da fazenda.',
      },
    });
    expect(
      (await send('PATCH', `/api/farms/${farmA}`, field, { name: 'Minha agora' })).status,
    ).toBe(403);
  });

  it('lets the owner make the member a Gerente, then remove them: the farm is gone at once', async () => {
    const team = await json<TeamResponse>(await get(`/api/farms/${farmA}/team`, owner));
    const member = team.members.find((m) => m.email === 'peao@fazenda.com')!;
    expect(team.members.find((m) => m.role === 'owner')?.email).toBe('joana@fazenda.com');
    expect(team.canInvite).toBe(true);

    const changed = await send('PATCH', `/api/farms/${farmA}/members/${member.id}`, owner, {
      role: 'manager',
    });
    expect((await json<{ role: string }>(changed)).role).toBe('manager');
    const ownerMember = team.members.find((m) => m.role === 'owner')!;
    expect(
      (
        await send('PATCH', `/api/farms/${farmA}/members/${ownerMember.id}`, owner, {
          role: 'field',
        })
      ).status,
    ).toBe(403);
    expect(
      (await send('PATCH', `/api/farms/${farmA}/members/${member.id}`, owner, { role: 'owner' }))
        .status,
    ).toBe(400);

    // The member's session (signed in again) now reaches the financial modules.
    const manager = await signIn('peao@fazenda.com');
    await send('PUT', '/api/farms/active', manager, { farmId: farmA });
    expect((await get('/api/monthly-control/2025-01', manager)).status).toBe(200);
    expect((await get(`/api/farms/${farmA}/team`, manager)).status).toBe(403);

    expect((await send('DELETE', `/api/farms/${farmA}/members/${member.id}`, owner)).status).toBe(
      204,
    );
    const after = await me(manager);
    expect(after.farm.id).not.toBe(farmA);
    expect(after.farm.role).toBe('owner');
    const { items: own } = await json<InventoryPage>(await get('/api/inventory', manager));
    expect(own.some((i) => i.id !== undefined && i.category === 'Garrotes')).toBe(false);
  });

  it('revokes a pending invitation, and an invitation past 7 days cannot be accepted', async () => {
    const id = await invite('gerente@fazenda.com', 'manager', farmA);
    const pending = await json<TeamResponse>(await get(`/api/farms/${farmA}/team`, owner));
    expect(pending.invitations.map((i) => i.email)).toContain('gerente@fazenda.com');
    expect((await send('DELETE', `/api/farms/${farmA}/invitations/${id}`, owner)).status).toBe(204);
    const manager = await t.createUser({ email: 'gerente@fazenda.com' });
    expect((await send('POST', `/api/invitations/${id}/accept`, manager)).status).toBe(410);

    const late = await invite('gerente@fazenda.com', 'manager', farmA);
    const realNow = t.clock.now;
    t.clock.now = new Date(realNow.getTime() + 8 * 24 * 60 * 60 * 1000);
    try {
      const view = await json<InvitationView>(await get(`/api/invitations/${late}`, manager));
      expect(view.status).toBe('expired');
      expect((await send('POST', `/api/invitations/${late}/accept`, manager)).status).toBe(410);
    } finally {
      t.clock.now = realNow;
    }
  });

  it('lets a member leave; the owner cannot leave their own farm', async () => {
    const id = await invite('sai@fazenda.com', 'field', farmA);
    const member = await t.createUser({ email: 'sai@fazenda.com' });
    await send('POST', `/api/invitations/${id}/accept`, member);
    expect((await send('POST', `/api/farms/${farmA}/leave`, member)).status).toBe(204);
    expect((await me(member)).farms).toHaveLength(1);
    expect((await send('POST', `/api/farms/${farmA}/leave`, owner)).status).toBe(403);
  });

  it('after a downgrade from MASTER keeps every farm readable and blocks only adding', async () => {
    await t.setSubscription('joana@fazenda.com', { plan: 'PRO', status: 'active' });
    await send('PUT', '/api/farms/active', owner, { farmId: farmB });
    expect((await json<InventoryPage>(await get('/api/inventory', owner))).items.length).toBe(1);
    const blocked = await send('POST', '/api/farms', owner, { name: 'Terceira' });
    expect(blocked.status).toBe(403);
    expect(((await blocked.json()) as { error: { message: string } }).error.message).toContain(
      'plano Master',
    );
    const invited = await send('POST', `/api/farms/${farmB}/invitations`, owner, {
      email: 'novo@fazenda.com',
      role: 'field',
    });
    expect(invited.status).toBe(403);
    expect((await json<FarmsResponse>(await get('/api/farms', owner))).farms).toHaveLength(2);
    await t.setSubscription('joana@fazenda.com', MASTER);
  });

  it("keeps the plugins' own endpoints closed to the browser", async () => {
    for (const path of [
      '/api/auth/organization/create',
      '/api/auth/organization/invite-member',
      '/api/auth/organization/set-active',
      '/api/auth/api-key/create',
      '/api/auth/api-key/list',
      '/api/auth/Organization/create',
      '/api/auth//organization/create',
      '/api/auth/%6Frganization/create',
    ]) {
      const res = await send('POST', path, owner, { name: 'Pirata', slug: 'pirata' });
      expect(res.status, path).toBe(404);
    }
    expect((await json<FarmsResponse>(await get('/api/farms', owner))).farms).toHaveLength(2);
  });
});

/** A fresh session for an existing user (sign-in with the test password). */
async function signIn(email: string) {
  const res = await t.post('/api/auth/sign-in/email', { email, password: 'Boiada2025' });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('arroba.session_token='))!
    .split(';')[0]!;
}

describe('farm routes under hostile input', () => {
  it('answers 4xx, never 5xx, and changes nothing', async () => {
    const cookie = await t.createUser({ email: 'hostil@fazenda.com' });
    const farm = await t.farmOf('hostil@fazenda.com');
    const attempts: [string, string, unknown?][] = [
      ['PUT', '/api/farms/active', { farmId: 'a\u0000b' }],
      ['PUT', '/api/farms/active', { farmId: 'x'.repeat(10_000) }],
      ['PUT', '/api/farms/active', { farmId: 1e308 }],
      ['PUT', '/api/farms/active', '{"farmId":'],
      ['PATCH', `/api/farms/${farm}`, { name: 'Ok', areaHectares: 'Infinity' }],
      ['PATCH', `/api/farms/${farm}`, { name: '<script>alert(1)</script>'.repeat(10) }],
      ['PATCH', '/api/farms/%00', { name: 'Ok' }],
      ['PATCH', '/api/farms/%E0%A4%A', { name: 'Ok' }],
      ['GET', '/api/farms/%00/team'],
      ['GET', `/api/farms/${farm}'%20or%201=1--/team`],
      ['POST', `/api/farms/${farm}/invitations`, { email: 'a\u0000@b.com', role: 'field' }],
      ['POST', `/api/farms/${farm}/invitations`, { email: 'x@y.com', role: 'owner' }],
      ['DELETE', `/api/farms/${farm}/members/%00`],
      ['DELETE', `/api/farms/${farm}/api-keys/%E0%A4%A`],
      ['GET', '/api/invitations/%00'],
      ['POST', '/api/invitations/%E0%A4%A/accept'],
      ['POST', '/api/farms', { name: 'Ok', areaHectares: 1e308 }],
      ['POST', `/api/farms/${farm}/api-keys`, { name: 'k', access: 'admin' }],
    ];
    const before = await json<FarmsResponse>(await get('/api/farms', cookie));
    for (const [method, path, body] of attempts) {
      const res = await t.request(path, {
        method,
        headers: { cookie },
        body:
          body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect(((await res.json()) as { error: { code: string } }).error.code).toEqual(
        expect.any(String),
      );
    }
    expect(await json<FarmsResponse>(await get('/api/farms', cookie))).toEqual(before);
  });
});
