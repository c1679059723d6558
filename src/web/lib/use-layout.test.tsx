import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  ChartWidthGuess,
  COMPUTER_CHART_WIDTH,
  PHONE_CHART_WIDTH,
} from '../components/charts/use-width';
import { shows, useListLayout } from './use-layout';

/** A matchMedia whose '(min-width: …)' matches on a wide screen and 'print' while printing. */
function screenOf(width: number, paper = false) {
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === 'print' ? paper : width >= Number(/(\d+)px/.exec(query)?.[1] ?? 0),
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })),
  );
}

describe('useListLayout', () => {
  it('makes the cards on a phone and the table on a computer, not both', () => {
    screenOf(360);
    expect(renderHook(() => useListLayout(1024)).result.current).toBe('narrow');
    screenOf(1280);
    expect(renderHook(() => useListLayout(1024)).result.current).toBe('wide');
    expect([shows('narrow', 'wide'), shows('narrow', 'narrow')]).toEqual([false, true]);
  });

  it('makes both while printing (the print CSS picks) and where the width is unknown', () => {
    screenOf(360, true);
    expect(renderHook(() => useListLayout(1024)).result.current).toBe('both');
    screenOf(360);
    const { result } = renderHook(() => useListLayout(1024));
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(result.current).toBe('both');
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(result.current).toBe('narrow');
    vi.stubGlobal('matchMedia', undefined);
    expect(renderHook(() => useListLayout(1024)).result.current).toBe('both');
  });
});

describe("useListLayout on the server's page", () => {
  /** What the server renders for a User-Agent whose guess is `guess` (ChartWidthGuess). */
  const serverLayout = (guess: number, guessed: boolean) => {
    function Probe() {
      return <>{useListLayout(640, { guessed })}</>;
    }
    return renderToString(
      <ChartWidthGuess value={guess}>
        <Probe />
      </ChartWidthGuess>,
    );
  };

  it("makes only the guessed layout when asked to: a phone's cards, a computer's table", () => {
    expect(serverLayout(PHONE_CHART_WIDTH, true)).toBe('narrow');
    expect(serverLayout(COMPUTER_CHART_WIDTH, true)).toBe('wide');
    // No guess (a page the server did not render for a browser): both, CSS picking.
    expect(serverLayout(0, true)).toBe('both');
  });

  it('makes both, as before, for a list that did not ask for the guess', () => {
    expect(serverLayout(PHONE_CHART_WIDTH, false)).toBe('both');
    expect(serverLayout(COMPUTER_CHART_WIDTH, false)).toBe('both');
  });
});
