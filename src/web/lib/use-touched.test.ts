import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { untouchedOf, useTouchedFields } from './use-touched';

describe('useTouchedFields', () => {
  it('knows the fields the person edited, and only those', () => {
    const { result } = renderHook(useTouchedFields);
    result.current.touch('quantity');
    expect(result.current.has('quantity')).toBe(true);
    expect(result.current.has('price')).toBe(false);
  });

  it('forgets the edits of the given fields, or of all of them', () => {
    const { result } = renderHook(useTouchedFields);
    for (const path of ['a', 'b', 'c']) result.current.touch(path);
    result.current.forget(['a']);
    expect(['a', 'b', 'c'].map((p) => result.current.has(p))).toEqual([false, true, true]);
    result.current.forget();
    expect(['a', 'b', 'c'].map((p) => result.current.has(p))).toEqual([false, false, false]);
  });

  it('is the same object across renders, and remembers through them', () => {
    const { result, rerender } = renderHook(useTouchedFields);
    const first = result.current;
    first.touch('year');
    rerender();
    expect(result.current).toBe(first);
    expect(result.current.has('year')).toBe(true);
  });

  it('reads an edit at once, before any render (a ref, not state)', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useTouchedFields();
    });
    result.current.touch('weight');
    expect(result.current.has('weight')).toBe(true);
    expect(renders).toBe(1);
  });

  it('keeps each form’s edits apart', () => {
    const one = renderHook(useTouchedFields).result.current;
    const other = renderHook(useTouchedFields).result.current;
    one.touch('x');
    expect(other.has('x')).toBe(false);
  });
});

describe('untouchedOf', () => {
  it('keeps the suggested values of the fields not edited', () => {
    expect(
      untouchedOf(
        { initialQuantity: '1.200', purchases: '3' },
        { has: (p) => p === 'initialQuantity' },
      ),
    ).toEqual({ purchases: '3' });
  });

  it('gives nothing when every field was edited, and everything when none was', () => {
    const suggested = { a: '1', b: '2' };
    expect(untouchedOf(suggested, { has: () => true })).toEqual({});
    expect(untouchedOf(suggested, { has: () => false })).toEqual(suggested);
  });

  it('keeps an empty suggestion: clearing a field the person has not touched is allowed', () => {
    expect(untouchedOf({ notes: '' }, { has: () => false })).toEqual({ notes: '' });
  });
});
