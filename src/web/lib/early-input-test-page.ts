import { afterEach, beforeEach, vi } from 'vitest';
import { holdEarlyInput, type EarlyInput } from './early-input';

/* The page and steps of early-input's tests (early-input.test.ts, early-input-replay.test.ts). */

/**
 * A server-rendered page before React: a form with a text field, a list and a submit button, a
 * link, and a button outside the held part. Listeners stand in for React taking it over.
 */
export function page() {
  document.body.innerHTML = `
    <main id="root">
      <form id="entrar">
        <input id="email" name="email" value="" />
        <textarea id="nota"></textarea>
        <select id="fazenda"><option value="f1">Boa Vista</option><option value="f2">Serra</option></select>
        <button id="aba" type="button">Criar conta</button>
        <button id="enviar" type="submit">Entrar</button>
      </form>
      <a id="ajuda" href="#ajuda">Ajuda</a>
    </main>
    <button id="fora" type="button">Fora</button>`;
  const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return {
    root: $('root'),
    email: $<HTMLInputElement>('email'),
    note: $<HTMLTextAreaElement>('nota'),
    farm: $<HTMLSelectElement>('fazenda'),
    tab: $<HTMLButtonElement>('aba'),
    submit: $<HTMLButtonElement>('enviar'),
    form: $<HTMLFormElement>('entrar'),
    outside: $<HTMLButtonElement>('fora'),
  };
}

/** Types `text` into `field` as the browser does: its value, then an input event. */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Clicks `target` with a cancelable event (`init`: a modifier); gives the event to look at. */
export function clickOn(target: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

let early: EarlyInput | undefined;
export const hold = (root: HTMLElement) => (early = holdEarlyInput(root));
export const woke = async (input: EarlyInput) => {
  let done = false;
  void input.woken.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

/** Fake timers, and the page and its hold gone after each test. */
export function withEarlyInputPage() {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    early?.release();
    early = undefined;
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
}

/** Replays what was held, with the timers between the presses run. */
export async function replayAll(input: EarlyInput) {
  const replayed = input.replay();
  await vi.runAllTimersAsync();
  await replayed;
}
