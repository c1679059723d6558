import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CHOICE_EVENT } from './replay-events';
import { askSearchesEarly, EARLY_SEARCH_TOKEN, earlySearchUrl } from './early-search';
import { withQuery } from './pages';

const template = withQuery('/api/weighings/animals', { q: EARLY_SEARCH_TOKEN, limit: '20' });

describe('a search asked before React (early-search.ts)', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('asks the URL the app asks for the same text, however it is written', () => {
    for (const text of ['00131', ' Vaca 1 ', 'São João & 100%', 'a+b/c?d=e#f']) {
      const app = withQuery('/api/weighings/animals', { q: text.trim(), limit: '20' });
      expect(earlySearchUrl(template, text)).toBe(app);
    }
  });

  it('asks nothing for an empty text, another site or a template without the text', () => {
    expect(earlySearchUrl(template, '   ')).toBeNull();
    expect(earlySearchUrl(`https://example.com/api/x?q=${EARLY_SEARCH_TOKEN}`, '1')).toBeNull();
    expect(earlySearchUrl('/api/weighings/animals?limit=20', '1')).toBeNull();
  });

  it('asks once typing pauses, for the last text, and nothing after it stops', () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<main><input id="a" data-early-search="${template}"><input id="b"></main>`;
    const asked: string[] = [];
    const stop = askSearchesEarly(document.querySelector('main')!, (urls) => asked.push(...urls));
    const type = (id: string, value: string) => {
      const field = document.getElementById(id) as HTMLInputElement;
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('a', '001');
    vi.advanceTimersByTime(100);
    type('a', '00131');
    type('b', 'other field');
    vi.advanceTimersByTime(249);
    expect(asked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(asked).toEqual(['/api/weighings/animals?q=00131&limit=20']);
    stop();
    type('a', '0013');
    vi.advanceTimersByTime(1000);
    expect(asked).toHaveLength(1);
  });

  describe("a list's field: the answer drawn as its list", () => {
    /** 'Animal' as the combobox renders it with `earlyOption`, focused, and the search's answers. */
    function listField() {
      document.body.innerHTML = `<main><input id="animal" role="combobox" aria-expanded="false"
        data-early-search="${template}" data-early-option="animalId" data-early-list="Animais com pesagens"></main>`;
      const input = document.getElementById('animal') as HTMLInputElement;
      input.focus();
      const answers = new Map<string, (answer: unknown) => void>();
      const read = (url: string) => new Promise<unknown>((resolve) => answers.set(url, resolve));
      const stop = askSearchesEarly(document.querySelector('main')!, () => {}, 250, read);
      const type = (value: string) => {
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        vi.advanceTimersByTime(250);
      };
      const answer = async (q: string, ids: string[]) => {
        answers.get(`/api/weighings/animals?q=${q}&limit=20`)?.({
          items: ids.map((animalId) => ({ animalId })),
        });
        await vi.advanceTimersByTimeAsync(0);
      };
      const names = () =>
        [
          ...document.querySelectorAll(
            '[role="listbox"][aria-label="Animais com pesagens"] [role="option"]',
          ),
        ].map((option) => option.textContent);
      return { input, stop, type, answer, names };
    }

    it('draws the answer of the last text typed, and not one typed over', async () => {
      vi.useFakeTimers();
      const { type, answer, names, stop } = listField();
      type('br-1');
      type('br-13');
      await answer('br-1', ['BR-1', 'BR-131']);
      expect(names()).toEqual([]);
      await answer('br-13', ['BR-131']);
      expect(names()).toEqual(['BR-131']);
      stop();
    });

    it('takes the keys of its list before the page holds them, and its choice is sent to be held', async () => {
      vi.useFakeTimers();
      const { input, type, answer, stop } = listField();
      const held: string[] = [];
      const chosen: unknown[] = [];
      const page = (event: KeyboardEvent) => held.push(event.key);
      document.addEventListener('keydown', page, true);
      input.addEventListener(EARLY_CHOICE_EVENT, (event) =>
        chosen.push((event as CustomEvent).detail),
      );
      type('br-13');
      await answer('br-13', ['BR-131', 'BR-1310']);
      for (const key of ['ArrowDown', 'ArrowDown', 'Enter', 'Enter']) {
        input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      }
      // The last Enter (no list any more) is the page's: a brinco typed whole.
      expect(held).toEqual(['Enter']);
      expect(chosen).toEqual(['BR-1310']);
      expect(input.value).toBe('BR-1310');
      stop();
      document.removeEventListener('keydown', page, true);
    });

    it("once React is here, a choice in the list still shown is made in React's", async () => {
      vi.useFakeTimers();
      const { input, type, answer, names, stop } = listField();
      type('br-13');
      await answer('br-13', ['BR-131']);
      stop();
      const chosen: unknown[] = [];
      input.addEventListener(EARLY_CHOICE_EVENT, (event) =>
        chosen.push((event as CustomEvent).detail),
      );
      document.body.insertAdjacentHTML(
        'beforeend',
        '<ul id="react-list" role="listbox"><li role="option"><span>BR-131</span></li></ul>',
      );
      const pressed: string[] = [];
      document
        .querySelector('#react-list li')!
        .addEventListener('mousedown', () => pressed.push('BR-131'));
      const option = document.querySelector<HTMLElement>('[data-early-list] [role="option"]')!;
      option.click();
      expect(names()).toEqual([]);
      // The field named React's list meanwhile? Not yet: found once it does.
      input.setAttribute('aria-controls', 'react-list');
      await vi.advanceTimersByTimeAsync(0);
      expect(pressed).toEqual(['BR-131']);
      expect(chosen).toEqual([]);
    });
  });
});
