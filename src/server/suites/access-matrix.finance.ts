import { byKey, FAKE_UUID, record, type RouteCase } from './access-matrix.answers';

/*
 * 'Financeiro' (issue 43, decision 072): a page of the active farm under the plan feature
 * 'finance' (the owners are Master, the user of no one else's farm on the trial; Starter's and a
 * lapsed plan's answers are in finance-plans.test.ts), the owner's and the Gerente's only:
 * 'Campo' (field, otherFarmMember) gets 403 on every route, reads included — everything here is
 * money. Ids of no farm's entry or account are the 404 any farm gives. Its file is the module's
 * (not /api/export's). Then /api/v1 (F's keys, which answer as F's owner).
 */

const F = FAKE_UUID;
const OTHER = '00000000-0000-4000-8000-000000000001';

/**
 * An OFX statement of one line sent as the matrix sends bodies (as JSON): `{"OFXHEADER":"100<OFX>
 * …</OFX>"}` is an OFX 1.x file whose header is the JSON's opening, and the import takes it.
 */
const OFX = {
  OFXHEADER:
    '100<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL<BANKACCTFROM><BANKID>001' +
    '<ACCTID>MATRIZ</BANKACCTFROM><BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20250107' +
    '<TRNAMT>-12.50<FITID>MATRIZ-1<MEMO>Tarifa</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS>' +
    '</BANKMSGSRSV1></OFX>',
};

export function financeCases(): Record<string, RouteCase> {
  let n = 0;
  const on = (path: string, ok: number[], body?: () => unknown) => ({
    path: () => `/api/finance${path}`,
    ...(body ? { body } : {}),
    answers: record(false, ok),
  });
  const entry = () => ({
    type: 'expense',
    date: '2025-01-05',
    description: 'Lançamento da matriz',
    amount: 10,
    accountId: F,
    status: 'realized',
  });
  return {
    'GET /api/finance/entries': on('/entries?type=expense&review=1&costCenter=farm', [200]),
    'GET /api/finance/entries.csv': on(`/entries.csv?status=realized&costCenter=lot:${F}`, [200]),
    'POST /api/finance/entries': on('/entries', [404], entry),
    'PUT /api/finance/entries/:id': on(`/entries/${F}`, [404], entry),
    'POST /api/finance/entries/:id/settle': on(`/entries/${F}/settle`, [404], () => ({
      date: '2025-01-05',
    })),
    'POST /api/finance/entries/:id/undo': on(`/entries/${F}/undo`, [404], () => ({
      reason: 'Lançado por engano',
    })),
    'GET /api/finance/accounts': on('/accounts', [200]),
    'POST /api/finance/accounts': on('/accounts', [201], () => ({
      name: `Conta da matriz ${++n}`,
      kind: 'expense',
    })),
    'PUT /api/finance/accounts/:id': on(`/accounts/${F}`, [404], () => ({ name: 'Renomeada' })),
    'POST /api/finance/accounts/:id/archive': on(`/accounts/${F}/archive`, [404]),
    'POST /api/finance/accounts/:id/restore': on(`/accounts/${F}/restore`, [404]),
    'GET /api/finance/cash-flow': on('/cash-flow?from=2025-01', [200]),
    'GET /api/finance/due': on('/due', [200]),
    'GET /api/finance/results': on('/results?year=2025', [200]),
    'GET /api/finance/settings': on('/settings', [200]),
    'PUT /api/finance/settings': on('/settings', [200], () => ({ funruralRate: 1.5 })),
    'POST /api/finance/imports/ofx': on('/imports/ofx', [201], () => OFX),
    'POST /api/finance/imports/categorise': on('/imports/categorise', [404], () => ({
      items: [{ entryId: F, accountId: OTHER }],
    })),
    'POST /api/finance/reconcile': on('/reconcile', [404], () => ({
      bankEntryId: F,
      entryId: OTHER,
    })),
  };
}

/** 'Financeiro' in /api/v1 (issue 43 item 7): F's keys; ids of no farm's entry are a 404. */
export function financeV1Cases(): Record<string, RouteCase> {
  const v1 = (path: string, read: number[], write: number[], body?: () => unknown) => ({
    path: () => `/api/v1${path}`,
    ...(body ? { body } : {}),
    answers: byKey(read, write),
  });
  return {
    'GET /api/v1/finance-entries': v1(
      '/finance-entries?costCenter=farm&type=expense',
      [200],
      [200],
    ),
    'GET /api/v1/finance-entries/:id': v1(`/finance-entries/${F}`, [404], [404]),
    'POST /api/v1/finance-entries': v1('/finance-entries', [403], [404], () => ({
      type: 'expense',
      date: '2025-01-05',
      description: 'Lançamento da matriz',
      amount: 10,
      accountId: F,
      status: 'realized',
    })),
    'POST /api/v1/finance-entries/:id/settle': v1(
      `/finance-entries/${F}/settle`,
      [403],
      [404],
      () => ({
        date: '2025-01-05',
      }),
    ),
    'POST /api/v1/finance-entries/:id/undo': v1(`/finance-entries/${F}/undo`, [403], [404], () => ({
      reason: 'Lançado por engano',
    })),
    'GET /api/v1/finance-accounts': v1('/finance-accounts', [200], [200]),
  };
}
