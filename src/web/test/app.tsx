import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
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
  location.pathname = at.pathname;
  location.search = at.search;
  location.state = at.state;
  return null;
}

/**
 * `screen` inside what the app gives every screen: a query client whose answers are `answers`
 * (and the signed-in user, `me`), fresh for the whole test, and a router at `path`.
 */
export function inApp(
  screen: ReactNode,
  options: {
    path?: string;
    route?: string;
    me?: MeResponse | null;
    answers?: [readonly unknown[], unknown][];
    client?: QueryClient;
  } = {},
): ReactNode {
  const client = options.client ?? createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, staleTime: Infinity, retry: false },
  });
  client.setQueryData(ME_QUERY_KEY, options.me === undefined ? ANA : options.me);
  for (const [key, data] of options.answers ?? []) client.setQueryData(key, data);
  const path = options.path ?? '/';
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <Routes>
          <Route path={options.route ?? path.split('?')[0]} element={screen} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}
