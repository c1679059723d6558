import { askEarly } from './early-fetch';

/*
 * A search typed on a server page before React has taken it over (issue 44 item 5): a field that
 * names its GET (`data-early-search`: the search's URL with EARLY_SEARCH_TOKEN where the text
 * goes) has it asked once typing pauses, through early-fetch.ts; when React has taken the page
 * over and asks the same URL for the same text, the answer is there or on its way, instead of
 * being asked only then (on a slow phone, a second after the key). Nothing here imports the app.
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
 * Asks the searches typed in `container`'s fields that name one, each once typing pauses, until
 * the returned function is called (React has taken the page over).
 */
export function askSearchesEarly(
  container: HTMLElement,
  ask: (urls: readonly string[]) => void = askEarly,
  pauseMs = EARLY_SEARCH_PAUSE_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onInput = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || !container.contains(field)) return;
    const template = field.dataset.earlySearch;
    if (!template) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const url = earlySearchUrl(template, field.value);
      if (url) ask([url]);
    }, pauseMs);
  };
  document.addEventListener('input', onInput, { capture: true, passive: true });
  return () => {
    clearTimeout(timer);
    document.removeEventListener('input', onInput, true);
  };
}
