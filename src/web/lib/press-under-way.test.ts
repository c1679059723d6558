import { describe, expect, it, vi } from 'vitest';
import { clickOn, hold, page, typeInto, withEarlyInputPage } from './early-input-test-page';
import { watchPresses } from './press-under-way';

withEarlyInputPage();

/** A pointer's event on `target` (happy-dom's events carry no pointerId: set here). */
function pointer(target: Element, type: 'pointerdown' | 'pointerup' | 'pointercancel', id = 1) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'pointerId', { value: id });
  target.dispatchEvent(event);
}

/** Whether `promise` has settled after the timers due within `ms` ran. */
async function settledWithin(promise: Promise<unknown>, ms: number) {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

describe('watchPresses', () => {
  it('has nothing under way when no pointer is down', async () => {
    const presses = watchPresses();
    expect(await settledWithin(presses.ended(), 0)).toBe(true);
    presses.stop();
  });

  it('waits for a press to end with its click', async () => {
    const { submit } = page();
    const presses = watchPresses();
    pointer(submit, 'pointerdown');
    const ended = presses.ended();
    expect(await settledWithin(ended, 1000)).toBe(false);
    pointer(submit, 'pointerup');
    // A tap's click comes as an event of its own after the pointer's up.
    expect(await settledWithin(ended, 50)).toBe(false);
    clickOn(submit);
    expect(await settledWithin(ended, 1)).toBe(true);
    presses.stop();
  });

  it('waits for every pointer down, and a little for the click after an up', async () => {
    const { submit, tab } = page();
    const presses = watchPresses();
    pointer(submit, 'pointerdown', 1);
    pointer(tab, 'pointerdown', 2);
    const ended = presses.ended();
    pointer(submit, 'pointercancel', 1);
    expect(await settledWithin(ended, 500)).toBe(false);
    pointer(tab, 'pointerup', 2);
    // No click came (the finger moved off): the wait ends anyway.
    expect(await settledWithin(ended, 200)).toBe(true);
    presses.stop();
  });

  it('waits no longer than 2 s for a finger left on the screen', async () => {
    const { submit } = page();
    const presses = watchPresses();
    pointer(submit, 'pointerdown');
    const ended = presses.ended();
    expect(await settledWithin(ended, 1900)).toBe(false);
    expect(await settledWithin(ended, 200)).toBe(true);
    presses.stop();
  });

  it('hears nothing once stopped', async () => {
    const { submit } = page();
    const presses = watchPresses();
    presses.stop();
    pointer(submit, 'pointerdown');
    expect(await settledWithin(presses.ended(), 0)).toBe(true);
  });
});

describe('holdEarlyInput: a press under way when React is ready', () => {
  it('lets the press end before the replay, so its click is held and pressed with the values', async () => {
    const { root, email, submit } = page();
    const input = hold(root);
    typeInto(email, '1.600');
    const order: string[] = [];
    submit.addEventListener('click', (event) => {
      event.preventDefault();
      order.push(`enviar ${email.value}`);
    });
    root.addEventListener('input', () => order.push(`input ${email.value}`));
    // The press starts while React takes over; the replay, which could move the page under
    // the pointer (a hint shown under the field), waits.
    pointer(submit, 'pointerdown');
    const replayed = input.replay();
    await vi.advanceTimersByTimeAsync(100);
    expect(order).toEqual([]);
    pointer(submit, 'pointerup');
    const click = clickOn(submit);
    expect(click.defaultPrevented).toBe(true);
    await vi.runAllTimersAsync();
    await replayed;
    expect(order).toEqual(['input 1.600', 'enviar 1.600']);
  });
});
