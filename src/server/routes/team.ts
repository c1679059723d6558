import { and, asc, eq, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  inviteSchema,
  memberRoleSchema,
  ROLE_LABELS,
  type FarmInvitation,
  type FarmMember,
  type FarmRole,
  type InvitationView,
  type TeamResponse,
} from '../../domain/farms';
import { loadAccess } from '../access';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { farmInvitations, farmMembers, farms, users } from '../db/schema';
import { AppError } from '../errors';
import { assertMultiFarmPlan, assertOwner, membershipOf, pluginCall } from '../farms/guards';
import type { Mailer } from '../mail/mailer';
import { invitationEmail } from '../mail/templates';
import { requireSession, type SessionEnv } from '../middleware/session';
import type { OriginPolicy } from '../origin';
import { parseBody } from '../validate';

export interface TeamDeps {
  auth: Auth;
  db: Db;
  now: () => Date;
  mailer: Mailer;
  origins: OriginPolicy;
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
  const { db, auth } = deps;

  async function team(farmId: string): Promise<Omit<TeamResponse, 'canInvite'>> {
    const members = await db
      .select({
        id: farmMembers.id,
        userId: farmMembers.userId,
        name: users.name,
        email: users.email,
        role: farmMembers.role,
        createdAt: farmMembers.createdAt,
      })
      .from(farmMembers)
      .innerJoin(users, eq(users.id, farmMembers.userId))
      .where(eq(farmMembers.organizationId, farmId))
      .orderBy(asc(farmMembers.createdAt), asc(farmMembers.id));
    const invitations = await db
      .select()
      .from(farmInvitations)
      .where(
        and(
          eq(farmInvitations.organizationId, farmId),
          eq(farmInvitations.status, 'pending'),
          gt(farmInvitations.expiresAt, deps.now()),
        ),
      )
      .orderBy(asc(farmInvitations.createdAt));
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
          role: i.role as FarmRole,
          expiresAt: (i.expiresAt ?? i.createdAt).toISOString(),
          createdAt: i.createdAt.toISOString(),
        }),
      ),
    };
  }

  /** The owner's membership of the farm in the path (404 for others' farms, 403 for members). */
  async function ownerOf(userId: string, farmId: string) {
    const membership = await membershipOf(db, userId, farmId, deps.now());
    assertOwner(membership);
    return membership;
  }

  async function memberRow(farmId: string, memberId: string) {
    if (!ID.test(memberId)) throw notFound('Membro');
    const [row] = await db
      .select()
      .from(farmMembers)
      .where(and(eq(farmMembers.id, memberId), eq(farmMembers.organizationId, farmId)));
    if (!row) throw notFound('Membro');
    if (row.role === 'owner') {
      throw new AppError(403, 'OWNER_ONLY', 'O papel do proprietário não pode ser mudado.');
    }
    return row;
  }

  return new Hono<SessionEnv>()

    .get('/:id/team', async (c) => {
      const membership = await ownerOf(c.get('user').id, c.req.param('id'));
      let canInvite = true;
      try {
        assertMultiFarmPlan(membership.access);
      } catch {
        canInvite = false;
      }
      const body: TeamResponse = { ...(await team(membership.farmId)), canInvite };
      return c.json(body);
    })
    .post('/:id/invitations', async (c) => {
      const user = c.get('user');
      const membership = await ownerOf(user.id, c.req.param('id'));
      const input = await parseBody(c, inviteSchema);
      assertMultiFarmPlan(membership.access);
      const invitation = await pluginCall(() =>
        auth.api.createInvitation({
          headers: c.req.raw.headers,
          body: { email: input.email, role: input.role, organizationId: membership.farmId },
        }),
      );
      const url = `${deps.origins.publicOrigin(c.req.raw.headers)}/convite/${invitation.id}`;
      await deps.mailer.send(
        invitationEmail({
          to: input.email,
          farmName: membership.farmName,
          inviterName: user.name,
          roleLabel: ROLE_LABELS[input.role],
          url,
        }),
      );
      const body: FarmInvitation = {
        id: invitation.id,
        email: invitation.email,
        role: invitation.role as FarmRole,
        expiresAt: new Date(invitation.expiresAt).toISOString(),
        createdAt: new Date(invitation.createdAt ?? deps.now()).toISOString(),
      };
      return c.json(body, 201);
    })
    .delete('/:id/invitations/:invitationId', async (c) => {
      const membership = await ownerOf(c.get('user').id, c.req.param('id'));
      const invitationId = c.req.param('invitationId');
      if (!ID.test(invitationId)) throw notFound('Convite');
      const [row] = await db
        .select({ id: farmInvitations.id })
        .from(farmInvitations)
        .where(
          and(
            eq(farmInvitations.id, invitationId),
            eq(farmInvitations.organizationId, membership.farmId),
            eq(farmInvitations.status, 'pending'),
          ),
        );
      if (!row) throw notFound('Convite');
      await pluginCall(() =>
        auth.api.cancelInvitation({ headers: c.req.raw.headers, body: { invitationId } }),
      );
      return c.body(null, 204);
    })
    .patch('/:id/members/:memberId', async (c) => {
      const membership = await ownerOf(c.get('user').id, c.req.param('id'));
      const { role } = await parseBody(c, memberRoleSchema);
      const row = await memberRow(membership.farmId, c.req.param('memberId'));
      await pluginCall(() =>
        auth.api.updateMemberRole({
          headers: c.req.raw.headers,
          body: { memberId: row.id, role, organizationId: membership.farmId },
        }),
      );
      const updated = (await team(membership.farmId)).members.find((m) => m.id === row.id);
      return c.json(updated);
    })
    .delete('/:id/members/:memberId', async (c) => {
      const membership = await ownerOf(c.get('user').id, c.req.param('id'));
      const row = await memberRow(membership.farmId, c.req.param('memberId'));
      await pluginCall(() =>
        auth.api.removeMember({
          headers: c.req.raw.headers,
          body: { memberIdOrEmail: row.id, organizationId: membership.farmId },
        }),
      );
      return c.body(null, 204);
    })
    .post('/:id/leave', async (c) => {
      const membership = await membershipOf(db, c.get('user').id, c.req.param('id'), deps.now());
      if (membership.role === 'owner') {
        throw new AppError(
          403,
          'OWNER_CANNOT_LEAVE',
          'O proprietário não pode sair da própria fazenda.',
        );
      }
      await pluginCall(() =>
        auth.api.leaveOrganization({
          headers: c.req.raw.headers,
          body: { organizationId: membership.farmId },
        }),
      );
      return c.body(null, 204);
    });
}

/**
 * The invited person's side: GET /api/invitations/:id (only for the invited address; anyone
 * else gets a 404) and POST /api/invitations/:id/accept (the session then works on that farm).
 */
export function invitationRoutes(deps: Omit<TeamDeps, 'mailer' | 'origins'>) {
  const { db, auth } = deps;

  async function find(id: string, email: string) {
    if (!ID.test(id)) throw notFound('Convite');
    const [row] = await db
      .select({
        id: farmInvitations.id,
        email: farmInvitations.email,
        role: farmInvitations.role,
        status: farmInvitations.status,
        expiresAt: farmInvitations.expiresAt,
        createdAt: farmInvitations.createdAt,
        organizationId: farmInvitations.organizationId,
        farmName: farms.name,
        inviterName: users.name,
      })
      .from(farmInvitations)
      .innerJoin(farms, eq(farms.id, farmInvitations.organizationId))
      .innerJoin(users, eq(users.id, farmInvitations.inviterId))
      .where(eq(farmInvitations.id, id));
    if (!row || row.email.toLowerCase() !== email.toLowerCase()) throw notFound('Convite');
    return row;
  }

  return new Hono<SessionEnv>()
    .use(requireSession(auth))
    .get('/:id', async (c) => {
      const row = await find(c.req.param('id'), c.get('user').email);
      const expiresAt = row.expiresAt ?? row.createdAt;
      const expired = row.status === 'pending' && expiresAt.getTime() <= deps.now().getTime();
      const body: InvitationView = {
        id: row.id,
        farmName: row.farmName,
        inviterName: row.inviterName,
        role: row.role as FarmRole,
        status: expired ? 'expired' : (row.status as InvitationView['status']),
        expiresAt: expiresAt.toISOString(),
      };
      return c.json(body);
    })
    .post('/:id/accept', async (c) => {
      const row = await find(c.req.param('id'), c.get('user').email);
      const expiresAt = row.expiresAt ?? row.createdAt;
      if (row.status !== 'pending' || expiresAt.getTime() <= deps.now().getTime()) {
        throw new AppError(410, 'INVITATION_GONE', 'Este convite expirou ou já foi usado.');
      }
      // Joining is adding to the team: the farm's plan must still allow a team.
      const owner = await db
        .select({ userId: farmMembers.userId })
        .from(farmMembers)
        .where(
          and(eq(farmMembers.organizationId, row.organizationId), eq(farmMembers.role, 'owner')),
        );
      if (owner[0]) assertMultiFarmPlan(await loadAccess(db, owner[0].userId, deps.now()));
      await pluginCall(() =>
        auth.api.acceptInvitation({ headers: c.req.raw.headers, body: { invitationId: row.id } }),
      );
      return c.json({ farmId: row.organizationId });
    });
}
