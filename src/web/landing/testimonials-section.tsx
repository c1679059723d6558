import { Pause, Play, Quote } from 'lucide-react';
import { TESTIMONIALS, type Testimonial } from '../../content/landing';
import { cn } from '../lib/cn';
import { DOT_CURRENT, DOT_OTHER } from './islands/carousel-state';
import { LandingSection } from './section';

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

/**
 * Five testimonials. Without JavaScript all five are listed; the carousel below them arrives
 * `hidden`, and its island (./islands/carousel.ts) swaps the list for it: one testimonial at a
 * time, moving on every 5 s, dots pick one; it stops while the pointer is over it or the focus
 * inside it, when paused with its button, and never moves by itself for people who prefer reduced
 * motion (the pause button shows only when it moves by itself).
 */
export function TestimonialsSection() {
  const count = TESTIMONIALS.length;
  return (
    <LandingSection
      id="depoimentos"
      title="O que dizem os pecuaristas"
      intro="Produtores de todo o Brasil já decidem com o Arroba Certa."
      className="bg-white"
    >
      <ul data-carousel-fallback className="grid gap-4 md:grid-cols-2">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <TestimonialCard testimonial={t} />
          </li>
        ))}
      </ul>
      <div
        data-carousel
        hidden
        role="region"
        aria-roledescription="carrossel"
        aria-label="Depoimentos"
        className="mx-auto max-w-3xl"
      >
        {/* Announced only when it does not move by itself (WAI-ARIA carousel pattern). */}
        <div data-carousel-live aria-live="polite" aria-atomic="true">
          <div
            data-carousel-slide
            role="group"
            aria-roledescription="depoimento"
            aria-label={`1 de ${count}`}
          >
            {TESTIMONIALS.map((t) => (
              <TestimonialCard key={t.name} testimonial={t} />
            ))}
          </div>
        </div>
        <div className="mt-4 flex items-center justify-center gap-1">
          <button
            type="button"
            data-carousel-pause
            hidden
            aria-label="Pausar depoimentos"
            className="inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
          >
            <Pause data-icon="pause" className="size-5" aria-hidden="true" />
            {/* Shown instead of Pause while stopped (the island swaps them). */}
            <Play data-icon="play" className="size-5" aria-hidden="true" />
          </button>
          {TESTIMONIALS.map((t, i) => (
            <button
              key={t.name}
              type="button"
              data-carousel-dot={i}
              aria-label={`Ver depoimento ${i + 1} de ${count}`}
              aria-current={i === 0 ? 'true' : undefined}
              className="group inline-flex size-11 items-center justify-center rounded-full"
            >
              <span
                className={cn(
                  'size-3 rounded-full transition-colors',
                  i === 0 ? DOT_CURRENT : DOT_OTHER,
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </LandingSection>
  );
}
