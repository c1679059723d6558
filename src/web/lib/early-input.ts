/**
 * What a visitor does on a server-rendered page before React takes it over: /auth (decision 051),
 * the signed-in dashboard (decision 052) and the pages of page-reads.ts (decisions 077, 080, 081).
 * The page's script waits for the first sign of use (a press, a key, a focused field) before it
 * loads React; meanwhile the fields take typing as plain HTML, links work as plain links, and
 * the presses on buttons (including the Enter that submits a form) are held instead of acting
 * the browser's way.
 * Once React has taken the page over, `replay` hands it what was done, in order: each held press
 * (buttons, the Enter that submits, a file's link ('Exportar CSV'), a list's field, and the
 * arrows, Home and End pressed on a tab or an Enter in a field outside a form, to it focused)
 * is pressed again with the values typed when it was pressed, and what was typed after the last
 * press is given last (React reads a prerendered field's value as its own, so each is sent again
 * as an input event; where the person selected its text, to type over it, stays selected). A
 * choice made in a list (the dashboard's 'Fazenda') is sent again as a change, and so is a file
 * chosen in a file field; a box ticked or a radio chosen ('Por período') is pressed again. An
 * option chosen in a list's early list (early-list.ts) is chosen in React's list for that field,
 * once React has drawn it with what was typed then.
 */

import { pageTabOf, showPageTab } from './early-tabs';
import { watchPresses } from './press-under-way';
import {
  chooseInReactList,
  EARLY_CHOICE_EVENT,
  press,
  pressKey,
  replayValue,
  type Selected,
  type TextField,
} from './replay-events';

/** Events that show a person is here: each starts loading the page's React part. */
const WAKE_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'input'] as const;

export interface EarlyInput {
  /** Resolves at the visitor's first sign of use. */
  readonly woken: Promise<void>;
  /**
   * React has taken the page over: gives it what was typed and the held presses, stops holding.
   * Only the first call does anything.
   */
  replay(): Promise<void>;
  /** Stops holding, replaying nothing (the page is being replaced). */
  release(): void;
  /**
   * The page's React part is on its way (woken, or sent for sooner): from now on a tab's press
   * is held too, not shown the HTML way (early-tabs.ts), so that React finds what it reads.
   */
  loading(): void;
}

/** Fields whose value is not typed text: a file's (it cannot be set back) and boxes' choices. */
const UNTYPED = new Set(['file', 'checkbox', 'radio']);

const isBox = (node: Node): node is HTMLInputElement =>
  node instanceof HTMLInputElement && (node.type === 'checkbox' || node.type === 'radio');

/**
 * A held press, or a key pressed on a tab or a field outside a form (`key`): the button (or the
 * field), and where it was (its children's indexes down from the root).
 */
interface HeldPress {
  button: HTMLElement;
  path: number[];
  text: string;
  key?: string;
  /** An option chosen in the field's early list (early-list.ts): its text. */
  choice?: string;
  /** The typed values when it was pressed (a save pressed, then the next animal typed). */
  typed: ReadonlyMap<TextField, Typed>;
  /** The count of inputs heard when it was pressed. */
  at: number;
}

/** A text field's typed value and its place (its children's indexes down from the root). */
interface Typed {
  value: string;
  path: number[];
  /** When it was typed: the count of inputs heard until then. */
  at: number;
}

/** The keys that move along a tab bar (page-tabs.tsx): held on a tab, sent to it again. */
const TAB_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

function pathOf(container: HTMLElement, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element = element; node !== container && node.parentElement; ) {
    path.unshift([...node.parentElement.children].indexOf(node));
    node = node.parentElement;
  }
  return path;
}

/** The element at `path` under `container`, when `same` says it stands for the one held. */
function atPath<T extends Element>(
  container: HTMLElement,
  path: readonly number[],
  same: (node: Element) => node is T,
): T | null {
  let node: Element | undefined = container;
  for (const index of path) node = node?.children[index];
  return node && same(node) ? node : null;
}

/**
 * The held button, or, when React rendered the page afresh instead of taking it over (a
 * mismatch: the console says 'a página foi refeita'), the button now in its place with its text.
 */
function pressedNow(container: HTMLElement, { button, path, text }: HeldPress): HTMLElement | null {
  if (button.isConnected) return button;
  return atPath(
    container,
    path,
    (node): node is HTMLElement =>
      node instanceof HTMLElement && node.tagName === button.tagName && node.textContent === text,
  );
}

export function holdEarlyInput(container: HTMLElement): EarlyInput {
  let wake: () => void = () => {};
  const woken = new Promise<void>((resolve) => {
    wake = resolve;
  });
  /** Until React is on its way (`loading`), a tab of the page's parts opens its part at once. */
  let tabsNative = true;
  const held: HeldPress[] = [];
  /** Each list's last choice, read as it is made (React may set a list back as it takes over). */
  const chosen = new Map<HTMLSelectElement, string>();
  /** Each check box's or radio's last state, the same way. */
  const ticked = new Map<HTMLInputElement, boolean>();
  let replayed = false;
  /**
   * Each text field's last typed value and place, read as it is typed: a render of React's after
   * it took the page over (a hook whose value differs on the device) puts a field back to its
   * state's value before the replay could read what was typed.
   */
  const typedNow = new Map<TextField, Typed>();
  let inputs = 0;
  /**
   * Where each field's text was last selected (or its caret) by the person, read as it changes:
   * React, taking the page over, may put a field back to its own value (the selection lost)
   * before the replay gives the typed text back.
   */
  const selectedNow = new Map<TextField, Selected>();
  /** A press under way when React is ready is let end before the replay (press-under-way.ts). */
  const pointer = watchPresses();

  /** Holds a press on `button` (or `key` on it, or a `choice` in its list), with what was typed. */
  const hold = (button: HTMLElement, { key, choice }: Pick<HeldPress, 'key' | 'choice'> = {}) =>
    held.push({
      button,
      path: pathOf(container, button),
      text: button.textContent ?? '',
      ...(key && { key }),
      ...(choice !== undefined && { choice }),
      typed: new Map(typedNow),
      at: inputs,
    });
  // A tab of the page's parts is not a sign of use: it opens its part at once (onClick).
  const onWake = (event: Event) => {
    if (tabsNative && event.type !== 'keydown' && pageTabOf(event.target)) return;
    wake();
  };
  const holdPress = (event: Event, button: HTMLElement | null) => {
    if (!button || !container.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    // A double press is one press (the first already submits).
    const last = held.at(-1);
    if (last?.button !== button || last.key) hold(button);
    wake();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const pageTab = tabsNative ? pageTabOf(target) : null;
    if (pageTab && showPageTab(pageTab)) return;
    // A tab that is also a link (/auth's, decision 051) is pressed again too, once its script
    // runs; before it, the link opens that tab's own page. So is a file's link ('Exportar CSV':
    // its script says why a download was refused; the browser's download bar would not), unless
    // a modifier asks the browser for it (a new tab, save as). And a list's field ('Animal':
    // a press opens its list), its typing taken as in any field.
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    const holdable = `button, a[role="tab"], [role="combobox"]${modified ? '' : ', a[download]'}`;
    holdPress(event, target?.closest<HTMLElement>(holdable) ?? null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const tab = target?.closest<HTMLElement>('[role="tab"]');
    // An Enter in a field outside a form ('Buscar animal': a stick reader's EID), or in a list's
    // field ('Identificação do Animal': the reader's EID picks the animal), is the page's own to
    // handle; in another field of a form it submits, held as a press.
    const field =
      target instanceof HTMLInputElement &&
      !UNTYPED.has(target.type) &&
      (!target.form || target.getAttribute('role') === 'combobox')
        ? target
        : null;
    const on = tab && TAB_KEYS.has(event.key) ? tab : field && event.key === 'Enter' ? field : null;
    if (!on || !container.contains(on)) return;
    event.preventDefault();
    hold(on, { key: event.key });
    wake();
  };
  /** The page's text field an event is on, or null. */
  const typedField = (event: Event): TextField | null => {
    const field = event.target;
    const text = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
    return text && !UNTYPED.has(field.type) && container.contains(field) ? field : null;
  };
  const onInput = (event: Event) => {
    const field = typedField(event);
    if (field)
      typedNow.set(field, { value: field.value, path: pathOf(container, field), at: ++inputs });
  };
  const onSelection = (event: Event) => {
    const field = typedField(event);
    if (!field) return;
    const { value, selectionStart: start, selectionEnd: end } = field;
    // Only in what the person typed (or the page's own text): not in a value React wrote.
    if (value !== (typedNow.get(field)?.value ?? field.defaultValue)) return;
    if (start !== null && end !== null) selectedNow.set(field, { value, start, end });
  };
  const onChange = (event: Event) => {
    const target = event.target instanceof Node ? event.target : null;
    if (!target || !container.contains(target)) return;
    if (target instanceof HTMLSelectElement) chosen.set(target, target.value);
    else if (isBox(target)) ticked.set(target, target.checked);
    else return;
    wake();
  };
  const onChoice = (event: Event) => {
    const { target } = event;
    const label = event instanceof CustomEvent ? (event.detail as unknown) : null;
    if (!(target instanceof HTMLInputElement) || !container.contains(target)) return;
    if (typeof label === 'string') hold(target, { choice: label });
    wake();
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form || !container.contains(form)) return;
    const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    holdPress(event, submitter ?? form.querySelector<HTMLButtonElement>('button[type="submit"]'));
  };

  for (const type of WAKE_EVENTS)
    document.addEventListener(type, onWake, { capture: true, passive: true });
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('change', onChange, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('selectionchange', onSelection, true);
  document.addEventListener(EARLY_CHOICE_EVENT, onChoice, true);

  function release() {
    pointer.stop();
    for (const type of WAKE_EVENTS) document.removeEventListener(type, onWake, true);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('change', onChange, true);
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('selectionchange', onSelection, true);
    document.removeEventListener(EARLY_CHOICE_EVENT, onChoice, true);
  }

  return {
    woken,
    release,
    loading() {
      tabsNative = false;
    },
    async replay() {
      // Once: a second call (React's StrictMode runs effects twice) finds nothing left to give.
      if (replayed) return;
      replayed = true;
      await pointer.ended();
      const presses = held.splice(0);
      release();
      // Out of React's commit first (this is called from an effect): an event sent while React
      // commits is handled, but its update waits, and React meanwhile puts a box back to what it
      // last rendered — a ticked box shown unticked for a moment.
      await Promise.resolve();
      /**
       * The field now standing for `field`: React may have rendered the page afresh (the field
       * in its place) or moved its part (a computer's layout taken over at a phone's width: the
       * field, by its id, in another tab).
       */
      const fieldNow = (field: TextField, path: readonly number[]): TextField | null => {
        if (field.isConnected) return field;
        const same = (node: Element | null): node is TextField =>
          !!node && node.tagName === field.tagName && node.id === field.id;
        const moved = field.id ? document.getElementById(field.id) : null;
        return (
          atPath(container, path, same) ?? (same(moved) && container.contains(moved) ? moved : null)
        );
      };
      // All read first: each replayed field re-renders its form, which puts the fields React
      // has not heard from yet back to its state's values.
      const fields = [...container.querySelectorAll<TextField>('input, textarea')];
      const typed = new Map(
        fields
          .filter((field) => !UNTYPED.has(field.type) && field.value !== field.defaultValue)
          .map((field) => [field, field.value]),
      );
      // What was heard typed wins over what the field shows now (in the page's order).
      const typedLast = new Set<TextField>();
      const heard = new Set<TextField>();
      const lastPress = presses.at(-1)?.at ?? 0;
      for (const [field, { value, path, at }] of typedNow) {
        const now = fieldNow(field, path);
        if (now) typed.set(now, value);
        if (now) heard.add(now);
        if (now && at > lastPress) typedLast.add(now);
      }
      /** What React was last given of each field: a value is sent again only when it differs. */
      const given = new Map<TextField, string>();
      const give = (values: Iterable<[TextField, string]>, again = new Set<TextField>()) => {
        for (const [field, value] of values) {
          if (given.get(field) === value && !again.has(field)) continue;
          given.set(field, value);
          replayValue(field, value, selectedNow.get(field));
        }
      };
      /** A press's values, as they were when it was pressed. */
      const typedAt = (press: HeldPress): [TextField, string][] =>
        [...press.typed].flatMap(([field, { value, path }]) => {
          const now = fieldNow(field, path);
          return now ? [[now, value] as [TextField, string]] : [];
        });
      // A file chosen ('Importar extrato'): it stays in its field; React is told of it again.
      const files = fields.filter(
        (field): field is HTMLInputElement =>
          field instanceof HTMLInputElement && field.type === 'file' && !!field.files?.length,
      );
      // What was typed before the first press (and what a field shows that no input told of: the
      // browser's autofill), or all of it when nothing was pressed.
      give(
        presses[0]
          ? [...[...typed].filter(([field]) => !heard.has(field)), ...typedAt(presses[0])]
          : typed,
      );
      for (const field of files) field.dispatchEvent(new Event('change', { bubbles: true }));
      for (const [list, value] of chosen) {
        if (!list.isConnected) continue;
        list.value = value;
        list.dispatchEvent(new Event('change', { bubbles: true }));
      }
      // A box ticked or a radio chosen: set the other way where React sees it, then pressed, so
      // that React hears the change whatever it put back while taking the page over.
      for (const [box, checked] of ticked) {
        if (!box.isConnected || box.disabled) continue;
        box.checked = !checked;
        box.click();
      }
      // React commits what an event changed in a microtask: waiting for microtasks only, no
      // keystroke of the person's (a task) comes between a press's values, the press and what
      // was typed after it (a field half typed would get the rest after a value given back).
      const committed = async () => {
        await Promise.resolve();
        await Promise.resolve();
      };
      for (const [index, held] of presses.entries()) {
        // What the last press changed (a tab, a dialog) rendered before the next one.
        if (index > 0) await new Promise((resolve) => setTimeout(resolve, 0));
        // Each press with the values typed when it was made ('Salvar Pesagem' saves the animal
        // typed before it, not the next one typed while the page was waking).
        give(typedAt(held));
        await committed();
        const button = pressedNow(container, held);
        if (button instanceof HTMLInputElement && held.choice !== undefined) {
          await chooseInReactList(button, held.choice);
        } else if (button && held.key) pressKey(button, held.key);
        else if (button) press(button);
      }
      // Then what was typed after the last press (the same animal typed again, too).
      if (presses.length > 0) {
        await committed();
        give(typed, typedLast);
      }
    },
  };
}
