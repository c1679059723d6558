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
  paused,
  offline,
  loadingLabel,
  failure,
  onRetry,
  retrying,
  children,
}: {
  loaded: boolean;
  error: unknown;
  /** Nothing kept on the device and no connection: the query waits for one. */
  paused: boolean;
  offline: string;
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
  if (paused) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white p-5 text-stone-700">
        {offline}
      </p>
    );
  }
  return <LoadingCard label={loadingLabel} />;
}

export type CatalogStateProps = ReturnType<typeof stateOf>;

/** The CatalogState props of a query. */
export function stateOf(
  query: {
    isSuccess: boolean;
    error: unknown;
    fetchStatus: string;
    isFetching: boolean;
    refetch: () => unknown;
  },
  what: 'os produtos' | 'os protocolos',
) {
  return {
    loaded: query.isSuccess,
    error: query.error,
    paused: query.fetchStatus === 'paused',
    offline: `Sem conexão: ${what} aparecem ao reconectar.`,
    loadingLabel: `Carregando ${what}...`,
    failure: `Não foi possível carregar ${what}.`,
    onRetry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}
