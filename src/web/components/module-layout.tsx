import type { ReactNode } from 'react';
import type { ModuleId } from '@/domain/modules';
import { AppHeader } from './app-header';
import { ModuleIcon } from './module-icon';
import { BackToDashboard } from './back-to-dashboard';
import { cn } from '../lib/cn';

interface ModuleLayoutProps {
  /** The screen's title, the page's only h1. */
  title: string;
  /** Shows the module's icon beside the title. */
  moduleId?: ModuleId;
  /** One line under the title. */
  description?: string;
  /** A screen to work in on a phone (issue 39): below 640 px the line under the title is left out. */
  compact?: boolean;
  children: ReactNode;
}

/** The shell every module screen wraps its content in (spec "Module screens"). */
export function ModuleLayout(props: ModuleLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <ModuleMain {...props} />
    </div>
  );
}

/**
 * A module screen's main part: the way back, its title block (icon, the page's only h1, one line
 * under it) and its content. Also what a module's shell paints before the scripts run
 * (pages/module/module-shell.tsx, decision 050).
 */
export function ModuleMain({ title, moduleId, description, compact, children }: ModuleLayoutProps) {
  return (
    <main
      className={cn(
        'mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8',
        compact && 'max-sm:py-3',
      )}
    >
      <nav aria-label="Navegação do módulo" className={compact ? 'mb-2 sm:mb-4' : 'mb-4'}>
        <BackToDashboard />
      </nav>
      <div
        className={cn('mb-6 flex items-start gap-3', compact && 'max-sm:mb-3 max-sm:items-center')}
      >
        {moduleId && (
          <span className="mt-0.5 flex size-11 shrink-0 items-center justify-center rounded-xl bg-green-100 text-green-800">
            <ModuleIcon id={moduleId} className="size-6" />
          </span>
        )}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
          {description && (
            <p className={cn('mt-1 text-stone-600', compact && 'max-sm:hidden')}>{description}</p>
          )}
        </div>
      </div>
      {children}
    </main>
  );
}
