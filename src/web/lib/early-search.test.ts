import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
