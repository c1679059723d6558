import {
  OK,
  sessionsOnly,
  ownerOfF,
  type RouteCase,
  SESSION_ACTORS,
} from './access-matrix.answers';

/** The farms, their teams, API keys and invitations. */
export function farmCases(ids: () => { farmF: string; farmF2: string }): Record<string, RouteCase> {
  return {
    'GET /api/farms/:id/team': {
      path: () => `/api/farms/${ids().farmF}/team`,
      answers: ownerOfF(OK),
    },
    'POST /api/farms/:id/invitations': {
      path: () => `/api/farms/${ids().farmF}/invitations`,
      body: () => ({ email: 'convidado@matriz.com', role: 'field' }),
      answers: ownerOfF([201]),
    },
    'DELETE /api/farms/:id/invitations/:invitationId': {
      path: () => `/api/farms/${ids().farmF}/invitations/nao-existe`,
      answers: ownerOfF([404]),
    },
    'PATCH /api/farms/:id/members/:memberId': {
      path: () => `/api/farms/${ids().farmF}/members/nao-existe`,
      body: () => ({ role: 'field' }),
      answers: ownerOfF([404]),
    },
    'DELETE /api/farms/:id/members/:memberId': {
      path: () => `/api/farms/${ids().farmF}/members/nao-existe`,
      answers: ownerOfF([404]),
    },
    'POST /api/farms/:id/leave': {
      // F2 has its owner alone: the owner may not leave, nobody else belongs to it.
      path: () => `/api/farms/${ids().farmF2}/leave`,
      answers: {
        owner: [403],
        ...Object.fromEntries(SESSION_ACTORS.slice(1).map((a) => [a, [404]])),
        rest: [401],
      },
    },
    'GET /api/farms/:id/api-keys': {
      path: () => `/api/farms/${ids().farmF}/api-keys`,
      answers: ownerOfF(OK),
    },
    'POST /api/farms/:id/api-keys': {
      path: () => `/api/farms/${ids().farmF}/api-keys`,
      body: () => ({ name: 'Matriz', access: 'read' }),
      answers: ownerOfF([201]),
    },
    'DELETE /api/farms/:id/api-keys/:keyId': {
      path: () => `/api/farms/${ids().farmF}/api-keys/nao-existe`,
      answers: ownerOfF([404]),
    },
    'GET /api/farms': { path: () => '/api/farms', answers: sessionsOnly(OK) },
    'POST /api/farms': {
      path: () => '/api/farms',
      body: () => ({ name: 'Mais uma' }),
      // Only the owner has a MASTER plan of their own.
      answers: { ...sessionsOnly([403]), owner: [201] },
    },
    'PUT /api/farms/active': {
      path: () => '/api/farms/active',
      body: () => ({ farmId: ids().farmF }),
      answers: { ...sessionsOnly([404]), owner: [204], manager: [204], field: [204] },
    },
    'PATCH /api/farms/:id': {
      path: () => `/api/farms/${ids().farmF}`,
      body: () => ({ name: 'Fazenda de Olga' }),
      answers: ownerOfF(OK),
    },
    'GET /api/invitations/:id': {
      path: () => '/api/invitations/nao-existe',
      answers: { rest: [404] },
    },
    'POST /api/invitations/:id/accept': {
      path: () => '/api/invitations/nao-existe/accept',
      answers: sessionsOnly([404]),
    },
  };
}
