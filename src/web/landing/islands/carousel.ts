import { all } from './slot';
import {
  DOT_CURRENT,
  DOT_OTHER,
  ROTATION_MS,
  initialCarousel,
  isRotating,
  nextCarousel,
  type CarouselEvent,
} from './carousel-state';

/**
 * Brings the testimonial carousel (testimonials-section.tsx) to life: swaps the five-item list for
 * the carousel, then mirrors its state (carousel-state.ts) in the DOM. Returns the undo.
 */
export function startCarousel(root: ParentNode): () => void {
  const fallback = root.querySelector<HTMLElement>('[data-carousel-fallback]');
  const carousel = root.querySelector<HTMLElement>('[data-carousel]');
  const live = carousel?.querySelector<HTMLElement>('[data-carousel-live]');
  const slide = carousel?.querySelector<HTMLElement>('[data-carousel-slide]');
  const pause = carousel?.querySelector<HTMLButtonElement>('[data-carousel-pause]');
  if (!fallback || !carousel || !live || !slide || !pause) return () => {};
  const dots = all<HTMLButtonElement>(carousel, '[data-carousel-dot]');
  const cards = [...slide.children];
  const icons = (name: string) => pause.querySelector(`[data-icon="${name}"]`);

  const fallbackPlace = document.createComment('');
  fallback.replaceWith(fallbackPlace);
  carousel.hidden = false;

  let state = initialCarousel(cards.length);
  let timer: number | undefined;

  function render() {
    const { index, count, stopped, motionAllowed } = state;
    const rotating = isRotating(state);
    if (slide!.firstElementChild !== cards[index] || slide!.childElementCount !== 1) {
      slide!.replaceChildren(cards[index]!);
    }
    slide!.setAttribute('aria-label', `${index + 1} de ${count}`);
    live!.setAttribute('aria-live', rotating ? 'off' : 'polite');
    pause!.hidden = !motionAllowed;
    pause!.setAttribute('aria-label', stopped ? 'Retomar depoimentos' : 'Pausar depoimentos');
    icons('pause')?.toggleAttribute('hidden', stopped);
    icons('play')?.toggleAttribute('hidden', !stopped);
    dots.forEach((dot, i) => {
      const current = i === index;
      if (current) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
      const mark = dot.firstElementChild;
      mark?.classList.remove(...(current ? DOT_OTHER : DOT_CURRENT).split(' '));
      mark?.classList.add(...(current ? DOT_CURRENT : DOT_OTHER).split(' '));
    });
    // The timer runs exactly while it rotates, restarting (a full 5 s) whenever it resumes.
    if (rotating && timer === undefined) {
      timer = window.setInterval(() => dispatch({ type: 'tick' }), ROTATION_MS);
    } else if (!rotating && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  }

  function dispatch(event: CarouselEvent) {
    state = nextCarousel(state, event);
    render();
  }

  const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const onMotion = () => dispatch({ type: 'motion', allowed: !motion.matches });
  const onEnter = () => dispatch({ type: 'hover', on: true });
  const onLeave = () => dispatch({ type: 'hover', on: false });
  const onFocusIn = () => dispatch({ type: 'focus', on: true });
  const onFocusOut = (event: FocusEvent) => {
    if (!carousel.contains(event.relatedTarget as Node | null)) {
      dispatch({ type: 'focus', on: false });
    }
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest('button');
    if (button === pause) dispatch({ type: 'toggle-stop' });
    else if (button?.dataset.carouselDot) {
      dispatch({ type: 'pick', index: Number(button.dataset.carouselDot) });
    }
  };

  carousel.addEventListener('mouseenter', onEnter);
  carousel.addEventListener('mouseleave', onLeave);
  carousel.addEventListener('focusin', onFocusIn);
  carousel.addEventListener('focusout', onFocusOut);
  carousel.addEventListener('click', onClick);
  motion.addEventListener('change', onMotion);
  onMotion();

  return () => {
    window.clearInterval(timer);
    motion.removeEventListener('change', onMotion);
    carousel.removeEventListener('mouseenter', onEnter);
    carousel.removeEventListener('mouseleave', onLeave);
    carousel.removeEventListener('focusin', onFocusIn);
    carousel.removeEventListener('focusout', onFocusOut);
    carousel.removeEventListener('click', onClick);
    state = initialCarousel(cards.length);
    timer = undefined;
    render();
    slide.replaceChildren(...cards);
    carousel.hidden = true;
    fallbackPlace.replaceWith(fallback);
  };
}
