import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askEarly, dropEarly, readEarly } from '../../lib/early-fetch';
import { createQueryClient } from '../../lib/query-client';
import { animalSearchUrl, useAnimalSearch } from './weighing-queries';

afterEach(() => {
  dropEarly();
  vi.unstubAllGlobals();
});

describe("'Consultar Desempenho''s search, typed before React took the page over", () => {
  it('draws the early answer in the first render, with no loading state and no second ask', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        const body = url.startsWith('/api/weighings/animals')
          ? { items: [{ animalId: 'BR-131' }], nextCursor: null }
          : {};
        return new Response(JSON.stringify(body), {
          status: url.startsWith('/api/weighings/animals') ? 200 : 404,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const url = animalSearchUrl('br-13');
    // Asked and drawn before React (early-search.ts), the typing long over.
    askEarly([url]);
    await readEarly(url);
    // The app's client (an answer is fresh for minutes).
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const renders: { text: string; loading: boolean; ids: string[] }[] = [];
    // The screen as React took it over (nothing searched), then the text given back to it.
    const { rerender } = renderHook(
      ({ text }) => {
        const search = useAnimalSearch(text);
        renders.push({ text, loading: search.loading, ids: search.options.map((o) => o.value) });
      },
      { wrapper, initialProps: { text: '' } },
    );
    rerender({ text: 'br-13' });
    expect(renders.find((r) => r.text === 'br-13')).toEqual({
      text: 'br-13',
      loading: false,
      ids: ['BR-131'],
    });
    // Asked once, early; the screen's own first list (nothing typed) is another search.
    expect(asked.filter((a) => a.includes('q=br-13'))).toEqual([url]);
  });
});
