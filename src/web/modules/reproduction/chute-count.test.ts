import { describe, expect, it } from 'vitest';
import { diagnosedWithWaiting } from './chute-count';

const entry = (
  animalId: string,
  over: Partial<{ path: string; state: 'pending' | 'refused' }> = {},
) => ({
  method: 'POST' as const,
  path: over.path ?? '/api/reproduction/diagnoses',
  body: { animalId, result: 'pregnant' },
  state: over.state ?? ('pending' as const),
});

describe('diagnosedWithWaiting', () => {
  it('adds the first checks waiting on the device, each female once', () => {
    const first = new Set(['a', 'b']);
    expect(diagnosedWithWaiting(37, [entry('a'), entry('b'), entry('a')], first)).toBe(39);
  });

  it('adds nothing for a female already diagnosed, a sent or refused entry, or another record', () => {
    const first = new Set(['a']);
    expect(diagnosedWithWaiting(37, [entry('c')], first)).toBe(37);
    expect(diagnosedWithWaiting(37, [], first)).toBe(37);
    expect(diagnosedWithWaiting(37, [entry('a', { state: 'refused' })], first)).toBe(37);
    expect(
      diagnosedWithWaiting(37, [entry('a', { path: '/api/reproduction/abortions' })], first),
    ).toBe(37);
  });
});
