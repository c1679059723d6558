import type { InfiniteData } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatArea } from './active-farm';
import { newIdempotencyKey } from './idempotency';
import { pageUrl, withoutRow } from './pages';
import { whenIdle } from './when-idle';

describe('newIdempotencyKey', () => {
  it('is a version-4 UUID, new each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('does not need crypto.randomUUID (missing over plain http)', () => {
    vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      throw new Error('not on http');
    });
    expect(newIdempotencyKey()).toHaveLength(36);
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the work when the browser is idle, with the timeout, and can be cancelled', () => {
    const request = vi.fn((_run: () => void, _options: { timeout: number }) => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const work = vi.fn();
    const stop = whenIdle(work, { timeout: 2000, fallbackMs: 500 });
    expect(request.mock.calls[0]![1]).toEqual({ timeout: 2000 });
    request.mock.calls[0]![0]();
    expect(work).toHaveBeenCalledTimes(1);
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('waits the fallback time where idleness cannot be told', () => {
    vi.useFakeTimers();
    const idle = Object.getOwnPropertyDescriptor(window, 'requestIdleCallback');
    // @ts-expect-error: a browser without it (Safari)
    delete window.requestIdleCallback;
    try {
      const work = vi.fn();
      whenIdle(work, { timeout: 2000, fallbackMs: 500 });
      vi.advanceTimersByTime(499);
      expect(work).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(work).toHaveBeenCalledTimes(1);
      const later = vi.fn();
      whenIdle(later, { timeout: 2000, fallbackMs: 500 })();
      vi.advanceTimersByTime(1000);
      expect(later).not.toHaveBeenCalled();
    } finally {
      if (idle) Object.defineProperty(window, 'requestIdleCallback', idle);
    }
  });
});

describe('pageUrl', () => {
  it('asks for a page of `limit`, after `before` when given', () => {
    expect(pageUrl('/api/lots', 100, null)).toBe('/api/lots?limit=100');
    expect(pageUrl('/api/weighings', 50, 'c-9')).toBe('/api/weighings?limit=50&before=c-9');
    expect(pageUrl('/api/x', 10, 0)).toBe('/api/x?limit=10&before=0');
  });
});

describe('withoutRow', () => {
  it('takes the row out of every page read, keeping the rest as it was', () => {
    const data: InfiniteData<{ items: { id: string }[]; next: string | null }> = {
      pages: [
        { items: [{ id: 'a' }, { id: 'b' }], next: 'b' },
        { items: [{ id: 'c' }], next: null },
      ],
      pageParams: [null, 'b'],
    };
    expect(withoutRow(data, 'b')).toEqual({
      pages: [
        { items: [{ id: 'a' }], next: 'b' },
        { items: [{ id: 'c' }], next: null },
      ],
      pageParams: [null, 'b'],
    });
    expect(withoutRow(undefined, 'b')).toBeUndefined();
  });
});

describe('formatArea', () => {
  it('writes hectares the pt-BR way without needless zeros', () => {
    expect(formatArea(120)).toBe('120');
    expect(formatArea(1250.5)).toBe('1.250,5');
    expect(formatArea(3.25)).toBe('3,25');
    expect(formatArea(10000)).toBe('10.000');
  });
});
