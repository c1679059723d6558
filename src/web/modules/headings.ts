import type { ModuleId } from '@/domain/modules';

/**
 * The title and the line under it of the module screens that have one, as each screen shows them
 * and as its shell paints them before the app's scripts run (decision 050). The inventory's line
 * depends on who reads it (money or not): it has no shell.
 */
export const MODULE_HEADINGS = {
  results: {
    title: 'Cálculo de Resultados Pecuários',
    description:
      'Informe os dados do lote e os custos da operação para ver receita, lucro e margem.',
  },
  'monthly-control': {
    title: 'Controle Mensal',
    description:
      'Registre a movimentação e o resultado de cada mês. Escolha um mês já salvo para revê-lo.',
  },
  budget: {
    title: 'Planejamento e Orçamento',
    description: 'Preveja investimento, custos e lucro de um lote antes de comprar.',
  },
  'annual-results': {
    title: 'Resultados Anuais',
    description: 'Feche o ano: movimentação do rebanho, lucro, margem e retorno do investimento.',
  },
  weighing: {
    title: 'Controle de Pesagem',
    description: 'Registre as pesagens de cada animal e acompanhe o ganho de peso e o GMD.',
  },
  'exchange-ratio': {
    title: 'Cálculo da Relação de Troca',
    description:
      'Quantos bezerros a venda de um animal terminado compra, no ano atual e num ano anterior.',
  },
  stocking: {
    title: 'Taxa de Lotação',
    description:
      'Informe a área e o rebanho para ver as unidades animais por hectare e a situação do pasto.',
  },
  premium: {
    title: 'Diluir Ágio na Compra',
    description: 'Quantos dias de ganho de peso pagam o ágio pago acima do preço de mercado.',
  },
} as const satisfies Partial<Record<ModuleId, { title: string; description: string }>>;

export type HeadedModuleId = keyof typeof MODULE_HEADINGS;

/**
 * The tabs of a module screen below 1024 px (components/page-tabs.tsx, issue 39): their names in
 * the URL (?aba=lotes; the first without it) and their labels, as the screen shows them and as its
 * shell paints them.
 */
export const MODULE_TABS = {
  weighing: [
    { id: 'pesar', label: 'Pesar' },
    { id: 'lotes', label: 'Lotes' },
    { id: 'relatorio', label: 'Relatório' },
  ],
} as const satisfies Partial<Record<HeadedModuleId, readonly { id: string; label: string }[]>>;

/** The tabs of `moduleId`'s screen, none for most. */
export const moduleTabs = (moduleId: HeadedModuleId): readonly { id: string; label: string }[] =>
  (MODULE_TABS as Partial<Record<HeadedModuleId, readonly { id: string; label: string }[]>>)[
    moduleId
  ] ?? [];

/** A headed module screen's ModuleLayout (or ModuleMain) props: its id, title and line. */
export const headedModule = (moduleId: HeadedModuleId) => ({
  moduleId,
  ...MODULE_HEADINGS[moduleId],
});
