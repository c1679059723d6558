import { askEarly, readEarly } from './early-fetch';
import { earlyOptions, showEarlyList, type EarlyList } from './early-list';
import { chooseInReactList, EARLY_CHOICE_EVENT } from './replay-events';

/*
 * A search typed on a server page before React has taken it over (issue 44 item 5): a field that
 * names its GET (`data-early-search`: the search's URL with EARLY_SEARCH_TOKEN where the text
 * goes) has it asked once typing pauses, through early-fetch.ts; when React has taken the page
 * over and asks the same URL for the same text, the answer is there or on its way, instead of
 * being asked only then (on a slow phone, a second after the key). A list's field that names
 * its options (`data-early-option`: the answer's items' key, `data-early-list`: the list's name)
 * has the answer drawn as its list meanwhile (early-list.ts). Nothing here imports the app.
 */

/** What stands for the typed text in a field's `data-early-search`. */
export const EARLY_SEARCH_TOKEN = '__q__';

/** How long typing pauses before the search is asked (the weighing's own pause). */
export const EARLY_SEARCH_PAUSE_MS = 250;

/**
 * The URL `template` asks for `text`, encoded as URLSearchParams encodes it (the app builds its
 * URLs so); null for an empty text or a template that is not a same-origin API read of `q`.
 */
export function earlySearchUrl(template: string, text: string): string | null {
  const q = text.trim();
  if (!q || !template.startsWith('/api/') || !template.includes(`q=${EARLY_SEARCH_TOKEN}`)) {
    return null;
  }
  const encoded = new URLSearchParams({ q }).toString().slice('q='.length);
  return template.replace(`q=${EARLY_SEARCH_TOKEN}`, `q=${encoded}`);
}

/**
 * Asks the searches typed in `container`'s fields that name one, each once typing pauses, and
 * draws the answer of a list's field, until the returned function is called (React has taken
 * the page over; a list drawn stays until React draws its own, and what is chosen in it then is
 * chosen in React's). Called before early-input.ts holds the page's keys: the list's keys (Enter
 * on a highlighted option) are its own, never held.
 */
export function askSearchesEarly(
  container: HTMLElement,
  ask: (urls: readonly string[]) => void = askEarly,
  pauseMs = EARLY_SEARCH_PAUSE_MS,
  read: (url: string) => Promise<unknown> = readEarly,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let list: EarlyList | null = null;
  /** Each search drawn counts: an answer that comes after a later search is not drawn. */
  let searches = 0;
  let stopped = false;
  // Before React, a choice is held for it (early-input.ts); once it is here, made in its list.
  const choose = (field: HTMLInputElement) => (label: string) => {
    if (stopped) void chooseInReactList(field, label);
    else field.dispatchEvent(new CustomEvent(EARLY_CHOICE_EVENT, { bubbles: true, detail: label }));
  };
  const draw = async (field: HTMLInputElement, url: string, search: number) => {
    const key = field.dataset.earlyOption;
    if (!key) return;
    const labels = earlyOptions(await read(url), key);
    if (search !== searches || document.activeElement !== field || labels.length === 0) return;
    list = showEarlyList(field, labels, field.dataset.earlyList ?? 'Opções', choose(field));
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || !container.contains(field)) return;
    const template = field.dataset.earlySearch;
    if (!template) return;
    // A list drawn for the field goes by itself (typed in again: early-list.ts).
    clearTimeout(timer);
    const search = ++searches;
    timer = setTimeout(() => {
      const url = earlySearchUrl(template, field.value);
      if (!url) return;
      ask([url]);
      void draw(field, url, search);
    }, pauseMs);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== document.activeElement || !list?.key(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  document.addEventListener('input', onInput, { capture: true, passive: true });
  document.addEventListener('keydown', onKeyDown, true);
  return () => {
    stopped = true;
    clearTimeout(timer);
    searches++;
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('keydown', onKeyDown, true);
  };
}
