import type { ReactNode } from 'react';
import { Button } from './ui/button';

/*
 * The parts the two import previews share ('Importar animais' in the herd, 'Importar da balança'
 * in the weighing): a line's situation as a coloured tag, and the pager under the lines.
 */

/** A line's situation ('Novo', 'Duplicada', 'Com erro'...) in the colours `className` gives. */
export function StatusTag({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${className}`}>{children}</span>
  );
}

/**
 * 'Anterior' · which lines are shown · 'Próxima', when there is more than one page; `live` has
 * the lines' words announced as they change.
 */
export function PreviewPager({
  label,
  page,
  pages,
  onPage,
  live = false,
  children,
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  live?: boolean;
  /** Which lines are shown ('Linhas 1–100 de 250 ...'). */
  children: ReactNode;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <p className="text-xs text-stone-600" aria-live={live ? 'polite' : undefined}>
        {children}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={page === pages - 1}
        onClick={() => onPage(page + 1)}
      >
        Próxima
      </Button>
    </nav>
  );
}
