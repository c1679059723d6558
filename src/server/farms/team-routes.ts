import { Hono } from 'hono';
import {
  inviteSchema,
  memberRoleSchema,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  type FarmInvitation,
  type FarmMember,
  type FarmRole,
  type InvitationView,
  type TeamResponse,
} from '../../domain/farms';
import type { Access, AccessEnv } from '../access/access';
import { hasFeature } from '../../domain/plans';
import { feature } from '../access/gates';
import type { Auth } from '../auth/auth';
import { AppError } from '../errors';
import { refuse, type Limits } from '../limits/limiter';
import type { Mailer } from '../mail/mailer';
import { invitationEmail } from '../mail/templates';
import type { OriginPolicy } from '../origin';
import { parseBody } from '../validate';
import { pluginCall } from './plugin-errors';
import type { FarmsStore } from './store';

export interface TeamDeps {
  access: Access;
  auth: Auth;
  store: FarmsStore;
  now: () => Date;
  mailer: Mailer;
  origins: OriginPolicy;
  limits: Limits;
}

const ID = /^[A-Za-z0-9_-]{1,100}$/;
const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} não encontrado.`);

/**
 * A farm's team (decision 015), owner only: GET /api/farms/:id/team, POST …/invitations (an
 * e-mail with a 7-day link), DELETE …/invitations/:invitationId, PATCH/DELETE
 * …/members/:memberId; and POST …/leave for a member who is not the owner. Memberships,
 * invitations and their checks are the organization plugin's (`auth.api.*`).
 */
export function teamRoutes(deps: TeamDeps) {
  const { access, auth, store } = deps;
  const owner = { farm: 'path', owner: true } as const;

  async function team(farmId: string): Promise<Omit<TeamResponse, 'canInvite'>> {
    const { members, invitations } = await store.team(farmId, deps.now());
    return {
      members: members.map(
        (m): FarmMember => ({
          ...m,
          role: m.role as FarmRole,
          createdAt: m.createdAt.toISOString(),
        }),
      ),
      invitations: invitations.map(
        (i): FarmInvitation => ({
          id: i.id,
          email: i.email,
          name: i.inviteeName ?? null,
          role: i.role as FarmRole,
          expiresAt: (i.expiresAt ?? i.createdAt).toISOString(),
          createdAt: i.createdAt.toISOString(),
        }),
      ),
    };
  }

  async function memberRow(farmId: string, memberId: string) {
    if (!ID.test(memberId)) throw notFound('Membro');
    const row = await store.member(farmId, memberId);
    if (!row) throw notFound('Membro');
    if (row.role === 'owner') {
      throw new AppError(403, 'OWNER_ONLY', 'O papel do proprietário não pode ser mudado.');
    }
    return row;
  }

  return new Hono<AccessEnv>()
    .get('/:id/team', access(owner), async (c) => {
      const farm = c.get('farm');
      const canInvite = hasFeature(farm.access, 'master');
      const body: TeamResponse = { ...(await team(farm.id)), canInvite };
      return c.json(body);
    })
    .post('/:id/invitations', access({ ...owner, feature: 'master' }), async (c) => {
      const user = c.get('user');
      const farm = c.get('farm');
      const input = await parseBody(c, inviteSchema);
      // Each invitation is an e-mail to an address the owner typed: 20 a farm a day (058).
      const refused = await deps.limits.invitation(farm.id);
      if (refused) refuse(c, refused);
      const invitation = await pluginCall(() =>
        auth.api.createInvitation({
          headers: c.req.raw.headers,
          body: { email: input.email, role: input.role, organizationId: farm.id },
        }),
      );
      if (input.name) await store.setInviteeName(invitation.id, input.name);
      const url = `${deps.origins.publicOrigin(c.req.raw.headers)}/convite/${invitation.id}`;
      await deps.mailer.send(
        invitationEmail({
          to: input.email,
          name: input.name,
          farmName: farm.name,
          inviterName: user.name,
          roleLabel: ROLE_LABELS[input.role],
          roleDescription: ROLE_DESCRIPTIONS[input.role],
          url,
        }),
      );
      const body: FarmInvitation = {
        id: invitation.id,
        email: invitation.email,
        name: input.name ?? null,
        role: invitation.role as FarmRole,
        expiresAt: new Date(invitation.expiresAt).toISOString(),
        createdAt: new Date(invitation.createdAt ?? deps.now()).toISOString(),
      };
      return c.json(body, 201);
    })
    .delete('/:id/invitations/:invitationId', access(owner), async (c) => {
      const invitationId = c.req.param('invitationId');
      if (!ID.test(invitationId)) throw notFound('Convite');
      const row = await store.pendingInvitation(c.get('farm').id, invitationId);
      if (!row) throw notFound('Convite');
      await pluginCall(() =>
        auth.api.cancelInvitation({ headers: c.req.raw.headers, body: { invitationId } }),
      );
      return c.body(null, 204);
    })
    .patch('/:id/members/:memberId', access(owner), async (c) => {
      const farmId = c.get('farm').id;
      const { role } = await parseBody(c, memberRoleSchema);
      const row = await memberRow(farmId, c.req.param('memberId'));
      await pluginCall(() =>
        auth.api.updateMemberRole({
          headers: c.req.raw.headers,
          body: { memberId: row.id, role, organizationId: farmId },
        }),
      );
      const updated = (await team(farmId)).members.find((m) => m.id === row.id);
      return c.json(updated);
    })
    .delete('/:id/members/:memberId', access(owner), async (c) => {
      const farmId = c.get('farm').id;
      const row = await memberRow(farmId, c.req.param('memberId'));
      await pluginCall(() =>
        auth.api.removeMember({
          headers: c.req.raw.headers,
          body: { memberIdOrEmail: row.id, organizationId: farmId },
        }),
      );
      return c.body(null, 204);
    })
    .post('/:id/leave', access({ farm: 'path' }), async (c) => {
      const farm = c.get('farm');
      if (farm.role === 'owner') {
        throw new AppError(
          403,
          'OWNER_CANNOT_LEAVE',
          'O proprietário não pode sair da própria fazenda.',
        );
      }
      await pluginCall(() =>
        auth.api.leaveOrganization({
          headers: c.req.raw.headers,
          body: { organizationId: farm.id },
        }),
      );
      return c.body(null, 204);
    });
}

/**
 * The invited person's side: GET /api/invitations/:id (signed in, only for the invited address;
 * any other gets a 404; signed out, for whoever holds the link) and POST /api/invitations/:id/accept (the session then works on that farm).
 */
export function invitationRoutes(deps: Omit<TeamDeps, 'mailer' | 'origins' | 'limits'>) {
  const { access, auth, store } = deps;

  async function find(id: string, email: string) {
    if (!ID.test(id)) throw notFound('Convite');
    const row = await store.invitation(id);
    if (!row || row.email.toLowerCase() !== email.toLowerCase()) throw notFound('Convite');
    return row;
  }

  return new Hono<AccessEnv>()
    .get('/:id', access({ caller: 'optional' }), async (c) => {
      // Signed out, the link is the key (decision 024): whoever holds it reads the farm, who
      // invited and, while it can be used, the address it went to. Signed in, only that address.
      const user = c.get('caller').user;
      const id = c.req.param('id');
      if (!ID.test(id)) throw notFound('Convite');
      const row = user ? await find(id, user.email) : await store.invitation(id);
      if (!row) throw notFound('Convite');
      const expiresAt = row.expiresAt ?? row.createdAt;
      const expired = row.status === 'pending' && expiresAt.getTime() <= deps.now().getTime();
      const status = expired ? 'expired' : (row.status as InvitationView['status']);
      const body: InvitationView = {
        id: row.id,
        farmName: row.farmName,
        inviterName: row.inviterName,
        role: row.role as FarmRole,
        status,
        expiresAt: expiresAt.toISOString(),
        email: status === 'pending' ? row.email : null,
        name: status === 'pending' ? row.inviteeName : null,
      };
      return c.json(body);
    })
    .post('/:id/accept', access(), async (c) => {
      const row = await find(c.req.param('id'), c.get('user').email);
      const expiresAt = row.expiresAt ?? row.createdAt;
      if (row.status !== 'pending' || expiresAt.getTime() <= deps.now().getTime()) {
        throw new AppError(410, 'INVITATION_GONE', 'Este convite expirou ou já foi usado.');
      }
      // Joining is adding to the team: the farm's plan must still allow a team.
      const owner = await store.ownerOf(row.organizationId);
      if (owner) feature(await store.accessOf(owner, deps.now()), 'master');
      await pluginCall(() =>
        auth.api.acceptInvitation({ headers: c.req.raw.headers, body: { invitationId: row.id } }),
      );
      return c.json({ farmId: row.organizationId });
    });
}
