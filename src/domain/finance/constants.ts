/*
 * 'Financeiro' (issue 43): the farm's cash book. The rural chart of accounts each farm starts
 * with, the words of an entry ('Realizado', 'Previsto', 'Do rebanho'...) and the module's
 * refusals. Shared by the browser and the server; nothing here depends on a database.
 */

/** Starter's refusal (403 PLAN_REQUIRED) of the 'Financeiro' routes. */
export const FINANCE_PLAN_MESSAGE = 'O Financeiro faz parte dos planos Pro e Master.';
/** 'Campo''s refusal (403) everywhere in the module: it carries money (decision 066). */
export const FINANCE_MANAGER_MESSAGE = 'Só o proprietário e o gerente acessam o Financeiro.';

/** The toasts of 'Nova receita' and 'Nova despesa'. */
export const INCOME_SAVED_TOAST = 'Receita registrada';
export const EXPENSE_SAVED_TOAST = 'Despesa registrada';

/** What an account holds: money in, money out for the period, or money out that lasts. */
export const ACCOUNT_KINDS = ['income', 'expense', 'investment'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export const ACCOUNT_KIND_LABELS: Record<AccountKind, string> = {
  income: 'Receita',
  expense: 'Despesa',
  investment: 'Investimento',
};

/**
 * Where an account's total goes in the results ('DRE do ano', the cost of the arroba):
 * - `revenue`: the receitas;
 * - `deduction`: taken from the gross revenue (Funrural), before the receita líquida;
 * - `coe`: custo operacional efetivo, the period's cash outlays of the operation;
 * - `restocking`: the animals bought (reposição). Not in the COE: the '@ produzidas' already take
 *   the kg bought out of the kg produced, so counting their price as a cost too would charge the
 *   arroba twice; the DRE shows it on its own line, after the margin over the COE;
 * - `investment`: machines and improvements, which last beyond the period: shown apart.
 */
export const ACCOUNT_GROUPS = ['revenue', 'deduction', 'coe', 'restocking', 'investment'] as const;
export type AccountGroup = (typeof ACCOUNT_GROUPS)[number];
export const ACCOUNT_GROUP_LABELS: Record<AccountGroup, string> = {
  revenue: 'Receitas',
  deduction: 'Deduções da receita',
  coe: 'Custo operacional efetivo (COE)',
  restocking: 'Compra de animais (reposição)',
  investment: 'Investimentos',
};

/** One account of the chart a farm starts with; `key` never changes, the name may. */
export interface SeedAccount {
  key: string;
  name: string;
  kind: AccountKind;
  group: AccountGroup;
}

/**
 * 'Plano de contas': the rural chart of accounts seeded per farm, in the order the DRE and the
 * pickers list it. Each farm may rename these and add its own.
 */
export const SEED_ACCOUNTS = [
  { key: 'animal-sales', name: 'Venda de animais', kind: 'income', group: 'revenue' },
  { key: 'milk-sales', name: 'Venda de leite', kind: 'income', group: 'revenue' },
  { key: 'lease-received', name: 'Arrendamento recebido', kind: 'income', group: 'revenue' },
  { key: 'other-income', name: 'Outras receitas', kind: 'income', group: 'revenue' },
  { key: 'funrural', name: 'Funrural', kind: 'expense', group: 'deduction' },
  { key: 'animal-purchases', name: 'Compra de animais', kind: 'expense', group: 'restocking' },
  { key: 'feed', name: 'Suplementação e ração', kind: 'expense', group: 'coe' },
  { key: 'animal-health', name: 'Sanidade', kind: 'expense', group: 'coe' },
  { key: 'reproduction', name: 'Reprodução', kind: 'expense', group: 'coe' },
  { key: 'labour', name: 'Mão de obra', kind: 'expense', group: 'coe' },
  { key: 'fuel', name: 'Combustível e lubrificantes', kind: 'expense', group: 'coe' },
  { key: 'maintenance', name: 'Manutenção', kind: 'expense', group: 'coe' },
  { key: 'energy', name: 'Energia', kind: 'expense', group: 'coe' },
  { key: 'lease', name: 'Arrendamento', kind: 'expense', group: 'coe' },
  { key: 'taxes', name: 'Impostos e taxas', kind: 'expense', group: 'coe' },
  { key: 'freight', name: 'Frete', kind: 'expense', group: 'coe' },
  { key: 'other-expenses', name: 'Outras despesas', kind: 'expense', group: 'coe' },
  {
    key: 'machinery-improvements',
    name: 'Máquinas e benfeitorias',
    kind: 'investment',
    group: 'investment',
  },
] as const satisfies readonly SeedAccount[];
export type SeedAccountKey = (typeof SEED_ACCOUNTS)[number]['key'];

/** The group of an account a farm adds: its kind's (an added expense is part of the COE). */
export const GROUP_OF_KIND: Record<AccountKind, AccountGroup> = {
  income: 'revenue',
  expense: 'coe',
  investment: 'investment',
};

/** Where a bank line nobody has categorised yet goes, by its sign. */
export const FALLBACK_ACCOUNT: Record<EntryType, SeedAccountKey> = {
  income: 'other-income',
  expense: 'other-expenses',
};

/** The two buttons and the 'Tipo' of an entry: money in or out (an investment is money out). */
export const ENTRY_TYPES = ['income', 'expense'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
export const ENTRY_TYPE_LABELS: Record<EntryType, string> = {
  income: 'Receita',
  expense: 'Despesa',
};

/** The entry type an account's entries have. */
export function entryTypeOf(kind: AccountKind): EntryType {
  return kind === 'income' ? 'income' : 'expense';
}

/**
 * What the server answers when an entry's 'Categoria' is of the other kind (an income account
 * for 'Nova despesa'): the check needs the farm's accounts, so it is not in the schema.
 */
export const ACCOUNT_TYPE_MESSAGE: Record<EntryType, string> = {
  income: 'Escolha uma categoria de receita',
  expense: 'Escolha uma categoria de despesa ou de investimento',
};

/** 'Situação': paid or received, or only foreseen (with its 'Vencimento'). */
export const ENTRY_STATUSES = ['realized', 'planned'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];
export const ENTRY_STATUS_LABELS: Record<EntryStatus, string> = {
  realized: 'Realizado',
  planned: 'Previsto',
};

/** 'Origem': typed here, fed by a herd event, or a bank statement's line. */
export const ENTRY_SOURCES = ['herd', 'manual', 'bank'] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];
export const ENTRY_SOURCE_LABELS: Record<EntrySource, string> = {
  herd: 'Do rebanho',
  manual: 'Manual',
  bank: 'Extrato',
};

/**
 * The herd's records that feed the book ('Do rebanho'), and the account each one's entry goes
 * to. A frigorífico sale's Funrural is a second entry of the same sale ('funrural').
 */
export const HERD_ENTRY_EVENTS = ['sale', 'purchase', 'sanitary', 'reproduction'] as const;
export type HerdEntryEvent = (typeof HERD_ENTRY_EVENTS)[number];
export const HERD_EVENT_ACCOUNT: Record<HerdEntryEvent | 'funrural', SeedAccountKey> = {
  sale: 'animal-sales',
  purchase: 'animal-purchases',
  sanitary: 'animal-health',
  reproduction: 'reproduction',
  funrural: 'funrural',
};

/** 'Centro de custo': the whole farm, one lot, or one paddock (when the pastures exist). */
export const COST_CENTER_TYPES = ['farm', 'lot', 'paddock'] as const;
export type CostCenterType = (typeof COST_CENTER_TYPES)[number];
export const FARM_COST_CENTER_LABEL = 'Fazenda (geral)';

/**
 * The Funrural rate a farm starts from (%): a pessoa física's contribution on the gross sale,
 * 1,2 % + RAT 0,1 % + SENAR 0,2 %. Each farm sets its own (0 to 10 %).
 */
export const DEFAULT_FUNRURAL_RATE = 1.5;
export const MAX_FUNRURAL_RATE = 10;

/** 'Parcelas': an expense in up to 120 monthly instalments (ten years). */
export const MAX_INSTALMENTS = 120;

/** 'Contas a pagar' and 'Contas a receber' look this many days ahead. */
export const DUE_WINDOW_DAYS = 30;
