/*
 * How a picker's list looks: the combobox's (combobox.tsx) and the same list drawn before React
 * has taken a server page over (lib/early-list.ts), one look for both.
 */

/** The list's own cap, px (Tailwind's max-h-64). */
export const LIST_MAX = 256;
/** The box the list (and its status line) opens in; placed by its user. */
export const LIST_BOX_CLASS =
  'absolute z-10 overflow-hidden rounded-lg border border-stone-300 bg-white shadow-lg';
/** The listbox inside it. */
export const LIST_CLASS = 'max-h-64 overflow-y-auto py-1';
/** An option: a finger's 44 px high. */
export const OPTION_CLASS =
  'flex min-h-11 cursor-pointer flex-col justify-center px-3 py-2 text-base break-words text-stone-900';
/** The option the arrows have highlighted. */
export const OPTION_ACTIVE_CLASS = 'bg-green-50 ring-1 ring-green-700 ring-inset';
