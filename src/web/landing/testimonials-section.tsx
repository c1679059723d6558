import { Pause, Play, Quote } from 'lucide-react';
import { useEffect, useState, type FocusEvent } from 'react';
import { TESTIMONIALS, type Testimonial } from '../../content/landing';
import { cn } from '../lib/cn';
import { LandingSection } from './section';

/** The carousel moves on every 5 seconds (spec section 9). */
export const ROTATION_MS = 5000;

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <Quote className="size-8 text-green-700" aria-hidden="true" />
      <blockquote className="text-lg text-stone-800">“{testimonial.quote}”</blockquote>
      <figcaption className="mt-auto">
        <span className="block font-semibold text-stone-900">{testimonial.name}</span>
        <span className="block text-sm text-stone-700">{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}

/** Whether the person asked the system for less motion, followed as it changes. */
function useMotionAllowed(): boolean {
  // False until known: the server and the first render never rotate.
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setAllowed(!query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return allowed;
}

/**
 * Five testimonials, one at a time, moving on every 5 s; dots pick one. It stops while the pointer
 * is over it or the focus inside it, when paused with its button, and never moves by itself for
 * people who prefer reduced motion. Without JavaScript all five are listed.
 */
export function TestimonialsSection() {
  const count = TESTIMONIALS.length;
  const [index, setIndex] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const motionAllowed = useMotionAllowed();
  const rotating = motionAllowed && !stopped && !hovered && !focused;

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <LandingSection
      id="depoimentos"
      title="O que dizem os pecuaristas"
      intro="Produtores de todo o Brasil já decidem com o Arroba Certa."
      className="bg-white"
    >
      {enhanced ? (
        <div
          role="region"
          aria-roledescription="carrossel"
          aria-label="Depoimentos"
          className="mx-auto max-w-3xl"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={onBlur}
        >
          {/* Announced only when it does not move by itself (WAI-ARIA carousel pattern). */}
          <div aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
            <div
              role="group"
              aria-roledescription="depoimento"
              aria-label={`${index + 1} de ${count}`}
            >
              <TestimonialCard testimonial={TESTIMONIALS[index]!} />
            </div>
          </div>
          <div className="mt-4 flex items-center justify-center gap-1">
            {motionAllowed && (
              <button
                type="button"
                onClick={() => setStopped((s) => !s)}
                aria-label={stopped ? 'Retomar depoimentos' : 'Pausar depoimentos'}
                className="inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
              >
                {stopped ? (
                  <Play className="size-5" aria-hidden="true" />
                ) : (
                  <Pause className="size-5" aria-hidden="true" />
                )}
              </button>
            )}
            {TESTIMONIALS.map((t, i) => (
              <button
                key={t.name}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Ver depoimento ${i + 1} de ${count}`}
                aria-current={i === index ? 'true' : undefined}
                className="group inline-flex size-11 items-center justify-center rounded-full"
              >
                <span
                  className={cn(
                    'size-3 rounded-full transition-colors',
                    i === index ? 'bg-green-700' : 'bg-stone-500 group-hover:bg-stone-600',
                  )}
                />
              </button>
            ))}
          </div>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <TestimonialCard testimonial={t} />
            </li>
          ))}
        </ul>
      )}
    </LandingSection>
  );
}
