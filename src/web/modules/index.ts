import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModuleId } from '@/domain/modules';

/** Each module's screen, loaded on demand. A module without one shows "em breve". */
export const MODULE_SCREENS: Partial<Record<ModuleId, LazyExoticComponent<ComponentType>>> = {
  results: lazy(() => import('./results/results-page')),
};
