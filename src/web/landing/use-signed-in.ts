import { useEffect, useState } from 'react';

/**
 * Whether the visitor has a session, asked once after mounting (the page itself is the same for
 * everyone, so it can be prerendered). A JSON null, an error or no network all mean "visitor".
 */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    let current = true;
    fetch('/api/me', { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? res.json() : null))
      .then((me: unknown) => {
        if (current) setSignedIn(typeof me === 'object' && me !== null);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);
  return signedIn;
}
