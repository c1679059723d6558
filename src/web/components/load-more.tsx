import { useEffect, useState } from 'react';
import { printedPartText, type ListNoun } from '@/domain/records/paging';
import { useOnline } from '../offline/use-online';
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

/** How much of a list the screen holds: the rows shown and the whole set's count. */
export interface ListPart extends ListNoun {
  shown: number;
  total: number;
}

/** Said under the button when the next page was asked for without a connection. */
export const NEXT_PAGE_OFFLINE = 'Sem conexão: a próxima página aparece ao reconectar.';

/**
 * 'Carregar mais' under a paged list; nothing at its last page. With `part`, paper (which has no
 * button) says instead how many rows are printed and that the totals are of all of them.
 * Offline the device holds only the pages seen (decision 034): a page asked for then waits for
 * the connection (the query's fetch is paused), and the list says so.
 */
export function LoadMore({
  more,
  label = 'Carregar mais',
  part,
}: {
  more?: MorePages;
  label?: string;
  part?: ListPart;
}) {
  const online = useOnline();
  const [askedOffline, setAskedOffline] = useState(false);
  useEffect(() => {
    if (online) setAskedOffline(false);
  }, [online]);
  if (!more) return null;
  const load = () => {
    if (!online) setAskedOffline(true);
    more.load();
  };
  return (
    <>
      <Button variant="outline" className="mt-3" disabled={more.loading} onClick={load}>
        {more.loading ? 'Carregando...' : label}
      </Button>
      {askedOffline && !online && (
        <p role="status" className="mt-2 text-sm text-stone-600" data-print-hide>
          {NEXT_PAGE_OFFLINE}
        </p>
      )}
      {part && <PrintedPart {...part} />}
    </>
  );
}

/** On paper only: 'Mostrando 50 de 120 categorias — os totais são de todas.' (or nothing). */
export function PrintedPart({ shown, total, ...noun }: ListPart) {
  const text = printedPartText(shown, total, noun);
  if (!text) return null;
  return (
    <p className="print-only mt-3 text-sm" data-testid="printed-part">
      {text}
    </p>
  );
}
