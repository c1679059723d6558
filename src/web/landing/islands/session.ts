import { all } from './slot';

/**
 * Whether the visitor has a session, asked once at start (the page itself is the same for
 * everyone, so it can be prerendered): with one, the `data-signed-in` links show. A JSON null, an
 * error or no network all mean "visitor". Returns the undo.
 */
export function startSignedInCheck(root: ParentNode): () => void {
  const links = all(root, '[data-signed-in]');
  let current = true;
  fetch('/api/me', { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? res.json() : null))
    .then((me: unknown) => {
      if (!current || typeof me !== 'object' || me === null) return;
      for (const link of links) link.hidden = false;
    })
    .catch(() => {});
  return () => {
    current = false;
    for (const link of links) link.hidden = true;
  };
}
