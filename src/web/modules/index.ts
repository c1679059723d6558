/*
 * The registry of the calculator and record modules' screens (/module/:id). Each folder of
 * src/web/modules is one module, named by its id (src/domain/modules.ts); a record module's page
 * opens with where the rest of it lives (server routes and store, domain, tests). herd/ and
 * sanitary/ are the farm's pages (/rebanho, /sanidade), routed in routes.tsx, not here. No module
 * imports another (eslint.config.js); what two share lives in src/web/components or src/web/lib.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { MeAnswer, MeResponse } from '@/domain/api';
import type { ModuleId } from '@/domain/modules';

/**
 * Fetches the data a screen asks for first (the same queries, so the screen finds them cached);
 * `me` says what the member's plan opens (a read the plan does not include is not asked).
 */
type Prefetch = (queryClient: QueryClient, me: MeResponse) => Promise<unknown>;

interface ModuleScreen {
  load: () => Promise<{ default: ComponentType }>;
  /** The screen's first data, for a screen whose first render waits on the server. */
  data?: () => Promise<Prefetch>;
}

const SCREENS: Partial<Record<ModuleId, ModuleScreen>> = {
  results: { load: () => import('./results/results-page') },
  'monthly-control': { load: () => import('./monthly-control/monthly-control-page') },
  budget: { load: () => import('./budget/budget-page') },
  'annual-results': { load: () => import('./annual-results/annual-results-page') },
  inventory: {
    load: () => import('./inventory/inventory-page'),
    data: () =>
      import('./inventory/inventory-query-options').then((m) => m.prefetchInventoryScreen),
  },
  weighing: {
    // With the pastures module's 'Mover para pasto' on each lot (weighing-screen.tsx).
    load: () => import('./weighing-screen'),
    data: () => import('./weighing/weighing-prefetch').then((m) => m.prefetchWeighingScreen),
  },
  'exchange-ratio': { load: () => import('./exchange-ratio/exchange-ratio-page') },
  stocking: { load: () => import('./stocking/stocking-page') },
  premium: { load: () => import('./premium/premium-page') },
  supplementation: { load: () => import('./supplementation/supplementation-page') },
  'supplementation-cost': {
    load: () => import('./supplementation-cost/supplementation-cost-page'),
  },
  'daily-rate': { load: () => import('./daily-rate/daily-rate-page') },
};

/** The screens whose code has loaded. */
const loaded = new Map<string, ComponentType>();
const load = (moduleId: string, screen: ModuleScreen) =>
  screen.load().then((module) => {
    loaded.set(moduleId, module.default);
    return module;
  });

/** Each module's screen, loaded on demand. A module without one shows "em breve". */
export const MODULE_SCREENS: Partial<Record<ModuleId, LazyExoticComponent<ComponentType>>> =
  Object.fromEntries(
    Object.entries(SCREENS).map(([id, screen]) => [id, lazy(() => load(id, screen))]),
  );

/**
 * A module's screen to render: the component itself once its code has loaded (preloaded by
 * preloadModuleScreen), else the lazy one. A lazy component suspends on its first render even
 * when its code is there, and React then shows the fallback and holds the screen back for a
 * moment (its throttling of revealed content).
 */
export function moduleScreen(moduleId: ModuleId): ComponentType | undefined {
  return loaded.get(moduleId) ?? MODULE_SCREENS[moduleId];
}

/** Any text may come from the address: only a module's own entry ('/module/toString' is none). */
const screenOf = (moduleId: string): ModuleScreen | undefined =>
  Object.hasOwn(SCREENS, moduleId) ? SCREENS[moduleId as ModuleId] : undefined;

/** Whether the screen's code has loaded (moduleScreen gives the component itself). */
export const isLoaded = (moduleId: ModuleId): boolean => loaded.has(moduleId);

/**
 * A module's screen's code, loaded (routes.tsx's loadRouteCode, before React takes over a page
 * the server rendered: the screen hydrates with the page, not after it). Never rejects.
 */
export function loadModuleScreen(moduleId: string): Promise<void> {
  const screen = screenOf(moduleId);
  // A failure here is the screen's own to show when it renders.
  return screen
    ? load(moduleId, screen).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/**
 * A module's screen's first reads into `queryClient` (its `data`), for the server's page of it
 * (page-reads.ts): the same function the app's route asks while the screen's code loads.
 */
export function readModuleScreen(
  moduleId: ModuleId,
  queryClient: QueryClient,
  me: MeResponse,
): Promise<unknown> {
  const data = screenOf(moduleId)?.data;
  return data ? data().then((prefetch) => prefetch(queryClient, me)) : Promise.resolve();
}

/**
 * Called when /module/:id is opened (routes.tsx): starts loading the screen's code at once,
 * beside the page's own chunk and /api/me, instead of after them; and, once /api/me (`me`) says
 * the member may open the module, its first data, instead of after the screen has rendered.
 * Resolves once the screen's code is in (or failed to load), never rejects: the route waits for
 * it, so the screen renders at once instead of a spinner first.
 */
export function preloadModuleScreen(
  moduleId: string,
  queryClient: QueryClient,
  me: Promise<MeAnswer>,
): Promise<void> {
  const screen = screenOf(moduleId);
  if (!screen) return Promise.resolve();
  const code = loadModuleScreen(moduleId);
  const { data } = screen;
  if (!data) return code;
  void Promise.all([me, data()])
    .then(([answer, prefetch]) =>
      answer?.modules.includes(moduleId as ModuleId) ? prefetch(queryClient, answer) : undefined,
    )
    .catch(() => {});
  return code;
}
