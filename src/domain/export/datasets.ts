import { planHas } from '../plans';
import { itemTotals, type InventoryItem } from '../records/inventory';
import type { AnnualRecord } from '../records/annual-results';
import type { BudgetPlan } from '../records/budget';
import type { Lot } from '../records/lots';
import type { MonthlyRecord } from '../records/monthly-control';
import { herdPerformance } from '../records/herd-performance';
import type { Weighing } from '../records/weighing';
import type { CsvColumn } from './csv';

/*
 * The columns of each file the producer exports (issue 12). Money columns are left out for
 * 'Campo', who sees no money (decision 015).
 */

/** The datasets and their Portuguese file names. */
export const EXPORT_DATASETS = {
  inventory: 'estoque',
  weighings: 'pesagens',
  lots: 'lotes',
  'monthly-control': 'controle-mensal',
  'budget-plans': 'planejamentos',
  'annual-results': 'resultados-anuais',
  animals: 'rebanho',
  'animal-events': 'eventos-rebanho',
  'sanitary-applications': 'aplicacoes-sanitarias',
  brucellosis: 'comprovante-brucelose',
  'reproduction-females': 'femeas-estacao',
  'reproduction-events': 'registros-reproducao',
  'reproduction-to-wean': 'a-desmamar',
  'reproduction-calvings': 'previsao-partos',
  pastures: 'pastos',
  'pastures-occupation': 'ocupacao-pastos',
  /** 'Lançamentos' of the Financeiro (GET /api/finance/entries.csv, owner and Gerente only). */
  'finance-entries': 'lancamentos-financeiros',
} as const;
export type ExportDataset = keyof typeof EXPORT_DATASETS;

export const EXPORT_NOT_IN_PLAN_MESSAGE =
  'A exportação de dados faz parte do plano Pro. Conheça os planos.';

export function inventoryColumns(withMoney: boolean): CsvColumn<InventoryItem>[] {
  return [
    { header: 'Categoria', value: (r) => r.category },
    { header: 'Quantidade (cabeças)', value: (r) => r.quantity, kind: 'number' },
    { header: 'Peso médio (kg)', value: (r) => r.averageWeight, kind: 'number' },
    { header: 'Peso total (kg)', value: (r) => itemTotals(r).totalWeight, kind: 'number' },
    {
      header: 'Arrobas (peso vivo ÷ 15)',
      value: (r) => itemTotals(r).arrobas,
      kind: 'number',
      decimals: 2,
    },
    ...(withMoney
      ? ([
          {
            header: 'Valor médio (R$/cabeça)',
            value: (r) => r.averageValue,
            kind: 'number',
            decimals: 2,
          },
          {
            header: 'Valor total (R$)',
            value: (r) => itemTotals(r).totalValue,
            kind: 'number',
            decimals: 2,
          },
        ] satisfies CsvColumn<InventoryItem>[])
      : []),
    { header: 'Local', value: (r) => r.location },
    { header: 'Cadastrado em', value: (r) => r.createdAt, kind: 'date' },
  ];
}

/** A weighing with its animal's GMD over all the animal's weighings. */
export interface WeighingExportRow extends Weighing {
  animalDailyGain: number | null;
}

/** The weighings in file order (animal, then date), each with its animal's GMD. */
export function weighingExportRows(weighings: readonly Weighing[]): WeighingExportRow[] {
  const gmd = new Map(herdPerformance(weighings).map((a) => [a.animalId, a.dailyGain]));
  const order = new Map([...gmd.keys()].map((id, i) => [id, i]));
  return [...weighings]
    .sort(
      (a, b) =>
        order.get(a.animalId)! - order.get(b.animalId)! ||
        a.weighingDate.localeCompare(b.weighingDate) ||
        a.createdAt.localeCompare(b.createdAt),
    )
    .map((w) => ({ ...w, animalDailyGain: gmd.get(w.animalId) ?? null }));
}

export const weighingColumns: CsvColumn<WeighingExportRow>[] = [
  { header: 'Animal', value: (r) => r.animalId },
  { header: 'Data da pesagem', value: (r) => r.weighingDate, kind: 'date' },
  { header: 'Peso (kg)', value: (r) => r.weight, kind: 'number' },
  { header: 'Observações', value: (r) => r.notes },
  {
    header: 'GMD do animal (kg/dia)',
    value: (r) => r.animalDailyGain,
    kind: 'number',
    decimals: 3,
  },
];

export function lotColumns(withMoney: boolean): CsvColumn<Lot>[] {
  return [
    { header: 'Lote', value: (r) => r.name },
    { header: 'Quantidade (cabeças)', value: (r) => r.quantity, kind: 'number' },
    { header: 'Data da compra', value: (r) => r.purchaseDate, kind: 'date' },
    { header: 'Peso inicial (kg)', value: (r) => r.initialWeight, kind: 'number' },
    { header: 'Peso final (kg)', value: (r) => r.finalWeight, kind: 'number' },
    ...(withMoney
      ? ([
          {
            header: 'Preço de compra (R$/cabeça)',
            value: (r) => r.purchasePrice,
            kind: 'number',
            decimals: 2,
          },
        ] satisfies CsvColumn<Lot>[])
      : []),
    { header: 'Situação', value: (r) => (r.closedAt ? 'Encerrado' : 'Aberto') },
    { header: 'Encerrado em', value: (r) => r.closedAt, kind: 'date' },
    { header: 'Animais pesados', value: (r) => r.figures.headsWeighed, kind: 'number' },
    {
      header: 'Peso médio atual (kg)',
      value: (r) => r.figures.averageWeight,
      kind: 'number',
      decimals: 2,
    },
    {
      header: 'GMD médio (kg/dia)',
      value: (r) => r.figures.averageDailyGain,
      kind: 'number',
      decimals: 3,
    },
    { header: 'Ganho total (kg)', value: (r) => r.figures.totalGain, kind: 'number', decimals: 2 },
    { header: 'Dias desde a compra', value: (r) => r.figures.daysSincePurchase, kind: 'number' },
  ];
}

export const monthlyColumns: CsvColumn<MonthlyRecord>[] = [
  { header: 'Mês', value: (r) => `${r.monthYear.slice(5, 7)}/${r.monthYear.slice(0, 4)}` },
  { header: 'Quantidade inicial (cabeças)', value: (r) => r.initialQuantity, kind: 'number' },
  { header: 'Compras (cabeças)', value: (r) => r.purchases, kind: 'number' },
  { header: 'Vendas (cabeças)', value: (r) => r.sales, kind: 'number' },
  { header: 'Mortes (cabeças)', value: (r) => r.deaths, kind: 'number' },
  { header: 'Quantidade final (cabeças)', value: (r) => r.finalQuantity, kind: 'number' },
  { header: 'Custos totais (R$)', value: (r) => r.totalCosts, kind: 'number', decimals: 2 },
  { header: 'Receita total (R$)', value: (r) => r.totalRevenue, kind: 'number', decimals: 2 },
  { header: 'Lucro líquido (R$)', value: (r) => r.netProfit, kind: 'number', decimals: 2 },
];

export const budgetColumns: CsvColumn<BudgetPlan>[] = [
  { header: 'Planejamento', value: (r) => r.planningName },
  { header: 'Período (meses)', value: (r) => r.periodMonths, kind: 'number' },
  { header: 'Quantidade prevista (cabeças)', value: (r) => r.expectedQuantity, kind: 'number' },
  {
    header: 'Preço de compra (R$/cabeça)',
    value: (r) => r.estimatedPurchasePrice,
    kind: 'number',
    decimals: 2,
  },
  {
    header: 'Preço de venda (R$/cabeça)',
    value: (r) => r.estimatedSalePrice,
    kind: 'number',
    decimals: 2,
  },
  {
    header: 'Suplementação (R$/mês)',
    value: (r) => r.monthlySupplementCost,
    kind: 'number',
    decimals: 2,
  },
  { header: 'Arrendamento (R$/mês)', value: (r) => r.monthlyRentCost, kind: 'number', decimals: 2 },
  { header: 'Mão de obra (R$/mês)', value: (r) => r.monthlyLaborCost, kind: 'number', decimals: 2 },
  {
    header: 'Outros custos (R$/mês)',
    value: (r) => r.otherMonthlyCosts,
    kind: 'number',
    decimals: 2,
  },
  {
    header: 'Investimento total (R$)',
    value: (r) => r.totalInvestment,
    kind: 'number',
    decimals: 2,
  },
  { header: 'Lucro estimado (R$)', value: (r) => r.estimatedProfit, kind: 'number', decimals: 2 },
  { header: 'Criado em', value: (r) => r.createdAt, kind: 'date' },
];

export const annualColumns: CsvColumn<AnnualRecord>[] = [
  { header: 'Ano', value: (r) => String(r.year) },
  { header: 'Estoque inicial (cabeças)', value: (r) => r.initialInventory, kind: 'number' },
  { header: 'Nascimentos (cabeças)', value: (r) => r.totalBirths, kind: 'number' },
  { header: 'Compras (cabeças)', value: (r) => r.totalPurchases, kind: 'number' },
  { header: 'Vendas (cabeças)', value: (r) => r.totalSales, kind: 'number' },
  { header: 'Mortes (cabeças)', value: (r) => r.totalDeaths, kind: 'number' },
  { header: 'Estoque final (cabeças)', value: (r) => r.finalInventory, kind: 'number' },
  {
    header: 'Investimento total (R$)',
    value: (r) => r.totalInvestment,
    kind: 'number',
    decimals: 2,
  },
  { header: 'Receita total (R$)', value: (r) => r.totalRevenue, kind: 'number', decimals: 2 },
  { header: 'Custos totais (R$)', value: (r) => r.totalCosts, kind: 'number', decimals: 2 },
  { header: 'Lucro líquido (R$)', value: (r) => r.netProfit, kind: 'number', decimals: 2 },
  { header: 'Margem bruta (%)', value: (r) => r.grossMargin, kind: 'number', decimals: 2 },
  { header: 'ROI (%)', value: (r) => r.roiPercent, kind: 'number', decimals: 2 },
];

/**
 * Whether a plan exports data: Pro and above, whatever the status (export is reading, which a
 * lapsed account keeps).
 */
export function canExport(plan: string | null | undefined): boolean {
  return planHas(plan, 'export');
}
