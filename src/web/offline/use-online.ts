import { useSyncExternalStore } from 'react';

function subscribe(update: () => void) {
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/**
 * navigator.onLine, kept current by the browser's online and offline events. A page the server
 * rendered (decisions 052 and 080) says online, as the page was asked: in a browser React takes
 * it over so, then reads the device.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, browserOnline, () =>
    typeof document === 'undefined' ? browserOnline() : true,
  );
}
