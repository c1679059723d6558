import { afterEach, beforeEach } from 'vitest';
import type {
  AccountView,
  CashFlowView,
  DueView,
  EntryPage,
  EntryTotals,
  EntryView,
  OfxImportResult,
  ResultsView,
} from '@/domain/finance/api';
import { SEED_ACCOUNTS } from '@/domain/finance/constants';
import type { Dre } from '@/domain/finance/dre';
import { startOutbox, stopOutbox } from '../test-providers';

/* Answers of the /api/finance routes, shaped as src/domain/finance/api.ts says, for the tests. */

export const API = '/api/finance';
export const ENTRIES = `${API}/entries`;

/** The outbox started before each test and stopped after it (entries are saved through it). */
export function outboxPerTest() {
  beforeEach(startOutbox);
  afterEach(stopOutbox);
}

/** A UUID whose last part is `n`, as the server's ids are. */
export const uuid = (n: number) => `7a1c2e3f-1f3a-4c5b-8d6e-${String(n).padStart(12, '0')}`;

/** The seeded chart, each account with an id: 'Venda de animais' is uuid(100), and so on. */
export const accounts = (): AccountView[] =>
  SEED_ACCOUNTS.map((a, i) => ({
    id: uuid(100 + i),
    key: a.key,
    name: a.name,
    kind: a.kind,
    group: a.group,
    entries: 0,
    archived: false,
  }));

export const accountId = (name: string) => accounts().find((a) => a.name === name)!.id;

export const ENTRY_ID = uuid(1);
export const LOT_ID = uuid(500);
export const PADDOCK_ID = uuid(600);

/** 'Sal mineral': a realized expense of R$ 1.234,56 typed here, on 10/11/2026. */
export const entry = (over: Partial<EntryView> = {}): EntryView => ({
  id: ENTRY_ID,
  type: 'expense',
  date: '2026-11-10',
  description: 'Sal mineral',
  amountCents: 123456,
  accountId: accountId('Suplementação e ração'),
  accountName: 'Suplementação e ração',
  group: 'coe',
  costCenter: { type: 'farm', id: null, name: 'Fazenda (geral)' },
  status: 'realized',
  dueDate: null,
  settledOn: '2026-11-10',
  source: 'manual',
  herd: null,
  instalment: null,
  bank: null,
  reconciledWith: null,
  toReview: false,
  undoable: true,
  createdAt: '2026-11-10T12:00:00.000Z',
  ...over,
});

/** 'Venda de 12 animais — Frigorífico Boi Bom', fed by a sale: not editable here. */
export const herdSale = (over: Partial<EntryView> = {}): EntryView =>
  entry({
    id: uuid(2),
    type: 'income',
    date: '2026-10-05',
    description: 'Venda de 12 animais — Frigorífico Boi Bom',
    amountCents: 6_000_000,
    accountId: accountId('Venda de animais'),
    accountName: 'Venda de animais',
    group: 'revenue',
    source: 'herd',
    herd: { event: 'sale', eventId: uuid(900) },
    undoable: false,
    settledOn: '2026-10-05',
    ...over,
  });

/** 'Ração — parcela 2 de 10', foreseen, due 15/01/2099. */
export const plannedEntry = (over: Partial<EntryView> = {}): EntryView =>
  entry({
    id: uuid(3),
    description: 'Ração',
    amountCents: 50_000,
    status: 'planned',
    dueDate: '2099-01-15',
    settledOn: null,
    instalment: { number: 2, count: 10, groupId: uuid(800) },
    ...over,
  });

export const totals = (over: Partial<EntryTotals> = {}): EntryTotals => ({
  count: 3,
  incomeCents: 6_000_000,
  expenseCents: 173_456,
  netCents: 5_826_544,
  ...over,
});

export const entryPage = (items: EntryView[], over: Partial<EntryPage> = {}): EntryPage => ({
  items,
  nextCursor: null,
  totals: totals({ count: items.length }),
  ...over,
});

export const cashFlow = (over: Partial<CashFlowView> = {}): CashFlowView => ({
  currentMonth: '2026-11',
  opening: { realized: 0, projected: 0 },
  months: [
    {
      month: '2026-11',
      realized: { in: 6_000_000, out: 123_456, net: 5_876_544, balance: 5_876_544 },
      planned: { in: 0, out: 0, net: 0, balance: 5_876_544 },
      ahead: false,
    },
    {
      month: '2026-12',
      realized: { in: 0, out: 0, net: 0, balance: 5_876_544 },
      planned: { in: 0, out: 50_000, net: -50_000, balance: 5_826_544 },
      ahead: true,
    },
  ],
  ...over,
});

export const due = (over: Partial<DueView> = {}): DueView => ({
  until: '2026-12-10',
  payable: {
    items: [
      {
        id: uuid(3),
        type: 'expense',
        description: 'Ração',
        dueDate: '2026-11-01',
        amountCents: 50_000,
        overdue: true,
      },
      {
        id: uuid(4),
        type: 'expense',
        description: 'Energia',
        dueDate: '2026-11-20',
        amountCents: 30_000,
        overdue: false,
      },
    ],
    count: 2,
    total: 80_000,
    overdueTotal: 50_000,
  },
  receivable: { items: [], count: 0, total: 0, overdueTotal: 0 },
  ...over,
});

export const dre = (over: Partial<Dre> = {}): Dre => ({
  year: 2026,
  revenue: {
    lines: [
      { accountId: uuid(100), key: 'animal-sales', name: 'Venda de animais', cents: 10_000_000 },
    ],
    total: 10_000_000,
  },
  deductions: {
    lines: [{ accountId: uuid(104), key: 'funrural', name: 'Funrural', cents: 150_000 }],
    total: 150_000,
  },
  netRevenue: 9_850_000,
  coe: {
    lines: [{ accountId: uuid(106), key: 'feed', name: 'Suplementação e ração', cents: 4_000_000 }],
    total: 4_000_000,
  },
  marginOverCoe: 5_850_000,
  marginPercent: 59.4,
  restocking: { lines: [], total: 0 },
  result: 5_850_000,
  investments: {
    lines: [
      {
        accountId: uuid(117),
        key: 'machinery-improvements',
        name: 'Máquinas e benfeitorias',
        cents: 2_000_000,
      },
    ],
    total: 2_000_000,
  },
  ...over,
});

export const results = (over: Partial<ResultsView> = {}): ResultsView => ({
  figures: {
    from: '2026-01-01',
    to: '2026-12-31',
    days: 365,
    coeCents: 4_000_000,
    averageHeads: 100,
    costPerHeadPerDayCents: 110,
    producedKg: 45_000,
    producedArrobas: 1500,
    costPerArrobaCents: 2_667,
    method: '110.000 kg − 100.000 kg + 45.000 kg − 10.000 kg = 45.000 kg ÷ 30 = 1.500,00 @',
  },
  dre: dre(),
  groups: {
    revenue: 10_000_000,
    deduction: 150_000,
    coe: 4_000_000,
    restocking: 500_000,
    investment: 2_000_000,
  },
  ...over,
});

export const importResult = (over: Partial<OfxImportResult> = {}): OfxImportResult => ({
  imported: 12,
  existing: 3,
  guessed: 8,
  ignored: 0,
  problems: [],
  summary: '12 lançamentos importados, 3 já existiam',
  statements: [],
  ...over,
});
