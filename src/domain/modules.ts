/**
 * The twelve modules of the product, in the order the dashboard shows them.
 * Ids match the routes (`/module/{id}`) and the spec's module ids.
 */
export const MODULE_IDS = [
  'results',
  'supplementation',
  'exchange-ratio',
  'supplementation-cost',
  'budget',
  'stocking',
  'daily-rate',
  'monthly-control',
  'annual-results',
  'inventory',
  'weighing',
  'premium',
] as const;

export type ModuleId = (typeof MODULE_IDS)[number];

export interface ModuleInfo {
  id: ModuleId;
  /** Card title, as the producer reads it. */
  name: string;
  /** One line saying what the module answers. */
  description: string;
  /** The line for 'Campo', who sees no money figure, when `description` promises one. */
  descriptionWithoutMoney?: string;
}

export const MODULES: readonly ModuleInfo[] = [
  {
    id: 'results',
    name: 'Cálculo de Resultados Pecuários',
    description: 'Custos, receita e margem de um lote, do início ao fim.',
  },
  {
    id: 'supplementation',
    name: 'Cálculo de Quantidade a Ser Colocada',
    description: 'Quanto colocar no cocho por dia e quantos sacos usar.',
  },
  {
    id: 'exchange-ratio',
    name: 'Cálculo da Relação de Troca',
    description: 'Quantos bezerros a venda de um boi gordo compra.',
  },
  {
    id: 'supplementation-cost',
    name: 'Custo de Suplementação',
    description: 'Quanto custa suplementar o lote no período.',
  },
  {
    id: 'budget',
    name: 'Planejamento e Orçamento',
    description: 'Investimento, custos e lucro previstos antes de comprar.',
  },
  {
    id: 'stocking',
    name: 'Taxa de Lotação',
    description: 'Unidades animais por hectare e a situação do pasto.',
  },
  {
    id: 'daily-rate',
    name: 'Cálculo da Diária',
    description: 'O custo diário por cabeça e do rebanho.',
  },
  {
    id: 'monthly-control',
    name: 'Controle Mensal',
    description: 'Entradas, saídas, custos e receitas de cada mês.',
  },
  {
    id: 'annual-results',
    name: 'Resultados Anuais',
    description: 'Lucro, margem, ROI e mortalidade do ano.',
  },
  {
    id: 'inventory',
    name: 'Estoque do Rebanho',
    description: 'Cabeças, peso e valor do gado por categoria.',
    descriptionWithoutMoney: 'Cabeças e peso do gado por categoria.',
  },
  {
    id: 'weighing',
    name: 'Controle de Pesagem',
    description: 'Pesagens por animal e ganho médio diário (GMD).',
  },
  {
    id: 'premium',
    name: 'Diluir Ágio na Compra',
    description: 'Quantos dias de engorda pagam o ágio da compra.',
  },
];

/** The five modules a Starter subscription opens (spec section 6). */
export const STARTER_MODULE_IDS: readonly ModuleId[] = [
  'results',
  'supplementation-cost',
  'daily-rate',
  'inventory',
  'weighing',
];

export function isModuleId(value: string): value is ModuleId {
  return (MODULE_IDS as readonly string[]).includes(value);
}

export function findModule(id: ModuleId): ModuleInfo {
  const found = MODULES.find((m) => m.id === id);
  if (!found) throw new Error(`Unknown module ${id}`);
  return found;
}
