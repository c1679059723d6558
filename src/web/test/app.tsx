import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { MeResponse } from '@/domain/api';
import { createQueryClient } from '../lib/query-client';
import { ME_QUERY_KEY } from '../lib/session';

/** A producer on the PRO plan, owner of one farm that sees money. */
export const ANA: MeResponse = {
  user: { id: 'u-ana', name: 'Ana Prado', email: 'ana@fazenda.test', createdAt: '2026-01-01' },
  isAdmin: false,
  subscription: { plan: 'PRO', status: 'active' },
  modules: [],
  banners: [],
  farm: { id: 'f-1', name: 'Fazenda Boa Vista', seesMoney: true, isOwner: true, plan: 'PRO' },
  farms: [{ id: 'f-1', name: 'Fazenda Boa Vista', role: 'owner' }],
} as unknown as MeResponse;

/** Where the screen's router stands, for tests that follow a navigation. */
export const location = { pathname: '', search: '', state: undefined as unknown };

function LocationProbe() {
  const at = useLocation();
  Object.assign(location, { pathname: at.pathname, search: at.search, state: at.state });
  return null;
}

export interface AppOptions {
  /** The address the router opens at ('/module/daily-rate?x=1'). */
  path?: string;
  /** The route pattern the screen answers (default: the path without its query). */
  route?: string;
  /** The signed-in user (default ANA; null: nobody). */
  me?: MeResponse | null;
  /** Answers already in the query cache: [key, data]. */
  answers?: [readonly unknown[], unknown][];
  client?: QueryClient;
}

/**
 * Renders `screen` inside what the app gives every screen: a query client whose answers are
 * `answers` (and the signed-in user, `me`), fresh for the whole test, and a router at `path`.
 */
export function renderInApp(screen: ReactElement, options: AppOptions = {}) {
  const client = options.client ?? createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, staleTime: Infinity, retry: false },
  });
  client.setQueryData(ME_QUERY_KEY, options.me === undefined ? ANA : options.me);
  for (const [key, data] of options.answers ?? []) client.setQueryData(key, data);
  const path = options.path ?? '/';
  const tree = (
    <Routes>
      <Route path={options.route ?? path.split('?')[0]} element={screen} />
      <Route path="*" element={null} />
    </Routes>
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        {children}
      </MemoryRouter>
    </QueryClientProvider>
  );
  return { client, ...render(tree, { wrapper }) };
}

/**
 * A phone's screen for `window.matchMedia` (max-width queries match, min-width ones do not; the
 * other way round for a wide screen) and the ids of the nodes
 * scrolled into view, in order. Undone by vi.restoreAllMocks (after every test).
 */
export function watchScreen(options: { phone?: boolean } = {}) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query.includes('max-width')
      ? Boolean(options.phone)
      : query.includes('min-width') && !options.phone,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  const scrolled: string[] = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this.id);
  });
  return { scrolled };
}

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The figure shown under the label `label` in a result card (the value's text), or undefined. */
export function figure(label: string): string | undefined {
  const title = [...document.querySelectorAll('p')].find((p) => squash(p.textContent) === label);
  const value = title?.nextElementSibling;
  return value ? squash(value.textContent) : undefined;
}

/** The whole page's text, whitespace-collapsed. */
export const pageText = () => squash(document.body.textContent);
