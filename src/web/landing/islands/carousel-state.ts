/**
 * The testimonial carousel's state and how each event changes it (spec section 9), pure: the
 * island (carousel.ts) only mirrors it in the DOM and keeps the timer running while it rotates.
 */

/** The carousel moves on every 5 seconds (spec section 9). */
export const ROTATION_MS = 5000;

/** Classes of the current dot and of the others (the island swaps them). */
export const DOT_CURRENT = 'bg-green-700';
export const DOT_OTHER = 'bg-stone-500 group-hover:bg-stone-600';

export interface CarouselState {
  count: number;
  index: number;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** The focus is inside the carousel. */
  focused: boolean;
  /** Paused with its button. */
  stopped: boolean;
  /** The person has not asked for reduced motion (false until known). */
  motionAllowed: boolean;
}

export type CarouselEvent =
  | { type: 'tick' }
  | { type: 'pick'; index: number }
  | { type: 'hover'; on: boolean }
  | { type: 'focus'; on: boolean }
  | { type: 'toggle-stop' }
  | { type: 'motion'; allowed: boolean };

export const initialCarousel = (count: number): CarouselState => ({
  count,
  index: 0,
  hovered: false,
  focused: false,
  stopped: false,
  motionAllowed: false,
});

/** Whether it moves by itself now. */
export const isRotating = (s: CarouselState): boolean =>
  s.motionAllowed && !s.stopped && !s.hovered && !s.focused;

export function nextCarousel(s: CarouselState, event: CarouselEvent): CarouselState {
  switch (event.type) {
    case 'tick':
      return isRotating(s) ? { ...s, index: (s.index + 1) % s.count } : s;
    case 'pick':
      return event.index >= 0 && event.index < s.count ? { ...s, index: event.index } : s;
    case 'hover':
      return { ...s, hovered: event.on };
    case 'focus':
      return { ...s, focused: event.on };
    case 'toggle-stop':
      return { ...s, stopped: !s.stopped };
    case 'motion':
      return { ...s, motionAllowed: event.allowed };
  }
}
