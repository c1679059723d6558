/**
 * A press under way on a server page while React takes it over (early-input.ts): the replay
 * waits for it to end. What the replay gives React can change the page's layout (a weight typed
 * before React gets its 'Valor fora do comum' line under the field), and a page that moves
 * between a press's down and its up sends the click to what is now under the pointer — the form
 * around 'Salvar Pesagem', not the button — so the press is lost. Once the press has ended, its
 * click has been held with the rest and is pressed again in order.
 */

/** After a pointer's up, how long its click may take to come (a tap's comes as its own event). */
const CLICK_AFTER_UP_MS = 150;
/** The longest the replay waits for a press (a finger left on the screen). */
const LONGEST_WAIT_MS = 2000;

export interface PressUnderWay {
  /** Resolves at once with no pointer down; else once its press has ended (its click heard). */
  ended(): Promise<void>;
  /** Stops watching. */
  stop(): void;
}

/** Watches the pointers pressed on the page from now on. */
export function watchPresses(): PressUnderWay {
  const down = new Set<number>();
  /** A pointer went up and its click has not come yet (for at most CLICK_AFTER_UP_MS). */
  let clickDue = false;
  let clickWait: ReturnType<typeof setTimeout> | undefined;
  let settle: (() => void) | null = null;

  const underWay = () => down.size > 0 || clickDue;
  // In a task of its own: the click is held by early-input.ts's listener, later in the same
  // dispatch, before the replay goes on.
  const settleIfDone = () => {
    if (!underWay()) setTimeout(() => settle?.(), 0);
  };
  const onDown = (event: PointerEvent) => {
    down.add(event.pointerId);
  };
  const onUp = (event: PointerEvent) => {
    down.delete(event.pointerId);
    clearTimeout(clickWait);
    clickDue = event.type === 'pointerup';
    if (clickDue) {
      clickWait = setTimeout(() => {
        clickDue = false;
        settleIfDone();
      }, CLICK_AFTER_UP_MS);
    }
    settleIfDone();
  };
  const onClick = () => {
    clearTimeout(clickWait);
    clickDue = false;
    settleIfDone();
  };
  const listeners = [
    ['pointerdown', onDown],
    ['pointerup', onUp],
    ['pointercancel', onUp],
    ['click', onClick],
  ] as const;
  for (const [type, listener] of listeners) {
    window.addEventListener(type, listener as EventListener, { capture: true, passive: true });
  }

  return {
    ended() {
      if (!underWay()) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const longest = setTimeout(() => settle?.(), LONGEST_WAIT_MS);
        settle = () => {
          settle = null;
          clearTimeout(longest);
          resolve();
        };
      });
    },
    stop() {
      clearTimeout(clickWait);
      for (const [type, listener] of listeners) {
        window.removeEventListener(type, listener as EventListener, true);
      }
    },
  };
}
