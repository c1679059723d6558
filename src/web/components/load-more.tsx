import { Button } from './ui/button';

/** The next page of a list read from the server, when there is one (decision 032). */
export interface MorePages {
  /** True while the next page is on its way. */
  loading: boolean;
  load: () => void;
}

/** The query's next page as a `MorePages`, or undefined at the last page. */
export function morePages(query: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}): MorePages | undefined {
  if (!query.hasNextPage) return undefined;
  return { loading: query.isFetchingNextPage, load: () => void query.fetchNextPage() };
}

/** 'Carregar mais' under a paged list; nothing at its last page. */
export function LoadMore({ more, label = 'Carregar mais' }: { more?: MorePages; label?: string }) {
  if (!more) return null;
  return (
    <Button variant="outline" className="mt-3" disabled={more.loading} onClick={more.load}>
      {more.loading ? 'Carregando...' : label}
    </Button>
  );
}
