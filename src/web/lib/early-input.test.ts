import { describe, expect, it, vi } from 'vitest';
import { clickOn, hold, page, replayAll, withEarlyInputPage, woke } from './early-input-test-page';

withEarlyInputPage();

describe('holdEarlyInput: waking', () => {
  it('has not woken before any sign of use', async () => {
    const { root } = page();
    expect(await woke(hold(root))).toBe(false);
  });

  it.each(['pointerdown', 'keydown', 'focusin', 'touchstart', 'input'])(
    'wakes on the first %s anywhere on the page',
    async (type) => {
      const { root, outside } = page();
      const input = hold(root);
      outside.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await woke(input)).toBe(true);
    },
  );

  it('wakes when a list’s choice changes', async () => {
    const { root, farm } = page();
    const input = hold(root);
    farm.value = 'f2';
    farm.dispatchEvent(new Event('change', { bubbles: true }));
    expect(await woke(input)).toBe(true);
  });

  it('stops listening once released', async () => {
    const { root, email } = page();
    const input = hold(root);
    input.release();
    email.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(await woke(input)).toBe(false);
  });
});

describe('holdEarlyInput: presses', () => {
  it('holds a press on a button of the page: its own action does not run, and it wakes', async () => {
    const { root, tab } = page();
    const onPress = vi.fn();
    root.addEventListener('click', onPress);
    const input = hold(root);
    const event = clickOn(tab);
    expect(event.defaultPrevented).toBe(true);
    expect(onPress).not.toHaveBeenCalled();
    expect(await woke(input)).toBe(true);
  });

  it('holds a press on what a button holds (its icon, its text)', () => {
    const { root, tab } = page();
    tab.innerHTML = '<span id="icone">+</span> Criar conta';
    hold(root);
    const event = clickOn(document.getElementById('icone')!);
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves buttons outside the page’s held part, and links, to act at once', () => {
    const { root, outside } = page();
    hold(root);
    const onOutside = vi.fn();
    outside.addEventListener('click', onOutside);
    outside.click();
    expect(onOutside).toHaveBeenCalledTimes(1);
    const link = clickOn(document.getElementById('ajuda')!);
    // A link is not held: its click goes on (the test page follows no link).
    expect(link.defaultPrevented).toBe(false);
  });

  it('holds a file’s link and presses it again once taken over; with a modifier, the browser’s', async () => {
    const { root } = page();
    root.insertAdjacentHTML('beforeend', '<a id="csv" href="/api/x.csv" download>Exportar CSV</a>');
    const csv = document.getElementById('csv')!;
    const input = hold(root);
    const plain = clickOn(csv);
    expect(plain.defaultPrevented).toBe(true);
    const newTab = clickOn(csv, { ctrlKey: true });
    expect(newTab.defaultPrevented).toBe(false);
    const pressed = vi.fn((event: Event) => event.preventDefault());
    csv.addEventListener('click', pressed);
    await replayAll(input);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('holds a press on a list’s field and presses it again, unless its list is open by then', async () => {
    const { root } = page();
    root.insertAdjacentHTML(
      'beforeend',
      '<input id="animal" role="combobox" aria-expanded="false" value="" />',
    );
    const field = document.getElementById('animal')!;
    const input = hold(root);
    const event = clickOn(field);
    expect(event.defaultPrevented).toBe(true);
    const pressed = vi.fn();
    field.addEventListener('click', pressed);
    await replayAll(input);
    expect(pressed).toHaveBeenCalledTimes(1);

    const again = hold(root);
    field.click();
    field.setAttribute('aria-expanded', 'true'); // what was typed opened it
    await replayAll(again);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('holds a tab that is also a link, and presses it again once the page is taken over', async () => {
    const { root } = page();
    root.insertAdjacentHTML(
      'beforeend',
      '<a id="cadastro" role="tab" href="/auth?cadastro=1">Cadastrar</a>',
    );
    const tab = document.getElementById('cadastro')!;
    const input = hold(root);
    const held = clickOn(tab);
    // Not followed: React's tab takes the press when it arrives.
    expect(held.defaultPrevented).toBe(true);
    const pressed: string[] = [];
    tab.addEventListener('mousedown', () => pressed.push('mousedown'));
    tab.addEventListener('click', (e) => {
      e.preventDefault();
      pressed.push('click');
    });
    await replayAll(input);
    expect(pressed).toEqual(['mousedown', 'click']);
  });

  it('holds the submission of a form (an Enter in a field) as a press of its submit button', async () => {
    const { root, form, submit } = page();
    const input = hold(root);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
    expect(await woke(input)).toBe(true);
    // Replayed: the submit button is pressed again, once React listens.
    const pressed = vi.fn((e: Event) => e.preventDefault());
    submit.addEventListener('click', pressed);
    await replayAll(input);
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
