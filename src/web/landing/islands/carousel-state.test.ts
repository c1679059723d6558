import { describe, expect, it } from 'vitest';
import { initialCarousel, isRotating, nextCarousel, type CarouselEvent } from './carousel-state';

const run = (...events: CarouselEvent[]) => events.reduce(nextCarousel, initialCarousel(5));

describe('the testimonial carousel', () => {
  it('stays still until it knows motion is allowed, then moves on each tick and wraps', () => {
    expect(isRotating(initialCarousel(5))).toBe(false);
    expect(run({ type: 'tick' }).index).toBe(0);
    const moving = run({ type: 'motion', allowed: true });
    expect(isRotating(moving)).toBe(true);
    const ticks = Array.from({ length: 6 }, (): CarouselEvent => ({ type: 'tick' }));
    expect(ticks.reduce(nextCarousel, moving).index).toBe(1);
  });

  it('stops while hovered, focused or paused, and goes on when all are over', () => {
    const base: CarouselEvent = { type: 'motion', allowed: true };
    for (const stop of [
      { type: 'hover', on: true },
      { type: 'focus', on: true },
      { type: 'toggle-stop' },
    ] as CarouselEvent[]) {
      const still = run(base, stop, { type: 'tick' });
      expect(isRotating(still)).toBe(false);
      expect(still.index).toBe(0);
    }
    const resumed = run(
      base,
      { type: 'hover', on: true },
      { type: 'focus', on: true },
      { type: 'hover', on: false },
    );
    expect(isRotating(resumed)).toBe(false);
    expect(isRotating(nextCarousel(resumed, { type: 'focus', on: false }))).toBe(true);
    expect(isRotating(run(base, { type: 'toggle-stop' }, { type: 'toggle-stop' }))).toBe(true);
  });

  it('never moves by itself under reduced motion, yet a dot still picks one', () => {
    const still = run({ type: 'motion', allowed: false }, { type: 'tick' }, { type: 'tick' });
    expect(still.index).toBe(0);
    expect(nextCarousel(still, { type: 'pick', index: 3 }).index).toBe(3);
    expect(nextCarousel(still, { type: 'pick', index: 5 }).index).toBe(0);
  });
});
