import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  cleanup,
  configure,
  render,
  screen as page,
  type RenderResult,
} from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import type { MeResponse } from '@/domain/api';
import type { FarmRole } from '@/domain/farms';
import { MODULE_IDS } from '@/domain/modules';
import type { SubscriptionPlan } from '@/domain/plans';
import { createQueryClient } from '../lib/query-client';
import { ME_QUERY_KEY } from '../lib/session';
import { setSyncUser } from '../offline/sync-store';
import { freshDatabase } from '../offline/test-helpers';

// Testing Library cleans up after each test only where Vitest's globals are on (they are not):
// every file that renders through here unmounts its screen, undoes its stubbed globals and
// forgets its mocks' calls.
// A screen renders whole, header included: a long form filled on a 2-core machine shared with
// other builds took over Vitest's 5 s (alone, well under 1 s).
vi.setConfig({ testTimeout: 20_000 });
// Likewise an answer awaited with findBy…: an outbox save (IndexedDB, then the request) took over
// Testing Library's 1 s in a full run on that machine.
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/**
 * A screen of unknown width, where a list makes both its table and its cards (lib/use-layout.ts)
 * and a tabbed page shows every part. Undone after every test (web/test/setup.ts).
 */
export function unknownScreen() {
  vi.stubGlobal('matchMedia', undefined);
}

/**
 * The signed-in producer /api/me would answer: Ana Prado on the PRO plan, owner of one farm
 * that sees money; `role` 'field' makes her 'Campo' there (no money, no financial module).
 */
export function producer(
  options: { role?: FarmRole; plan?: SubscriptionPlan; isAdmin?: boolean } = {},
): MeResponse {
  const { role = 'owner', plan = 'PRO', isAdmin = false } = options;
  return {
    user: { id: 'u-ana', name: 'Ana Prado', email: 'ana@fazenda.test', createdAt: '2026-01-01' },
    isAdmin,
    subscription: { plan, status: 'active', animalLimit: 999999, trialEndsAt: null },
    modules: [...MODULE_IDS],
    banners: {
      admin: isAdmin,
      inactive: false,
      animalLimit: null,
      starterNote: false,
      trialDaysLeft: null,
    },
    farm: {
      id: 'f-1',
      name: 'Fazenda Boa Vista',
      city: 'Goiânia',
      state: 'GO',
      areaHectares: 500,
      role,
      seesMoney: role !== 'field',
      isOwner: role === 'owner',
      plan,
    },
    farms: [{ id: 'f-1', name: 'Fazenda Boa Vista', role }],
  };
}

/** Where the screen's router stands, for tests that follow a navigation. */
export const location = { pathname: '', search: '', state: undefined as unknown };

function LocationProbe() {
  const at = useLocation();
  location.pathname = at.pathname;
  location.search = at.search;
  location.state = at.state;
  return null;
}

export interface AppOptions {
  /** The address the router opens at (default '/'). */
  path?: string;
  /** The route pattern the screen stands at (default: `path` without its query). */
  route?: string;
  /** /api/me's answer (default: the owner from `producer()`); null for a visitor. */
  me?: MeResponse | null;
  /** Query answers already in the cache, by query key. */
  answers?: Array<[readonly unknown[], unknown]>;
  /** user-event's options for `user` (under fake timers, `advanceTimers`). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Renders `screen` with Testing Library inside what the app gives every screen (app-providers.tsx,
 * routes.tsx): a fresh query client that already knows who is signed in, and a router at `path`.
 * Queries do not retry and stay fresh for the test, so a stubbed answer is asked once. `user`
 * types and clicks in it (user-event).
 */
export function renderInApp(
  screen: ReactElement,
  options: AppOptions = {},
): RenderResult & { client: QueryClient; user: UserEvent } {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, staleTime: Infinity, retry: false },
    mutations: { retry: false },
  });
  client.setQueryData(ME_QUERY_KEY, options.me === undefined ? producer() : options.me);
  for (const [key, data] of options.answers ?? []) client.setQueryData(key, data);
  const path = options.path ?? '/';
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <Routes>
          <Route path={options.route ?? path.split('?')[0]} element={children} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return Object.assign(render(screen, { wrapper }), {
    client,
    user: userEvent.setup(options.userOptions),
  });
}

/** One request the screen made: its method, address, headers and JSON body. */
export interface Sent {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/** An API answer: a JSON body with a status (200 unless told). */
export interface Answer {
  status?: number;
  body?: unknown;
}

type Handler = Answer | ((sent: Sent) => Answer);

/** A JSON answer the way the API fails: `{ error: { code, message } }`. */
export function failure(status: number, message: string, code = 'ERROR'): Answer {
  return { status, body: { error: { code, message } } };
}

/**
 * Stubs `fetch` with the API answers a screen asks for, keyed 'METHOD /path' (the query string
 * included when the key has one, ignored otherwise). A request no key matches answers 404, so a
 * test sees what it did not expect in `sent`. Undone by vi.unstubAllGlobals().
 */
export function stubApi(handlers: Record<string, Handler>) {
  const sent: Sent[] = [];
  const answer = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://test');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = new Headers(init.headers);
    const request: Sent = { method, path: url.pathname + url.search, headers, body };
    sent.push(request);
    const handler =
      handlers[`${method} ${url.pathname}${url.search}`] ?? handlers[`${method} ${url.pathname}`];
    const { status = 200, body: payload = null } = !handler
      ? failure(404, `Sem resposta para ${method} ${request.path}`, 'NOT_FOUND')
      : typeof handler === 'function'
        ? handler(request)
        : handler;
    return new Response(status === 204 ? null : JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    /** Every request made, in order. */
    sent,
    /** The requests made with `method` to `path` (the query string ignored). */
    to: (method: string, path: string) =>
      sent.filter((s) => s.method === method && s.path.split('?')[0] === path),
  };
}

/**
 * Opens `screen` the way a screen's test does: its API answers `handlers` (stubApi), then it
 * renders in the app (renderInApp, with `options`). Gives what renderInApp gives, and `api`.
 */
export function renderWithApi(
  screen: ReactElement,
  handlers: Record<string, Handler>,
  options: AppOptions = {},
) {
  const api = stubApi(handlers);
  return { ...renderInApp(screen, options), api };
}

/**
 * The figure a result card shows under `label` ('R$ 2,00'), or undefined when no card has that
 * label (no results yet, or the card is hidden). A ResultTable row's figure the same way. Only
 * within `root` when given (a screen with the same label in two sections).
 */
export function figure(label: string, root: ParentNode = document): string | undefined {
  const labels = [...root.querySelectorAll('p, dt')].filter(
    (node) => node.textContent?.trim() === label,
  );
  if (labels.length > 1) throw new Error(`${labels.length} figures labelled '${label}'`);
  const [found] = labels;
  if (!found) return undefined;
  const value = found.nextElementSibling;
  // A table row's value holds the figure and, beside it, its detail.
  const shown = found.tagName === 'DT' ? value?.firstElementChild : value;
  return shown?.textContent ?? undefined;
}

/** The input labelled `label` (a text field, a number field). */
export function field(label: string): HTMLInputElement {
  return page.getByLabelText(label, { selector: 'input' });
}

/** The validation message under the field labelled `label`, or undefined when it has none. */
export function errorOf(label: string): string | undefined {
  const input = field(label);
  return document.getElementById(`${input.id}-error`)?.textContent ?? undefined;
}

/**
 * Replaces what each field labelled by a key holds with its value, leaving it after (its blur
 * writes it the pt-BR way). The text is pasted, one input event a field rather than one a key: a
 * whole screen re-renders on each, and typing key by key cost seconds a test.
 */
export async function fillIn(user: UserEvent, values: Record<string, string>): Promise<void> {
  for (const [label, text] of Object.entries(values)) {
    const input = field(label);
    await user.clear(input);
    if (text) await user.paste(text);
    await user.tab();
  }
}

/**
 * The element whose whole text, spaces evened out, is `text` (its deepest one), or null: a text
 * an amount splits into parts (WholeAmounts) that Testing Library's getByText cannot find whole.
 */
export function textShown(text: string, root: ParentNode = document.body): Element | null {
  const even = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();
  const found = [...root.querySelectorAll('*')].filter((node) => even(node.textContent) === text);
  return found.at(-1) ?? null;
}

/**
 * The outbox the screens write records through (decision 019), empty, and sending for the
 * producer of `producer()` as the app's OfflineSync does once /api/me is known. Call it in a
 * beforeEach of a file whose screen saves records; `stopOutbox` in its afterEach.
 */
export async function startOutbox(): Promise<void> {
  await freshDatabase();
  await setSyncUser(producer().user.id);
}

/** Stops the outbox sending (no one signed in), for the next test to start it afresh. */
export const stopOutbox = () => setSyncUser(null);

/** Clicks the button named `name` (a calculator's 'Calcular', a form's 'Salvar'). */
export const clickButton = (user: UserEvent, name: string) =>
  user.click(page.getByRole('button', { name }));

/** vi.waitFor with the patience of findBy… (above): `check` until it passes, up to 5 s. */
export const eventually = <T,>(check: () => T | Promise<T>) =>
  vi.waitFor(check, { timeout: 5_000, interval: 20 });
