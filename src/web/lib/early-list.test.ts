import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from './early-input';
import { earlyOptions, showEarlyList } from './early-list';
import { EARLY_CHOICE_EVENT } from './replay-events';

/** A server page's list field before React ('Animal' of 'Consultar Desempenho'). */
function field() {
  document.body.innerHTML = `<main id="root"><label for="animal">Animal</label>
    <input id="animal" role="combobox" aria-expanded="false" value="" /></main>`;
  const input = document.getElementById('animal') as HTMLInputElement;
  input.focus();
  return { root: document.getElementById('root')!, input };
}

const options = () => [
  ...document.querySelectorAll<HTMLElement>('[data-early-list] [role="option"]'),
];
const names = () => options().map((option) => option.textContent);

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('an early search drawn as its list (early-list.ts)', () => {
  it("takes each item's named key, and nothing from an answer of another shape", () => {
    const answer = { items: [{ animalId: 'BR-131' }, { animalId: 77 }, { animalId: null }, {}] };
    expect(earlyOptions(answer, 'animalId')).toEqual(['BR-131', '77']);
    for (const other of [null, 'texto', { items: 'x' }, { error: 'NOT_FOUND' }, []]) {
      expect(earlyOptions(other, 'animalId')).toEqual([]);
    }
  });

  it('draws the options as a named listbox the field controls, outside the page React takes over', () => {
    const { root, input } = field();
    showEarlyList(input, ['BR-131', 'BR-1310'], 'Animais com pesagens', () => {});
    const list = document.querySelector('[role="listbox"]')!;
    expect(list.getAttribute('aria-label')).toBe('Animais com pesagens');
    expect(root.contains(list)).toBe(false);
    expect(names()).toEqual(['BR-131', 'BR-1310']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(list.id);
  });

  it('chooses the option pressed, the focus kept in the field', () => {
    const { input } = field();
    const chosen: string[] = [];
    showEarlyList(input, ['BR-131', 'BR-1310'], 'Animais', (label) => chosen.push(label));
    const down = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    options()[1]!.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);
    options()[1]!.click();
    expect(chosen).toEqual(['BR-1310']);
    expect(input.value).toBe('BR-1310');
    // The list is gone, the field as the server rendered it.
    expect(names()).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-controls')).toBe(false);
  });

  it('moves with the arrows, chooses with Enter and closes with Escape', () => {
    const { input } = field();
    const chosen: string[] = [];
    let list = showEarlyList(input, ['A-1', 'A-2', 'A-3'], 'Animais', (label) =>
      chosen.push(label),
    );
    for (const name of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp']) {
      expect(list.key(new KeyboardEvent('keydown', { key: name }))).toBe(true);
    }
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    expect(list.key(new KeyboardEvent('keydown', { key: 'a' }))).toBe(false);
    expect(list.key(new KeyboardEvent('keydown', { key: 'Enter' }))).toBe(true);
    expect(chosen).toEqual(['A-2']);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);

    list = showEarlyList(input, ['A-1'], 'Animais', (label) => chosen.push(label));
    // Enter with nothing highlighted is the field's own (a brinco typed whole).
    expect(list.key(new KeyboardEvent('keydown', { key: 'Enter' }))).toBe(false);
    expect(list.key(new KeyboardEvent('keydown', { key: 'Escape' }))).toBe(true);
    expect(names()).toEqual([]);
    expect(list.key(new KeyboardEvent('keydown', { key: 'ArrowDown' }))).toBe(false);
  });

  it('goes when the field is typed in or left', () => {
    const { input } = field();
    showEarlyList(input, ['A-1'], 'Animais', () => {});
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(names()).toEqual([]);
    showEarlyList(input, ['A-1'], 'Animais', () => {});
    input.blur();
    expect(names()).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it("goes when React draws its own list, leaving React's attributes alone", async () => {
    const { input } = field();
    showEarlyList(input, ['A-1'], 'Animais', () => {});
    input.setAttribute('aria-controls', 'animal-listbox');
    await Promise.resolve();
    expect(names()).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe('animal-listbox');
  });
});

describe('a choice in the early list, replayed (early-input.ts)', () => {
  it("is chosen in React's list once React has drawn it for the text typed then", async () => {
    vi.useFakeTimers();
    const { root, input } = field();
    const early = holdEarlyInput(root);
    input.value = 'br-13';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    showEarlyList(input, ['BR-131', 'BR-1310'], 'Animais', (label) =>
      input.dispatchEvent(new CustomEvent(EARLY_CHOICE_EVENT, { bubbles: true, detail: label })),
    );
    options()[0]!.click();
    // React stands in: the text given back opens its list, drawn a moment later.
    const heard: string[] = [];
    const pressed: string[] = [];
    input.addEventListener('input', () => {
      heard.push(input.value);
      setTimeout(() => {
        root.insertAdjacentHTML(
          'beforeend',
          `<ul id="animal-listbox" role="listbox"><li role="option"><span>BR-1310</span></li>
            <li role="option"><span>BR-131</span></li></ul>`,
        );
        for (const option of root.querySelectorAll('[role="option"]')) {
          option.addEventListener('mousedown', () => pressed.push(option.textContent ?? ''));
        }
        input.setAttribute('aria-controls', 'animal-listbox');
      }, 20);
    });
    const replayed = early.replay();
    await vi.advanceTimersByTimeAsync(50);
    await replayed;
    expect(heard).toEqual(['br-13']);
    expect(pressed).toEqual(['BR-131']);
  });
});
