import type { AdminUserRow, AuditEntry, BillingEventProblem } from '../src/domain/admin/admin';
import type { Page } from './fixtures';

export const LONG_EMAIL =
  'joao.sem.plano.com.um.endereco.bem.comprido.demais@fazenda-muito-longe.test';

export const USERS: AdminUserRow[] = [
  {
    id: 'u-admin',
    name: 'Ana Administradora',
    email: 'ana@fazenda.test',
    emailVerified: true,
    plan: 'ADMIN',
    animalLimit: 999999,
    status: 'active',
    trialEndsAt: null,
    // 02:00 UTC is still 28/02 in São Paulo.
    createdAt: '2026-03-01T02:00:00.000Z',
  },
  {
    id: 'u-none',
    name: 'João Sem Plano',
    email: LONG_EMAIL,
    emailVerified: false,
    plan: null,
    animalLimit: null,
    status: null,
    trialEndsAt: null,
    createdAt: '2026-01-15T15:00:00.000Z',
  },
  {
    id: 'u-starter',
    name: 'Maria Starter',
    email: 'maria@fazenda.test',
    emailVerified: true,
    plan: 'STARTER',
    animalLimit: 100,
    status: 'overdue',
    trialEndsAt: null,
    createdAt: '2025-12-24T12:00:00.000Z',
  },
];

export const AUDIT: AuditEntry[] = [
  {
    id: 'a1',
    at: '2026-03-02T13:05:00.000Z',
    adminEmail: 'ana@fazenda.test',
    targetEmail: 'maria@fazenda.test',
    action: 'extend-trial',
    detail: '+7 dias',
    ip: '203.0.113.9',
  },
];

export const BILLING_EVENTS: BillingEventProblem[] = [
  {
    id: 'evt_futuro&1',
    event: 'PAYMENT_CONFIRMED',
    receivedAt: '2026-03-02T13:10:00.000Z',
    userEmail: 'maria@fazenda.test',
    problem: 'Data do evento no futuro (01/01/2999 00:00): não aplicado.',
    attempts: 0,
  },
];

export interface AdminCall {
  method: string;
  url: URL;
  body: unknown;
}

export interface AdminMockOptions {
  /** Total users the list reports (for pagination); the rows are USERS whatever the page. */
  total?: number;
  auditTotal?: number;
  /** Answers to POST actions by path suffix ('reset-password'); default 200 { ok: true }. */
  actions?: Record<string, { status: number; body: unknown }>;
}

/**
 * Makes the signed-in user an administrator (the real /api/me with isAdmin true) and answers
 * /api/admin/* with the contract of src/domain/admin/admin.ts. Returns every admin call seen.
 */
export async function mockAdminApi(page: Page, options: AdminMockOptions = {}) {
  const calls: AdminCall[] = [];
  await page.route('**/api/me', async (route) => {
    const response = await route.fetch();
    const me = (await response.json()) as Record<string, unknown> | null;
    await route.fulfill({ response, json: me ? { ...me, isAdmin: true } : me });
  });
  await page.route('**/api/admin/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    calls.push({ method: request.method(), url, body: request.postDataJSON() as unknown });
    const pageNumber = Number(url.searchParams.get('page') ?? '1');
    if (url.pathname === '/api/admin/users') {
      const q = url.searchParams.get('q') ?? '';
      const users = q === 'ninguem' ? [] : USERS;
      await route.fulfill({
        json: {
          users,
          total: options.total ?? users.length,
          page: pageNumber,
          pageSize: 25,
          counters: { total: 42, active: 30, inactive: 9, overdue: 3 },
        },
      });
      return;
    }
    if (url.pathname === '/api/admin/billing-events') {
      await route.fulfill({
        json: {
          entries: BILLING_EVENTS,
          total: BILLING_EVENTS.length,
          page: pageNumber,
          pageSize: 25,
        },
      });
      return;
    }
    if (url.pathname === '/api/admin/audit') {
      await route.fulfill({
        json: {
          entries: AUDIT,
          total: options.auditTotal ?? AUDIT.length,
          page: pageNumber,
          pageSize: 25,
        },
      });
      return;
    }
    const action = url.pathname.split('/').pop() ?? '';
    const answer = options.actions?.[action] ?? { status: 200, body: { ok: true } };
    await route.fulfill({ status: answer.status, json: answer.body });
  });
  return calls;
}

/** The admin calls to `pathname`, in order. */
export function callsTo(calls: AdminCall[], pathname: string) {
  return calls.filter((call) => call.url.pathname === pathname);
}
