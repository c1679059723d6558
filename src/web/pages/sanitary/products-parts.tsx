import type { ReactNode } from 'react';
import { LoadFailed, LoadingCard } from '../../components/load-state';
import { cn } from '../../lib/cn';
import { ApiError } from '../../lib/api';

/* What the products' and the protocols' lists share. */

export interface CatalogPermissions {
  /** Add, edit, confirm and delete: the owner and a 'Gerente' ('Campo' reads). */
  canManage: boolean;
  /** Prices ('Campo' never sees one). */
  seesMoney: boolean;
}

/** A small tag beside a name: 'B19', 'Sugestão', 'Pausado'. */
export function Badge({
  tone = 'stone',
  children,
}: {
  tone?: 'stone' | 'amber';
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-medium',
        tone === 'amber' ? 'bg-amber-100 text-amber-950' : 'bg-stone-200 text-stone-800',
      )}
    >
      {children}
    </span>
  );
}

/**
 * A list's loading card, its failure with 'Tentar novamente' (the server's own words for a
 * refusal, such as the plan's), or the list itself once it has loaded.
 */
export function CatalogState({
  loaded,
  error,
  loadingLabel,
  failure,
  onRetry,
  retrying,
  children,
}: {
  loaded: boolean;
  error: unknown;
  loadingLabel: string;
  failure: string;
  onRetry: () => void;
  retrying: boolean;
  children: ReactNode;
}) {
  if (loaded) return children;
  if (error) {
    const refused = error instanceof ApiError && error.status === 403;
    return (
      <LoadFailed
        title="Erro ao carregar dados"
        description={refused ? error.message : failure}
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  }
  return <LoadingCard label={loadingLabel} />;
}

export type CatalogStateProps = ReturnType<typeof stateOf>;

/** The CatalogState props of a query. */
export function stateOf(
  query: { isSuccess: boolean; error: unknown; isFetching: boolean; refetch: () => unknown },
  loadingLabel: string,
  failure: string,
) {
  return {
    loaded: query.isSuccess,
    error: query.error,
    loadingLabel,
    failure,
    onRetry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}
