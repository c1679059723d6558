import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from './api';
import type { EarlyInput } from './early-input';
import { loadWhenUsed } from './take-over';

function page() {
  document.body.innerHTML = `
    <div id="root"><section id="top"><h1>Entrar</h1></section><button id="b">Entrar</button></div>`;
  return {
    root: document.getElementById('root')!,
    place: document.getElementById('top')!,
    button: document.getElementById('b')!,
  };
}
const use = (target: Element) => target.dispatchEvent(new Event('pointerdown', { bubbles: true }));
const alerts = () => document.querySelectorAll('[data-load-error]');
/** Lets the awaited promises run. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('loadWhenUsed', () => {
  it('waits for the first use, then loads and gives the hold, what loaded and "used"', async () => {
    const { root, place, button } = page();
    const load = vi.fn(async (early: EarlyInput) => ({ app: 'React', early }));
    const taken = loadWhenUsed(root, place, load);
    await settle();
    expect(load).not.toHaveBeenCalled();
    use(button);
    const { early, loaded, first } = await taken;
    expect(first).toBe('used');
    expect(loaded.app).toBe('React');
    expect(loaded.early).toBe(early);
    early.release();
  });

  it('loads at once when `sooner` comes before any use, and says so', async () => {
    const { root, place } = page();
    const taken = loadWhenUsed(root, place, async () => 1, Promise.resolve('idle' as const));
    const { early, first } = await taken;
    expect(first).toBe('idle');
    early.release();
  });

  it('holds presses made before the load ended, for the replay', async () => {
    const { root, place, button } = page();
    let finish: (value: string) => void = () => {};
    const taken = loadWhenUsed(root, place, () => new Promise<string>((r) => (finish = r)));
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    await settle();
    finish('ok');
    const { early } = await taken;
    early.release();
  });

  it('says once at the top of the page that it could not load, and tries again at the next use', async () => {
    const { root, place, button } = page();
    const load = vi
      .fn<(early: EarlyInput) => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('React');
    const taken = loadWhenUsed(root, place, load);
    use(button);
    await settle();
    expect(alerts()).toHaveLength(1);
    const alert = alerts()[0]!;
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe(NETWORK_ERROR_MESSAGE);
    expect(place.firstElementChild).toBe(alert);
    use(button);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(alerts()).toHaveLength(1);
    use(button);
    const { loaded, early } = await taken;
    expect(loaded).toBe('React');
    expect(alerts()).toHaveLength(0);
    early.release();
  });

  it('after a failed load, waits for the person again rather than for `sooner`', async () => {
    const { root, place, button } = page();
    const load = vi
      .fn<(early: EarlyInput) => Promise<number>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(2);
    const taken = loadWhenUsed(root, place, load, Promise.resolve('idle' as const));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    use(button);
    const { first, early } = await taken;
    expect(first).toBe('used');
    early.release();
  });

  it('holds the presses again while it waits for the next use after a failure', async () => {
    const { root, place, button } = page();
    const load = vi
      .fn<(early: EarlyInput) => Promise<number>>()
      .mockRejectedValueOnce(new Error('x'))
      .mockResolvedValue(3);
    const taken = loadWhenUsed(root, place, load);
    use(button);
    await settle();
    // A new hold stands for the next try: the press is held again, not lost.
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    const { early } = await taken;
    early.release();
  });
});
