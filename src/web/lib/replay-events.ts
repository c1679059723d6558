import { markReplayed } from './typing-clock';

/*
 * How early-input.ts gives React, once it has taken a server page over, what was done before:
 * a field's typed value, a press, a key, a choice in a list (early-list.ts).
 */

export type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Sent on a field when an option of its early list (early-list.ts) is chosen before React has
 * the page; `detail` is its text. early-input.ts holds it, and its replay chooses that option in
 * React's list (`chooseInReactList`).
 */
export const EARLY_CHOICE_EVENT = 'early-choice';

/** A press's first half: React's tabs and options act on it. */
function pressDown(target: HTMLElement): void {
  target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
}

/** Where a field's text was selected (or its caret, start = end), in the value it was made in. */
export interface Selected {
  value: string;
  start: number;
  end: number;
}

/**
 * Sends a field's typed value to React as an input event. React keeps the value it last saw in a
 * tracker on the element (the prerendered value it adopted while taking over) and ignores an
 * input event whose value matches it: the tracker is set back to the field's original value, and
 * the typed text put back with the prototype's own setter, which the tracker does not see.
 * The person may be in the field: where they selected its text (all of it, to type over it) or
 * left the caret, `selected` as they made it in that text, stays so when that text is given back
 * — React, taking the page over, may have put the field back to its own value meanwhile.
 */
export function replayValue(field: TextField, typed: string, selected?: Selected): void {
  const prototype = Object.getPrototypeOf(field) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  const focused = document.activeElement === field;
  const { selectionStart, selectionEnd } = field;
  // The field's own selection while it still shows that text; else the one the person made in
  // it before React wrote over it.
  const kept =
    field.value === typed && selectionStart !== null && selectionEnd !== null
      ? { start: selectionStart, end: selectionEnd }
      : selected?.value === typed
        ? selected
        : null;
  field.value = field.defaultValue;
  setValue.call(field, typed);
  field.dispatchEvent(markReplayed(new Event('input', { bubbles: true })));
  if (focused && kept && field.value === typed) field.setSelectionRange(kept.start, kept.end);
}

/**
 * Presses `button` again: a mouse-down first (the tabs switch on it) then a click (buttons and
 * form submission).
 */
export function press(button: HTMLElement): void {
  if (!button.isConnected || (button instanceof HTMLButtonElement && button.disabled)) return;
  // A list already opened by what was typed in its field stays open (a press would close it).
  if (button.getAttribute('role') === 'combobox' && button.getAttribute('aria-expanded') === 'true')
    return;
  pressDown(button);
  button.click();
}

/** Sends `key` again to the tab or field it was pressed on, focused (React acts on it). */
export function pressKey(tab: HTMLElement, key: string): void {
  tab.focus();
  tab.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

/**
 * After the replay has given React what was typed in `field`: presses the option named `label`
 * in React's list for it, once React has drawn it (waiting `waitMs` at most).
 */
export function chooseInReactList(
  field: HTMLInputElement,
  label: string,
  waitMs = 3000,
): Promise<void> {
  const find = (): HTMLElement | null => {
    const list = document.getElementById(field.getAttribute('aria-controls') ?? '');
    if (!list || list.closest('[data-early-list]')) return null;
    return (
      [...list.querySelectorAll<HTMLElement>('[role="option"]')].find(
        (option) =>
          (option.getAttribute('aria-label') ?? option.firstElementChild?.textContent) === label,
      ) ?? null
    );
  };
  return new Promise((resolve) => {
    const done = (option: HTMLElement | null) => {
      observer.disconnect();
      clearTimeout(timer);
      // React's option chooses on the press (combobox.tsx).
      if (option) pressDown(option);
      resolve();
    };
    const observer = new MutationObserver(() => {
      const option = find();
      if (option) done(option);
    });
    const timer = setTimeout(() => done(null), waitMs);
    const now = find();
    if (now) return done(now);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-controls'],
    });
  });
}
