import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnimalOption, HerdCounts } from '@/domain/herd/api';
import { animalOptionsQuery, lookupAnimals, useAnimalOptions, useSettled } from './animal-options';
import { herdCountsQuery, keepsRegistry, weighedIdStatus } from './herd-registry';
import { lotChoicesQuery } from './lot-choices';
import { markReplayed } from './typing-clock';

const animal = (tag: string, eid: string | null = null) =>
  ({ id: `id-${tag}`, tag, eid, name: null, sex: 'F', category: null }) as AnimalOption;

/** The server: answers by path, or fails as offline when `down`. */
let answers: Record<string, unknown> = {};
let down = false;
const asked: string[] = [];
beforeEach(() => {
  answers = {};
  down = false;
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      asked.push(path);
      if (down) throw new TypeError('Failed to fetch');
      const body = answers[path];
      if (body === undefined) return new Response('', { status: 404 });
      return new Response(JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('useSettled', () => {
  /** A key the person pressed in a field (typing-clock.ts hears every input event). */
  const key = () => document.body.dispatchEvent(new Event('input', { bubbles: true }));
  const giveBack = () =>
    document.body.dispatchEvent(markReplayed(new Event('input', { bubbles: true })));

  it('gives a value once the typing stopped for the delay', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const { result, rerender } = renderHook(({ v }) => useSettled(v, 300), {
      initialProps: { v: 'a' },
    });
    key();
    rerender({ v: 'ab' });
    act(() => vi.advanceTimersByTime(200));
    key();
    rerender({ v: 'abc' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('abc');
  });

  it('counts the pause from the last key, not from when typing was given back', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const { result, rerender } = renderHook(({ v }) => useSettled(v, 300), {
      initialProps: { v: '' },
    });
    // Typed while the server's page waited for React; React took it over 200 ms later.
    key();
    act(() => vi.advanceTimersByTime(200));
    giveBack();
    rerender({ v: '00131' });
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('00131');
    // Given back long after the last key: asked at once, in the same render (its early answer
    // drawn with no loading state first).
    act(() => vi.advanceTimersByTime(1000));
    giveBack();
    rerender({ v: '00132' });
    expect(result.current).toBe('00132');
  });
});

describe('animalOptionsQuery', () => {
  it('asks for the text and the filter given, and only those', async () => {
    answers['/api/animals/options'] = { items: [] };
    answers['/api/animals/options?q=BR+1&sex=F&status=all'] = { items: [animal('BR 1')] };
    const c = client();
    await c.fetchQuery(animalOptionsQuery(''));
    const found = await c.fetchQuery(animalOptionsQuery('BR 1', { sex: 'F', status: 'all' }));
    expect(found.items.map((a) => a.tag)).toEqual(['BR 1']);
    expect(asked).toEqual(['/api/animals/options', '/api/animals/options?q=BR+1&sex=F&status=all']);
  });

  it('keys each text and filter apart, under the herd’s key', () => {
    expect(animalOptionsQuery('42', { sex: 'M' }).queryKey).toEqual([
      'animals',
      'options',
      '42',
      'M',
      '',
    ]);
  });
});

describe('lookupAnimals', () => {
  it('asks once for an Enter and reuses the answer for a few seconds', async () => {
    answers['/api/animals/options?q=42'] = { items: [animal('42')] };
    const c = client();
    expect((await lookupAnimals(c, '42')).map((a) => a.tag)).toEqual(['42']);
    await lookupAnimals(c, '42');
    expect(asked).toHaveLength(1);
  });
});

describe('useAnimalOptions', () => {
  it('searches the trimmed text once typing pauses, and says when the answer is current', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answers['/api/animals/options'] = { items: [animal('1'), animal('2')] };
    answers['/api/animals/options?q=2'] = { items: [animal('2')] };
    const c = client();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={c}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(({ text }) => useAnimalOptions(text), {
      wrapper,
      initialProps: { text: '' },
    });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(result.current.items).toHaveLength(2);
    expect(result.current.current).toBe(true);
    rerender({ text: ' 2 ' });
    expect(result.current.loading).toBe(true);
    expect(result.current.current).toBe(false);
    expect(result.current.items).toHaveLength(2); // the earlier answer stays meanwhile
    await act(() => vi.advanceTimersByTimeAsync(350));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(result.current.items.map((a) => a.tag)).toEqual(['2']);
    expect(result.current.current).toBe(true);
    expect(result.current.loading).toBe(false);
  });

  it('asks nothing when disabled', async () => {
    const c = client();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={c}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAnimalOptions('', {}, false), { wrapper });
    await act(async () => {});
    expect(asked).toEqual([]);
    expect(result.current.loading).toBe(false);
  });
});

describe('keepsRegistry', () => {
  it('is true once an active animal has its sex known', () => {
    expect(keepsRegistry({ active: 10, sexUnknown: 10 })).toBe(false);
    expect(keepsRegistry({ active: 10, sexUnknown: 9 })).toBe(true);
    expect(keepsRegistry({ active: 0, sexUnknown: 0 })).toBe(false);
  });
});

describe('weighedIdStatus', () => {
  const COUNTS = '/api/animals/counts';
  const ALL = (q: string) => `/api/animals/options?q=${q}&status=all`;

  it('is "no-registry" for a farm that only weighs', async () => {
    answers[COUNTS] = { active: 5, sexUnknown: 5 };
    await expect(weighedIdStatus(client(), 'BR-1')).resolves.toBe('no-registry');
  });

  it('is "known" from the picker’s own answer for the text, asking nothing more', async () => {
    answers[COUNTS] = { active: 5, sexUnknown: 0 };
    const c = client();
    c.setQueryData(animalOptionsQuery('BR-1').queryKey, { items: [animal('BR-1')] });
    await expect(weighedIdStatus(c, 'BR-1')).resolves.toBe('known');
    expect(asked).toEqual([COUNTS]);
  });

  it('asks every status for the id, by brinco or EID, and is "new" when none is it', async () => {
    answers[COUNTS] = { active: 5, sexUnknown: 0 };
    answers[ALL('982000123456789')] = { items: [animal('7', '982000123456789')] };
    answers[ALL('BR-9')] = { items: [animal('BR-90')] };
    const c = client();
    await expect(weighedIdStatus(c, '982000123456789')).resolves.toBe('known');
    await expect(weighedIdStatus(c, 'BR-9')).resolves.toBe('new');
  });

  it('is "unsure" offline with the counts never read', async () => {
    down = true;
    await expect(weighedIdStatus(client(), 'BR-1')).resolves.toBe('unsure');
  });

  it('reads the counts kept from before when offline, and is "unsure" of the animals', async () => {
    const c = client();
    c.setQueryData(herdCountsQuery.queryKey, { active: 5, sexUnknown: 0 } as HerdCounts);
    down = true;
    await expect(weighedIdStatus(c, 'BR-1')).resolves.toBe('unsure');
    c.setQueryData(animalOptionsQuery('BR-1').queryKey, { items: [animal('BR-1')] });
    await expect(weighedIdStatus(c, 'BR-1')).resolves.toBe('known');
  });
});

describe('lotChoicesQuery', () => {
  it('asks for the first 100 lots without their figures, and gives their rows', async () => {
    answers['/api/lots?limit=100&figures=none'] = {
      items: [{ id: 'l1', name: 'Garrotes' }],
      nextBefore: null,
    };
    await expect(client().fetchQuery(lotChoicesQuery)).resolves.toEqual([
      { id: 'l1', name: 'Garrotes' },
    ]);
  });
});
