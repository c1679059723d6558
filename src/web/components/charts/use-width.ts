import { createContext, useContext, useLayoutEffect, useRef, useState } from 'react';

/**
 * The width a chart's drawing starts at before it is measured: 0 (nothing drawn until then), or
 * the server's guess for a page it renders with its charts (decision 052), which the browser
 * takes over with the same guess and then measures.
 */
export const ChartWidthGuess = createContext(0);

/** The server's guess for a phone, and for a computer's two-column cards (server-render.tsx). */
export const PHONE_CHART_WIDTH = 320;
export const COMPUTER_CHART_WIDTH = 520;

/** The width of the element, followed as it resizes (the guess until measured). */
export function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(useContext(ChartWidthGuess));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
