import { roundTo } from '../round';
import { SEED_ACCOUNTS } from './constants';
import { assertCents, sumCents, type Cents } from './money';
import { coeCents, groupTotal, type AccountTotal } from './results';

/*
 * 'DRE do ano' (issue 43 item 6): the year's realized entries as a rural accountant lays them
 * out, printable. Cash basis, as the LCDPR: receitas by account, the Funrural deducted on its own
 * line, the receita líquida, the COE by account and the margin over it; the animals bought
 * (reposição) after the margin; investments apart, never subtracted.
 */

export const DRE_LABELS = {
  revenue: 'Receita bruta',
  deductions: '(−) Deduções',
  netRevenue: 'Receita líquida',
  coe: '(−) Custo operacional efetivo (COE)',
  marginOverCoe: 'Margem sobre o COE',
  restocking: '(−) Compra de animais (reposição)',
  result: 'Resultado do ano',
  investments: 'Investimentos (à parte)',
} as const;

export const DRE_INVESTMENTS_NOTE =
  'Investimentos em máquinas e benfeitorias duram mais de um ano: não entram no custo nem no resultado do ano.';

export interface DreLine {
  accountId: string | null;
  key: string | null;
  name: string;
  cents: Cents;
}

export interface DreSection {
  lines: DreLine[];
  total: Cents;
}

export interface Dre {
  year: number;
  revenue: DreSection;
  /** The Funrural (and any other deduction account), its line always there. */
  deductions: DreSection;
  netRevenue: Cents;
  coe: DreSection;
  /** receita líquida − COE. */
  marginOverCoe: Cents;
  /** The margin as % of the receita líquida, 1 decimal; null without revenue. */
  marginPercent: number | null;
  restocking: DreSection;
  /** margin − reposição. */
  result: Cents;
  investments: DreSection;
}

const SEED_ORDER = new Map<string, number>(SEED_ACCOUNTS.map((a, i) => [a.key, i]));

/** The chart's order: seeded accounts as listed, then the farm's own by name. */
function byChartOrder(a: DreLine, b: DreLine): number {
  const ia = a.key === null ? undefined : SEED_ORDER.get(a.key);
  const ib = b.key === null ? undefined : SEED_ORDER.get(b.key);
  if (ia !== undefined && ib !== undefined) return ia - ib;
  if (ia !== undefined) return -1;
  if (ib !== undefined) return 1;
  return a.name.localeCompare(b.name, 'pt-BR');
}

function section(accounts: readonly AccountTotal[], group: AccountTotal['group']): DreSection {
  const lines = accounts
    .filter((a) => a.group === group && a.cents !== 0)
    .map(({ accountId, key, name, cents }) => ({ accountId, key, name, cents }))
    .sort(byChartOrder);
  return { lines, total: groupTotal(accounts, group) };
}

/**
 * The year's DRE from its realized totals per account (positive centavos). Accounts without
 * movement are left out, but for the Funrural, always shown (R$ 0,00 when none).
 * @example
 * buildDre(2025, [
 *   { accountId: 'a', key: 'animal-sales', name: 'Venda de animais', group: 'revenue', cents: 100_000_00 },
 *   { accountId: 'b', key: 'funrural', name: 'Funrural', group: 'deduction', cents: 1_500_00 },
 *   { accountId: 'c', key: 'feed', name: 'Suplementação e ração', group: 'coe', cents: 40_000_00 },
 * ]).marginOverCoe //=> 5_850_000 (R$ 58.500,00)
 */
export function buildDre(year: number, accounts: readonly AccountTotal[]): Dre {
  if (!Number.isInteger(year) || year < 1980 || year > 2100) throw new RangeError('Ano inválido');
  for (const a of accounts) {
    if (assertCents(a.cents, a.name) < 0) throw new RangeError(`${a.name}: valor negativo`);
  }
  const revenue = section(accounts, 'revenue');
  const deductions = section(accounts, 'deduction');
  if (!deductions.lines.some((l) => l.key === 'funrural')) {
    const funrural = accounts.find((a) => a.key === 'funrural');
    deductions.lines.unshift({
      accountId: funrural?.accountId ?? null,
      key: 'funrural',
      name: funrural?.name ?? 'Funrural',
      cents: 0,
    });
  }
  const netRevenue = sumCents([revenue.total, -deductions.total]);
  const coe = section(accounts, 'coe');
  const marginOverCoe = sumCents([netRevenue, -coeCents(accounts)]);
  const restocking = section(accounts, 'restocking');
  return {
    year,
    revenue,
    deductions,
    netRevenue,
    coe,
    marginOverCoe,
    marginPercent: netRevenue > 0 ? roundTo((marginOverCoe / netRevenue) * 100, 1) : null,
    restocking,
    result: sumCents([marginOverCoe, -restocking.total]),
    investments: section(accounts, 'investment'),
  };
}
