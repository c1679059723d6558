import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MeResponse } from '../../domain/api';
import type { FarmInvitation, InvitationView, TeamResponse } from '../../domain/farms';
import { farmInvitations, farmMembers, users, userSubscriptions } from '../db/schema';
import { createTestApp, sessionCookie } from '../test/test-app';

/* Creating an account from an invitation's page (issue 23, decision 024), and its hostile cases. */

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: string;
let farmId: string;
const STRONG = 'Senha123';

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser({ name: 'Sebastião Rocha', email: 'sebastiao@fazenda.com' });
  await t.setSubscription('sebastiao@fazenda.com', {
    plan: 'MASTER',
    status: 'active',
    trialEndsAt: null,
  });
  farmId = await t.farmOf('sebastiao@fazenda.com');
});
afterAll(() => t.close());

async function invite(email: string, name?: string) {
  const res = await t.request(`/api/farms/${farmId}/invitations`, {
    method: 'POST',
    headers: { cookie: owner },
    body: JSON.stringify({ email, role: 'field', ...(name ? { name } : {}) }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as FarmInvitation).id;
}

const signUpFrom = (invitationId: unknown, email: string, extra: object = {}) =>
  t.post('/api/auth/sign-up/email', {
    name: 'Zé Peão',
    email,
    password: STRONG,
    callbackURL: '/dashboard',
    invitationId,
    ...extra,
  });

const userRow = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0];
const memberships = async (userId: string) =>
  t.db.select().from(farmMembers).where(eq(farmMembers.userId, userId));
const subscription = async (userId: string) =>
  (await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId)))[0];

describe('signing up from an invitation', () => {
  it('shows the farm, who invited and the address to whoever holds the link, signed out', async () => {
    const id = await invite('peao@fazenda.com');
    const res = await t.request(`/api/invitations/${id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      farmName: 'Fazenda de Sebastião',
      inviterName: 'Sebastião Rocha',
      role: 'field',
      status: 'pending',
      email: 'peao@fazenda.com',
    } satisfies Partial<InvitationView>);
    expect((await t.request('/api/invitations/nao-existe')).status).toBe(404);
  });

  it('keeps the name the owner typed and gives it while the invitation can be used', async () => {
    const named = await invite('maria@fazenda.com', '  Maria das Dores ');
    const read = async (id: string) =>
      (await (await t.request(`/api/invitations/${id}`)).json()) as InvitationView;
    expect((await read(named)).name).toBe('Maria das Dores');
    const [row] = await t.db.select().from(farmInvitations).where(eq(farmInvitations.id, named));
    expect(row!.inviteeName).toBe('Maria das Dores');
    // The owner's list of pending invitations shows it too.
    const team = (await (
      await t.request(`/api/farms/${farmId}/team`, { headers: { cookie: owner } })
    ).json()) as TeamResponse;
    expect(team.invitations.find((i) => i.id === named)?.name).toBe('Maria das Dores');

    expect((await read(await invite('sem-nome@fazenda.com'))).name).toBeNull();

    await t.db
      .update(farmInvitations)
      .set({ status: 'canceled' })
      .where(eq(farmInvitations.id, named));
    expect((await read(named)).name).toBeNull();
  });

  it('joins the invited farm on confirming, with no own farm and no trial made', async () => {
    const id = await invite('novo@fazenda.com');
    expect((await signUpFrom(id, 'novo@fazenda.com')).status).toBe(200);
    const user = (await userRow('novo@fazenda.com'))!;
    expect(await memberships(user.id)).toEqual([]);
    expect(await subscription(user.id)).toBeUndefined();

    const confirmed = await t.request(t.confirmationPath('novo@fazenda.com'));
    const cookie = sessionCookie(confirmed);
    const rows = await memberships(user.id);
    expect(rows.map((m) => [m.organizationId, m.role])).toEqual([[farmId, 'field']]);
    expect(await subscription(user.id)).toBeUndefined();
    const me = (await (await t.request('/api/me', { headers: { cookie } })).json()) as MeResponse;
    expect(me.farm).toMatchObject({ id: farmId, role: 'field', isOwner: false });
    expect(me.farms).toHaveLength(1);
    const view = (await (await t.request(`/api/invitations/${id}`)).json()) as InvitationView;
    expect(view).toMatchObject({ status: 'accepted', email: null });
  });

  it('refuses another address than the invited one, and creates nothing', async () => {
    const id = await invite('certo@fazenda.com');
    const res = await signUpFrom(id, 'intruso@fazenda.com');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: {
        message: 'Este convite foi enviado para outro e-mail. Use o e-mail que recebeu o convite.',
      },
    });
    expect(await userRow('intruso@fazenda.com')).toBeUndefined();
  });

  it('refuses a used, revoked, expired or unknown invitation, and creates nothing', async () => {
    const used = await invite('usado@fazenda.com');
    const cookie = await t.createUser({ email: 'usado@fazenda.com' }); // plain, then accepts
    const accepted = await t.request(`/api/invitations/${used}/accept`, {
      method: 'POST',
      headers: { cookie },
      body: '{}',
    });
    expect(accepted.status).toBe(200);

    const revoked = await invite('revogado@fazenda.com');
    await t.request(`/api/farms/${farmId}/invitations/${revoked}`, {
      method: 'DELETE',
      headers: { cookie: owner },
    });
    const expired = await invite('vencido@fazenda.com');
    await t.db
      .update(farmInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(farmInvitations.id, expired));
    for (const [id, email] of [
      [revoked, 'revogado@fazenda.com'],
      [expired, 'vencido@fazenda.com'],
      ['nao-existe', 'ninguem@fazenda.com'],
      [{ id: expired }, 'objeto@fazenda.com'],
    ] as const) {
      const res = await signUpFrom(id, email);
      expect(res.status, String(email)).toBe(400);
      expect(await userRow(email)).toBeUndefined();
    }
    const again = await signUpFrom(used, 'outro-usado@fazenda.com');
    expect(again.status).toBe(400);
  });

  it('never takes a joiningInvitationId from the client: a plain sign-up gets its own farm and trial', async () => {
    const id = await invite('esperto@fazenda.com');
    const res = await t.post('/api/auth/sign-up/email', {
      name: 'Esperto',
      email: 'esperto@fazenda.com',
      password: STRONG,
      joiningInvitationId: id,
    });
    expect(res.status).toBe(200);
    const user = (await userRow('esperto@fazenda.com'))!;
    expect(await subscription(user.id)).toMatchObject({ plan: 'PRO', status: 'active' });
    const rows = await memberships(user.id);
    expect(rows.map((m) => m.role)).toEqual(['owner']);
    expect(rows[0]!.organizationId).not.toBe(farmId);
  });

  it('a plain sign-up with the invited address keeps its own farm; the invitation waits to be accepted', async () => {
    const id = await invite('normal@fazenda.com');
    const cookie = await t.createUser({ email: 'normal@fazenda.com' });
    const me = (await (await t.request('/api/me', { headers: { cookie } })).json()) as MeResponse;
    expect(me.farm.role).toBe('owner');
    const view = (await (
      await t.request(`/api/invitations/${id}`, { headers: { cookie } })
    ).json()) as InvitationView;
    expect(view.status).toBe('pending');
  });

  it('an invitation revoked before the address is confirmed leaves the account its own farm and trial', async () => {
    const id = await invite('tarde@fazenda.com');
    expect((await signUpFrom(id, 'tarde@fazenda.com')).status).toBe(200);
    await t.request(`/api/farms/${farmId}/invitations/${id}`, {
      method: 'DELETE',
      headers: { cookie: owner },
    });
    const cookie = sessionCookie(await t.request(t.confirmationPath('tarde@fazenda.com')));
    const me = (await (await t.request('/api/me', { headers: { cookie } })).json()) as MeResponse;
    expect(me.farm).toMatchObject({ role: 'owner', name: 'Fazenda de Zé' });
    expect(me.subscription).toMatchObject({ plan: 'PRO', status: 'active' });
  });

  it("after a stranger took the address first, the 'Defina sua senha' link still joins the farm", async () => {
    const id = await invite('disputado@fazenda.com');
    await t.signUp({ name: 'Estranho', email: 'disputado@fazenda.com', password: 'Estranho2025' });
    expect(
      (await signUpFrom(id, 'disputado@fazenda.com', { callbackURL: `/convite/${id}` })).status,
    ).toBe(200);
    const mail = t.mails.filter((m) => m.to === 'disputado@fazenda.com').at(-1)!;
    const link = new URL(mail.text.match(/https?:\/\/\S+definir-senha\S+/)![0]);
    expect(link.searchParams.get('callbackURL')).toBe(`/convite/${id}`);
    const confirmed = await t.post('/api/auth/confirm-sign-up', {
      token: link.searchParams.get('token'),
      password: STRONG,
    });
    expect(confirmed.status).toBe(200);
    const user = (await userRow('disputado@fazenda.com'))!;
    const rows = await memberships(user.id);
    expect(rows.map((m) => [m.organizationId, m.role])).toContainEqual([farmId, 'field']);
    sessionCookie(confirmed);
  });
});
