/**
 * When the person last typed in a field: what a search's pause (useSettled, animal-options.ts)
 * is counted from. On a page the server rendered, the typing happens before React has taken the
 * page over, and React hears it only when early-input.ts gives it back; counted from then, a
 * search typed a second before would wait its whole pause again. So the clock listens from the
 * page's first script (early-input.ts imports it) and does not count the input events that give
 * typing back (`markReplayed`): the pause is counted from the person's last key.
 */

let lastTyped = Number.NEGATIVE_INFINITY;
const givenBack = new WeakSet<Event>();

if (typeof document !== 'undefined') {
  document.addEventListener(
    'input',
    (event) => {
      if (!givenBack.has(event)) lastTyped = performance.now();
    },
    { capture: true, passive: true },
  );
}

/** `event` gives back what was typed earlier (early-input.ts's replay): not a key of now. */
export function markReplayed<E extends Event>(event: E): E {
  givenBack.add(event);
  return event;
}

/** Milliseconds since the person last typed in a field (Infinity when they have not). */
export function sinceTyped(): number {
  return performance.now() - lastTyped;
}
