/*
 * The callers of the access matrix (access-matrix.test.ts) and the answers each may get: what the
 * route tables (access-matrix.records.ts, .farms.ts, .billing.ts, .api-v1.ts) are written with.
 */

export const ACTORS = [
  'owner',
  'manager',
  'field',
  'otherFarmMember',
  'nonMember',
  'readKey',
  'writeKey',
  'revokedKey',
  'anonymous',
] as const;
export type Actor = (typeof ACTORS)[number];
export const SESSION_ACTORS: Actor[] = [
  'owner',
  'manager',
  'field',
  'otherFarmMember',
  'nonMember',
];
export const KEY_ACTORS: Actor[] = ['readKey', 'writeKey', 'revokedKey'];
export const FARM_TEAM: Actor[] = ['owner', 'manager', 'field'];

/** Markers stored on farm F: no one outside F may see them; 'Campo' never sees the money ones. */
export const FARM_MARKERS = ['MARCA-F', 'ANIMAL-F', 'PLANO-F', 'LOTE-F'];
export const MONEY_MARKERS = ['4321.5', '12.34', 'PLANO-F'];
/**
 * The matrix's 'Sees money' column (issue 40, decision 066): whether a caller's answers carry R$
 * figures on the farm it works on, as the access layer decides it, once (access/money.ts): the
 * owner and a 'Gerente' do, 'Campo' never (on F, or on G for otherFarmMember); nonMember works
 * on the farm he owns; F's keys answer as its owner; null: no answer at all.
 */
export const SEES_MONEY: Record<Actor, boolean | null> = {
  owner: true,
  manager: true,
  field: false,
  otherFarmMember: false,
  nonMember: true,
  readKey: true,
  writeKey: true,
  revokedKey: null,
  anonymous: null,
};
export const FAKE_UUID = '00000000-0000-4000-8000-000000000000';

/** Which answers are right for an actor; `leakCheck` says whose bodies must not show F. */
export type Answers = Partial<Record<Actor, number[]>> & { rest?: number[] };
export interface RouteCase {
  path: () => string;
  body?: () => unknown;
  answers: Answers;
}

export const OK = [200, 201, 204];
export const sessionsOnly = (forSessions: number[]): Answers => ({
  ...Object.fromEntries(SESSION_ACTORS.map((a) => [a, forSessions])),
  rest: [401],
});
/** A record route of the active farm: the team reaches it, Campo only in its modules. */
export const record = (fieldAllowed: boolean, ok = OK): Answers => ({
  owner: ok,
  manager: ok,
  field: fieldAllowed ? ok : [403],
  otherFarmMember: fieldAllowed ? ok : [403],
  nonMember: ok,
  rest: [401],
});
/** Owner-only routes of farm F: team members are refused, outsiders do not find the farm. */
export const ownerOfF = (ownerAnswer: number[]): Answers => ({
  owner: ownerAnswer,
  manager: [403],
  field: [403],
  otherFarmMember: [404],
  nonMember: [404],
  rest: [401],
});

export const herd = { category: 'Nova', quantity: 1, averageWeight: 300, averageValue: 1000 };
export const monthly = {
  initialQuantity: 10,
  purchases: 0,
  sales: 0,
  deaths: 0,
  totalCosts: 1,
  totalRevenue: 2,
};

/** /api/v1: only F's keys get in; a read-only key reads; cookies do not count there. */
export const byKey = (read: number[], write: number[]): Answers => ({
  readKey: read,
  writeKey: write,
  rest: [401],
});
export const docs: Answers = { rest: [200] };
