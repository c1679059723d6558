/**
 * What a visitor does on a server-rendered page before React takes it over: /auth (decision 051),
 * the signed-in dashboard (decision 052), 'Pastos' and 'Financeiro' (decision 077). The page's script waits for the first sign of use
 * (a press, a key, a focused field) before it loads React; meanwhile the fields take typing as
 * plain HTML, links work as plain links, and the presses on buttons (including the Enter that
 * submits a form) are held instead of acting the browser's way.
 * Once React has taken the page over, `replay` hands it the typed values (React reads a
 * prerendered field's value as its own, so each is sent again as an input event), then presses
 * the held buttons again, in order. A choice made in a list (the dashboard's 'Fazenda') is sent
 * again as a change, and so is a file chosen in a file field; a box ticked or a radio chosen
 * ('Por período') is pressed again.
 */

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
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Fields whose value is not typed text: a file's (it cannot be set back) and boxes' choices. */
const UNTYPED = new Set(['file', 'checkbox', 'radio']);

const isBox = (node: Node): node is HTMLInputElement =>
  node instanceof HTMLInputElement && (node.type === 'checkbox' || node.type === 'radio');

/**
 * Sends a field's typed value to React as an input event. React keeps the value it last saw in a
 * tracker on the element (the prerendered value it adopted while taking over) and ignores an
 * input event whose value matches it: the tracker is set back to the field's original value, and
 * the typed text put back with the prototype's own setter, which the tracker does not see.
 */
function replayValue(field: TextField, typed: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  field.value = field.defaultValue;
  setValue.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Presses `button` again: a mouse-down first (the tabs switch on it) then a click (buttons and
 * form submission).
 */
function press(button: HTMLElement): void {
  if (!button.isConnected || (button instanceof HTMLButtonElement && button.disabled)) return;
  button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
  button.click();
}

export function holdEarlyInput(container: HTMLElement): EarlyInput {
  let wake: () => void = () => {};
  const woken = new Promise<void>((resolve) => {
    wake = resolve;
  });
  const held: HTMLElement[] = [];
  /** Each list's last choice, read as it is made (React may set a list back as it takes over). */
  const chosen = new Map<HTMLSelectElement, string>();
  /** Each check box's or radio's last state, the same way. */
  const ticked = new Map<HTMLInputElement, boolean>();
  let replayed = false;

  const onWake = () => wake();
  const holdPress = (event: Event, button: HTMLElement | null) => {
    if (!button || !container.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    // A double press is one press (the first already submits).
    if (held.at(-1) !== button) held.push(button);
    wake();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    // A tab that is also a link (/auth's, decision 051) is pressed again too, once its script
    // runs; before it, the link opens that tab's own page.
    holdPress(event, target?.closest<HTMLElement>('button, a[role="tab"]') ?? null);
  };
  const onChange = (event: Event) => {
    const target = event.target instanceof Node ? event.target : null;
    if (!target || !container.contains(target)) return;
    if (target instanceof HTMLSelectElement) chosen.set(target, target.value);
    else if (isBox(target)) ticked.set(target, target.checked);
    else return;
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
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('change', onChange, true);

  function release() {
    for (const type of WAKE_EVENTS) document.removeEventListener(type, onWake, true);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('change', onChange, true);
  }

  return {
    woken,
    release,
    async replay() {
      // Once: a second call (React's StrictMode runs effects twice) finds nothing left to give.
      if (replayed) return;
      replayed = true;
      const presses = held.splice(0);
      release();
      // Out of React's commit first (this is called from an effect): an event sent while React
      // commits is handled, but its update waits, and React meanwhile puts a box back to what it
      // last rendered — a ticked box shown unticked for a moment.
      await Promise.resolve();
      // All read first: each replayed field re-renders its form, which puts the fields React
      // has not heard from yet back to its state's values.
      const fields = [...container.querySelectorAll<TextField>('input, textarea')];
      const typed = fields
        .filter((field) => !UNTYPED.has(field.type) && field.value !== field.defaultValue)
        .map((field) => [field, field.value] as const);
      // A file chosen ('Importar extrato'): it stays in its field; React is told of it again.
      const files = fields.filter(
        (field): field is HTMLInputElement =>
          field instanceof HTMLInputElement && field.type === 'file' && !!field.files?.length,
      );
      for (const [field, value] of typed) replayValue(field, value);
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
      for (const button of presses) {
        // What the replayed values (or the last press) changed is rendered before the next press.
        await new Promise((resolve) => setTimeout(resolve, 0));
        press(button);
      }
    },
  };
}
