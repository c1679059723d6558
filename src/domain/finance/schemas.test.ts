import { describe, expect, it } from 'vitest';
import { FUTURE_DATE_MESSAGE } from '../herd/schemas';
import { INVALID_CHARACTERS_MESSAGE } from '../text';
import {
  AMOUNT_DECIMALS_MESSAGE,
  AMOUNT_INVALID_MESSAGE,
  AMOUNT_POSITIVE_MESSAGE,
  AMOUNT_REQUIRED_MESSAGE,
  AMOUNT_TOO_HIGH_MESSAGE,
  INSTALMENTS_MESSAGE,
  INSTALMENTS_TOO_SMALL_MESSAGE,
} from './money';
import {
  DUE_BEFORE_DATE_MESSAGE,
  DUE_DATE_REQUIRED_MESSAGE,
  INSTALMENTS_EXPENSE_MESSAGE,
  INSTALMENTS_PAST_2100_MESSAGE,
  INSTALMENTS_PLANNED_MESSAGE,
  accountCreateSchema,
  accountRenameSchema,
  bankCategorisationSchema,
  entrySchemaUntil,
  entryUpdateSchemaUntil,
  financeSettingsSchema,
  reconcileSchema,
  settleSchemaUntil,
} from './schemas';

const TODAY = '2025-06-15';
const ACCOUNT = '3f2b8f0e-8a4f-4a39-9f0e-2b8f0e8a4f4a';
const LOT = '7d1c2a9b-1234-4cde-8f00-aa11bb22cc33';
const entry = entrySchemaUntil(TODAY);

const base = {
  type: 'expense',
  date: '2025-06-10',
  description: '  Sal mineral 30 sacos ',
  amount: 1234.56,
  accountId: ACCOUNT,
  status: 'realized',
};

/** The messages of a failed parse, by path. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  expect(result.success).toBe(false);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('entrySchemaUntil', () => {
  it('reads an entry, the amount in centavos, the farm as cost center', () => {
    expect(entry.parse(base)).toEqual({
      type: 'expense',
      date: '2025-06-10',
      description: 'Sal mineral 30 sacos',
      amountCents: 123456,
      accountId: ACCOUNT,
      costCenter: { type: 'farm' },
      status: 'realized',
      dueDate: null,
      instalments: 1,
    });
  });

  it('keeps a lot as cost center and refuses an unknown one', () => {
    expect(entry.parse({ ...base, costCenter: { type: 'lot', id: LOT } }).costCenter).toEqual({
      type: 'lot',
      id: LOT,
    });
    expect(messages(entry.safeParse({ ...base, costCenter: { type: 'herd' } }))).toEqual({
      'costCenter.type': 'Centro de custo inválido',
    });
    expect(
      messages(entry.safeParse({ ...base, costCenter: { type: 'paddock', id: 'x' } })),
    ).toEqual({ 'costCenter.id': 'Pasto não encontrado' });
  });

  it.each([
    [undefined, AMOUNT_REQUIRED_MESSAGE],
    [null, AMOUNT_REQUIRED_MESSAGE],
    ['12,50', AMOUNT_INVALID_MESSAGE],
    [Number.NaN, AMOUNT_INVALID_MESSAGE],
    [Number.POSITIVE_INFINITY, AMOUNT_INVALID_MESSAGE],
    [1e308, AMOUNT_TOO_HIGH_MESSAGE],
    [1_000_000_000, AMOUNT_TOO_HIGH_MESSAGE],
    [0, AMOUNT_POSITIVE_MESSAGE],
    [-10, AMOUNT_POSITIVE_MESSAGE],
    [10.005, AMOUNT_DECIMALS_MESSAGE],
  ])('refuses the amount %j: %s', (amount, message) => {
    expect(messages(entry.safeParse({ ...base, amount }))).toEqual({ amount: message });
  });

  it('takes the largest amount exactly', () => {
    expect(entry.parse({ ...base, amount: 999_999_999.99 }).amountCents).toBe(99_999_999_999);
  });

  it.each([
    ['', 'Informe a descrição'],
    ['   ', 'Informe a descrição'],
    ['Sal\u0000', INVALID_CHARACTERS_MESSAGE],
    ['x'.repeat(201), 'Descrição muito longa'],
    [42, 'Informe a descrição'],
  ])('refuses the description %j', (description, message) => {
    expect(messages(entry.safeParse({ ...base, description }))).toEqual({ description: message });
  });

  it.each(['0000-01-01', '2025-02-30', '1979-12-31', '2101-01-01', '10/06/2025', ''])(
    'refuses the date %j',
    (date) => {
      const result = messages(entry.safeParse({ ...base, date }));
      expect(Object.keys(result)).toEqual(['date']);
    },
  );

  it('refuses a realized entry after today but takes a foreseen one', () => {
    expect(messages(entry.safeParse({ ...base, date: '2025-06-16' }))).toEqual({
      date: FUTURE_DATE_MESSAGE,
    });
    const planned = entry.parse({
      ...base,
      date: '2025-07-01',
      status: 'planned',
      dueDate: '2025-07-10',
    });
    expect(planned.dueDate).toBe('2025-07-10');
  });

  it('asks the due date of what is foreseen, never before the date', () => {
    expect(messages(entry.safeParse({ ...base, status: 'planned' }))).toEqual({
      dueDate: DUE_DATE_REQUIRED_MESSAGE,
    });
    expect(messages(entry.safeParse({ ...base, status: 'planned', dueDate: '' }))).toEqual({
      dueDate: DUE_DATE_REQUIRED_MESSAGE,
    });
    expect(
      messages(entry.safeParse({ ...base, status: 'planned', dueDate: '2025-06-01' })),
    ).toEqual({ dueDate: DUE_BEFORE_DATE_MESSAGE });
  });

  it('drops the due date of a realized entry', () => {
    expect(entry.parse({ ...base, dueDate: '2025-07-10' }).dueDate).toBeNull();
  });

  it('splits only a foreseen expense, 1 to 120 times', () => {
    const planned = { ...base, status: 'planned', dueDate: '2025-07-31' };
    expect(entry.parse({ ...planned, instalments: 120 }).instalments).toBe(120);
    expect(messages(entry.safeParse({ ...planned, instalments: 121 }))).toEqual({
      instalments: INSTALMENTS_MESSAGE,
    });
    expect(messages(entry.safeParse({ ...planned, instalments: 0 }))).toEqual({
      instalments: INSTALMENTS_MESSAGE,
    });
    expect(messages(entry.safeParse({ ...planned, instalments: 2.5 }))).toEqual({
      instalments: INSTALMENTS_MESSAGE,
    });
    expect(messages(entry.safeParse({ ...planned, type: 'income', instalments: 3 }))).toEqual({
      instalments: INSTALMENTS_EXPENSE_MESSAGE,
    });
    expect(messages(entry.safeParse({ ...base, instalments: 3 }))).toEqual({
      status: INSTALMENTS_PLANNED_MESSAGE,
    });
    expect(messages(entry.safeParse({ ...planned, amount: 0.02, instalments: 3 }))).toEqual({
      instalments: INSTALMENTS_TOO_SMALL_MESSAGE,
    });
  });

  it('refuses instalments that would run past 2100', () => {
    const late = { ...base, status: 'planned', date: '2095-01-01', dueDate: '2095-01-31' };
    expect(messages(entry.safeParse({ ...late, instalments: 120 }))).toEqual({
      instalments: INSTALMENTS_PAST_2100_MESSAGE,
    });
    expect(entry.parse({ ...late, instalments: 72 }).instalments).toBe(72);
  });

  it('refuses what is not an entry', () => {
    for (const value of [null, 'x', [], 42]) expect(entry.safeParse(value).success).toBe(false);
    expect(messages(entry.safeParse({ ...base, type: 'investment' }))).toEqual({
      type: 'Tipo inválido',
    });
    expect(messages(entry.safeParse({ ...base, accountId: 'Sanidade' }))).toEqual({
      accountId: 'Escolha a categoria',
    });
  });
});

describe('entryUpdateSchemaUntil', () => {
  it('edits one entry without instalments', () => {
    const data = entryUpdateSchemaUntil(TODAY).parse({ ...base, instalments: 5 });
    expect(data).not.toHaveProperty('instalments');
    expect(data.amountCents).toBe(123456);
  });
});

describe('settleSchemaUntil', () => {
  const settle = settleSchemaUntil(TODAY);
  it('realizes on a day, with the amount paid when it differs', () => {
    expect(settle.parse({ date: '2025-06-15' })).toEqual({ date: '2025-06-15', amountCents: null });
    expect(settle.parse({ date: '2025-06-01', amount: 10.5 })).toEqual({
      date: '2025-06-01',
      amountCents: 1050,
    });
    expect(messages(settle.safeParse({ date: '2025-06-16' }))).toEqual({
      date: FUTURE_DATE_MESSAGE,
    });
    expect(messages(settle.safeParse({ date: '2025-06-01', amount: -1 }))).toEqual({
      amount: AMOUNT_POSITIVE_MESSAGE,
    });
  });
});

describe('accounts', () => {
  it('creates and renames', () => {
    expect(accountCreateSchema.parse({ name: ' Assistência técnica ', kind: 'expense' })).toEqual({
      name: 'Assistência técnica',
      kind: 'expense',
    });
    expect(messages(accountCreateSchema.safeParse({ name: 'X', kind: 'asset' }))).toEqual({
      kind: 'Escolha o tipo da conta',
    });
    expect(messages(accountRenameSchema.safeParse({ name: '' }))).toEqual({
      name: 'Informe o nome da conta',
    });
    expect(messages(accountRenameSchema.safeParse({ name: 'a\u0000b' }))).toEqual({
      name: INVALID_CHARACTERS_MESSAGE,
    });
    expect(messages(accountRenameSchema.safeParse({ name: 'x'.repeat(61) }))).toEqual({
      name: 'Nome muito longo',
    });
  });
});

describe('financeSettingsSchema', () => {
  it.each([0, 1.5, 2.05, 10])('takes a Funrural rate of %d %%', (funruralRate) => {
    expect(financeSettingsSchema.parse({ funruralRate })).toEqual({ funruralRate });
  });

  it.each([
    [-0.1, 'A alíquota não pode ser negativa'],
    [10.01, 'Alíquota de no máximo 10%'],
    [1e308, 'Alíquota de no máximo 10%'],
    [1.555, 'Alíquota com no máximo 2 casas decimais'],
    [Number.NaN, 'Informe um número válido'],
    [undefined, 'Campo obrigatório'],
  ])('refuses %j', (funruralRate, message) => {
    expect(messages(financeSettingsSchema.safeParse({ funruralRate }))).toEqual({
      funruralRate: message,
    });
  });
});

describe('bank categorisation and reconciliation', () => {
  const item = { entryId: LOT, accountId: ACCOUNT };
  it('takes up to 1.000 distinct lines', () => {
    expect(bankCategorisationSchema.parse({ items: [item] }).items).toEqual([item]);
    expect(messages(bankCategorisationSchema.safeParse({ items: [] }))).toEqual({
      items: 'Escolha pelo menos um lançamento',
    });
    expect(messages(bankCategorisationSchema.safeParse({ items: [item, item] }))).toEqual({
      items: 'Lançamento repetido na lista',
    });
    const many = Array.from({ length: 1001 }, () => item);
    expect(messages(bankCategorisationSchema.safeParse({ items: many }))).toEqual({
      items: 'No máximo 1.000 lançamentos de uma vez',
    });
  });

  it('reconciles two different entries', () => {
    expect(reconcileSchema.safeParse({ bankEntryId: LOT, entryId: ACCOUNT }).success).toBe(true);
    expect(messages(reconcileSchema.safeParse({ bankEntryId: LOT, entryId: LOT }))).toEqual({
      entryId: 'Escolha outro lançamento para conciliar',
    });
  });
});
