import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { LoadMore, morePages, type ListPart } from './load-more';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';
import { Spinner } from './ui/spinner';

/** The paged query of a saved-records card (TanStack's infinite query, as the modules use it). */
interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The card of a module's saved records ('Meses registrados', 'Anos registrados', 'Planejamentos
 * Salvos'): its title, the totals over all of them (computed on the server), then loading, error,
 * empty or the list with the next page's button.
 */
export function SavedRecordsCard({
  title,
  summary,
  query,
  count,
  texts,
  emptyIcon: EmptyIcon,
  moreLabel,
  part,
  children,
  top,
}: {
  title: string;
  /** The totals line; shown when there is something to sum. */
  summary?: ReactNode;
  query: PagedQuery;
  /** Rows loaded so far. */
  count: number;
  texts: { loading: string; failed: string; empty: string };
  emptyIcon: LucideIcon;
  moreLabel?: string;
  /** What paper says of a list printed in part (load-more.tsx). */
  part?: ListPart;
  /** The list, rendered when there are rows. */
  children: ReactNode;
  /** Above the states (for example, when the data was fetched). */
  top?: ReactNode;
}) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {summary && <CardDescription>{summary}</CardDescription>}
      </CardHeader>
      <CardContent>
        {top}
        {query.isPending ? (
          <Spinner label={texts.loading} className="justify-start" />
        ) : query.isError ? (
          <p className="text-stone-700">{texts.failed}</p>
        ) : count === 0 ? (
          <p className="flex items-center gap-3 text-stone-600">
            <EmptyIcon className="size-5 shrink-0 text-stone-400" aria-hidden="true" />
            {texts.empty}
          </p>
        ) : (
          <>
            {children}
            <LoadMore more={morePages(query)} label={moreLabel} part={part} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
