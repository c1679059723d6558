import { VALID_INPUTS } from '../../../domain/schemas.fixture';
import { API_V1_ROUTES } from './api-v1-routes';
import { CHART_ROUTES } from './chart-routes';
import { FINANCE_ROUTES, FINANCE_V1_ROUTES } from './finance-routes';
import { HERD_ROUTES } from './herd-routes';
import { LIST_ROUTES } from './list-routes';
import { PASTURE_ROUTES } from './pasture-routes';
import { REPRODUCTION_OUT_ROUTES } from './reproduction-out-routes';
import { REPRODUCTION_ROUTES } from './reproduction-routes';
import { SANITARY_ROUTES } from './sanitary-routes';
import { SANITARY_OUT_ROUTES } from './sanitary-out-routes';
import {
  FAKE_UUID,
  USER_HEADER,
  RECORD_HEADERS,
  MONTHS,
  YEARS,
  month,
  year,
  farm,
  monthly,
  annual,
  herd,
  weighing,
  lot,
  farmBody,
  importBody,
  importItem,
} from './shapes';
import type { FuzzRoute } from './route-shape';

export type { Caller, FuzzIds, FuzzRoute, QueryShape } from './route-shape';

/*
 * What the fuzz sends to each API route (fuzz.test.ts): its caller, the valid values of its path
 * parameters, its valid body and query. Every route of the app's table is either here or in
 * NO_INPUT, so a new route cannot be forgotten.
 */

/** Every API route with a body, a path parameter or a query the server reads. */
export const FUZZ_ROUTES: Record<string, FuzzRoute> = {
  ...LIST_ROUTES,
  ...HERD_ROUTES,
  ...SANITARY_ROUTES,
  ...REPRODUCTION_ROUTES,
  ...REPRODUCTION_OUT_ROUTES,
  ...PASTURE_ROUTES,
  ...FINANCE_ROUTES,
  ...FINANCE_V1_ROUTES,
  ...SANITARY_OUT_ROUTES,
  ...CHART_ROUTES,
  ...API_V1_ROUTES,
  'POST /api/result-calculations': {
    caller: 'owner',
    body: () => ({ valid: { ...VALID_INPUTS.results } }),
    headers: USER_HEADER,
  },
  'GET /api/monthly-control/:month': { caller: 'owner', params: month, badParams: MONTHS },
  'PUT /api/monthly-control/:month': {
    caller: 'owner',
    params: month,
    badParams: MONTHS,
    body: () => monthly,
    headers: RECORD_HEADERS,
  },
  'POST /api/budget-plans': {
    caller: 'owner',
    body: () => ({ valid: VALID_INPUTS.budget }),
    headers: RECORD_HEADERS,
  },
  'DELETE /api/budget-plans/:id': { caller: 'owner', params: () => ({ id: FAKE_UUID }) },
  'GET /api/annual-results/:year': { caller: 'owner', params: year, badParams: YEARS },
  'GET /api/annual-results/:year/months': { caller: 'owner', params: year, badParams: YEARS },
  'PUT /api/annual-results/:year': {
    caller: 'owner',
    params: year,
    badParams: YEARS,
    body: () => annual,
    headers: RECORD_HEADERS,
  },
  'POST /api/inventory': { caller: 'owner', body: () => herd, headers: RECORD_HEADERS },
  'DELETE /api/inventory/:id': { caller: 'owner', params: () => ({ id: FAKE_UUID }) },
  'POST /api/weighings': { caller: 'owner', body: () => weighing, headers: RECORD_HEADERS },
  'POST /api/weighings/import/preview': {
    caller: 'owner',
    body: () => importBody(false),
    items: {
      field: 'weighings',
      shape: importItem,
      allInvalid: (answer, count) => {
        const a = answer as { invalid: number; new: number };
        return a.invalid === count && a.new === 0;
      },
    },
  },
  'POST /api/weighings/import': {
    caller: 'owner',
    body: () => importBody(true),
    items: { field: 'weighings', shape: importItem },
  },
  'POST /api/lots': { caller: 'owner', body: () => lot, headers: RECORD_HEADERS },
  'PUT /api/lots/:id': {
    caller: 'owner',
    params: (ids) => ({ id: ids.lot }),
    body: () => lot,
    headers: USER_HEADER,
  },
  'POST /api/lots/:id/close': { caller: 'owner', params: () => ({ id: FAKE_UUID }) },
  'POST /api/lots/:id/reopen': { caller: 'owner', params: () => ({ id: FAKE_UUID }) },
  'GET /api/farms/:id/team': { caller: 'owner', params: farm },
  'POST /api/farms/:id/invitations': {
    caller: 'owner',
    params: farm,
    body: () => ({ valid: { email: 'convite@fuzz.com', role: 'field' } }),
    headers: USER_HEADER,
  },
  'DELETE /api/farms/:id/invitations/:invitationId': {
    caller: 'owner',
    params: (ids) => ({ id: ids.farm, invitationId: ids.invitation }),
  },
  'PATCH /api/farms/:id/members/:memberId': {
    caller: 'owner',
    params: (ids) => ({ id: ids.farm, memberId: ids.member }),
    body: () => ({ valid: { role: 'field' } }),
    headers: USER_HEADER,
  },
  'DELETE /api/farms/:id/members/:memberId': {
    caller: 'owner',
    params: (ids) => ({ id: ids.farm, memberId: ids.member }),
  },
  'POST /api/farms/:id/leave': { caller: 'owner', params: () => ({ id: 'not-a-member' }) },
  'GET /api/farms/:id/api-keys': { caller: 'owner', params: farm },
  'POST /api/farms/:id/api-keys': {
    caller: 'owner',
    params: farm,
    body: () => ({ valid: { name: 'Chave Fuzz', access: 'read' } }),
    headers: USER_HEADER,
  },
  'DELETE /api/farms/:id/api-keys/:keyId': {
    caller: 'owner',
    params: (ids) => ({ id: ids.farm, keyId: ids.apiKey }),
  },
  'POST /api/farms': { caller: 'owner', body: () => farmBody, headers: USER_HEADER },
  'PUT /api/farms/active': {
    caller: 'owner',
    body: (ids) => ({ valid: { farmId: ids.farm }, wrong: { farmId: ['', 'a b', 'é'] } }),
    headers: USER_HEADER,
  },
  'PATCH /api/farms/:id': {
    caller: 'owner',
    params: farm,
    body: () => farmBody,
    headers: USER_HEADER,
  },
  'GET /api/invitations/:id': { caller: 'owner', params: () => ({ id: 'convite-inexistente' }) },
  'POST /api/invitations/:id/accept': {
    caller: 'owner',
    params: () => ({ id: 'convite-inexistente' }),
  },
  'GET /api/dashboard': {
    caller: 'owner',
    query: { valid: { farm: 'all' }, bad: {}, free: ['farm'] },
  },
  'POST /api/checkout': {
    caller: 'owner',
    body: () => ({
      valid: { plan: 'PRO', billingType: 'PIX', cpfCnpj: '11144477735' },
      optional: ['cpfCnpj'],
      wrong: { cpfCnpj: ['11144477736', '123', '00000000000'], plan: ['ADMIN', 'pro'] },
    }),
    headers: USER_HEADER,
  },
  'GET /api/admin/users': {
    caller: 'admin',
    query: {
      valid: { page: '1', q: 'fuzz', status: 'active' },
      bad: {
        page: ['', '0', '-1', '1.5', 'abc', '1e999', '100001', 'Infinity'],
        q: ['x'.repeat(101)],
        status: ['', 'ACTIVE', 'trial', 'x'.repeat(500)],
      },
      free: ['q'],
    },
  },
  'POST /api/admin/users/:id/reset-password': {
    caller: 'admin',
    params: (ids) => ({ id: ids.target }),
    body: () => ({ valid: { newPassword: 'Boiada2025Nova' }, wrong: { newPassword: ['abc', ''] } }),
  },
  'POST /api/admin/users/:id/resend-confirmation': {
    caller: 'admin',
    params: () => ({ id: 'usuario-inexistente' }),
  },
  'POST /api/admin/users/:id/extend-trial': {
    caller: 'admin',
    params: (ids) => ({ id: ids.target }),
    body: () => ({ valid: { days: 7 }, coerced: ['days'], wrong: { days: [0, 91, 1.5, -7] } }),
  },
  'POST /api/admin/users/:id/subscription': {
    caller: 'admin',
    params: (ids) => ({ id: ids.target }),
    body: () => ({
      valid: { plan: 'PRO', status: 'active' },
      wrong: { plan: ['ADMIN', 'pro'], status: ['ACTIVE', 'trial'] },
    }),
  },
  'GET /api/admin/audit': {
    caller: 'admin',
    query: { valid: { page: '1' }, bad: {}, free: ['page'] },
  },
  'GET /api/admin/billing-events': {
    caller: 'admin',
    query: { valid: { page: '1' }, bad: {}, free: ['page'] },
  },
  'POST /api/admin/billing-events/:id/retry': {
    caller: 'admin',
    params: () => ({ id: 'evt_nao_existe' }),
  },
  'POST /api/subscription/plan': {
    caller: 'owner',
    body: () => ({ valid: { plan: 'PRO' }, wrong: { plan: ['ADMIN', 'pro', ''] } }),
    headers: USER_HEADER,
  },
  'POST /api/webhooks/asaas': {
    caller: 'webhook',
    body: () => ({
      valid: {
        id: 'evt_fuzz_1',
        event: 'PAYMENT_CONFIRMED',
        dateCreated: '2025-01-02 10:00:00',
        payment: { id: 'pay_fuzz_1', value: 10, status: 'CONFIRMED' },
      },
      optional: ['payment'],
      wrong: {
        dateCreated: ['2025-02-30 10:00:00', 'ontem', '2025-01-02 25:00:00'],
        payment: [{}, { id: '' }, { id: 'p', value: -1 }, { id: 'p', value: 'x' }],
      },
    }),
    headers: { 'asaas-access-token': ['', 'errado', 'x'.repeat(5000), 'fuzz-tokenx'] },
    keepsInvalid: { table: 'payment_events' },
  },
  'POST /api/sandbox/payments/:id/approve': { caller: 'owner', params: () => ({ id: FAKE_UUID }) },
  'POST /api/sandbox/payments/:id/refuse': { caller: 'owner', params: () => ({ id: FAKE_UUID }) },
};

/** API routes that read no body, no path parameter and no query: nothing to fuzz. */
export const NO_INPUT = [
  'GET /api/health',
  'GET /api/ready',
  'GET /api/me',
  'GET /api/export/inventory.csv',
  'GET /api/export/weighings.csv',
  'GET /api/export/lots.csv',
  'GET /api/export/animals.csv',
  'GET /api/export/animal-events.csv',
  'GET /api/export/monthly-control.csv',
  'GET /api/export/budget-plans.csv',
  'GET /api/export/annual-results.csv',
  'GET /api/annual-results/herd-value',
  'GET /api/animals/counts',
  'GET /api/charts/herd/categories',
  'GET /api/charts/herd/months',
  'GET /api/charts/sanitary/months',
  'GET /api/sanitary/products',
  'GET /api/sanitary/protocols',
  'GET /api/sanitary/settings',
  'GET /api/reproduction/seasons',
  'GET /api/reproduction/protocols',
  'GET /api/reproduction/semen',
  'GET /api/pastures/options',
  'GET /api/pastures/map',
  'GET /api/pastures/settings',
  'GET /api/finance/accounts',
  'GET /api/finance/due',
  'GET /api/finance/settings',
  'GET /api/v1/finance-accounts',
  'GET /api/farms',
  'GET /api/checkout',
  'GET /api/subscription',
  'POST /api/subscription/cancel',
  'POST /api/subscription/upgrade/cancel',
  'GET /api/v1/openapi.json',
  'GET /api/v1/docs',
  'GET /api/v1/docs/init.js',
  'GET /api/v1/docs/swagger-ui.css',
  'GET /api/v1/docs/swagger-ui-bundle.js',
];
