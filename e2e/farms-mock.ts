import type {
  ApiKeyView,
  CreatedApiKey,
  FarmInvitation,
  FarmMember,
  FarmRole,
  FarmSummary,
} from '../src/domain/farms';
import { dashboardRenderedByBrowser, type Page } from './fixtures';

/** Two farms, the second with a name long enough to test the header on a phone. */
export const LONG_FARM_NAME = 'Fazenda Santa Terezinha do Vale do Rio Paranaíba e Região';

export const FARMS: FarmSummary[] = [
  {
    id: 'f-boa-vista',
    name: 'Fazenda Boa Vista',
    city: 'Uberaba',
    state: 'MG',
    areaHectares: 120,
    role: 'owner',
    plan: 'MASTER',
  },
  {
    id: 'f-longa',
    name: LONG_FARM_NAME,
    city: null,
    state: 'GO',
    areaHectares: null,
    role: 'manager',
    plan: 'MASTER',
  },
];

const HERD: Record<string, number> = { 'f-boa-vista': 340, 'f-longa': 75 };

export interface FarmsMockOptions {
  farms?: FarmSummary[];
  /** The user's role on the active farm overrides the farm's (e.g. 'field' for 'Campo'). */
  role?: FarmRole;
  canCreate?: boolean;
  canInvite?: boolean;
}

export interface FarmsCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers /api/me (the real one, with the farm fields of the mocked farms), /api/dashboard and
 * /api/farms/* with the contract of src/domain/farms.ts, keeping state (the active farm, the team,
 * the keys). Returns every call seen under /api/farms and /api/dashboard.
 */
export async function mockFarmsApi(page: Page, options: FarmsMockOptions = {}) {
  const farms = structuredClone(options.farms ?? FARMS);
  const state = { activeFarmId: farms[0]!.id };
  const calls: FarmsCall[] = [];
  const members: FarmMember[] = [
    member('m-owner', 'Dono da Fazenda', 'dono@fazenda.test', 'owner'),
    member('m-gerente', 'Gabriel Gerente', 'gabriel@fazenda.test', 'manager'),
    member('m-campo', 'Cida do Campo', 'cida@fazenda.test', 'field'),
  ];
  const invitations: FarmInvitation[] = [
    {
      id: 'i-1',
      email: 'pendente@fazenda.test',
      name: 'Paula Pendente',
      role: 'field',
      expiresAt: '2026-12-01T15:00:00.000Z',
      createdAt: '2026-11-20T15:00:00.000Z',
    },
  ];
  const keys: ApiKeyView[] = [
    {
      id: 'k-1',
      name: 'Balança do curral',
      start: 'ac_live_AbC',
      access: 'read-write',
      createdAt: '2026-10-01T12:00:00.000Z',
      lastUsedAt: null,
      revoked: false,
    },
  ];
  const active = () => farms.find((f) => f.id === state.activeFarmId)!;
  const roleOn = (farm: FarmSummary) =>
    farm.id === farms[0]!.id && options.role ? options.role : farm.role;

  // The dashboard from the mocked answers, not rendered by the server with the real ones.
  await dashboardRenderedByBrowser(page);
  await page.route('**/api/me', async (route) => {
    let response;
    let me: Record<string, unknown> | null;
    try {
      response = await route.fetch();
      me = (await response.json()) as Record<string, unknown> | null;
    } catch {
      return; // The test ended while the page was still asking.
    }
    if (!me) return route.fulfill({ response, json: me });
    const farm = active();
    const role = roleOn(farm);
    await route.fulfill({
      response,
      json: {
        ...me,
        modules: role === 'field' ? ['inventory', 'weighing'] : me.modules,
        // A FarmSummary has the fields of /api/me's farm, with the role the mock gives it.
        farm: { ...farm, role, seesMoney: role !== 'field', isOwner: role === 'owner' },
        farms: farms.map((f) => ({ id: f.id, name: f.name, role: roleOn(f) })),
      },
    });
  });

  await page.route('**/api/dashboard*', async (route) => {
    const url = new URL(route.request().url());
    calls.push({ method: 'GET', path: `${url.pathname}${url.search}`, body: null });
    const all = url.searchParams.get('farm') === 'all';
    const field = roleOn(active()) === 'field';
    await route.fulfill({
      json: {
        herdTotal: all
          ? farms.reduce((sum, f) => sum + (HERD[f.id] ?? 0), 0)
          : (HERD[active().id] ?? 0),
        averageDailyGain: 0.85,
        marginPercent: field ? null : 12.5,
        reportsCount: field ? null : 4,
        scope: all ? 'all' : 'farm',
      },
    });
  });

  await page.route(
    (url) => url.pathname.startsWith('/api/farms'),
    async (route) => {
      const request = route.request();
      const path = new URL(request.url()).pathname;
      const method = request.method();
      const body = request.postDataJSON() as Record<string, unknown> | null;
      calls.push({ method, path, body });
      const parts = path.split('/').slice(3); // after /api/farms
      const fulfill = (status: number, json?: unknown) =>
        json === undefined ? route.fulfill({ status }) : route.fulfill({ status, json });

      if (parts.length === 0) {
        if (method === 'GET') {
          return fulfill(200, {
            activeFarmId: state.activeFarmId,
            farms,
            canCreate: options.canCreate ?? true,
          });
        }
        if (body?.name === 'Fazenda Repetida') {
          return fulfill(400, {
            error: {
              code: 'VALIDATION',
              message: 'Erro de validação',
              fields: { name: 'Você já tem uma fazenda com esse nome' },
            },
          });
        }
        const created = { id: `f-${farms.length + 1}`, role: 'owner', plan: 'MASTER', ...body };
        farms.push(created as FarmSummary);
        return fulfill(201, created);
      }
      if (parts[0] === 'active') {
        state.activeFarmId = String(body?.farmId);
        return fulfill(204);
      }
      const [, section, id] = parts;
      if (section === 'team') {
        return fulfill(200, { members, invitations, canInvite: options.canInvite ?? true });
      }
      if (section === 'invitations' && method === 'POST') {
        if (body?.email === 'gabriel@fazenda.test') {
          return fulfill(409, {
            error: { code: 'ALREADY_MEMBER', message: 'Essa pessoa já faz parte da equipe.' },
          });
        }
        const invitation: FarmInvitation = {
          id: `i-${invitations.length + 2}`,
          email: String(body?.email),
          name: body?.name ? String(body.name) : null,
          role: body?.role as FarmRole,
          expiresAt: '2026-12-05T15:00:00.000Z',
          createdAt: '2026-11-22T15:00:00.000Z',
        };
        invitations.push(invitation);
        return fulfill(201, invitation);
      }
      if (section === 'invitations' && method === 'DELETE') {
        invitations.splice(
          invitations.findIndex((i) => i.id === id),
          1,
        );
        return fulfill(204);
      }
      if (section === 'members') {
        const index = members.findIndex((m) => m.id === id);
        if (method === 'DELETE') {
          members.splice(index, 1);
          return fulfill(204);
        }
        members[index] = { ...members[index]!, role: body?.role as FarmRole };
        return fulfill(200, members[index]);
      }
      if (section === 'api-keys') {
        if (method === 'GET') return fulfill(200, keys);
        if (method === 'DELETE') {
          const key = keys.find((k) => k.id === id)!;
          key.revoked = true;
          return fulfill(204);
        }
        const created: CreatedApiKey = {
          id: `k-${keys.length + 1}`,
          name: String(body?.name),
          start: 'ac_live_XyZ',
          access: body?.access as CreatedApiKey['access'],
          createdAt: '2026-11-22T12:00:00.000Z',
          lastUsedAt: null,
          revoked: false,
          key: 'ac_live_XyZ9segredoCompletoDaChave1234567890',
        };
        const { key: _secret, ...listed } = created;
        keys.unshift(listed);
        return fulfill(201, created);
      }
      if (section === 'leave') return fulfill(204);
      if (method === 'PATCH') {
        const farm = farms.find((f) => f.id === parts[0])!;
        Object.assign(farm, body);
        return fulfill(200, farm);
      }
      return fulfill(404, { error: { code: 'NOT_FOUND', message: 'Não encontrado.' } });
    },
  );
  return { calls, state };
}

function member(id: string, name: string, email: string, role: FarmRole): FarmMember {
  return { id, userId: `u-${id}`, name, email, role, createdAt: '2026-10-01T12:00:00.000Z' };
}
