/**
 * A tab of a page's parts (page-tabs.tsx) pressed on a server-rendered page before React has
 * taken it over (decision 083): the server rendered every part (CSS hides all but the open one
 * below 1024 px), so the part pressed is shown at once, the HTML way — the tabs' and panels'
 * attributes set as PageTabs renders them for that tab, the address given its ?aba= — and the
 * press does not wake React: a producer going from 'Pesar' to 'Lotes' does not wait for the
 * app's code. React, taking the page over later, reads the tab from the address and finds the
 * page as it would have rendered it.
 */

import { CLOSED_PART, partOfPanel, TAB_PARAM } from './tab-parts';

/** The tab button of a page's parts that `target` is in, if any. */
export function pageTabOf(target: EventTarget | null): HTMLButtonElement | null {
  if (!(target instanceof Element)) return null;
  const tab = target.closest<HTMLButtonElement>('button[role="tab"][aria-controls]');
  return tab?.closest('[data-page-tabs]') ? tab : null;
}

/** Shows the part `tab` names, as PageTabs would; false when the page is not as it renders. */
export function showPageTab(tab: HTMLButtonElement): boolean {
  const parts = tab.closest<HTMLElement>('[data-page-tabs]');
  const list = tab.closest('[role="tablist"]');
  if (!parts || !list) return false;
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('button[role="tab"]')];
  const panels = [...parts.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && 'tabPanel' in child.dataset,
  );
  const panelOf = (button: HTMLButtonElement) => button.getAttribute('aria-controls') ?? '';
  // Only on the server's page, where every part is there and CSS hides the closed ones.
  if (panels.length !== tabs.length || !panels.every((panel) => !panel.hidden)) return false;
  if (tab.getAttribute('aria-selected') === 'true') return true;
  for (const button of tabs) {
    const open = button === tab;
    button.setAttribute('aria-selected', String(open));
    button.tabIndex = open ? 0 : -1;
  }
  for (const panel of panels) {
    const classes = panel.className.split(' ').filter((name) => name && name !== CLOSED_PART);
    panel.className = (panel.id === panelOf(tab) ? classes : [...classes, CLOSED_PART]).join(' ');
  }
  const address = new URL(window.location.href);
  const id = partOfPanel(panelOf(tab));
  if (tab === tabs[0]) address.searchParams.delete(TAB_PARAM);
  else address.searchParams.set(TAB_PARAM, id);
  window.history.pushState(window.history.state, '', address);
  return true;
}
