import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModuleId } from '@/domain/modules';

/** Each module's screen, loaded on demand. A module without one shows "em breve". */
export const MODULE_SCREENS: Partial<Record<ModuleId, LazyExoticComponent<ComponentType>>> = {
  results: lazy(() => import('./results/results-page')),
  'monthly-control': lazy(() => import('./monthly-control/monthly-control-page')),
  budget: lazy(() => import('./budget/budget-page')),
  'annual-results': lazy(() => import('./annual-results/annual-results-page')),
  inventory: lazy(() => import('./inventory/inventory-page')),
  weighing: lazy(() => import('./weighing/weighing-page')),
  'exchange-ratio': lazy(() => import('./exchange-ratio/exchange-ratio-page')),
  stocking: lazy(() => import('./stocking/stocking-page')),
  premium: lazy(() => import('./premium/premium-page')),
  supplementation: lazy(() => import('./supplementation/supplementation-page')),
  'supplementation-cost': lazy(() => import('./supplementation-cost/supplementation-cost-page')),
  'daily-rate': lazy(() => import('./daily-rate/daily-rate-page')),
};
