import { useEffect, useRef } from 'react';

/**
 * When `key` changes and the focus was lost with the element that held it (the selection's
 * buttons once a sale clears it, 'Registrar morte' once the animal is dead), the focus goes to
 * `target()` instead of the page's body, so the keyboard and the screen reader carry on from there.
 * A dialog's opener still on the page takes the focus back afterwards (FormDialog).
 */
export function useFocusFallback(key: unknown, target: () => HTMLElement | null | undefined) {
  const previous = useRef(key);
  useEffect(() => {
    if (Object.is(previous.current, key)) return;
    previous.current = key;
    const active = document.activeElement;
    if (!active || active === document.body) target()?.focus();
  });
}
