import { useEffect, useState } from 'react';

/** navigator.onLine, kept current by the browser's online and offline events. */
export function useOnline(): boolean {
  // Rendered on the server (decision 052): online, as the page it renders was asked.
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}
