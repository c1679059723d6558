import {
  Suspense,
  useContext,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '../lib/cn';
import { CLOSED_PART, TAB_PARAM, tabPanelId } from '../lib/tab-parts';
import { useServerPage } from '../lib/use-server-page';
import { ChartWidthGuess, COMPUTER_CHART_WIDTH } from './charts/use-width';

/** One part of a page: its name in the URL ('lotes'), its tab's label ('Lotes'), what it holds. */
export interface PageTab {
  id: string;
  label: string;
  content: ReactNode;
}

/** From 1024 px a page shows all its parts, one under the other, as it did before the tabs. */
const WIDE = '(min-width: 1024px)';

function subscribeWide(listener: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Whether the screen is at least 1024 px wide (the server's guess where there is no window;
 * true where it cannot be told: every part shown, as before the tabs). */
export function useWideScreen(): boolean {
  // On the server, and while React takes its page over: a computer's, by the User-Agent's guess.
  const guess = useContext(ChartWidthGuess) >= COMPUTER_CHART_WIDTH;
  return useSyncExternalStore(
    subscribeWide,
    () => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches,
    () => guess,
  );
}

/** The tab bar's look, shared with the pictures of the pages before their scripts (shells). */
export const tabListClasses = 'grid gap-1 rounded-lg bg-stone-100 p-1 lg:hidden';
export const tabClasses = cn(
  'flex h-11 min-w-0 items-center justify-center rounded-md px-2 text-sm font-medium text-stone-600 transition-colors',
  'hover:text-stone-900 focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none',
  'aria-selected:bg-white aria-selected:text-green-900 aria-selected:shadow-sm',
);

/**
 * A page's parts as tabs below 1024 px (issue 39: on a phone Sanidade and Pesagem open on their
 * main task, the other parts one press away), all of them one under the other from 1024 px.
 * WAI-ARIA tabs: arrows, Home and End move along them; the open tab is in the URL (?aba=lotes,
 * the first one without it), so that back, forward and a reload keep it. A tab's content is
 * made when it is first opened and kept afterwards (what was typed in it stays); the tree is
 * the same at every width, so turning a tablet keeps it too.
 */
export function PageTabs({
  label,
  tabs,
  panelClassName = 'flex min-w-0 flex-col gap-4',
}: {
  /** The tab bar's accessible name ('Partes do Controle de Pesagem'). */
  label: string;
  tabs: readonly PageTab[];
  /** A panel's layout below 1024 px; from 1024 px neither the tabs nor the panels make a box. */
  panelClassName?: string;
}) {
  // The server's page, or React taking it over: the width is not known there, so every part is
  // rendered and CSS shows the tabs' or the wide layout, whatever the guess.
  const unknown = useServerPage();
  const wide = useWideScreen() && !unknown;
  const [params, setParams] = useSearchParams();
  const asked = params.get(TAB_PARAM);
  const selected = tabs.find((tab) => tab.id === asked)?.id ?? tabs[0]!.id;
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([selected]));
  if (!opened.has(selected)) setOpened(new Set([...opened, selected]));
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const choose = (id: string, replace = false) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === tabs[0]!.id) next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, id);
        return next;
      },
      { replace, preventScrollReset: true },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    const id = tabs[target]!.id;
    // Moving along the tabs replaces the address: back leaves the page, not each tab passed.
    choose(id, true);
    buttons.current.get(id)?.focus();
  };

  const tabId = (id: string) => `tab-${id}`;
  return (
    // From 1024 px the boxes are `display: contents`: the parts lay out in the page as they did
    // before there were tabs (its gaps, its margins). Paper sees them so too (print.css).
    <div
      className={cn(wide ? 'contents' : 'flex min-w-0 flex-col gap-4', unknown && 'lg:contents')}
      data-page-tabs
    >
      {!wide && (
        <div
          role="tablist"
          aria-label={label}
          className={tabListClasses}
          style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab) => (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={tab.id === selected}
              aria-controls={tabPanelId(tab.id)}
              tabIndex={tab.id === selected ? 0 : -1}
              onClick={() => tab.id !== selected && choose(tab.id)}
              className={tabClasses}
            >
              {tab.label}
            </button>
          ))}
        </div>
      )}
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={tabPanelId(tab.id)}
          role={wide ? undefined : 'tabpanel'}
          aria-labelledby={wide ? undefined : tabId(tab.id)}
          hidden={!wide && !unknown && tab.id !== selected}
          className={
            wide
              ? 'contents'
              : cn(
                  panelClassName,
                  unknown && 'lg:contents',
                  unknown && tab.id !== selected && CLOSED_PART,
                )
          }
          data-tab-panel
        >
          {/* Its own boundary: React takes a server page's shell over first and each part after
              it, the part a person uses first (decision 089). */}
          {(wide || unknown || opened.has(tab.id)) && (
            <Suspense fallback={null}>{tab.content}</Suspense>
          )}
        </div>
      ))}
    </div>
  );
}
