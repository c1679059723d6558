import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** The in-page sections the header links to, in page order. */
export const SECTION_LINKS = [
  { id: 'modulos', label: 'Módulos' },
  { id: 'beneficios', label: 'Benefícios' },
  { id: 'depoimentos', label: 'Depoimentos' },
  { id: 'planos', label: 'Planos' },
] as const;

/**
 * A landing section with its h2. `scroll-mt` keeps the heading clear of the sticky header when
 * an anchor link scrolls to it. `data-lazy-render`: laid out only when near the screen
 * (landing.css), so the first frames of a slow phone lay out the hero and little else.
 */
export function LandingSection({
  id,
  title,
  intro,
  className,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      data-lazy-render
      id={id}
      aria-labelledby={`${id}-titulo`}
      className={cn('scroll-mt-20 py-16', className)}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id={`${id}-titulo`} className="text-3xl font-bold tracking-tight text-green-950">
            {title}
          </h2>
          {intro && <p className="mt-3 text-lg text-stone-700">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
