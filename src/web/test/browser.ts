import { vi } from 'vitest';
import { HostNode, lastRendered } from './render';

/**
 * The few browser globals the screens read, over the tree of ./render: `document.getElementById`
 * finds a rendered node (and `focus()` on it moves the screen's focus), `window.matchMedia` answers
 * a desktop screen unless told, `requestAnimationFrame` runs at once, and `Element` is the
 * renderer's node (for `instanceof Element`). Stubbed with vi.stubGlobal: undone by
 * vi.unstubAllGlobals().
 */
export function stubScreenBrowser(options: { phone?: boolean; reducedMotion?: boolean } = {}) {
  const listeners = new EventTarget();
  const matchMedia = (query: string) => ({
    matches:
      (query.includes('max-width') && Boolean(options.phone)) ||
      (query.includes('prefers-reduced-motion') && Boolean(options.reducedMotion)),
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  });
  const scrolled: string[] = [];
  vi.stubGlobal('window', {
    matchMedia,
    addEventListener: listeners.addEventListener.bind(listeners),
    removeEventListener: listeners.removeEventListener.bind(listeners),
    dispatchEvent: listeners.dispatchEvent.bind(listeners),
    visualViewport: undefined,
    innerHeight: 800,
    innerWidth: options.phone ? 390 : 1280,
    scrollTo() {},
  });
  vi.stubGlobal('document', {
    getElementById: (id: string) => {
      const node =
        lastRendered()
          ?.all()
          .find((n) => n.id === id) ?? null;
      if (node) node.scrollIntoView = () => void scrolled.push(id);
      return node;
    },
    get activeElement() {
      return lastRendered()?.focused ?? null;
    },
    addEventListener() {},
    removeEventListener() {},
  });
  vi.stubGlobal('Element', HostNode);
  vi.stubGlobal('HTMLElement', HostNode);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('cancelAnimationFrame', () => {});
  vi.stubGlobal('requestAnimationFrame', (run: (time: number) => void) => {
    run(0);
    return 0;
  });
  return {
    /** The ids of the nodes scrolled into view, in order. */
    scrolled,
    /** Fires a browser event on `window` ('online', 'resize'). */
    fire: (type: string) => listeners.dispatchEvent(new Event(type)),
  };
}
