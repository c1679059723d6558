import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { NotLoaded } from './load-state';
import { HeadedCard } from './ui/card';
import { errorMessage } from '../lib/api';

/**
 * A card of a farm page over one read: its title, then `children` of the answer, or the
 * failure ('Erro ao carregar <what>') and the loading state ('Carregando <what>...').
 */
export function QueryCard<T>({
  title,
  titleId,
  description,
  query,
  what,
  children,
}: {
  title: string;
  titleId: string;
  description?: string;
  query: UseQueryResult<T>;
  /** 'os indicadores', 'as alturas'. */
  what: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <HeadedCard title={title} titleId={titleId} description={description}>
      {query.data !== undefined ? (
        children(query.data)
      ) : (
        <NotLoaded
          query={query}
          failed={{ title: `Erro ao carregar ${what}`, description: errorMessage(query.error) }}
          loading={`Carregando ${what}...`}
        />
      )}
    </HeadedCard>
  );
}
