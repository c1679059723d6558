/*
 * What a page's tabs (components/page-tabs.tsx) and the server page's tabs before React
 * (early-tabs.ts) both know of them: the address's parameter, the panels' ids and the class that
 * hides a closed part while the width is unknown. No React here: early-tabs.ts is in the page's
 * first script.
 */

/** The query parameter that names the open tab: /module/weighing?aba=lotes. */
export const TAB_PARAM = 'aba';

/** A part's panel's id ('tab-panel-lotes'); its tab's is `tab-${id}`. */
export const tabPanelId = (id: string) => `tab-panel-${id}`;

/** The part a panel's id names ('lotes'). */
export const partOfPanel = (panelId: string) => panelId.replace(/^tab-panel-/, '');

/** The class of a part not open on the server's page (shown from 1024 px: every part). */
export const CLOSED_PART = 'max-lg:hidden';
