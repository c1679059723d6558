import { useContext, useSyncExternalStore } from 'react';
import { ChartWidthGuess, COMPUTER_CHART_WIDTH } from '../components/charts/use-width';

/*
 * Which of a list's two layouts to make: a table on a wide screen, cards on a phone. Both used
 * to be made and one hidden by CSS; on a big farm's page (500 paddocks, 50 entries) that was a
 * thousand nodes nobody saw, made and laid out on a slow phone (issue 42/43 item 8). The CSS
 * classes stay, so what shows is right also before this hook knows the width.
 */

/** 'both' where the width is unknown (no matchMedia) or while printing (CSS picks, as before). */
export type ListLayout = 'wide' | 'narrow' | 'both';

let printing = false;

function subscribe(query: string) {
  return (listener: () => void) => {
    if (typeof window.matchMedia !== 'function') return () => {};
    const media = window.matchMedia(query);
    const paper = window.matchMedia('print');
    const before = () => {
      printing = true;
      listener();
    };
    const after = () => {
      printing = false;
      listener();
    };
    media.addEventListener('change', listener);
    paper.addEventListener('change', listener);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      media.removeEventListener('change', listener);
      paper.removeEventListener('change', listener);
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  };
}

const subscribers = new Map<string, ReturnType<typeof subscribe>>();

/**
 * The layout for `minWidth` px ('(min-width: 1024px)' matches: 'wide'); 'both' without
 * matchMedia, while printing, and in the server's render — or there, with `guessed`, the
 * server's guess from the User-Agent (ChartWidthGuess: a phone's is 'narrow', a computer's
 * 'wide' up to 1024 px), for a list that is most of its page (decision 089). A guessed layout
 * may be the wrong one until React takes the page over: it must not be hidden by CSS then.
 */
export function useListLayout(minWidth: number, { guessed = false } = {}): ListLayout {
  const guess = useContext(ChartWidthGuess);
  const server: ListLayout =
    !guessed || guess === 0 ? 'both' : guess >= COMPUTER_CHART_WIDTH ? 'wide' : 'narrow';
  const query = `(min-width: ${minWidth}px)`;
  if (!subscribers.has(query)) subscribers.set(query, subscribe(query));
  return useSyncExternalStore(
    subscribers.get(query)!,
    () => {
      if (printing || typeof window.matchMedia !== 'function') return 'both';
      if (window.matchMedia('print').matches) return 'both';
      return window.matchMedia(query).matches ? 'wide' : 'narrow';
    },
    () => server,
  );
}

/** Whether a layout shows the table (`wide`) or the cards (`narrow`). */
export const shows = (layout: ListLayout, part: 'wide' | 'narrow') =>
  layout === 'both' || layout === part;

/**
 * `classes`, the CSS that hides a part at some widths, where both parts are made (CSS picks);
 * none where one part is made alone: a layout the server guessed may be the one that CSS would
 * hide at the real width (decision 089).
 */
export const hiddenWhenBoth = (layout: ListLayout, classes: string) =>
  layout === 'both' ? classes : undefined;
